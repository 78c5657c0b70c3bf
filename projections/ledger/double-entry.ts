import { assertNever } from '../../services/platform/actor';
import { walletUserId, type WalletEvent } from '../../schema/events/wallet';

/*
 * The double-entry view of the wallet events: each event becomes legs over
 * named accounts whose amounts sum to 0 within each ledger (RELIABILITY I1).
 * An account's balance is the sum of its legs: a user's money accounts are
 * positive when the user has it, the system accounts mirror them.
 *
 * Two ledgers, never mixed:
 * - `quota` is money: user:<id>:available, :held, :owed (≤ 0, debt) and
 *   :invite_pending; system:issuance (every credit comes from it, so it is
 *   minus all credit ever issued) and system:revenue (settled usage).
 * - `allowance` is the caps users put on their tokens, not money:
 *   token:<id>:available, :held, :overdrawn (≤ 0), :spent, against
 *   allowance:issuance.
 */

export type Ledger = 'quota' | 'allowance';

export interface Leg {
  readonly ledger: Ledger;
  readonly account: string;
  /** Signed integer quota units; never 0. */
  readonly amount: number;
}

export const ISSUANCE = 'system:issuance';
export const REVENUE = 'system:revenue';
export const ALLOWANCE_ISSUANCE = 'allowance:issuance';

export const userAccount = (userId: number, part: 'available' | 'held' | 'owed' | 'invite_pending'): string => `user:${userId}:${part}`;
export const tokenAccount = (tokenId: number, part: 'available' | 'held' | 'overdrawn' | 'spent'): string => `token:${tokenId}:${part}`;

/** Collects legs, dropping zero amounts. */
function legs(...entries: readonly (readonly [Ledger, string, number])[]): Leg[] {
  return entries.filter(([, , amount]) => amount !== 0).map(([ledger, account, amount]) => ({ ledger, account, amount }));
}

/**
 * An event's legs, worked out once per event object: the two ledger read
 * models ask for them once for the event's keys and again for each key they
 * evolve, about ten times for a relay request's settle. Events never change,
 * and the cache holds an event only as long as something else does.
 */
const legsByEvent = new WeakMap<WalletEvent, readonly Leg[]>();

export function legsOf(event: WalletEvent): readonly Leg[] {
  let cached = legsByEvent.get(event);
  if (cached === undefined) legsByEvent.set(event, (cached = legsOfEvent(event)));
  return cached;
}

function legsOfEvent(event: WalletEvent): Leg[] {
  const user = walletUserId(event.streamId);
  const u = (part: Parameters<typeof userAccount>[1]) => userAccount(user, part);
  switch (event.type) {
    case 'WalletCredited': {
      const d = event.data;
      return legs(['quota', u('available'), d.availableDelta], ['quota', u('owed'), d.owedDelta], ['quota', ISSUANCE, -d.amount]);
    }
    case 'InviteRewardEarned':
      return legs(['quota', u('invite_pending'), event.data.amount], ['quota', ISSUANCE, -event.data.amount]);
    case 'InviteEarningsTransferred': {
      const d = event.data;
      return legs(['quota', u('invite_pending'), -d.amount], ['quota', u('available'), d.availableDelta], ['quota', u('owed'), d.owedDelta]);
    }
    case 'TokenAllowanceSet': {
      const d = event.data;
      const t = (part: Parameters<typeof tokenAccount>[1]) => tokenAccount(d.tokenId, part);
      return legs(
        ['allowance', t('available'), d.availableDelta],
        ['allowance', t('overdrawn'), d.overdrawnDelta],
        ['allowance', ALLOWANCE_ISSUANCE, -(d.availableDelta + d.overdrawnDelta)],
      );
    }
    case 'QuotaReserved': {
      const d = event.data;
      const token = d.tokenId !== null && d.tokenAmount > 0 ? d.tokenId : null;
      return legs(
        ['quota', u('available'), -d.amount],
        ['quota', u('held'), d.amount],
        ...(token === null
          ? []
          : ([
              ['allowance', tokenAccount(token, 'available'), -d.tokenAmount],
              ['allowance', tokenAccount(token, 'held'), d.tokenAmount],
            ] as const)),
      );
    }
    case 'QuotaHoldExtended':
      // A later deadline for the same hold: no amount moves, so no entry.
      return [];
    case 'QuotaSettled': {
      const d = event.data;
      const money = legs(
        ['quota', u('held'), -d.reserved],
        ['quota', u('available'), d.availableDelta],
        ['quota', u('owed'), d.owedDelta],
        ['quota', REVENUE, d.actual],
      );
      // A limited token pays for its usage even when it held nothing (a hold that rounded to 0, or a token limited since
      // the reservation): its allowance moves then too, so only a settle that moves none of it skips the entry.
      if (d.tokenId === null || (d.tokenReserved === 0 && d.tokenAvailableDelta === 0 && d.tokenOverdrawnDelta === 0)) return money;
      const t = (part: Parameters<typeof tokenAccount>[1]) => tokenAccount(d.tokenId!, part);
      // What the token's allowance gave up: the reservation less what came back (or plus what was taken beyond it).
      const spent = d.tokenReserved - d.tokenAvailableDelta - d.tokenOverdrawnDelta;
      return [
        ...money,
        ...legs(
          ['allowance', t('held'), -d.tokenReserved],
          ['allowance', t('available'), d.tokenAvailableDelta],
          ['allowance', t('overdrawn'), d.tokenOverdrawnDelta],
          ['allowance', t('spent'), spent],
        ),
      ];
    }
    case 'QuotaReleased': {
      const d = event.data;
      const money = legs(['quota', u('held'), -d.amount], ['quota', u('available'), d.availableDelta], ['quota', u('owed'), d.owedDelta]);
      if (d.tokenId === null || d.tokenAmount === 0) return money;
      const t = (part: Parameters<typeof tokenAccount>[1]) => tokenAccount(d.tokenId!, part);
      // A token that lost its limit meanwhile takes nothing back: the hold returns to the issuance account.
      const unclaimed = d.tokenAmount - d.tokenAvailableDelta - d.tokenOverdrawnDelta;
      return [
        ...money,
        ...legs(
          ['allowance', t('held'), -d.tokenAmount],
          ['allowance', t('available'), d.tokenAvailableDelta],
          ['allowance', t('overdrawn'), d.tokenOverdrawnDelta],
          ['allowance', ALLOWANCE_ISSUANCE, unclaimed],
        ),
      ];
    }
    default:
      return assertNever(event);
  }
}
