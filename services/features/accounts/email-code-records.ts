import type { SqlSession } from '../../platform/ports/sql';
import type { EmailCodePurpose } from './email-secrets';

/*
 * Secrets sent by email (schema/sql/012_email_codes.sql): verification
 * codes and password reset tokens. One live secret per purpose and address;
 * only its hash is stored. A secret works once, until its expiry, and dies
 * after a few wrong guesses. Every step is one statement, so two instances
 * racing on the same address cannot both send inside the resend wait, nor
 * both use the same secret.
 */

export interface StoreSecret {
  readonly purpose: EmailCodePurpose;
  /** The lower-cased address (`emailKey`). */
  readonly email: string;
  readonly hash: string;
  readonly now: Date;
  readonly ttlMs: number;
  /** A new secret replaces the live one only when that was sent at least this long ago. */
  readonly resendAfterMs: number;
}

/**
 * Stores a new secret for the address, replacing the old one, unless the
 * old one was sent less than `resendAfterMs` ago: then nothing changes and
 * the answer says how long to wait. Expired secrets of every address are
 * swept on the way.
 */
export async function storeEmailSecret(session: SqlSession, secret: StoreSecret): Promise<{ stored: true } | { stored: false; retryAfterMs: number }> {
  const now = secret.now.getTime();
  await session.query('DELETE FROM email_codes WHERE expires_at <= $1 AND sent_at <= $2', [
    secret.now.toISOString(),
    new Date(now - secret.resendAfterMs).toISOString(),
  ]);
  const { rows } = await session.query<{ sent_at: Date }>(
    `INSERT INTO email_codes (purpose, email, secret_hash, sent_at, expires_at, failed_attempts)
     VALUES ($1, $2, $3, $4, $5, 0)
     ON CONFLICT (purpose, email) DO UPDATE
       SET secret_hash = EXCLUDED.secret_hash, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at, failed_attempts = 0
       WHERE email_codes.sent_at <= $6
     RETURNING sent_at`,
    [
      secret.purpose,
      secret.email,
      secret.hash,
      secret.now.toISOString(),
      new Date(now + secret.ttlMs).toISOString(),
      new Date(now - secret.resendAfterMs).toISOString(),
    ],
  );
  if (rows.length > 0) return { stored: true };
  const live = await session.query<{ sent_at: Date }>('SELECT sent_at FROM email_codes WHERE purpose = $1 AND email = $2', [secret.purpose, secret.email]);
  const sentAt = live.rows[0]?.sent_at.getTime() ?? now;
  return { stored: false, retryAfterMs: Math.max(1, sentAt + secret.resendAfterMs - now) };
}

/** Forgets a secret that never reached its mailbox (the mail server refused), so a new send need not wait. */
export async function dropEmailSecret(session: SqlSession, purpose: EmailCodePurpose, email: string, hash: string): Promise<void> {
  await session.query('DELETE FROM email_codes WHERE purpose = $1 AND email = $2 AND secret_hash = $3', [purpose, email, hash]);
}

/**
 * Checks a secret without using it up: true when it matches a live one.
 * A wrong guess counts against the live secret; at `maxFailures` it is dead.
 */
export async function checkEmailSecret(
  session: SqlSession,
  purpose: EmailCodePurpose,
  email: string,
  hash: string,
  now: Date,
  maxFailures: number,
): Promise<boolean> {
  const { rows } = await session.query<{ matches: boolean }>(
    `UPDATE email_codes SET failed_attempts = failed_attempts + CASE WHEN secret_hash = $3 THEN 0 ELSE 1 END
      WHERE purpose = $1 AND email = $2 AND expires_at > $4 AND failed_attempts < $5
      RETURNING secret_hash = $3 AS matches`,
    [purpose, email, hash, now.toISOString(), maxFailures],
  );
  return rows[0]?.matches === true;
}

/**
 * Uses a secret up, in the caller's transaction: true when it was live and
 * matched (and is now gone). False when another request used it first, or
 * it expired since it was checked.
 */
export async function consumeEmailSecret(
  session: SqlSession,
  purpose: EmailCodePurpose,
  email: string,
  hash: string,
  now: Date,
  maxFailures: number,
): Promise<boolean> {
  const { rowCount } = await session.query(
    'DELETE FROM email_codes WHERE purpose = $1 AND email = $2 AND secret_hash = $3 AND expires_at > $4 AND failed_attempts < $5',
    [purpose, email, hash, now.toISOString(), maxFailures],
  );
  return rowCount > 0;
}
