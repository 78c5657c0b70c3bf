import { isWalletEvent, walletStreamId, type CreditSource, type SettledUsage, type WalletEvent } from '../../../schema/events/wallet';
import type { Clock } from '../../platform/clock';
import { AppError, isAppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { DuplicateEventIds, WrongExpectedRevision, type EventStore, type ExpectedRevision } from '../../platform/ports/event-store';
import type { SqlDatabase } from '../../platform/ports/sql';
import { decideWallet } from './rules/decide-wallet';
import type { CommandMeta, WalletCommand, WalletOutcome } from './rules/wallet-commands';
import { emptyWallet, evolveWallet, type FinishedRequest, type OpenReservation, type WalletState } from './rules/wallet-state';
import { WalletRejected } from './wallet-errors';
import { loadSnapshot, saveSnapshot } from './wallet-snapshots';
import { viewOf, type WalletView } from './wallet-view';

/*
 * The wallet service: the only writer of wallet streams (ARCHITECTURE
 * decisions 2, 11 and 13).
 *
 * - Commands for one wallet wait in one queue in this process. Whatever is
 *   queued when the wallet is free is decided together and recorded in one
 *   append (group commit), so a hot wallet costs one round trip per batch,
 *   not per request.
 * - The append carries the revision the decision was made at. If another
 *   process wrote first, the store refuses it; the service reads the events
 *   it missed, decides the same commands again and retries. That is the only
 *   coordination between instances: no lock, on either event store.
 * - Wallets stay in memory once loaded. A wallet is loaded from its latest
 *   snapshot plus the events after it, and a snapshot is written every
 *   `snapshotEvery` events, so a long history never slows a request.
 * - The reply to a command is the wallet as this service now knows it, so a
 *   caller sees its own change before any projection has caught up.
 */

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
  /** Most commands recorded in one append. Default 256. */
  readonly maxBatch?: number;
  /** Write a snapshot once a wallet has this many events since the last one. Default 100. */
  readonly snapshotEvery?: number;
  /** Appends tried before a command fails as `unavailable` when other processes keep winning. Default 100. */
  readonly maxAttempts?: number;
  /** Wallets kept in memory. Default 10,000. */
  readonly cachedWallets?: number;
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

interface Pending {
  readonly command: WalletCommand;
  readonly meta: CommandMeta;
  resolve(result: WalletResult): void;
  reject(error: unknown): void;
}

interface Cached {
  readonly state: WalletState;
  readonly snapshotVersion: number;
}

const expectedRevisionOf = (state: WalletState): ExpectedRevision => (state.version === 0 ? 'no_stream' : BigInt(state.version - 1));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Throws the rejection, or returns the accepted outcome. */
function accepted<O extends WalletOutcome>(result: WalletResult): WalletResult<Exclude<O, { ok: false }>> {
  if (!result.outcome.ok) throw new WalletRejected(result.outcome);
  return result as WalletResult<Exclude<O, { ok: false }>>;
}

export function createWalletService(deps: WalletServiceDeps, options: WalletServiceOptions = {}): WalletService {
  const { reservationTimeoutMs = 600_000, maxBatch = 256, snapshotEvery = 100, maxAttempts = 100, cachedWallets = 10_000 } = options;
  const cache = new Map<number, Cached>();
  const queues = new Map<number, Pending[]>();
  const counters = { commands: 0, appends: 0, conflicts: 0 };

  function remember(userId: number, entry: Cached): void {
    cache.delete(userId);
    cache.set(userId, entry);
    if (cache.size > cachedWallets) cache.delete(cache.keys().next().value!);
  }

  /** Folds the stream's events from `state.version` on. */
  async function readTail(state: WalletState): Promise<WalletState> {
    const streamId = walletStreamId(state.userId);
    let current = state;
    for (;;) {
      const page = await deps.store.readStream(streamId, { fromRevision: BigInt(current.version), limit: 1000 });
      const events = page.map((recorded) => recorded.event);
      if (!events.every(isWalletEvent)) throw new AppError('unavailable', `stream ${streamId} holds an event that is not a wallet event`);
      if (events.length > 0) current = evolveWallet(current, events as WalletEvent[]);
      if (page.length < 1000) return current;
    }
  }

  async function load(userId: number): Promise<Cached> {
    const snapshot = await loadSnapshot(deps.db, userId);
    const state = await readTail(snapshot ?? emptyWallet(userId));
    const entry = { state, snapshotVersion: snapshot?.version ?? 0 };
    remember(userId, entry);
    return entry;
  }

  /** Catches the cached wallet up with the log; keeps whichever is newer if a batch landed meanwhile. */
  async function refresh(userId: number): Promise<Cached> {
    const cached = cache.get(userId);
    if (!cached) return load(userId);
    const state = await readTail(cached.state);
    const now = cache.get(userId);
    if (now && now.state.version >= state.version) return now;
    const entry = { state, snapshotVersion: cached.snapshotVersion };
    remember(userId, entry);
    return entry;
  }

  function snapshotIfDue(entry: Cached): Cached {
    if (entry.state.version - entry.snapshotVersion < snapshotEvery) return entry;
    saveSnapshot(deps.db, entry.state, deps.clock()).catch((error: unknown) =>
      deps.logger.warn('could not save a wallet snapshot; the wallet still loads from its events', { userId: entry.state.userId, error }),
    );
    return { ...entry, snapshotVersion: entry.state.version };
  }

  /** Records one batch; answers every command in it, and never throws. */
  async function record(userId: number, batch: readonly Pending[]): Promise<void> {
    let entry: Cached;
    try {
      entry = cache.get(userId) ?? (await load(userId));
    } catch (error) {
      return fail(batch, error);
    }
    for (let attempt = 1; ; attempt++) {
      const decision = decideWallet(entry.state, batch, deps.clock());
      try {
        if (decision.events.length > 0) {
          const result = await deps.store.append(walletStreamId(userId), decision.events, expectedRevisionOf(entry.state));
          if (!result.written) {
            // Every event id is recorded already: an earlier run of these very commands, beyond the wallet's memory.
            cache.delete(userId);
            return answer(
              batch,
              await load(userId),
              batch.map(() => ({ ok: true, kind: 'repeated' }) as const),
            );
          }
          counters.appends += 1;
        }
        const next = snapshotIfDue({ state: decision.state, snapshotVersion: entry.snapshotVersion });
        remember(userId, next);
        return answer(batch, next, decision.outcomes);
      } catch (error) {
        if (error instanceof WrongExpectedRevision && attempt < maxAttempts) {
          counters.conflicts += 1;
          await pause(Math.random() * Math.min(2 ** attempt, 50));
          try {
            entry = await refresh(userId);
          } catch (refreshError) {
            return fail(batch, refreshError);
          }
          continue;
        }
        if (error instanceof DuplicateEventIds && batch.length > 1) {
          // Some commands repeat ones recorded long ago: record the others one by one.
          for (const pending of batch) await record(userId, [pending]);
          return;
        }
        cache.delete(userId);
        return fail(batch, error instanceof WrongExpectedRevision ? new AppError('unavailable', 'the wallet is too busy; try again') : error);
      }
    }
  }

  function answer(batch: readonly Pending[], entry: Cached, outcomes: readonly WalletOutcome[]): void {
    const wallet = viewOf(entry.state);
    batch.forEach((pending, i) => pending.resolve({ outcome: outcomes[i]!, wallet }));
  }

  function fail(batch: readonly Pending[], error: unknown): void {
    const reported = isAppError(error) ? error : new AppError('unavailable', 'the wallet could not be recorded; try again');
    if (!isAppError(error)) deps.logger.error('wallet append failed', { error });
    for (const pending of batch) pending.reject(reported);
  }

  async function drain(userId: number, queue: Pending[]): Promise<void> {
    while (queue.length > 0) await record(userId, queue.splice(0, maxBatch));
    queues.delete(userId);
  }

  function execute(userId: number, command: WalletCommand, meta: CommandMeta): Promise<WalletResult> {
    if (!Number.isSafeInteger(userId) || userId <= 0) return Promise.reject(new AppError('invalid', 'a wallet belongs to a user id'));
    counters.commands += 1;
    return new Promise((resolve, reject) => {
      const waiting = queues.get(userId);
      if (waiting) return void waiting.push({ command, meta, resolve, reject });
      const queue: Pending[] = [{ command, meta, resolve, reject }];
      queues.set(userId, queue);
      void drain(userId, queue);
    });
  }

  return {
    execute,
    async reserve(userId, input, meta) {
      const command: WalletCommand = {
        kind: 'reserve',
        requestId: input.requestId,
        tokenId: input.tokenId,
        amount: input.amount,
        modelName: input.modelName ?? null,
        holdMs: input.holdMs ?? reservationTimeoutMs,
      };
      const { outcome, wallet } = accepted(await execute(userId, command, meta));
      if (outcome.kind === 'reserved') return { reservation: outcome.reservation, finished: null, repeated: false, wallet };
      if (outcome.kind === 'repeated') return { reservation: outcome.reservation ?? null, finished: outcome.finished ?? null, repeated: true, wallet };
      throw new Error(`unexpected outcome ${outcome.kind} for a reservation`);
    },
    async settle(userId, input, meta) {
      const result = accepted(await execute(userId, { kind: 'settle', ...input }, meta));
      if (result.outcome.kind !== 'settled') throw new Error(`unexpected outcome ${result.outcome.kind} for a settle`);
      return result as WalletResult<Extract<WalletOutcome, { kind: 'settled' }>>;
    },
    async release(userId, input, meta) {
      return accepted(await execute(userId, { kind: 'release', ...input }, meta));
    },
    async credit(userId, input, meta) {
      return accepted(await execute(userId, { kind: 'credit', reference: null, reason: null, ...input }, meta));
    },
    async setTokenAllowance(userId, input, meta) {
      return accepted(await execute(userId, { kind: 'setTokenAllowance', ...input }, meta));
    },
    async sweep(userId, meta) {
      const { outcome } = accepted(await execute(userId, { kind: 'sweep' }, meta));
      return outcome.kind === 'swept' ? outcome.requestIds : [];
    },
    async view(userId) {
      return viewOf((await refresh(userId)).state);
    },
    async prepare(userId, commands, meta) {
      const { state } = await refresh(userId);
      const decision = decideWallet(
        state,
        commands.map((command) => ({ command, meta })),
        deps.clock(),
      );
      return { streamId: walletStreamId(userId), events: decision.events, expected: expectedRevisionOf(state), outcomes: decision.outcomes };
    },
    forget(userId) {
      cache.delete(userId);
    },
    stats: () => ({ ...counters }),
  };
}
