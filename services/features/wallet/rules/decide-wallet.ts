import type { WalletEvent } from '../../../../schema/events/wallet';
import { walletStreamId } from '../../../../schema/events/wallet';
import { assertNever } from '../../../platform/actor';
import { deterministicEventId } from '../../../platform/event-id';
import { decideCredit, decideInviteReward, decideInviteTransfer, decideTokenAllowance } from './decide-credits';
import type { Emit } from './decide-helpers';
import { decideExtendHold, decideRelease, decideReserve, decideSettle, decideSweep } from './decide-requests';
import { decideSetBalance } from './decide-set-balance';
import type { CommandMeta, WalletCommand, WalletOutcome } from './wallet-commands';
import { applyWalletEvent, cloneWallet, type WalletState } from './wallet-state';

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
 * - A request still running may push its reservation's deadline later
 *   (extendHold), never earlier; no money moves. Extending one that has
 *   ended is rejected the same way.
 *
 * `decideWallet` leaves its input alone; the wallet writer, which owns the
 * wallets in memory, decides on them in place (`decideInPlace`).
 *
 * Each command kind has its decider: the credit-like ones in
 * decide-credits.ts, the request ones in decide-requests.ts.
 */

export interface WalletDecision {
  readonly events: readonly WalletEvent[];
  readonly state: WalletState;
  readonly outcomes: readonly WalletOutcome[];
}

/** Decides one command against the wallet being decided, by its kind. */
function decideOne(state: WalletState, command: WalletCommand, now: Date, emit: Emit): WalletOutcome {
  switch (command.kind) {
    case 'credit':
      return decideCredit(state, command, emit);
    case 'setBalance':
      return decideSetBalance(state, command, emit);
    case 'earnInviteReward':
      return decideInviteReward(state, command, emit);
    case 'transferInviteEarnings':
      return decideInviteTransfer(state, command, emit);
    case 'setTokenAllowance':
      return decideTokenAllowance(state, command, emit);
    case 'reserve':
      return decideReserve(state, command, now, emit);
    case 'extendHold':
      return decideExtendHold(state, command, now, emit);
    case 'settle':
      return decideSettle(state, command, emit);
    case 'release':
      return decideRelease(state, command, emit);
    case 'sweep':
      return decideSweep(state, now, emit);
    default:
      return assertNever(command);
  }
}

/** What deciding a batch in place records and answers (`decideInPlace`). */
export interface DecidedInPlace {
  readonly events: readonly WalletEvent[];
  readonly outcomes: readonly WalletOutcome[];
}

/**
 * Decides `commands` in order against `state` at instant `now`. The input
 * wallet is not changed; the returned one has the new events applied.
 */
export function decideWallet(state: WalletState, commands: readonly { command: WalletCommand; meta: CommandMeta }[], now: Date): WalletDecision {
  const draft = cloneWallet(state);
  return { ...decideInPlace(draft, commands, now), state: draft };
}

/**
 * `decideWallet` on the caller's own wallet: `state` itself takes the new
 * events, which spares a copy per batch. For an owner that can drop the
 * wallet if the events are not recorded (the wallet writer reads it again).
 */
export function decideInPlace(state: WalletState, commands: readonly { command: WalletCommand; meta: CommandMeta }[], now: Date): DecidedInPlace {
  const streamId = walletStreamId(state.userId);
  const occurredAt = now.toISOString();
  const events: WalletEvent[] = [];
  const outcomes: WalletOutcome[] = [];
  let meta: CommandMeta;
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
      data: { seq: state.version, ...data },
    } as unknown as WalletEvent; // `type` and `data` agree by Emit's signature
    applyWalletEvent(state, event);
    events.push(event);
  };
  for (const pending of commands) {
    meta = pending.meta;
    outcomes.push(decideOne(state, pending.command, now, emit));
  }
  return { events, outcomes };
}
