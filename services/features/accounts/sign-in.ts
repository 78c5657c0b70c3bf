import { secretHash } from '../../platform/crypto/secrets';
import { deleteSession, type NewSession } from './session-records';
import { rotateSession } from './session-rotation';
import { findUserByAccessToken, findUserByLogin, findUserBySession, type UserRecord } from './user-records';
import { updateUser } from './user-writes';
import { AppError } from '../../platform/errors';
import type { AccountsDeps } from './deps';
import { requireHuman, type HumanContext } from './human-check';
import { signedInUser, type SignedInUser } from './user-view';
import { text } from '../../platform/input-checks';
import { USER_STATUS } from './rules/manage-user';
import { createSignInThrottle } from './sign-in-throttle';

/*
 * Password sign-in (server-behaviour 6.4) done the careful way (RELIABILITY
 * A22, T13, T21): wrong guesses are throttled per (account, address) pair and
 * per address with a doubling wait (rules/sign-in-backoff.ts), checked before
 * any hashing; successes never count, and one clears its pair. There is no
 * count per account alone: strangers could fill it and lock the owner out
 * (issue 13 item 8); guessing from many addresses is bounded per address
 * instead, here and by the critical limit. An unknown user and a wrong
 * password answer alike after the same work (a dummy verification) and the
 * same throttle; a successful sign-in always starts a new session (the id
 * rotates), and an imported bcrypt hash is upgraded to argon2id on the way.
 */

const WRONG = 'wrong username or password, or the user is disabled';

export interface LoginInput {
  readonly username?: unknown;
  readonly password?: unknown;
}

export interface SignedIn {
  readonly user: SignedInUser;
  readonly session: NewSession;
}

/** `oldSessionSecret`: the session cookie the browser sent, if any; it ends when the new session starts. */
export async function login(deps: AccountsDeps, input: LoginInput, context: HumanContext, oldSessionSecret: string | null): Promise<SignedIn> {
  const loginName = text(input.username, 'username').trim();
  const password = text(input.password, 'password');
  if (loginName === '' || password === '') throw new AppError('invalid', 'please enter username and password');
  if (!(await deps.setup.isDone())) throw new AppError('forbidden', 'the system is not set up yet: run the setup wizard first');
  if (!deps.options.get('PasswordLoginEnabled')) throw new AppError('forbidden', 'password sign-in is turned off; use another sign-in method');
  await requireHuman(deps, context);

  const user = await findUserByLogin(deps.db, loginName);
  // A user's username and email share one count; a name that is no one's gets its own, throttled the same way.
  const account = user ? `user:${user.id}` : `name:${loginName.toLowerCase()}`;
  const throttle = createSignInThrottle(deps.cache, deps.clock);
  const waitMs = await throttle.wait(account, context.ip);
  if (waitMs > 0) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new AppError('rate_limited', `too many failed sign-in attempts; try again later, in ${seconds} seconds`, { retryAfterMs: waitMs });
  }

  if (!user?.passwordHash) {
    await deps.passwords.verifyDummy(password);
    await throttle.failed(account, context.ip);
    throw new AppError('forbidden', WRONG);
  }
  const { ok, needsRehash } = await deps.passwords.verify(user.passwordHash, password);
  if (!ok || user.status !== USER_STATUS.enabled || user.deletedAt !== null) {
    await throttle.failed(account, context.ip);
    throw new AppError('forbidden', WRONG);
  }
  await throttle.succeeded(account, context.ip);
  if (needsRehash) await updateUser(deps.db, user.id, { passwordHash: await deps.passwords.hash(password) });
  const session = await rotateSession(deps.db, user.id, deps.clock(), deps.sessionTtlMs, oldSessionSecret);
  return { user: signedInUser(user), session };
}

export async function logout(deps: AccountsDeps, sessionSecret: string | null): Promise<void> {
  if (sessionSecret) await deleteSession(deps.db, sessionSecret);
}

/** The user a live session cookie belongs to, as stored now (role and status re-read on every request). */
export async function userOfSession(deps: AccountsDeps, secret: string): Promise<UserRecord | null> {
  return findUserBySession(deps.db, secretHash(secret), deps.clock());
}

/** The user a system access token belongs to (`Authorization` header), or null. */
export async function userOfAccessToken(deps: AccountsDeps, token: string): Promise<UserRecord | null> {
  const bare = token.replace(/^Bearer\s+/i, '').trim();
  return bare === '' ? null : findUserByAccessToken(deps.db, secretHash(bare));
}
