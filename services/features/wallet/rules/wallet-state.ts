import type { ReleaseReason, WalletEvent } from '../../../../schema/events/wallet';
import { assertNever } from '../../../platform/actor';
import { RecentMemory } from './recent-memory';

/** A limited token's allowance, the same shape as the wallet's money. Unlimited tokens keep zeros. */
export interface TokenAllowance {
  unlimited: boolean;
  available: number;
  held: number;
  /** ≤ 0: allowance spent beyond what was reserved (an over-settle). */
  overdrawn: number;
  used: number;
}

export interface OpenReservation {
  readonly requestId: string;
  readonly tokenId: number | null;
  readonly amount: number;
  readonly tokenAmount: number;
  readonly modelName: string | null;
  readonly reservedAt: string;
  readonly deadline: string;
}

export type FinishedRequest = { readonly status: 'settled'; readonly actual: number } | { readonly status: 'released'; readonly reason: ReleaseReason };

/**
 * A user's wallet, folded from its stream. The in-memory form of the
 * aggregate: `available`, `held`, `owed` and `invitePending` follow the
 * events' deltas; the maps are the wallet's own memory of its tokens, its
 * open reservations and its recently finished requests and commands (so a
 * repeated command answers as the first did).
 */
export interface WalletState {
  readonly userId: number;
  /** Events applied so far: the next event's seq, and the stream revision + 1. */
  version: number;
  available: number;
  held: number;
  owed: number;
  invitePending: number;
  inviteCount: number;
  inviteHistory: number;
  used: number;
  requestCount: number;
  readonly tokens: Map<number, TokenAllowance>;
  readonly open: Map<string, OpenReservation>;
  /** The last RECENT_LIMIT finished requests. */
  readonly finished: RecentMemory<FinishedRequest>;
  /** The keys of the last RECENT_LIMIT credits, allowance changes and transfers. */
  readonly recentCommands: RecentMemory<true>;
}

/** How many finished requests and commands a wallet remembers for idempotent repeats. */
export const RECENT_LIMIT = 1000;

/**
 * What a wallet holds in memory beyond its numbers, counted in entries: its
 * remembered finished requests and commands (most of it: up to
 * RECENT_LIMIT each, 70-160 bytes of heap apiece), its open
 * reservations and its tokens. The wallet cache is bounded by this sum.
 */
export function rememberedEntries(state: WalletState): number {
  return state.finished.size + state.recentCommands.size + state.open.size + state.tokens.size;
}

export function emptyWallet(userId: number): WalletState {
  return {
    userId,
    version: 0,
    available: 0,
    held: 0,
    owed: 0,
    invitePending: 0,
    inviteCount: 0,
    inviteHistory: 0,
    used: 0,
    requestCount: 0,
    tokens: new Map(),
    open: new Map(),
    finished: RecentMemory.empty(RECENT_LIMIT),
    recentCommands: RecentMemory.empty(RECENT_LIMIT),
  };
}

/** A copy the caller may change without touching `state`, its maps and memories copied (the writer decides in place, so copies are few: snapshots, reads on from the log, `decideWallet`). */
export function cloneWallet(state: WalletState): WalletState {
  const tokens = new Map<number, TokenAllowance>();
  for (const [id, allowance] of state.tokens) tokens.set(id, { ...allowance });
  return {
    ...state,
    tokens,
    open: new Map(state.open),
    finished: state.finished.copy(),
    recentCommands: state.recentCommands.copy(),
  };
}

function token(state: WalletState, tokenId: number | null): TokenAllowance | undefined {
  return tokenId === null ? undefined : state.tokens.get(tokenId);
}

/** The key under which a credit-like command is remembered. */
export const commandKey = (kind: string, key: string): string => `${kind}:${key}`;

/**
 * Applies one event to a wallet the caller owns (a clone, or a cache it
 * alone mutates). Deltas were decided when the event was recorded, so this
 * only adds them up.
 */
