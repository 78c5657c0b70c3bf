import type { WalletEvent } from '../../../../schema/events/wallet';
import type { WalletOutcome, WalletRejectionCode } from './wallet-commands';
import type { TokenAllowance } from './wallet-state';

/* What the deciders of each command share: recording an event, rejecting, and how money moves through a balance. */

/**
 * Records one event of the command being decided, applied to the draft wallet
 * at once: `idKey` makes its id (the same command twice, the same id) and
 * `causationId` says what caused it.
 */
export type Emit = <T extends WalletEvent['type']>(
  type: T,
  data: Omit<Extract<WalletEvent, { type: T }>['data'], 'seq'>,
  idKey: string,
  causationId: string | null,
) => void;

export const reject = (code: WalletRejectionCode, message: string, extra: Partial<Extract<WalletOutcome, { ok: false }>> = {}): WalletOutcome => ({
  ok: false,
  code,
  message,
  ...extra,
});

export const isQuota = (n: number): boolean => Number.isSafeInteger(n);

/** Splits money coming back to a wallet: debt first, the rest available. `debt` ≤ 0. */
export function inflow(amount: number, debt: number): { availableDelta: number; owedDelta: number } {
  // `0 - debt`, not `-debt`: no negative zeros in recorded events.
  const owedDelta = Math.min(amount, 0 - debt);
  return { availableDelta: amount - owedDelta, owedDelta };
}

/** Splits money leaving a wallet beyond what it reserved: available first, the rest debt. */
export function outflow(amount: number, available: number): { availableDelta: number; owedDelta: number } {
  const fromAvailable = Math.min(amount, Math.max(available, 0));
  // `0 - x`, not `-x`: no negative zeros in recorded events.
  return { availableDelta: 0 - fromAvailable, owedDelta: 0 - (amount - fromAvailable) };
}

/** Moves `delta` (reserved − actual) through a balance: a refund by inflow, an extra charge by outflow. */
export function settleSplit(delta: number, available: number, debt: number): { availableDelta: number; owedDelta: number } {
  return delta >= 0 ? inflow(delta, debt) : outflow(-delta, available);
}

export const limited = (allowance: TokenAllowance | undefined): allowance is TokenAllowance => allowance !== undefined && !allowance.unlimited;
