import type { EventActor } from '../../../../schema/events/envelope';
import type { CreditSource, ReleaseReason, SettledUsage } from '../../../../schema/events/wallet';
import type { FinishedRequest, OpenReservation } from './wallet-state';

/** Who asked, and which request this is part of; copied onto every event a command records. */
export interface CommandMeta {
  readonly actor: EventActor;
  readonly correlationId: string | null;
}

/**
 * What a wallet can be asked to do: a closed union. Credit-like commands
 * carry a `key` naming the thing they come from (an order number, a code id,
 * a generated id for an admin adjustment); the same key twice records once.
 * Request commands are keyed by their request id.
 */
export type WalletCommand =
  | {
      readonly kind: 'credit';
      readonly key: string;
      readonly source: CreditSource;
      readonly amount: number;
      readonly reference: string | null;
      readonly reason: string | null;
    }
  /**
   * An admin sets the quota (available + owed) to `target`: decided against
   * the wallet as it is at decision time, recorded as an admin adjustment
   * (decide-set-balance.ts).
   */
  | { readonly kind: 'setBalance'; readonly key: string; readonly target: number; readonly reason: string | null }
  | { readonly kind: 'earnInviteReward'; readonly key: string; readonly inviteeId: number; readonly amount: number }
  | { readonly kind: 'transferInviteEarnings'; readonly key: string; readonly amount: number; readonly minimum: number }
  | { readonly kind: 'setTokenAllowance'; readonly key: string; readonly tokenId: number; readonly unlimited: boolean; readonly remaining: number }
  | {
      readonly kind: 'reserve';
      readonly requestId: string;
      readonly tokenId: number | null;
      readonly amount: number;
      readonly modelName: string | null;
      /** How long the reservation may stay open before the sweeper releases it. */
      readonly holdMs: number;
    }
  /**
   * Keeps a running request's reservation open longer: its deadline becomes
   * `now + holdMs`, never earlier than it was. No money moves.
   */
  | { readonly kind: 'extendHold'; readonly requestId: string; readonly holdMs: number }
  | { readonly kind: 'settle'; readonly requestId: string; readonly actual: number; readonly usage: SettledUsage }
  | { readonly kind: 'release'; readonly requestId: string; readonly reason: Exclude<ReleaseReason, 'expired'> }
  /** Releases every reservation whose deadline has passed. */
  | { readonly kind: 'sweep' };

export type WalletCommandKind = WalletCommand['kind'];

/** Why a command changed nothing. */
export type WalletRejectionCode =
  | 'invalid'
  | 'insufficient_user_quota'
  | 'insufficient_token_quota'
  | 'unknown_token'
  | 'unknown_request'
  | 'already_finished'
  | 'insufficient_invite_earnings';

export type WalletOutcome =
  | { readonly ok: true; readonly kind: 'applied' }
  /** The same command was seen before; nothing new was recorded. */
  | { readonly ok: true; readonly kind: 'repeated'; readonly reservation?: OpenReservation; readonly finished?: FinishedRequest }
  | { readonly ok: true; readonly kind: 'reserved'; readonly reservation: OpenReservation }
  /** The reservation's deadline now (unchanged, and nothing recorded, when it was already as late). */
  | { readonly ok: true; readonly kind: 'extended'; readonly deadline: string }
  | { readonly ok: true; readonly kind: 'settled'; readonly charged: number; readonly refunded: number; readonly debt: number }
  | { readonly ok: true; readonly kind: 'released'; readonly amount: number }
  | { readonly ok: true; readonly kind: 'swept'; readonly requestIds: readonly string[] }
  | { readonly ok: false; readonly code: WalletRejectionCode; readonly message: string; readonly finished?: FinishedRequest };
