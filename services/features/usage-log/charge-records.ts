import type { SqlSession } from '../../platform/ports/sql';

/* The SQL that finds a request's money in the read models, so its wallet events can be read from the log. */

export interface ChargedRequest {
  readonly user_id: string;
  readonly reserved_at: Date;
  readonly finished_at: Date | null;
}

/** The request of a consumption row, by its request id. */
export async function findChargedRequest(db: SqlSession, requestId: string): Promise<ChargedRequest | null> {
  const { rows } = await db.query<ChargedRequest>(
    `SELECT r.user_id::text AS user_id, r.reserved_at, r.finished_at
       FROM usage_logs l JOIN request_charges r ON r.user_id = l.user_id AND r.request_id = l.request_id
      WHERE l.request_id = $1 AND l.type = 2
      LIMIT 1`,
    [requestId],
  );
  return rows[0] ?? null;
}

/** The wallet revisions of the request's events (its reservation, its settle or release), oldest first. */
export async function walletSeqsOf(db: SqlSession, userId: number, requestId: string, from: Date, to: Date): Promise<number[]> {
  const { rows } = await db.query<{ seq: string }>(
    `SELECT DISTINCT seq::text AS seq FROM ledger_entries
      WHERE user_id = $1 AND occurred_at BETWEEN $2 AND $3 AND request_id = $4
      ORDER BY 1`,
    [userId, from, to, requestId],
  );
  return rows.map((row) => Number(row.seq)).sort((a, b) => a - b);
}