export function applyWalletEvent(state: WalletState, event: WalletEvent): void {
  const data = event.data;
  if (data.seq !== state.version) throw new Error(`wallet ${state.userId}: event seq ${data.seq} applied at version ${state.version}`);
  state.version += 1;
  switch (event.type) {
    case 'WalletCredited':
      state.available += event.data.availableDelta;
      state.owed += event.data.owedDelta;
      rememberCommand(state, event.causationId);
      return;
    case 'InviteRewardEarned':
      state.invitePending += event.data.amount;
      state.inviteHistory += event.data.amount;
      state.inviteCount += 1;
      rememberCommand(state, event.causationId);
      return;
    case 'InviteEarningsTransferred':
      state.invitePending -= event.data.amount;
      state.available += event.data.availableDelta;
      state.owed += event.data.owedDelta;
      rememberCommand(state, event.causationId);
      return;
    case 'TokenAllowanceSet': {
      const existing = state.tokens.get(event.data.tokenId);
      const allowance = existing ?? { unlimited: false, available: 0, held: 0, overdrawn: 0, used: 0 };
      allowance.unlimited = event.data.unlimited;
      allowance.available += event.data.availableDelta;
      allowance.overdrawn += event.data.overdrawnDelta;
      state.tokens.set(event.data.tokenId, allowance);
      rememberCommand(state, event.causationId);
      return;
    }
    case 'QuotaReserved': {
      const { requestId, tokenId, amount, tokenAmount, modelName, deadline } = event.data;
      state.available -= amount;
      state.held += amount;
      const allowance = token(state, tokenId);
      if (allowance) {
        allowance.available -= tokenAmount;
        allowance.held += tokenAmount;
      }
      state.open.set(requestId, { requestId, tokenId, amount, tokenAmount, modelName, reservedAt: event.occurredAt, deadline });
      return;
    }
    case 'QuotaHoldExtended': {
      // Only the deadline moves. It is decided for an open reservation only, so a valid stream always has one here.
      const open = state.open.get(event.data.requestId);
      if (open) state.open.set(open.requestId, { ...open, deadline: event.data.deadline });
      return;
    }
    case 'QuotaSettled': {
      const d = event.data;
      state.held -= d.reserved;
      state.available += d.availableDelta;
      state.owed += d.owedDelta;
      state.used += d.actual;
      state.requestCount += 1;
      const allowance = token(state, d.tokenId);
      if (allowance) {
        allowance.held -= d.tokenReserved;
        allowance.available += d.tokenAvailableDelta;
        allowance.overdrawn += d.tokenOverdrawnDelta;
        allowance.used += d.actual;
      }
      finish(state, d.requestId, { status: 'settled', actual: d.actual });
      return;
    }
    case 'QuotaReleased': {
      const d = event.data;
      state.held -= d.amount;
      state.available += d.availableDelta;
      state.owed += d.owedDelta;
      const allowance = token(state, d.tokenId);
      if (allowance) {
        allowance.held -= d.tokenAmount;
        allowance.available += d.tokenAvailableDelta;
        allowance.overdrawn += d.tokenOverdrawnDelta;
      }
      finish(state, d.requestId, { status: 'released', reason: d.reason });
      return;
    }
    default:
      assertNever(event);
  }
}

function finish(state: WalletState, requestId: string, outcome: FinishedRequest): void {
  state.open.delete(requestId);
  state.finished.remember(requestId, outcome);
}

/** Credit-like events carry their command's key as causationId. */
function rememberCommand(state: WalletState, key: string | null): void {
  if (key === null || state.recentCommands.has(key)) return;
  state.recentCommands.remember(key, true);
}

/** The pure fold: a new wallet, the given one untouched. */
export function evolveWallet(state: WalletState, events: readonly WalletEvent[]): WalletState {
  const next = cloneWallet(state);
  for (const event of events) applyWalletEvent(next, event);
  return next;
}
