import type { SqlSession } from '../../platform/ports/sql';

/*
 * The relay_idempotency table (schema/sql/020_relay_idempotency.sql): who
 * holds an Idempotency-Key, and the answer its request delivered.
 */

export type IdempotencyRow =
  | { readonly state: 'in_flight'; readonly bodyHash: string; readonly requestId: string }
  | {
      readonly state: 'done';
      readonly bodyHash: string;
      readonly requestId: string;
      readonly status: number;
      readonly contentType: string;
      readonly answer: Buffer;
    };

interface Row {
  body_hash: string;
  request_id: string;
  status: number | null;
  content_type: string | null;
  answer: Uint8Array | null;
}

const rowOf = (r: Row): IdempotencyRow =>
  r.status === null || r.answer === null
    ? { state: 'in_flight', bodyHash: r.body_hash, requestId: r.request_id }
    : {
        state: 'done',
        bodyHash: r.body_hash,
        requestId: r.request_id,
        status: Number(r.status),
        contentType: r.content_type ?? 'application/json',
        answer: Buffer.from(r.answer),
      };

/** Claims the key for this request; null when it was claimed already (read it with `findIdempotency`). */
export async function claimIdempotency(
  db: SqlSession,
  claim: { tokenId: number; key: string; bodyHash: string; requestId: string; now: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO relay_idempotency (token_id, idem_key, body_hash, request_id, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (token_id, idem_key) DO NOTHING`,
    [claim.tokenId, claim.key, claim.bodyHash, claim.requestId, claim.now],
  );
  return rowCount === 1;
}

export async function findIdempotency(db: SqlSession, tokenId: number, key: string): Promise<IdempotencyRow | null> {
  const { rows } = await db.query<Row>(
    'SELECT body_hash, request_id, status, content_type, answer FROM relay_idempotency WHERE token_id = $1 AND idem_key = $2',
    [tokenId, key],
  );
  return rows[0] ? rowOf(rows[0]) : null;
}

/** Stores the answer the claiming request delivered. */
export async function completeIdempotency(
  db: SqlSession,
  done: { tokenId: number; key: string; requestId: string; status: number; contentType: string; answer: Buffer },
): Promise<void> {
  await db.query('UPDATE relay_idempotency SET status = $4, content_type = $5, answer = $6 WHERE token_id = $1 AND idem_key = $2 AND request_id = $3', [
    done.tokenId,
    done.key,
    done.requestId,
    done.status,
    done.contentType,
    done.answer,
  ]);
}

/** Gives the key back: its request delivered nothing. */
export async function releaseIdempotency(db: SqlSession, tokenId: number, key: string, requestId: string): Promise<void> {
  await db.query('DELETE FROM relay_idempotency WHERE token_id = $1 AND idem_key = $2 AND request_id = $3', [tokenId, key, requestId]);
}

/** Forgets keys claimed before `before`; answers how many. */
export async function pruneIdempotency(db: SqlSession, before: Date): Promise<number> {
  return (await db.query('DELETE FROM relay_idempotency WHERE created_at < $1', [before])).rowCount;
}
