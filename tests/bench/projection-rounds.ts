/**
 * The projection runner's SQL, counted: statements and transactions (never
 * time) that keep the seven read models current while requests are charged.
 * Each request is one reservation and one settlement, two appends to a
 * wallet stream, as the relay makes them.
 *
 * - one round: what the runner does once woken, after 1 request and after
 *   10 (a burst that coalescing turns into one round);
 * - the runner: `startProjectionRunner` as the gateway starts it, 10 requests
 *   one at a time a few ms apart, counted until it is idle again, with the
 *   default wake-up coalescing and with none.
 *
 * Statements are what the SQL port is sent; a server trace
 * (`log_statement=all`) also shows each transaction's BEGIN and COMMIT, given
 * as "with BEGIN/COMMIT". Run: `npx tsx tests/bench/projection-rounds.ts`
 * (PGlite, and PostgreSQL too when DATABASE_URL is set). Not part of
 * `npm run bench`: the figures are in REPORT.md ("Projection rounds").
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { walletStreamId } from '../../schema/events/wallet';
import { decideWallet } from '../../services/features/wallet/rules/decide-wallet';
import type { CommandMeta, WalletCommand } from '../../services/features/wallet/rules/wallet-commands';
import { emptyWallet, type WalletState } from '../../services/features/wallet/rules/wallet-state';
import { openPglite } from '../../services/platform/adapters/pglite';
import { openPostgres } from '../../services/platform/adapters/postgres';
import { createPostgresEventStore } from '../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../services/platform/logger';
import type { EventStore } from '../../services/platform/ports/event-store';
import type { SqlDatabase } from '../../services/platform/ports/sql';
import { loadMigrations, migrate } from '../../services/platform/sql/migrator';
import { createColumnTypeCache } from '../../projections/column-type-cache';
import { PROJECTIONS } from '../../projections/registry';
import { prepareProjection, startProjectionRunner, type RunnerDeps } from '../../projections/runner';
import { createSharedRound } from '../../projections/shared-round';
import { countingDatabase, type CountingDatabase } from '../testkit/counting-database';
import { createDatabaseOn } from '../testkit/databases';

const META: CommandMeta = { actor: { kind: 'system', reason: 'bench' }, correlationId: null };
const USAGE = { channelId: 1, modelName: 'gpt-bench', promptTokens: 3, completionTokens: 2 };

/** One user's wallet, charged request by request through the real wallet rules. */
function walletOf(store: EventStore, userId: number) {
  let state: WalletState = emptyWallet(userId);
  let revision: bigint | 'no_stream' = 'no_stream';
  let serial = 0;
  const run = async (command: WalletCommand) => {
    const decision = decideWallet(state, [{ command, meta: META }], new Date());
    const result = await store.append(walletStreamId(userId), decision.events, revision);
    state = decision.state;
    revision = result.revision;
  };
  return {
    fund: () => run({ kind: 'credit', key: `fund-${userId}`, source: 'topup', amount: 1e9, reference: null, reason: null }),
    async request() {
      const requestId = `bench-${userId}-${++serial}`;
      await run({ kind: 'reserve', requestId, tokenId: null, amount: 100, modelName: USAGE.modelName, holdMs: 600_000 });
      await run({ kind: 'settle', requestId, actual: 80, usage: USAGE });
    },
  };
}

const describeCount = (counting: CountingDatabase, per = 1): string => {
  const statements = counting.statements().length / per;
  const transactions = counting.transactions() / per;
  return `${statements.toFixed(1)} statements (${(statements + 2 * transactions).toFixed(1)} with BEGIN/COMMIT), ${transactions.toFixed(1)} transactions`;
};

async function allAtEnd(db: SqlDatabase, store: EventStore): Promise<boolean> {
  let position = null;
  for (;;) {
    const page = await store.readAll(position, 1000);
    if (page.events.length === 0) break;
    position = page.next;
  }
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM log_checkpoints WHERE name = ANY($1::text[]) AND position = $2', [
    PROJECTIONS.map((p) => p.name),
    position,
  ]);
  return rows[0]!.n === PROJECTIONS.length;
}

async function measure(label: string, db: SqlDatabase): Promise<string[]> {
  await migrate(db, await loadMigrations());
  const appender = createPostgresEventStore(db);
  const counting = countingDatabase(db);
  // The runner reads the log through the counted database, and is woken by the appender's appends.
  const store: EventStore = { ...createPostgresEventStore(counting.db), waitForAppend: appender.waitForAppend };
  const deps: RunnerDeps = { db: counting.db, store, pubsub: null, logger: silentLogger };
  for (const projection of PROJECTIONS) await prepareProjection(db, projection);
  const wallet = walletOf(appender, 1);
  await wallet.fund();
  const round = createSharedRound(deps, PROJECTIONS, { batchSize: 500, columnTypes: createColumnTypeCache() });
  await round.run();

  const lines: string[] = [];
  for (const requests of [1, 10]) {
    for (let i = 0; i < requests; i++) await wallet.request();
    counting.reset();
    await round.run();
    lines.push(`${label}, one round after ${requests} request${requests === 1 ? '' : 's'}: ${describeCount(counting)}`);
  }

  for (const coalesceMs of [25, 0]) {
    const runner = startProjectionRunner(deps, PROJECTIONS, { coalesceMs });
    while (!(await allAtEnd(db, appender))) await sleep(5);
    await sleep(100);
    counting.reset();
    for (let i = 0; i < 10; i++) {
      await wallet.request();
      await sleep(5);
    }
    while (!(await allAtEnd(db, appender))) await sleep(5);
    await sleep(100);
    lines.push(`${label}, the runner (coalesceMs ${coalesceMs}), 10 requests one at a time, 5 ms apart: ${describeCount(counting)}`);
    await runner.stop();
  }
  return lines;
}

const lines = [];
const pglite = await openPglite(null);
try {
  lines.push(...(await measure('pglite', pglite)));
} finally {
  await pglite.close();
}
const serverUrl = process.env.DATABASE_URL?.trim();
if (serverUrl) {
  const database = await createDatabaseOn(serverUrl);
  const db = openPostgres({ url: database.url, poolMax: 4 });
  try {
    lines.push(...(await measure('postgres', db)));
  } finally {
    await db.close();
    await database.drop();
  }
}
for (const line of lines) console.log(line);
