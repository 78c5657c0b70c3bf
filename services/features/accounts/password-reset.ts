import { randomBytes } from 'node:crypto';
import { checkEmailSecret, consumeEmailSecret, dropEmailSecret, storeEmailSecret } from './email-code-records';
import { emailSecretHash, newResetToken } from './email-secrets';
import { deleteUserSessions } from './session-records';
import { findUserByEmail } from './user-records';
import { updateUser } from './user-writes';
import { AppError } from '../../platform/errors';
import { checkEmail, emailKey } from './rules/email-address';
import { passwordResetEmail } from './account-emails';
import { auditedUser, userChanged } from './audit';
import type { AccountsDeps } from './deps';
import { requireHuman, type HumanContext } from './human-check';
import { text } from '../../platform/input-checks';

/*
 * Password reset by email (spec 01 "Password reset", server-behaviour 6.6).
 * `GET /api/reset_password` mails a link to the console's reset screen
 * (`<ServerAddress>/user/reset?email=…&token=…`), valid 10 minutes, single
 * use. It answers the same, at the same speed, whether the address has an
 * account or not: the mail goes out after the answer, and only when there
 * is an account. `POST /api/user/reset` uses the token up, sets a new random
 * password, returns it (the spec's confirm screen shows it) and ends every
 * session of the user, as a password change does.
 */

export const PASSWORD_RESET = {
  ttlMs: 10 * 60_000,
  /** The request screen waits 30 s between sends; so does the server, per address (silently). */
  resendAfterMs: 30_000,
  maxFailures: 5,
} as const;

const BAD_LINK = 'the reset link is wrong or has expired: ask for a new one';
const SYSTEM = { kind: 'system', reason: 'password reset by email' } as const;

/** The console's confirm screen (spec 01 route table: `/user/reset` reads the email and token from the query). */
export function resetLink(serverAddress: string, email: string, token: string): string {
  const base = serverAddress.trim().replace(/\/+$/, '');
  return `${base}/user/reset?${new URLSearchParams({ email, token }).toString()}`;
}

export async function sendPasswordReset(deps: AccountsDeps, input: { readonly email?: unknown }, context: HumanContext): Promise<void> {
  await requireHuman(deps, context);
  const raw = text(input.email, 'email').trim();
  if (raw === '') throw new AppError('invalid', 'enter an email address');
  // Only the shape: an account made before a domain or alias rule can still get its password back.
  const verdict = checkEmail(raw, { domainRestriction: false, domainWhitelist: '', aliasRestriction: false });
  if (!verdict.ok) throw new AppError('invalid', verdict.message);
  if (!deps.mailer.configured()) throw new AppError('unavailable', 'the mail server is not configured');
  const serverAddress = deps.options.get('ServerAddress').trim();
  if (serverAddress === '')
    throw new AppError('unavailable', 'the server address (ServerAddress) is not set, so no reset link can be made: tell the administrator');

  const user = await findUserByEmail(deps.db, verdict.email);
  if (!user || user.deletedAt !== null) return;
  const key = emailKey(user.email);
  const token = newResetToken();
  const hash = emailSecretHash('password_reset', key, token);
  const stored = await storeEmailSecret(deps.db, {
    purpose: 'password_reset',
    email: key,
    hash,
    now: deps.clock(),
    ttlMs: PASSWORD_RESET.ttlMs,
    resendAfterMs: PASSWORD_RESET.resendAfterMs,
  });
  if (!stored.stored) return;
  const mail = passwordResetEmail(deps.options.get('SystemName'), resetLink(serverAddress, user.email, token), PASSWORD_RESET.ttlMs / 60_000);
  // After the answer: waiting for the mail server would tell a known address from an unknown one by the time taken.
  void deps.mailer.send({ to: user.email, ...mail }).catch(async (error: unknown) => {
    deps.logger.warn('a password reset mail was not sent', { userId: user.id, reason: error instanceof Error ? error.message : String(error) });
    await dropEmailSecret(deps.db, 'password_reset', key, hash).catch(() => undefined);
  });
}

/** A new random password: 16 hex characters (64 bits), shown once to the person holding the link. */
const newRandomPassword = (): string => randomBytes(8).toString('hex');

export async function resetPassword(deps: AccountsDeps, input: { readonly email?: unknown; readonly token?: unknown }): Promise<string> {
  const email = text(input.email, 'email').trim();
  const token = text(input.token, 'token').trim();
  if (email === '' || token === '') throw new AppError('invalid', 'the reset link is incomplete: the email and the token are both needed');
  const key = emailKey(email);
  const hash = emailSecretHash('password_reset', key, token);
  if (!(await checkEmailSecret(deps.db, 'password_reset', key, hash, deps.clock(), PASSWORD_RESET.maxFailures))) throw new AppError('invalid', BAD_LINK);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.deletedAt !== null) throw new AppError('invalid', BAD_LINK);

  const password = newRandomPassword();
  const passwordHash = await deps.passwords.hash(password);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (!(await consumeEmailSecret(tx, 'password_reset', key, hash, now, PASSWORD_RESET.maxFailures))) throw new AppError('invalid', BAD_LINK);
    const updated = await updateUser(tx, user.id, { passwordHash, credentialsChangedAt: now });
    await deleteUserSessions(tx, user.id);
    await deps.recordAudit(tx, [
      userChanged(SYSTEM, user.id, auditedUser(user), { ...auditedUser(updated), password: 'reset' }, 'password reset by email link', now),
    ]);
  });
  deps.auditCommitted();
  return password;
}
