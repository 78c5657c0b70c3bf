import type { SqlSession } from '../../platform/ports/sql';

/* The SQL of the reservation sweeper: the request_charges read model, written by its projection and only read here. */

/** Up to `limit` wallets, lowest user id first, with a reservation still open past its deadline as of `now`. */
export async function walletsWithOverdueReservations(session: SqlSession, now: Date, limit: number): Promise<number[]> {
  const { rows } = await session.query<{ user_id: bigint }>(
    `SELECT DISTINCT user_id FROM request_charges WHERE status = 'reserved' AND deadline <= $1 ORDER BY user_id LIMIT $2`,
    [now.toISOString(), limit],
  );
  return rows.map((r) => Number(r.user_id));
}
