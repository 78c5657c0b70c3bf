import { newAffCode } from '../../platform/crypto/secrets';
import type { UserRecord } from './user-records';
import { insertUser, nextUserId, type NewUser } from './user-writes';
import { ROLE } from '../../platform/actor';
import type { AppError } from '../../platform/errors';
import type { SqlSession } from '../../platform/ports/sql';
import { commitWithWallet } from '../wallet';
import { auditedUser, userChanged } from './audit';
import type { AccountsDeps } from './deps';
import { signUpWallets } from './sign-up-gifts';

/*
 * A new account and its money, committed together whichever way it signs up
 * (password registration, an external sign-in; ARCHITECTURE decision 12):
 * the user row under an id taken beforehand, the sign-up gifts on the new
 * wallet and the inviter's reward on theirs (signUpWallets), one audit
 * event, and what the caller adds in the same transaction. If the inviter's
 * wallet moves before the commit, commitWithWallet decides again.
 */

export type SignUpDeps = Pick<
  AccountsDeps,
  'db' | 'wallets' | 'recordWalletEvents' | 'walletAppendsInTransaction' | 'clock' | 'options' | 'recordAudit' | 'auditCommitted'
>;

export interface SignUp {
  readonly inviter: { readonly id: number } | null;
  /** Who the events and the audit event name. */
  readonly actor: { readonly kind: 'system'; readonly reason: string };
  /** The row's own fields for the id taken; the role, invite code and inviter are filled in. */
  user(userId: number): Pick<NewUser, 'username' | 'displayName' | 'passwordHash' | 'email'>;
  /** The audit event's reason. */
  readonly reason: string | null;
  /** In the transaction, before the row: work that must commit with it (spending an email code). */
  before?(tx: SqlSession): Promise<void>;
  /** Why the row could not be inserted (its username or email was taken meanwhile). */
  conflict(tx: SqlSession): Promise<AppError> | AppError;
  /** In the transaction, after the row: answers the user as it then is (an external id bound). */
  after?(tx: SqlSession, user: UserRecord): Promise<UserRecord>;
}

export async function signUpUser(deps: SignUpDeps, signUp: SignUp): Promise<UserRecord> {
  const meta = { actor: signUp.actor, correlationId: null };
  const user = await commitWithWallet(deps, async () => {
    const userId = await nextUserId(deps.db);
    const now = deps.clock();
    return {
      wallets: signUpWallets(deps.options, userId, signUp.inviter),
      meta,
      write: async (tx) => {
        await signUp.before?.(tx);
        const inserted = await insertUser(
          tx,
          { ...signUp.user(userId), id: userId, role: ROLE.user, affCode: newAffCode(), inviterId: signUp.inviter?.id ?? null },
          now,
        );
        if (!inserted) throw await signUp.conflict(tx);
        const created = signUp.after ? await signUp.after(tx, inserted) : inserted;
        await deps.recordAudit(tx, [userChanged(signUp.actor, userId, null, auditedUser(created), signUp.reason, now)]);
        return created;
      },
    };
  });
  deps.auditCommitted();
  return user;
}
