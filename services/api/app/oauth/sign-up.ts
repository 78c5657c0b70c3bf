import { emailIsFree, setExternalId } from '../../../accounts/external-identities';
import { newAffCode } from '../../../accounts/secrets';
import { findInviter, insertUser, nextUserId, type UserRecord } from '../../../accounts/user-records';
import { ROLE } from '../../../shared/actor';
import { AppError } from '../../../shared/errors';
import { commitWithWallet } from '../wallet-transaction';
import { auditedUser, userChanged } from '../accounts/audit';
import { signUpWallets } from '../accounts/sign-up-gifts';
import type { OAuthDeps } from './deps';
import type { ExternalIdentity } from './identity';

/*
 * A new account for an external identity, with the same money as a password
 * registration (server-behaviour 6.3): the new-user gift and, with an invite
 * code, the invitee gift on the new wallet and the inviter's pending reward
 * on theirs (signUpWallets, the plan registration by password uses),
 * committed with the user row (commitWithWallet). The username is
 * `<provider>_<user id>`; the identity is written in the same transaction,
 * so a second sign-up racing for it fails on the unique index and writes
 * nothing.
 */

export async function signUpExternal(deps: OAuthDeps, identity: ExternalIdentity, affCode: string): Promise<UserRecord> {
  const inviter = affCode === '' ? null : await findInviter(deps.db, affCode);
  const email = identity.email !== '' && (await emailIsFree(deps.db, identity.email)) ? identity.email : null;
  const actor = { kind: 'system', reason: `sign-up with ${identity.provider}` } as const;
  const meta = { actor, correlationId: null };

  const user = await commitWithWallet(deps, async () => {
    const userId = await nextUserId(deps.db);
    const now = deps.clock();
    return {
      wallets: signUpWallets(deps.options, userId, inviter),
      meta,
      write: async (tx) => {
        const inserted = await insertUser(
          tx,
          { id: userId, username: `${identity.provider}_${userId}`, displayName: identity.displayName.slice(0, 20), passwordHash: null, role: ROLE.user, affCode: newAffCode(), inviterId: inviter?.id ?? null, email },
          now,
        );
        if (!inserted) throw new AppError('conflict', 'that account could not be created; try signing in again');
        const bound = await setExternalId(tx, userId, identity.provider, identity.id);
        if (!bound) throw new AppError('conflict', 'this account was just created by another sign-in; try signing in again');
        await deps.recordAudit(tx, [userChanged(actor, userId, null, auditedUser(bound), inviter ? `signed up with ${identity.provider}, invited by user ${inviter.id}` : `signed up with ${identity.provider}`, now)]);
        return bound;
      },
    };
  });
  deps.auditCommitted();
  return user;
}
