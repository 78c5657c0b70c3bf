import type { SqlSession } from '../../services/platform/ports/sql';

/*
 * The clearing checks of RELIABILITY I1 and I8 over the ledger read models:
 * each ledger's entries sum to 0, and every balance read model equals the
 * sum of the entries of its accounts. `npm run replay -- --verify` runs them
 * after comparing the tables with a rebuild; the ledger tests run them after
 * every acceptance check.
 */

export interface ClearingReport {
  /** Σ of all legs per ledger: 0 for each (I1). */
  readonly conservation: Readonly<Record<string, number>>;
  /** Accounts whose `ledger_accounts` balance differs from Σ of their entries (I8). */
  readonly accountMismatches: number;
  /** Users whose `user_balances` row differs from their accounts (I8). */
  readonly userMismatches: number;
  /** Limited tokens whose `token_balances` row differs from their accounts (I8). */
  readonly tokenMismatches: number;
}

/** The read models the clearing checks compare; they agree only when they stand at the same log position. */
export const LEDGER_READ_MODELS = ['user_balances', 'token_balances', 'ledger_entries', 'ledger_accounts'] as const;

/** Whether the ledger read models stand at one log position (a live runner catches them up one after another). */
export async function ledgerReadModelsAligned(session: SqlSession): Promise<boolean> {
  const { rows } = await session.query<{ positions: number }>(
    "SELECT count(DISTINCT coalesce(position, ''))::int AS positions FROM log_checkpoints WHERE name = ANY($1::text[])",
    [[...LEDGER_READ_MODELS]],
  );
  return rows[0]!.positions <= 1;
}

export async function checkLedgerClearing(session: SqlSession): Promise<ClearingReport> {
  const sums = await session.query<{ ledger: string; total: string }>(
    'SELECT ledger, sum(amount)::text AS total FROM ledger_entries GROUP BY ledger ORDER BY ledger',
  );
  const accounts = await session.query<{ n: number }>(
    `SELECT count(*)::int AS n
       FROM ledger_accounts a
       FULL JOIN (SELECT account, sum(amount) AS total FROM ledger_entries GROUP BY account) e USING (account)
      WHERE a.balance IS DISTINCT FROM e.total`,
  );
  const users = await session.query<{ n: number }>(
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
  const tokens = await session.query<{ n: number }>(
    `WITH acc AS (
       SELECT split_part(account, ':', 2)::bigint AS token_id,
              sum(balance) FILTER (WHERE account LIKE '%:available' OR account LIKE '%:overdrawn') AS remain,
              sum(balance) FILTER (WHERE account LIKE '%:held') AS held
         FROM ledger_accounts WHERE account LIKE 'token:%' GROUP BY 1)
     SELECT count(*)::int AS n FROM token_balances t JOIN acc USING (token_id)
      WHERE NOT t.unlimited AND (t.remain_quota <> coalesce(acc.remain, 0) OR t.held_quota <> coalesce(acc.held, 0))`,
  );
  return {
    conservation: Object.fromEntries(sums.rows.map((r) => [r.ledger, Number(r.total)])),
    accountMismatches: accounts.rows[0]!.n,
    userMismatches: users.rows[0]!.n,
    tokenMismatches: tokens.rows[0]!.n,
  };
}

/** 0 when every ledger sums to 0 and every read model agrees with the entries. */
export function driftOf(report: ClearingReport): number {
  return (
    Object.values(report.conservation).reduce((sum, v) => sum + Math.abs(v), 0) + report.accountMismatches + report.userMismatches + report.tokenMismatches
  );
}

export function formatClearing(report: ClearingReport): string {
  const sums = Object.entries(report.conservation).map(([ledger, total]) => `${ledger} Σ ${total}`);
  return (
    `${'ledger clearing'.padEnd(24)} ${driftOf(report) === 0 ? 'ok     ' : 'DIFFERS'} ` +
    `${sums.length > 0 ? sums.join(', ') : 'no entries'}; accounts off ${report.accountMismatches}, users off ${report.userMismatches}, tokens off ${report.tokenMismatches}`
  );
}
