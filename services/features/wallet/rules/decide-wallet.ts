import type { WalletEvent } from '../../../../schema/events/wallet';
import { walletStreamId } from '../../../../schema/events/wallet';
import { assertNever } from '../../../platform/actor';
import { deterministicEventId } from '../../../platform/event-id';
import type { CommandMeta, WalletCommand, WalletOutcome, WalletRejectionCode } from './wallet-commands';
import { applyWalletEvent, cloneWallet, commandKey, type TokenAllowance, type WalletState } from './wallet-state';

/*
 * The wallet's rules. `decideWallet` is pure: given a wallet, commands and
 * the time, it returns the events to record, the wallet after them and one
 * outcome per command. Commands are decided in order against the wallet as
 * the earlier ones left it, which is what lets the service record a queue of
 * them in one append.
 *
 * The rules, all in integer quota units:
 * - A reservation needs the wallet's available quota to be positive and at
 *   least the amount, and for a limited token the same of its allowance. It
 *   moves the amount from available to held at once for both, so concurrent
 *   requests can never overdraw either.
 * - Settling charges the actual cost in full. Below the reservation, the rest
 *   returns; above it, the extra comes from available, and what available
 *   cannot cover is recorded as debt (owed). A wallet in debt admits no
 *   reservation until credits have paid the debt and left something over.
 *   The token's allowance follows the same rule (overdrawn).
 * - Money returning to a wallet (a credit, a refund, a release) pays debt
 *   first. So a wallet never holds available quota and debt at once.
 * - An admin adjustment may be negative: it takes from available, and the
 *   rest becomes debt.
 * - Every reservation ends exactly once: settled, released, or released as
 *   expired by the sweeper after its deadline. Ending one that is unknown or
 *   already ended is rejected, saying how it ended.
 */

export interface WalletDecision {
  readonly events: readonly WalletEvent[];
  readonly state: WalletState;
  readonly outcomes: readonly WalletOutcome[];
}

const reject = (code: WalletRejectionCode, message: string, extra: Partial<Extract<WalletOutcome, { ok: false }>> = {}): WalletOutcome => ({
  ok: false,
  code,
  message,
  ...extra,
});

const isQuota = (n: number): boolean => Number.isSafeInteger(n);

/** Splits money coming back to a wallet: debt first, the rest available. `debt` ≤ 0. */
function inflow(amount: number, debt: number): { availableDelta: number; owedDelta: number } {
  const owedDelta = Math.min(amount, -debt);
  return { availableDelta: amount - owedDelta, owedDelta };
}

/** Splits money leaving a wallet beyond what it reserved: available first, the rest debt. */
function outflow(amount: number, available: number): { availableDelta: number; owedDelta: number } {
  const fromAvailable = Math.min(amount, Math.max(available, 0));
  // `0 - x`, not `-x`: no negative zeros in recorded events.
  return { availableDelta: 0 - fromAvailable, owedDelta: 0 - (amount - fromAvailable) };
}

/** Moves `delta` (reserved − actual) through a balance: a refund by inflow, an extra charge by outflow. */
function settleSplit(delta: number, available: number, debt: number): { availableDelta: number; owedDelta: number } {
  return delta >= 0 ? inflow(delta, debt) : outflow(-delta, available);
}

const limited = (allowance: TokenAllowance | undefined): allowance is TokenAllowance => allowance !== undefined && !allowance.unlimited;

type Emit = <T extends WalletEvent['type']>(
  type: T,
  data: Omit<Extract<WalletEvent, { type: T }>['data'], 'seq'>,
  idKey: string,
  causationId: string | null,
) => void;

