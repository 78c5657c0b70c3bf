import type { SqlSession } from '../../platform/ports/sql';
import { createSession, deleteSession, type NewSession } from './session-records';

/**
 * A sign-in's session (password or external, over either transport): a new
 * one, and the session this browser had (the secret its cookie carried,
 * null for none) ended, so a sign-in always rotates the id and never leaves
 * an older session of the same browser alive (RELIABILITY T13). Transports
 * pass the cookie in and set the new one; this is the rule.
 */
export async function rotateSession(session: SqlSession, userId: number, now: Date, ttlMs: number, oldSecret: string | null): Promise<NewSession> {
  const fresh = await createSession(session, userId, now, ttlMs);
  if (oldSecret) await deleteSession(session, oldSecret);
  return fresh;
}
