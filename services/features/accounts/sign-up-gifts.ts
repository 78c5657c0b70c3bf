import type { WalletCommand } from '../wallet';
import type { OptionStore } from '../../platform/options/option-store';

/**
 * The money a new account brings (server-behaviour 6.3), whichever way it
 * signs up: the new-user gift and, with an invite code, the invitee gift on
 * the new wallet, and the inviter's pending reward on theirs. Keys name the
 * new user, so a retried sign-up decides the same events again.
 */
export function signUpWallets(options: OptionStore, userId: number, inviter: { readonly id: number } | null) {
  const gifts: WalletCommand[] = [];
  const forNewUser = options.get('QuotaForNewUser');
  const forInvitee = inviter ? options.get('QuotaForInvitee') : 0;
  const forInviter = inviter ? options.get('QuotaForInviter') : 0;
  if (forNewUser > 0)
    gifts.push({ kind: 'credit', key: `new-user-gift:${userId}`, source: 'new_user_gift', amount: forNewUser, reference: null, reason: null });
  if (inviter && forInvitee > 0)
    gifts.push({ kind: 'credit', key: `invitee-gift:${userId}`, source: 'invitee_gift', amount: forInvitee, reference: String(inviter.id), reason: null });
  const rewards: WalletCommand[] = forInviter > 0 ? [{ kind: 'earnInviteReward', key: `invitee:${userId}`, inviteeId: userId, amount: forInviter }] : [];
  return [{ userId, commands: gifts, isNew: true }, ...(inviter ? [{ userId: inviter.id, commands: rewards }] : [])];
}
