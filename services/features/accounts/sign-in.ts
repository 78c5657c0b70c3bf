import { secretHash } from '../../platform/crypto/secrets';
import { deleteSession, type NewSession } from './session-records';
import { rotateSession } from './session-rotation';
import { findUserByAccessToken, findUserByLogin, findUserBySession, updateUser, type UserRecord } from './user-records';
import { AppError } from '../../platform/errors';
import type { AccountsDeps } from './deps';
import { requireHuman, type HumanContext } from './human-check';
import { signedInUser, type SignedInUser } from './user-view';
import { text } from '../../platform/input-checks';
import { USER_STATUS } from './rules/manage-user';

/*
 * Password sign-in (server-behaviour 6.4) done the careful way (RELIABILITY
 * A22, T13, T21): attempts are throttled per account and per address before
 * any hashing; an unknown user and a wrong password answer alike after the
 * same work (a dummy verification); a successful sign-in always starts a new
 * session (the id rotates), and an imported bcrypt hash is upgraded to
 * argon2id on the way.
 */

export const LOGIN_THROTTLE = {
  account: { limit: 10, windowMs: 15 * 60_000 },
  address: { limit: 50, windowMs: 15 * 60_000 },
} as const;

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

  const [byAccount, byAddress] = await Promise.all([
    deps.limiter.take(`login:account:${loginName.toLowerCase()}`, LOGIN_THROTTLE.account),
    deps.limiter.take(`login:address:${context.ip}`, LOGIN_THROTTLE.address),
  ]);
  if (!byAccount.allowed || !byAddress.allowed) {
    const retryAfterMs = Math.max(byAccount.retryAfterMs, byAddress.retryAfterMs);
    throw new AppError('rate_limited', `too many sign-in attempts; try again in ${Math.ceil(retryAfterMs / 1000)} seconds`, { retryAfterMs });
  }

  const user = await findUserByLogin(deps.db, loginName);
  if (!user?.passwordHash) {
    await deps.passwords.verifyDummy(password);
    throw new AppError('forbidden', WRONG);
  }
  const { ok, needsRehash } = await deps.passwords.verify(user.passwordHash, password);
  if (!ok || user.status !== USER_STATUS.enabled || user.deletedAt !== null) throw new AppError('forbidden', WRONG);
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
