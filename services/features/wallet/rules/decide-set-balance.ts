import { inflow, isQuota, outflow, reject, type Emit } from './decide-helpers';
import type { WalletCommand, WalletOutcome } from './wallet-commands';
import { commandKey, type WalletState } from './wallet-state';

/*
 * An admin sets a user's quota (the user editor's `quota`, issue 13 item 10).
 *
 * Decided here, inside the wallet's own decision step, not by the caller
 * reading the balance and crediting the difference: the difference is
 * target - (available + owed) of the wallet being decided, after every
 * command queued or appended before it (a conflict with another instance
 * decides again on the events it missed). So the quota ends exactly at the
 * target, and the reason names the balance the wallet really had.
 *
 * The alternative, refusing the set when the balance moved since the admin
 * read it, keeps the books just as right but hands the race back to the
 * admin (and to every retry); an admin who types a quota means "this is the
 * balance now", so the set is applied to whatever the balance is at decision
 * time.
 *
 * It is recorded as the same `WalletCredited` (source `admin_adjustment`) an
 * adjustment records, under the credit key space, so projections and replay
 * need nothing new. Money follows the ledger's debt rules: a rise pays debt
 * first (inflow), a fall takes from available and the rest becomes debt
 * (outflow). Held quota is not part of the quota and is untouched. A set to
 * the balance the wallet already has records nothing.
 */

type SetBalance = Extract<WalletCommand, { kind: 'setBalance' }>;

export function decideSetBalance(state: WalletState, command: SetBalance, emit: Emit): WalletOutcome {
  const key = commandKey('credit', command.key);
  if (state.recentCommands.has(key)) return { ok: true, kind: 'repeated' };
  if (!isQuota(command.target)) return reject('invalid', 'a quota is a whole number of quota units');
  const current = state.available + state.owed;
  const amount = command.target - current;
  if (!isQuota(amount)) return reject('invalid', 'a quota is a whole number of quota units');
  if (amount === 0) return { ok: true, kind: 'applied' };
  const split = amount > 0 ? inflow(amount, state.owed) : outflow(-amount, state.available);
  const reason = `quota set from ${current} to ${command.target}${command.reason ? `: ${command.reason}` : ''}`.slice(0, 500);
  emit('WalletCredited', { source: 'admin_adjustment', amount, reference: null, reason, ...split }, key, key);
  return { ok: true, kind: 'applied' };
}
