import type { SqlSession } from '../../platform/ports/sql';
import type { TokenAllowanceView, WalletView } from './wallet-view';

/*
 * The SQL of the ledger views: the balance read models (user_balances,
 * token_balances) and the double-entry lines (ledger_entries), all written
 * by the projections and only read here. Each function takes the session to
 * read through and answers typed values (int8 columns as numbers, sums as
 * bigint).
 */

/** A wallet's balances as the user_balances read model has them (every field 0 for a user with no row yet). */
export type UserBalances = Omit<WalletView, 'userId' | 'version' | 'tokens'>;

/** One line of the ledger: a leg of a wallet event, on one account. */
export interface LedgerEntry {
  readonly eventId: string;
  readonly leg: number;
  readonly ledger: string;
  readonly account: string;
  readonly userId: number;
  readonly amount: number;
  readonly occurredAt: Date;
  readonly seq: number;
  readonly eventType: string;
  readonly requestId: string | null;
}

/** Which entries: one user's or everyone's, `from` inclusive, `to` exclusive. */
export interface EntryScope {
  readonly userId: number | null;
  readonly from: Date | null;
  readonly to: Date | null;
}

/** Where a page of entries starts: the key (time as ISO text, user id, seq, leg) of the last entry before it. */
export type EntryKey = readonly [occurredAt: string, userId: number, seq: number, leg: number];

const toNumber = (value: bigint | number | string): number => Number(value);

export async function findUserBalances(session: SqlSession, userId: number): Promise<UserBalances | null> {
  const { rows } = await session.query<Record<string, bigint>>(
    'SELECT quota, held_quota, owed_quota, used_quota, request_count, aff_quota, aff_count, aff_history_quota FROM user_balances WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    quota: toNumber(row.quota!),
    heldQuota: toNumber(row.held_quota!),
    owedQuota: toNumber(row.owed_quota!),
    usedQuota: toNumber(row.used_quota!),
    requestCount: toNumber(row.request_count!),
    affQuota: toNumber(row.aff_quota!),
    affCount: toNumber(row.aff_count!),
    affHistoryQuota: toNumber(row.aff_history_quota!),
  };
}

/** A user's token allowances from the token_balances read model, by token id. */
export async function listTokenBalances(session: SqlSession, userId: number): Promise<TokenAllowanceView[]> {
  const { rows } = await session.query<{ token_id: bigint; unlimited: boolean; remain_quota: bigint; held_quota: bigint; used_quota: bigint }>(
    'SELECT token_id, unlimited, remain_quota, held_quota, used_quota FROM token_balances WHERE user_id = $1 ORDER BY token_id',
    [userId],
  );
  return rows.map((t) => ({
    tokenId: toNumber(t.token_id),
    unlimited: t.unlimited,
    remainQuota: toNumber(t.remain_quota),
    heldQuota: toNumber(t.held_quota),
    usedQuota: toNumber(t.used_quota),
  }));
}

/** Whose wallet a token belongs to, as the token_balances read model knows; null for a token it has not seen. */
export async function findTokenOwner(session: SqlSession, tokenId: number): Promise<number | null> {
  const { rows } = await session.query<{ user_id: bigint }>('SELECT user_id FROM token_balances WHERE token_id = $1', [tokenId]);
  return rows[0] ? toNumber(rows[0].user_id) : null;
}

/** The WHERE clauses and parameters of a scope. */
function whereOf(scope: EntryScope): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (scope.userId !== null) where.push(`user_id = $${params.push(scope.userId)}`);
  if (scope.from !== null) where.push(`occurred_at >= $${params.push(scope.from.toISOString())}`);
  if (scope.to !== null) where.push(`occurred_at < $${params.push(scope.to.toISOString())}`);
  return { where, params };
}

interface EntryRow {
  event_id: string;
  leg: number;
  ledger: string;
  account: string;
  user_id: bigint;
  amount: bigint;
  occurred_at: Date;
  seq: bigint;
  event_type: string;
  request_id: string | null;
}

const entryOf = (r: EntryRow): LedgerEntry => ({
  eventId: r.event_id,
  leg: r.leg,
  ledger: r.ledger,
  account: r.account,
  userId: toNumber(r.user_id),
  amount: toNumber(r.amount),
  occurredAt: r.occurred_at,
  seq: toNumber(r.seq),
  eventType: r.event_type,
  requestId: r.request_id,
});

const ENTRY_COLUMNS = 'event_id, leg, ledger, account, user_id, amount, occurred_at, seq, event_type, request_id';
const ENTRY_ORDER = 'occurred_at, user_id, seq, leg';

/** Up to `limit` entries in scope after `after` (from the first when null), oldest first. */
export async function listEntries(session: SqlSession, scope: EntryScope, after: EntryKey | null, limit: number): Promise<LedgerEntry[]> {
  const { where: clauses, params: values } = whereOf(scope);
  if (after !== null) {
    const [time, userId, seq, leg] = after;
    const p = values.length;
    values.push(time, userId, seq, leg);
    clauses.push(`(occurred_at, user_id, seq, leg) > ($${p + 1}::timestamptz, $${p + 2}::bigint, $${p + 3}::bigint, $${p + 4}::smallint)`);
  }
  values.push(limit);
  const { rows } = await session.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries ${clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : ''} ORDER BY ${ENTRY_ORDER} LIMIT $${values.length}`,
    values,
  );
  return rows.map(entryOf);
}

/** Each account's balance from the entries of one user (or all when null) before `before`. */
export async function sumEntriesBefore(session: SqlSession, userId: number | null, before: Date): Promise<{ account: string; total: bigint }[]> {
  const { where, params } = whereOf({ userId, from: null, to: before });
  const { rows } = await session.query<{ account: string; total: bigint }>(
    `SELECT account, sum(amount)::bigint AS total FROM ledger_entries WHERE ${where.join(' AND ')} GROUP BY account`,
    params,
  );
  return rows.map((row) => ({ account: row.account, total: BigInt(row.total) }));
}
