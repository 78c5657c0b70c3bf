import { newAffCode } from '../../../accounts/secrets';
import { findInviter, insertUser, nextUserId } from '../../../accounts/user-records';
import type { WalletCommand } from '../../../ledger/domain/wallet-commands';
import { ROLE } from '../../../shared/actor';
import { AppError } from '../../../shared/errors';
import { commitWithWallet } from '../wallet-transaction';
import { auditedUser, userChanged } from './audit';
import type { AccountsDeps } from './deps';
import { newPassword, text, username } from './validation';

/*
 * Registration by password (spec 01 section 5, server-behaviour 6.3). The
 * new user and their money commit together (ARCHITECTURE decision 12): the
 * new-user gift and the invitee gift go to the new wallet, and the inviter's
 * pending reward to theirs, in the transaction that writes the user row.
 * The events are decided first against each wallet as the log has it; if
 * the inviter's wallet moves before the commit, its append refuses, the
 * transaction rolls back, and registration decides again.
 */


export interface RegisterInput {
  readonly username?: unknown;
  readonly password?: unknown;
  readonly password2?: unknown;
  readonly email?: unknown;
  readonly verification_code?: unknown;
  readonly aff_code?: unknown;
}

export async function register(deps: AccountsDeps, input: RegisterInput): Promise<void> {
  if (!(await deps.setup.isDone())) throw new AppError('forbidden', 'the system is not set up yet: run the setup wizard first');
  if (!deps.options.get('RegisterEnabled')) throw new AppError('forbidden', 'new registrations are closed');
  if (!deps.options.get('PasswordRegisterEnabled')) throw new AppError('forbidden', 'registration by password is turned off; use another sign-in method');
  // Refused plainly rather than skipped: both checks arrive with the mail and Turnstile work.
  if (deps.options.get('EmailVerificationEnabled')) throw new AppError('unavailable', 'registration with email verification is not available in this build yet');
  if (deps.options.get('TurnstileCheckEnabled')) throw new AppError('unavailable', 'registration with the Turnstile check is not available in this build yet');

  const name = username(input.username);
  const password = newPassword(input.password);
  const confirmation = text(input.password2, 'password2');
  if (confirmation !== '' && confirmation !== password) throw new AppError('invalid', 'the two passwords do not match');
  const affCode = text(input.aff_code, 'aff_code').trim();
  const inviter = affCode === '' ? null : await findInviter(deps.db, affCode);
  const passwordHash = await deps.passwords.hash(password);
  const meta = { actor: { kind: 'system', reason: 'registration' } as const, correlationId: null };

  await commitWithWallet(deps, async () => {
    const userId = await nextUserId(deps.db);
    const gifts: WalletCommand[] = [];
    const forNewUser = deps.options.get('QuotaForNewUser');
    const forInvitee = inviter ? deps.options.get('QuotaForInvitee') : 0;
    const forInviter = inviter ? deps.options.get('QuotaForInviter') : 0;
    if (forNewUser > 0) gifts.push({ kind: 'credit', key: `new-user-gift:${userId}`, source: 'new_user_gift', amount: forNewUser, reference: null, reason: null });
    if (forInvitee > 0) gifts.push({ kind: 'credit', key: `invitee-gift:${userId}`, source: 'invitee_gift', amount: forInvitee, reference: String(inviter!.id), reason: null });
    const rewards: WalletCommand[] = forInviter > 0 ? [{ kind: 'earnInviteReward', key: `invitee:${userId}`, inviteeId: userId, amount: forInviter }] : [];
    const now = deps.clock();
    return {
      wallets: [{ userId, commands: gifts, isNew: true }, ...(inviter ? [{ userId: inviter.id, commands: rewards }] : [])],
      meta,
      write: async (tx) => {
        const user = await insertUser(tx, { id: userId, username: name, displayName: name, passwordHash, role: ROLE.user, affCode: newAffCode(), inviterId: inviter?.id ?? null }, now);
        if (!user) throw new AppError('conflict', 'that username is taken');
        await deps.recordAudit(tx, [userChanged({ kind: 'system', reason: 'registration' }, user.id, null, auditedUser(user), inviter ? `invited by user ${inviter.id}` : null, now)]);
      },
    };
  });
  deps.auditCommitted();
}
