import { checkEmailSecret, consumeEmailSecret, dropEmailSecret, storeEmailSecret } from './email-code-records';
import { emailSecretHash, newVerificationCode } from './email-secrets';
import { balancesOf } from './user-balances';
import { findUserByEmail, findUserById } from './user-records';
import { updateUser } from './user-writes';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import type { SqlSession } from '../../platform/ports/sql';
import { checkEmail, emailKey } from './rules/email-address';
import { verificationEmail } from './account-emails';
import { auditedUser, userChanged } from './audit';
import type { AccountsDeps } from './deps';
import { requireHuman, type HumanContext } from './human-check';
import { NO_BALANCE, userView, type UserView } from './user-view';
import { text } from '../../platform/input-checks';

/*
 * Email verification codes (spec 01 sections 2, 5 and 9; server-behaviour
 * 6.3): `GET /api/verification` mails a code to an address nobody has yet;
 * registration (EmailVerificationEnabled) and email binding use it up.
 * A code is valid 3 minutes, one send per address per 30 s, and five wrong
 * guesses kill it.
 */

export const VERIFICATION = {
  ttlMs: 3 * 60_000,
  resendAfterMs: 30_000,
  maxFailures: 5,
} as const;

export const WRONG_CODE = 'the verification code is wrong or has expired';
export const EMAIL_TAKEN = 'that email address is already taken';

/** The address after the shape and the site's domain and alias rules, or an `invalid` AppError with the rule's message. */
export function allowedEmail(deps: Pick<AccountsDeps, 'options'>, raw: unknown): string {
  const verdict = checkEmail(text(raw, 'email'), {
    domainRestriction: deps.options.get('EmailDomainRestrictionEnabled'),
    domainWhitelist: deps.options.get('EmailDomainWhitelist'),
    aliasRestriction: deps.options.get('EmailAliasRestrictionEnabled'),
  });
  if (!verdict.ok) throw new AppError('invalid', verdict.message);
  return verdict.email;
}

/** Mails a verification code to an address no account has (logged-off accounts included). */
export async function sendVerificationCode(deps: AccountsDeps, input: { readonly email?: unknown }, context: HumanContext): Promise<void> {
  await requireHuman(deps, context);
  const email = allowedEmail(deps, input.email);
  if (!deps.mailer.configured()) throw new AppError('unavailable', 'the mail server is not configured');
  if (await findUserByEmail(deps.db, email)) throw new AppError('conflict', EMAIL_TAKEN);

  const key = emailKey(email);
  const code = newVerificationCode();
  const hash = emailSecretHash('verification', key, code);
  const stored = await storeEmailSecret(deps.db, {
    purpose: 'verification',
    email: key,
    hash,
    now: deps.clock(),
    ttlMs: VERIFICATION.ttlMs,
    resendAfterMs: VERIFICATION.resendAfterMs,
  });
  if (!stored.stored) {
    const seconds = Math.ceil(stored.retryAfterMs / 1000);
    throw new AppError('rate_limited', `a code was sent to this address moments ago: wait ${seconds} seconds before asking again`, {
      retryAfterMs: stored.retryAfterMs,
    });
  }
  try {
    await deps.mailer.send({ to: email, ...verificationEmail(deps.options.get('SystemName'), code, VERIFICATION.ttlMs / 60_000) });
  } catch (error) {
    await dropEmailSecret(deps.db, 'verification', key, hash);
    throw error;
  }
}

/**
 * Checks a code without using it up (a wrong one counts); the caller then
 * uses it up with `consumeVerificationCode` in the transaction that acts on
 * it, so a failure after the check leaves the code for another try.
 */
export async function checkVerificationCode(deps: AccountsDeps, email: string, code: string): Promise<string> {
  const hash = emailSecretHash('verification', emailKey(email), code);
  if (!(await checkEmailSecret(deps.db, 'verification', emailKey(email), hash, deps.clock(), VERIFICATION.maxFailures)))
    throw new AppError('invalid', WRONG_CODE);
  return hash;
}

/** Uses up a checked code in the caller's transaction; another request that used it first makes this one fail. */
export async function consumeVerificationCode(deps: AccountsDeps, tx: SqlSession, email: string, hash: string): Promise<void> {
  if (!(await consumeEmailSecret(tx, 'verification', emailKey(email), hash, deps.clock(), VERIFICATION.maxFailures))) throw new AppError('invalid', WRONG_CODE);
}

/** Binds (or changes) the signed-in user's email address, given a code mailed to it (`GET /api/oauth/email/bind`). */
export async function bindEmail(deps: AccountsDeps, actor: Actor, input: { readonly email?: unknown; readonly code?: unknown }): Promise<UserView> {
  if (actor.kind !== 'user') throw new AppError('unauthenticated', 'sign in to do this');
  const code = text(input.code, 'code').trim();
  if (text(input.email, 'email').trim() === '' || code === '') throw new AppError('invalid', 'enter the email address and the verification code');
  const email = allowedEmail(deps, input.email);
  const user = await findUserById(deps.db, actor.userId);
  if (!user || user.deletedAt !== null) throw new AppError('unauthenticated', 'not signed in, or the session has expired');
  const owner = await findUserByEmail(deps.db, email);
  if (owner && owner.id !== user.id) throw new AppError('conflict', EMAIL_TAKEN);
  const hash = await checkVerificationCode(deps, email, code);
  const now = deps.clock();
  const updated = await deps.db.transaction(async (tx) => {
    await consumeVerificationCode(deps, tx, email, hash);
    const updated = await updateUser(tx, user.id, { email });
    if (!updated) throw new AppError('conflict', EMAIL_TAKEN);
    await deps.recordAudit(tx, [userChanged(actor, user.id, auditedUser(user), auditedUser(updated), 'email bound after a mailed code', now)]);
    return updated;
  });
  deps.auditCommitted();
  const balances = await balancesOf(deps.db, [user.id]);
  return userView(updated, balances.get(user.id) ?? NO_BALANCE);
}
