import type { ReleaseReason } from '../../../../schema/events/wallet';
import { inflow, isQuota, limited, reject, settleSplit, type Emit } from './decide-helpers';
import type { WalletCommand, WalletOutcome } from './wallet-commands';
import type { WalletState } from './wallet-state';

/*
 * The request commands, one decider each: a reservation, its extension while
 * the request still runs, and the three ways it ends (settled, released,
 * released as expired by a sweep). Each is keyed by its request id; every
 * reservation ends exactly once.
 */

type Command<K extends WalletCommand['kind']> = Extract<WalletCommand, { kind: K }>;

/** Holds `amount` from available, and from a limited token's allowance, until `now + holdMs`. */
export function decideReserve(state: WalletState, command: Command<'reserve'>, now: Date, emit: Emit): WalletOutcome {
  const open = state.open.get(command.requestId);
  if (open) return { ok: true, kind: 'repeated', reservation: open };
  const finished = state.finished.get(command.requestId);
  if (finished) return { ok: true, kind: 'repeated', finished };
  if (!isQuota(command.amount) || command.amount < 0) return reject('invalid', 'a reservation is a whole number of quota units, 0 or more');
  if (!Number.isFinite(command.holdMs) || command.holdMs <= 0) return reject('invalid', 'a reservation needs a positive hold time');
  if (state.available <= 0 || state.available < command.amount) return reject('insufficient_user_quota', 'the user has not enough quota left');
  const allowance = command.tokenId === null ? undefined : state.tokens.get(command.tokenId);
  if (command.tokenId !== null && allowance === undefined) return reject('unknown_token', `token ${command.tokenId} has no allowance in this wallet`);
  if (limited(allowance) && (allowance.available <= 0 || allowance.available < command.amount)) {
    return reject('insufficient_token_quota', 'the token has not enough quota left');
  }
  const deadline = new Date(now.getTime() + command.holdMs).toISOString();
  const data = {
    requestId: command.requestId,
    tokenId: command.tokenId,
    amount: command.amount,
    tokenAmount: limited(allowance) ? command.amount : 0,
    modelName: command.modelName,
    deadline,
  };
  emit('QuotaReserved', data, `reserve:${command.requestId}`, null);
  return { ok: true, kind: 'reserved', reservation: state.open.get(command.requestId)! };
}

/**
 * Moves an open reservation's deadline to `now + holdMs`, so a request that
 * runs longer than its hold (a long stream) is not released as expired under
 * it. Never moves the deadline back: a deadline already as late records
 * nothing. A reservation past its deadline that no sweep has released yet is
 * still open, and may be extended, as it may still be settled. One that has
 * ended (or never was) is refused, saying how it ended.
 */
export function decideExtendHold(state: WalletState, command: Command<'extendHold'>, now: Date, emit: Emit): WalletOutcome {
  const open = state.open.get(command.requestId);
  if (!open) return endingRejection(state, command.requestId);
  if (!Number.isFinite(command.holdMs) || command.holdMs <= 0) return reject('invalid', 'an extension needs a positive hold time');
  const wanted = now.getTime() + command.holdMs;
  if (wanted <= Date.parse(open.deadline)) return { ok: true, kind: 'extended', deadline: open.deadline };
  const deadline = new Date(wanted).toISOString();
  // Deadlines of one request only grow, so the new one names this extension: a retried append records it once.
  emit('QuotaHoldExtended', { requestId: open.requestId, deadline }, `extend:${open.requestId}:${deadline}`, null);
  return { ok: true, kind: 'extended', deadline };
}

/** Charges the actual cost in full: below the reservation the rest returns, above it the extra comes from available, then debt. */
export function decideSettle(state: WalletState, command: Command<'settle'>, emit: Emit): WalletOutcome {
  const open = state.open.get(command.requestId);
  if (!open) return endingRejection(state, command.requestId);
  if (!isQuota(command.actual) || command.actual < 0) return reject('invalid', 'a charge is a whole number of quota units, 0 or more');
  const money = settleSplit(open.amount - command.actual, state.available, state.owed);
  const allowance = open.tokenId === null ? undefined : state.tokens.get(open.tokenId);
  // A limited token pays for its usage even when it held nothing (a hold that rounded to 0, or a token limited since the reservation).
  const tokenSplit = limited(allowance)
    ? settleSplit(open.tokenAmount - command.actual, allowance.available, allowance.overdrawn)
    : { availableDelta: 0, owedDelta: 0 };
  emit(
    'QuotaSettled',
    {
      requestId: open.requestId,
      tokenId: open.tokenId,
      reserved: open.amount,
      actual: command.actual,
      availableDelta: money.availableDelta,
      owedDelta: money.owedDelta,
      tokenReserved: open.tokenAmount,
      tokenAvailableDelta: tokenSplit.availableDelta,
      tokenOverdrawnDelta: tokenSplit.owedDelta,
      usage: command.usage,
    },
    `settle:${open.requestId}`,
    null,
  );
  return { ok: true, kind: 'settled', charged: command.actual, refunded: Math.max(open.amount - command.actual, 0), debt: Math.max(-money.owedDelta, 0) };
}

/** Returns the whole reservation: the request failed, the client left, or it was cancelled. */
export function decideRelease(state: WalletState, command: Command<'release'>, emit: Emit): WalletOutcome {
  const open = state.open.get(command.requestId);
  if (!open) return endingRejection(state, command.requestId);
  emitRelease(state, open.requestId, command.reason, emit);
  return { ok: true, kind: 'released', amount: open.amount };
}

/** Releases, as expired, every reservation whose deadline is `now` or earlier. */
export function decideSweep(state: WalletState, now: Date, emit: Emit): WalletOutcome {
  const expired = [...state.open.values()].filter((r) => Date.parse(r.deadline) <= now.getTime()).map((r) => r.requestId);
  for (const requestId of expired) emitRelease(state, requestId, 'expired', emit);
  return { ok: true, kind: 'swept', requestIds: expired };
}

function endingRejection(state: WalletState, requestId: string): WalletOutcome {
  const finished = state.finished.get(requestId);
  return finished
    ? reject('already_finished', `request ${requestId} was already ${finished.status}`, { finished })
    : reject('unknown_request', `request ${requestId} has no open reservation`);
}

function emitRelease(state: WalletState, requestId: string, reason: ReleaseReason, emit: Emit): void {
  const open = state.open.get(requestId)!;
  const allowance = open.tokenId === null ? undefined : state.tokens.get(open.tokenId);
  const money = inflow(open.amount, state.owed);
  const tokenBack = open.tokenAmount > 0 && limited(allowance) ? inflow(open.tokenAmount, allowance.overdrawn) : { availableDelta: 0, owedDelta: 0 };
  emit(
    'QuotaReleased',
    {
      requestId,
      tokenId: open.tokenId,
      amount: open.amount,
      tokenAmount: open.tokenAmount,
      reason,
      availableDelta: money.availableDelta,
      owedDelta: money.owedDelta,
      tokenAvailableDelta: tokenBack.availableDelta,
      tokenOverdrawnDelta: tokenBack.owedDelta,
    },
    reason === 'expired' ? `expire:${requestId}` : `release:${requestId}`,
    null,
  );
}
