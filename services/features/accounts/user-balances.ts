import type { SqlSession } from '../../platform/ports/sql';

/* Users' balances, read from the user_balances read model (wallet events keep it). */

/** A user's balances as the user_balances read model has them. */
export interface Balances {
  readonly quota: number;
  readonly usedQuota: number;
  readonly requestCount: number;
  readonly affQuota: number;
  readonly affCount: number;
  readonly affHistoryQuota: number;
}

/** Balances of several users from the read model (users with no wallet events read as zero). */
export async function balancesOf(session: SqlSession, userIds: readonly number[]): Promise<Map<number, Balances>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await session.query<Record<string, bigint>>(
    'SELECT user_id, quota, used_quota, request_count, aff_quota, aff_count, aff_history_quota FROM user_balances WHERE user_id = ANY($1::bigint[])',
    [userIds.map(String)],
  );
  return new Map(
    rows.map((r) => [
      Number(r.user_id),
      {
        quota: Number(r.quota),
        usedQuota: Number(r.used_quota),
        requestCount: Number(r.request_count),
        affQuota: Number(r.aff_quota),
        affCount: Number(r.aff_count),
        affHistoryQuota: Number(r.aff_history_quota),
      },
    ]),
  );
}
