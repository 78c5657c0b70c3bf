import type { SqlSession } from '../../platform/ports/sql';
import { newSecret, secretHash } from '../../platform/crypto/secrets';

/*
 * Dashboard sessions in the database: every instance sees them, a restart
 * keeps them. The cookie carries a random secret; the table keeps only its
 * hash. A session dies at its expiry, at logout, or when its user's
 * credentials change after it was made (a password change, a log-off).
 */

export interface NewSession {
  /** The cookie value: give it to the browser, never store it. */
  readonly secret: string;
  readonly expiresAt: Date;
}

export async function createSession(session: SqlSession, userId: number, now: Date, ttlMs: number): Promise<NewSession> {
  const secret = newSecret();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await session.query('INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    secretHash(secret),
    userId,
    now.toISOString(),
    expiresAt.toISOString(),
  ]);
  return { secret, expiresAt };
}

export async function deleteSession(session: SqlSession, secret: string): Promise<void> {
  await session.query('DELETE FROM sessions WHERE id_hash = $1', [secretHash(secret)]);
}

export async function deleteUserSessions(session: SqlSession, userId: number): Promise<void> {
  await session.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** Housekeeping: forgets expired sessions. */
export async function deleteExpiredSessions(session: SqlSession, now: Date): Promise<number> {
  const { rowCount } = await session.query('DELETE FROM sessions WHERE expires_at <= $1', [now.toISOString()]);
  return rowCount;
}
