import type { CreditSource, SettledUsage, WalletEvent } from '../../../schema/events/wallet';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { EventStore, ExpectedRevision } from '../../platform/ports/event-store';
import type { SqlDatabase } from '../../platform/ports/sql';
import type { CommandMeta, WalletCommand, WalletOutcome } from './rules/wallet-commands';
import type { FinishedRequest, OpenReservation } from './rules/wallet-state';
import type { WalletView } from './wallet-view';

/* The wallet service's public interface; wallet-service.ts builds it (and re-exports these). */

export interface WalletServiceDeps {
  readonly store: EventStore;
  /** Where snapshots live. */
  readonly db: SqlDatabase;
  readonly clock: Clock;
  readonly logger: Logger;
}

export interface WalletServiceOptions {
  /** How long a reservation may stay open before the sweeper releases it. Default 10 minutes. */
  readonly reservationTimeoutMs?: number;
  /** Most commands of one wallet recorded in one append. Default 256. */
  readonly maxBatch?: number;
  /** Most wallets recorded in one append. Default 1,000. */
  readonly maxWallets?: number;
  /**
   * Appends in flight at once. While they are, commands for any wallet
   * gather for the next one; an idle service appends at once. Default 2.
   */
  readonly writers?: number;
  /** Write a snapshot once a wallet has this many events since the last one, plus up to half as many by user id (`snapshotInterval`). Default 100. */
  readonly snapshotEvery?: number;
  /** Appends tried for a wallet before its commands fail as `unavailable` when other processes keep winning. Default 100. */
  readonly maxAttempts?: number;
  /** Wallets kept in memory. Default 10,000. */
  readonly cachedWallets?: number;
  /**
   * Remembered entries (finished requests and commands, open reservations,
   * tokens: `rememberedEntries`) the wallets in memory may hold between
   * them; the least recently used wallets go first. At 70-160 bytes of heap
   * each, the default 1,000,000 keeps the cache under about 160 MB (1,000
   * busy wallets, or 10,000 with up to 100 each).
   */
  readonly cachedEntries?: number;
}

export interface WalletResult<O extends WalletOutcome = WalletOutcome> {
  readonly outcome: O;
  /** The wallet after the append that recorded this command. */
  readonly wallet: WalletView;
}

export interface ReserveInput {
  readonly requestId: string;
  readonly tokenId: number | null;
  readonly amount: number;
  readonly modelName?: string | null;
  readonly holdMs?: number;
}

/** A reservation's deadline after an extension. */
export interface HoldExtension {
  /** The deadline now; null when this same extension had been recorded already (a repeated append). */
  readonly deadline: string | null;
  readonly wallet: WalletView;
}

export interface Reservation {
  /** The reservation, or for a request id already seen and finished, how it ended. */
  readonly reservation: OpenReservation | null;
  readonly finished: FinishedRequest | null;
  /** True when this request id was reserved before: nothing new was recorded. */
  readonly repeated: boolean;
  readonly wallet: WalletView;
}

/** Events decided for a caller to record in its own transaction (ARCHITECTURE decision 12). */
export interface PreparedWalletEvents {
  readonly streamId: string;
  readonly events: readonly WalletEvent[];
  /** Append with exactly this: a wallet that moved meanwhile refuses, and the caller decides again. */
  readonly expected: ExpectedRevision;
  readonly outcomes: readonly WalletOutcome[];
}

export interface WalletServiceStats {
  readonly commands: number;
  readonly appends: number;
  readonly conflicts: number;
}

export interface WalletService {
  /** Decides and records one command; resolves with its outcome (rejections included, never thrown). */
  execute(userId: number, command: WalletCommand, meta: CommandMeta): Promise<WalletResult>;
  reserve(userId: number, input: ReserveInput, meta: CommandMeta): Promise<Reservation>;
  /**
   * Keeps an open reservation for `holdMs` more from now (never shortening
   * it): a request still running is not released as expired under it.
   * Throws WalletRejected when the reservation is not open (unknown, or
   * already settled or released, `finished` saying how).
   */
  extendHold(userId: number, input: { requestId: string; holdMs: number }, meta: CommandMeta): Promise<HoldExtension>;
  settle(
    userId: number,
    input: { requestId: string; actual: number; usage: SettledUsage },
    meta: CommandMeta,
  ): Promise<WalletResult<Extract<WalletOutcome, { kind: 'settled' }>>>;
  release(
    userId: number,
    input: { requestId: string; reason: 'request_failed' | 'client_disconnected' | 'cancelled' },
    meta: CommandMeta,
  ): Promise<WalletResult>;
  credit(
    userId: number,
    input: { key: string; source: CreditSource; amount: number; reference?: string | null; reason?: string | null },
    meta: CommandMeta,
  ): Promise<WalletResult>;
  setTokenAllowance(userId: number, input: { key: string; tokenId: number; unlimited: boolean; remaining: number }, meta: CommandMeta): Promise<WalletResult>;
  /** Releases this wallet's reservations whose deadline has passed. */
  sweep(userId: number, meta: CommandMeta): Promise<readonly string[]>;
  /** The wallet as the log has it now (reads any events another process appended). */
  view(userId: number): Promise<WalletView>;
  /**
   * Decides commands against the wallet as the log has it now, without
   * recording them: the caller appends the events in its own transaction
   * with the expected revision given, and calls `forget` after the commit.
   */
  prepare(userId: number, commands: readonly WalletCommand[], meta: CommandMeta): Promise<PreparedWalletEvents>;
  /** Drops the wallet from memory: it was written outside this service, and the next command reloads it. */
  forget(userId: number): void;
  stats(): WalletServiceStats;
}
