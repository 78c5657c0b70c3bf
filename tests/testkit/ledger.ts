import { LEDGER_READ_MODELS } from '../../projections/ledger/clearing';
import type { Projection, Row } from '../../projections/projection';
import { PROJECTIONS } from '../../projections/registry';
import { prepareProjection, type RunnerDeps } from '../../projections/runner';
import { catchUpTo, positionOfEvent } from './catch-up';
import type { CommandMeta } from '../../services/features/wallet/rules/wallet-commands';
import { silentLogger } from '../../services/platform/logger';
import type { EventStore } from '../../services/platform/ports/event-store';
import type { SqlDatabase } from '../../services/platform/ports/sql';

export const TEST_META: CommandMeta = { actor: { kind: 'system', reason: 'test' }, correlationId: null };

/** Test users get ids from here on, one range per test file and case, so cases never share a wallet. */
let nextUser = 10_000 + Math.floor(Math.random() * 1_000_000) * 100;
export const freshUserId = (): number => ++nextUser;

/** Runs `work` for items 0..count-1 with at most `concurrency` running at once. */
export async function inParallel<T>(count: number, concurrency: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

/**
 * Brings every registered read model up to the last event in the log, so they
 * all stand at the same position (a single catch-up may stop early while
 * another test's transaction holds the log's readable end back).
 */
export async function catchUpAll(db: SqlDatabase, store: EventStore): Promise<void> {
  await catchUpProjections(db, store, PROJECTIONS);
}

/** The read models the ledger checks read: the clearing checks' (I1, I8) and `request_charges` (open holds, charges per request). */
const LEDGER_CHECKED: ReadonlySet<string> = new Set([...LEDGER_READ_MODELS, 'request_charges']);

/**
 * `catchUpAll` for the ledger's read models alone: what `measureDrift` and
 * `openHolds` read. The others (usage logs, dashboards, health) cost most of
 * a full catch-up and are checked by their own tests and by replay.
 */
export async function catchUpLedger(db: SqlDatabase, store: EventStore): Promise<void> {
  const ledger = PROJECTIONS.filter((projection) => LEDGER_CHECKED.has(projection.name));
  // A renamed read model must not leave a check reading a table nobody caught up.
  if (ledger.length !== LEDGER_CHECKED.size) throw new Error(`catchUpLedger: not every one of ${[...LEDGER_CHECKED].join(', ')} is a registered read model`);
  await catchUpProjections(db, store, ledger);
}

async function catchUpProjections(db: SqlDatabase, store: EventStore, projections: readonly Projection<Row>[]): Promise<void> {
  const deps: RunnerDeps = { db, store, pubsub: null, logger: silentLogger };
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  const total = rows[0]!.n;
  // Where the last event stands is read once, not once per read model: reading the log is a share of each catch-up.
  const target = total > 0 ? await positionOfEvent(deps, total) : null;
  for (const projection of projections) {
    await prepareProjection(db, projection);
    if (target !== null) await catchUpTo(deps, projection, target, `the ${total}th event`);
  }
}

/** The clearing checks of RELIABILITY I1 and I8 (projections/ledger/clearing.ts). */
export { checkLedgerClearing as measureDrift, driftOf } from '../../projections/ledger/clearing';

export async function openHolds(db: SqlDatabase, userIds: readonly number[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM request_charges WHERE status = 'reserved' AND user_id = ANY($1::bigint[])`, [
    userIds.map(String),
  ]);
  return rows[0]!.n;
}
