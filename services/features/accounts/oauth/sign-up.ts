import { emailIsFree, setExternalId } from './external-identity-records';
import { findInviter, type UserRecord } from '../user-records';
import { AppError } from '../../../platform/errors';
import { signUpUser } from '../sign-up-user';
import type { OAuthDeps } from './deps';
import type { ExternalIdentity } from './identity';

/*
 * A new account for an external identity, with the same money as a password
 * registration (server-behaviour 6.3): the new-user gift and, with an invite
 * code, the invitee gift on the new wallet and the inviter's pending reward
 * on theirs, committed with the user row by signUpUser, as a password
 * registration is. The username is
 * `<provider>_<user id>`; the identity is written in the same transaction,
 * so a second sign-up racing for it fails on the unique index and writes
 * nothing.
 */

export async function signUpExternal(deps: OAuthDeps, identity: ExternalIdentity, affCode: string): Promise<UserRecord> {
  const inviter = affCode === '' ? null : await findInviter(deps.db, affCode);
  const email = identity.email !== '' && (await emailIsFree(deps.db, identity.email)) ? identity.email : null;
  return signUpUser(deps, {
    inviter,
    actor: { kind: 'system', reason: `sign-up with ${identity.provider}` },
    user: (userId) => ({ username: `${identity.provider}_${userId}`, displayName: identity.displayName.slice(0, 20), passwordHash: null, email }),
    reason: inviter ? `signed up with ${identity.provider}, invited by user ${inviter.id}` : `signed up with ${identity.provider}`,
    conflict: () => new AppError('conflict', 'that account could not be created; try signing in again'),
    after: async (tx, user) => {
      const bound = await setExternalId(tx, user.id, identity.provider, identity.id);
      if (!bound) throw new AppError('conflict', 'this account was just created by another sign-in; try signing in again');
      return bound;
    },
  });
}
