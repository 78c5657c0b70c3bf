import type { SqlSession } from '../../../platform/ports/sql';

/*
 * Spent Telegram widget answers (schema/sql/017_telegram_logins.sql): the
 * first to record an answer's hash wins, every later presentation is refused.
 */

/** Records the answer as used; false when it already was. Forgets answers past their expiry on the way. */
export async function spendTelegramLogin(session: SqlSession, hashSha: string, expiresAt: Date, now: Date): Promise<boolean> {
  await session.query('DELETE FROM telegram_logins_used WHERE expires_at <= $1', [now.toISOString()]);
  const { rows } = await session.query('INSERT INTO telegram_logins_used (hash_sha, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING hash_sha', [
    hashSha,
    expiresAt.toISOString(),
  ]);
  return rows.length === 1;
}
