import { inflow, isQuota, outflow, reject, type Emit } from './decide-helpers';
import type { WalletCommand, WalletOutcome } from './wallet-commands';
import { commandKey, type WalletState } from './wallet-state';

/*
 * The credit-like commands, one decider each. Each is keyed: a key the wallet
 * has seen recently answers `repeated` and records nothing.
 */

type Command<K extends WalletCommand['kind']> = Extract<WalletCommand, { kind: K }>;

/** Money in (or, for an admin adjustment, out): debt is paid first; a negative adjustment takes from available, the rest becomes debt. */
export function decideCredit(state: WalletState, command: Command<'credit'>, emit: Emit): WalletOutcome {
  const key = commandKey('credit', command.key);
  if (state.recentCommands.has(key)) return { ok: true, kind: 'repeated' };
  if (!isQuota(command.amount) || command.amount === 0) return reject('invalid', 'a credit is a whole, non-zero number of quota units');
  if (command.amount < 0 && command.source !== 'admin_adjustment') return reject('invalid', 'only an admin adjustment may be negative');
  const split = command.amount > 0 ? inflow(command.amount, state.owed) : outflow(-command.amount, state.available);
  emit('WalletCredited', { source: command.source, amount: command.amount, reference: command.reference, reason: command.reason, ...split }, key, key);
  return { ok: true, kind: 'applied' };
}

/** An inviter earns a reward, pending until transferred. */
export function decideInviteReward(state: WalletState, command: Command<'earnInviteReward'>, emit: Emit): WalletOutcome {
  const key = commandKey('invite', command.key);
  if (state.recentCommands.has(key)) return { ok: true, kind: 'repeated' };
  if (!isQuota(command.amount) || command.amount <= 0) return reject('invalid', 'an invite reward is a positive whole number of quota units');
  emit('InviteRewardEarned', { inviteeId: command.inviteeId, amount: command.amount }, key, key);
  return { ok: true, kind: 'applied' };
}

/** Pending invite earnings move into the wallet, at least `minimum` at a time; debt is paid first. */
export function decideInviteTransfer(state: WalletState, command: Command<'transferInviteEarnings'>, emit: Emit): WalletOutcome {
  const key = commandKey('transfer', command.key);
  if (state.recentCommands.has(key)) return { ok: true, kind: 'repeated' };
  if (!isQuota(command.amount) || command.amount <= 0) return reject('invalid', 'a transfer is a positive whole number of quota units');
  if (command.amount < command.minimum) return reject('invalid', `the smallest transfer is ${command.minimum}`);
  if (command.amount > state.invitePending) return reject('insufficient_invite_earnings', 'not that much invite earnings to transfer');
  emit('InviteEarningsTransferred', { amount: command.amount, ...inflow(command.amount, state.owed) }, key, key);
  return { ok: true, kind: 'applied' };
}

/** A token's allowance set outright: unlimited, or this much left (what it had overdrawn is forgiven). */
export function decideTokenAllowance(state: WalletState, command: Command<'setTokenAllowance'>, emit: Emit): WalletOutcome {
  const key = commandKey('allowance', command.key);
  if (state.recentCommands.has(key)) return { ok: true, kind: 'repeated' };
  if (!isQuota(command.remaining) || command.remaining < 0) return reject('invalid', 'a token allowance is a whole number of quota units, 0 or more');
  const current = state.tokens.get(command.tokenId);
  const remaining = command.unlimited ? 0 : command.remaining;
  emit(
    'TokenAllowanceSet',
    {
      tokenId: command.tokenId,
      unlimited: command.unlimited,
      remaining,
      availableDelta: remaining - (current?.available ?? 0),
      overdrawnDelta: 0 - (current?.overdrawn ?? 0),
    },
    key,
    key,
  );
  return { ok: true, kind: 'applied' };
}
