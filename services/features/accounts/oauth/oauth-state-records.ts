import type { SqlSession } from '../../../platform/ports/sql';

/*
 * OAuth `state` rows (schema/sql/013_oauth.sql). Both the state and the
 * browser nonce are stored as SHA-256 hashes only. A state is claimed by
 * deleting its row, so of any number of presentations exactly one wins.
 */

export interface StoredState {
  readonly affCode: string;
  /** The signed-in user who asked for the state; null for a visitor. */
  readonly bindUserId: number | null;
  readonly expiresAt: Date;
}

export async function insertOAuthState(
  session: SqlSession,
  row: { stateHash: string; browserHash: string; affCode: string; bindUserId: number | null; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await session.query('INSERT INTO oauth_states (state_hash, browser_hash, aff_code, bind_user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    row.stateHash,
    row.browserHash,
    row.affCode,
    row.bindUserId,
    row.createdAt.toISOString(),
    row.expiresAt.toISOString(),
  ]);
}

/** Deletes and returns the state issued to this browser; null when unknown, used, or issued to another browser (that one keeps it). */
export async function claimOAuthState(session: SqlSession, stateHash: string, browserHash: string): Promise<StoredState | null> {
  const { rows } = await session.query<{ aff_code: string; bind_user_id: number | null; expires_at: Date }>(
    'DELETE FROM oauth_states WHERE state_hash = $1 AND browser_hash = $2 RETURNING aff_code, bind_user_id, expires_at',
    [stateHash, browserHash],
  );
  return rows[0] ? { affCode: rows[0].aff_code, bindUserId: rows[0].bind_user_id, expiresAt: new Date(rows[0].expires_at) } : null;
}

/** Housekeeping: forgets states nobody came back with. */
export async function deleteExpiredOAuthStates(session: SqlSession, now: Date): Promise<number> {
  const { rowCount } = await session.query('DELETE FROM oauth_states WHERE expires_at <= $1', [now.toISOString()]);
  return rowCount;
}
