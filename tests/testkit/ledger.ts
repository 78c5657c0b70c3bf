import { PROJECTIONS } from '../../projections/registry';
import { catchUp, prepareProjection, type RunnerDeps } from '../../projections/runner';
import type { CommandMeta } from '../../services/ledger/domain/wallet-commands';
import { silentLogger } from '../../services/shared/logger';
import type { EventStore } from '../../services/shared/ports/event-store';
import type { SqlDatabase } from '../../services/shared/ports/sql';

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

/** Brings every registered read model up to the end of the log. */
export async function catchUpAll(db: SqlDatabase, store: EventStore): Promise<void> {
  const deps: RunnerDeps = { db, store, pubsub: null, logger: silentLogger };
  for (const projection of PROJECTIONS) {
    await prepareProjection(db, projection);
    await catchUp(deps, projection, { batchSize: 1000 });
  }
}

export interface Drift {
  /** Σ legs per ledger: I1 wants 0 for each. */
  readonly conservation: Readonly<Record<string, number>>;
  /** Accounts whose ledger_accounts balance differs from Σ of their entries (I8). */
  readonly accountMismatches: number;
  /** Users whose user_balances row differs from their accounts' sums (I8). */
  readonly userMismatches: number;
  /** Tokens whose token_balances row differs from their accounts' sums (I8). */
  readonly tokenMismatches: number;
}

/** The clearing checks of RELIABILITY I1 and I8 over the read models. */
export async function measureDrift(db: SqlDatabase): Promise<Drift> {
  const sums = await db.query<{ ledger: string; total: string }>('SELECT ledger, sum(amount)::text AS total FROM ledger_entries GROUP BY ledger');
  const conservation = Object.fromEntries(sums.rows.map((r) => [r.ledger, Number(r.total)]));
  const accounts = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n
       FROM ledger_accounts a
       FULL JOIN (SELECT account, sum(amount) AS total FROM ledger_entries GROUP BY account) e USING (account)
      WHERE a.balance IS DISTINCT FROM e.total`,
  );
  const users = await db.query<{ n: number }>(
    `WITH acc AS (
       SELECT split_part(account, ':', 2)::bigint AS user_id,
              sum(balance) FILTER (WHERE account LIKE '%:available' OR account LIKE '%:owed') AS quota,
              sum(balance) FILTER (WHERE account LIKE '%:held') AS held,
              sum(balance) FILTER (WHERE account LIKE '%:owed') AS owed,
              sum(balance) FILTER (WHERE account LIKE '%:invite_pending') AS aff
         FROM ledger_accounts WHERE account LIKE 'user:%' GROUP BY 1)
     SELECT count(*)::int AS n FROM user_balances u FULL JOIN acc USING (user_id)
      WHERE coalesce(u.quota, 0) <> coalesce(acc.quota, 0) OR coalesce(u.held_quota, 0) <> coalesce(acc.held, 0)
         OR coalesce(u.owed_quota, 0) <> coalesce(acc.owed, 0) OR coalesce(u.aff_quota, 0) <> coalesce(acc.aff, 0)`,
  );
  const tokens = await db.query<{ n: number }>(
    `WITH acc AS (
       SELECT split_part(account, ':', 2)::bigint AS token_id,
              sum(balance) FILTER (WHERE account LIKE '%:available' OR account LIKE '%:overdrawn') AS remain,
              sum(balance) FILTER (WHERE account LIKE '%:held') AS held
         FROM ledger_accounts WHERE account LIKE 'token:%' GROUP BY 1)
     SELECT count(*)::int AS n FROM token_balances t JOIN acc USING (token_id)
      WHERE NOT t.unlimited AND (t.remain_quota <> coalesce(acc.remain, 0) OR t.held_quota <> coalesce(acc.held, 0))`,
  );
  return { conservation, accountMismatches: accounts.rows[0]!.n, userMismatches: users.rows[0]!.n, tokenMismatches: tokens.rows[0]!.n };
}

/** 0 when every ledger sums to 0 and every read model agrees with the entries. */
export function driftOf(drift: Drift): number {
  return Object.values(drift.conservation).reduce((sum, v) => sum + Math.abs(v), 0) + drift.accountMismatches + drift.userMismatches + drift.tokenMismatches;
}

export async function openHolds(db: SqlDatabase, userIds: readonly number[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM request_charges WHERE status = 'reserved' AND user_id = ANY($1::bigint[])`, [
    userIds.map(String),
  ]);
  return rows[0]!.n;
}
