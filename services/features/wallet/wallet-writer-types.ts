import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { EventStore, ExpectedRevision } from '../../platform/ports/event-store';
import type { DecidedInPlace } from './rules/decide-wallet';
import type { CommandMeta, WalletCommand } from './rules/wallet-commands';
import type { LoadedWallet, WalletLoader } from './wallet-loader';
import type { WalletResult } from './wallet-service-types';

/* The wallet writer's parts as data (wallet-writer.ts): a waiting command, a wallet's line, a wallet's part of a round, and the writer's deps and options. */

/** A command waiting for its wallet, and how to answer its caller. */
export interface Pending {
  readonly command: WalletCommand;
  readonly meta: CommandMeta;
  /** When it arrived, on the writer's tick count (see `WalletLine.currentAsOf`). */
  readonly arrival: number;
  /** Recorded in an append of its own: it came back from a batch in which some commands repeated old ones. */
  solo: boolean;
  resolve(result: WalletResult): void;
  reject(error: unknown): void;
}

/** One wallet's waiting commands, and where the wallet is in its cycle. */
export interface WalletLine {
  readonly userId: number;
  readonly waiting: Pending[];
  /** loading: being read (or re-read after a conflict); ready: may join the next round; writing: in a round. */
  phase: 'loading' | 'ready' | 'writing';
  /** While writing: settles when the round's append is answered. */
  appended: Promise<unknown> | null;
  /** Appends refused in a row because another process wrote first. */
  conflicts: number;
  /**
   * The tick at which the wallet in memory was last known to be the log's:
   * when the read that loaded it began, or when the append that last
   * succeeded for it was sent (its expected revision held at commit).
   * A refusal records nothing, so no append can catch a wallet another
   * process changed meanwhile (a hold or top-up on another instance): a
   * decision that records nothing answers a refusal only to commands that
   * arrived before this tick, and reads the wallet again for the others.
   */
  currentAsOf: number;
}

/** A wallet's part of one round: its commands, the wallet they were decided on (in place), and the decision. */
export interface Entry {
  readonly line: WalletLine;
  readonly batch: Pending[];
  readonly wallet: LoadedWallet;
  /** The stream's revision the decision was made at (the wallet's before its events were applied). */
  readonly expected: ExpectedRevision;
  readonly decision: DecidedInPlace;
}

export interface WalletWriter {
  /** Queues a command for its wallet; answers once it is recorded (or refused). */
  enqueue(userId: number, command: WalletCommand, meta: CommandMeta): Promise<WalletResult>;
  /**
   * Settles when the wallet's append in flight is answered; null when none
   * is. Until then the wallet in memory holds events the log may not, so a
   * reader that must see only the log's (a view, a decision in a
   * transaction) waits for it.
   */
  appending(userId: number): Promise<unknown> | null;
}

export interface WriterDeps {
  readonly store: EventStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly loader: WalletLoader;
  /** The wallet after an append, with a snapshot taken if one is due. */
  readonly snapshotIfDue: (entry: LoadedWallet) => LoadedWallet;
  /** Counted here: appends made (one per round with events), and wallets refused because another process wrote first. */
  readonly counters: { appends: number; conflicts: number };
}

export interface WriterOptions {
  /** Most commands of one wallet in one append. */
  readonly maxBatch: number;
  /** Most wallets in one append. */
  readonly maxWallets: number;
  /** Appends in flight at once. */
  readonly writers: number;
  /** Appends tried for a wallet before its commands fail as `unavailable` when other processes keep winning. */
  readonly maxAttempts: number;
}