function decideOne(state: WalletState, command: WalletCommand, now: Date, emit: Emit): WalletOutcome {
  switch (command.kind) {
    case 'credit': {
      const key = commandKey('credit', command.key);
      if (state.recentCommands.has(key)) return { ok: true, kind: 'repeated' };
      if (!isQuota(command.amount) || command.amount === 0) return reject('invalid', 'a credit is a whole, non-zero number of quota units');
      if (command.amount < 0 && command.source !== 'admin_adjustment') return reject('invalid', 'only an admin adjustment may be negative');
      const split = command.amount > 0 ? inflow(command.amount, state.owed) : outflow(-command.amount, state.available);
      emit('WalletCredited', { source: command.source, amount: command.amount, reference: command.reference, reason: command.reason, ...split }, key, key);
      return { ok: true, kind: 'applied' };
    }
    case 'earnInviteReward': {
      const key = commandKey('invite', command.key);
      if (state.recentCommands.has(key)) return { ok: true, kind: 'repeated' };
      if (!isQuota(command.amount) || command.amount <= 0) return reject('invalid', 'an invite reward is a positive whole number of quota units');
      emit('InviteRewardEarned', { inviteeId: command.inviteeId, amount: command.amount }, key, key);
      return { ok: true, kind: 'applied' };
    }
    case 'transferInviteEarnings': {
      const key = commandKey('transfer', command.key);
      if (state.recentCommands.has(key)) return { ok: true, kind: 'repeated' };
      if (!isQuota(command.amount) || command.amount <= 0) return reject('invalid', 'a transfer is a positive whole number of quota units');
      if (command.amount < command.minimum) return reject('invalid', `the smallest transfer is ${command.minimum}`);
      if (command.amount > state.invitePending) return reject('insufficient_invite_earnings', 'not that much invite earnings to transfer');
      emit('InviteEarningsTransferred', { amount: command.amount, ...inflow(command.amount, state.owed) }, key, key);
      return { ok: true, kind: 'applied' };
    }
    case 'setTokenAllowance': {
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
    case 'reserve': {
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
    case 'settle': {
      const open = state.open.get(command.requestId);
      if (!open) return endingRejection(state, command.requestId);
      if (!isQuota(command.actual) || command.actual < 0) return reject('invalid', 'a charge is a whole number of quota units, 0 or more');
      const money = settleSplit(open.amount - command.actual, state.available, state.owed);
      const allowance = open.tokenId === null ? undefined : state.tokens.get(open.tokenId);
      const tokenSplit =
        open.tokenAmount > 0 && limited(allowance)
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
    case 'release': {
      const open = state.open.get(command.requestId);
      if (!open) return endingRejection(state, command.requestId);
      emitRelease(state, open.requestId, command.reason, emit);
      return { ok: true, kind: 'released', amount: open.amount };
    }
    case 'sweep': {
      const expired = [...state.open.values()].filter((r) => Date.parse(r.deadline) <= now.getTime()).map((r) => r.requestId);
      for (const requestId of expired) emitRelease(state, requestId, 'expired', emit);
      return { ok: true, kind: 'swept', requestIds: expired };
    }
    default:
      return assertNever(command);
  }
}

function endingRejection(state: WalletState, requestId: string): WalletOutcome {
  const finished = state.finished.get(requestId);
  return finished
    ? reject('already_finished', `request ${requestId} was already ${finished.status}`, { finished })
    : reject('unknown_request', `request ${requestId} has no open reservation`);
}

function emitRelease(state: WalletState, requestId: string, reason: 'expired' | 'request_failed' | 'client_disconnected' | 'cancelled', emit: Emit): void {
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

/**
 * Decides `commands` in order against `state` at instant `now`. The input
 * wallet is not changed; the returned one has the new events applied.
 */
export function decideWallet(state: WalletState, commands: readonly { command: WalletCommand; meta: CommandMeta }[], now: Date): WalletDecision {
  const draft = cloneWallet(state);
  const streamId = walletStreamId(state.userId);
  const occurredAt = now.toISOString();
  const events: WalletEvent[] = [];
  const outcomes: WalletOutcome[] = [];
  for (const { command, meta } of commands) {
    const emit: Emit = (type, data, idKey, causationId) => {
      const event = {
        eventId: deterministicEventId(streamId, idKey),
        type,
        schemaVersion: 1,
        streamId,
        occurredAt,
        // The request lifecycle is correlated by its request id (ARCHITECTURE decision 13).
        correlationId: 'requestId' in data ? data.requestId : meta.correlationId,
        causationId,
        actor: meta.actor,
        data: { seq: draft.version, ...data },
      } as unknown as WalletEvent; // `type` and `data` agree by Emit's signature
      applyWalletEvent(draft, event);
      events.push(event);
    };
    outcomes.push(decideOne(draft, command, now, emit));
  }
  return { events, state: draft, outcomes };
}
