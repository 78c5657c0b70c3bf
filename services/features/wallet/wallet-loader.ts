import { isWalletEvent, walletStreamId, type WalletEvent } from '../../../schema/events/wallet';
import { AppError } from '../../platform/errors';
import type { EventStore, RecordedEvent } from '../../platform/ports/event-store';
import type { SqlDatabase } from '../../platform/ports/sql';
import { cloneWallet, emptyWallet, evolveWallet, rememberedEntries, type WalletState } from './rules/wallet-state';
import { loadSnapshot, loadSnapshots } from './wallet-snapshot-records';

/*
 * The wallets this process holds in memory, and loading one: from its latest
 * snapshot plus the events after it, so a long history never slows a
 * request. The most recently used wallets stay, up to `wallets` of them and
 * up to `entries` remembered entries between them (`rememberedEntries`);
 * the oldest goes first. The count alone did not bound the memory: a busy
 * user's wallet remembers its last 1,000 finished requests, 70-160 kB of
 * heap, so 10,000 busy users' wallets could take 0.7-1.6 GB.
 */

/** A wallet in memory, and the version its latest snapshot was taken at. */
export interface LoadedWallet {
  readonly state: WalletState;
  readonly snapshotVersion: number;
}

export interface WalletLoader {
  /** The wallet as this process last knew it, if it is in memory. */
  cached(userId: number): LoadedWallet | undefined;
  /** Reads the wallet from its snapshot and the log, and keeps it in memory. */
  load(userId: number): Promise<LoadedWallet>;
  /** `load` for several wallets at once: their snapshots in one query and their events in one read. */
  loadMany(userIds: readonly number[]): Promise<void>;
  /**
   * The wallet as the log has it now: the one in memory caught up with the
   * log (loaded if absent), kept in memory if the log had more. Call it when
   * no append of the wallet is in flight (`WalletWriter.appending`).
   */
  refresh(userId: number): Promise<LoadedWallet>;
  remember(userId: number, entry: LoadedWallet): void;
  forget(userId: number): void;
}

const PAGE = 1000;

/** The wallet with `events` applied, after checking they are all wallet events. */
function folded(state: WalletState, events: readonly RecordedEvent[]): WalletState {
  const walletEvents = events.map((recorded) => recorded.event);
  if (!walletEvents.every(isWalletEvent)) throw new AppError('unavailable', `stream ${walletStreamId(state.userId)} holds an event that is not a wallet event`);
  return walletEvents.length > 0 ? evolveWallet(state, walletEvents as WalletEvent[]) : state;
}

/** Folds the stream's events from `state.version` on. */
async function readTail(store: EventStore, state: WalletState): Promise<WalletState> {
  const streamId = walletStreamId(state.userId);
  let current = state;
  for (;;) {
    const page = await store.readStream(streamId, { fromRevision: BigInt(current.version), limit: PAGE });
    current = folded(current, page);
    if (page.length < PAGE) return current;
  }
}

/** How much of the wallets the cache keeps: the most wallets, and the most remembered entries between them. */
export interface WalletCacheLimits {
  readonly wallets: number;
  readonly entries: number;
}

export function createWalletLoader(deps: { readonly store: EventStore; readonly db: SqlDatabase }, limits: WalletCacheLimits): WalletLoader {
  /** Oldest use first; each with the entries it was counted at. */
  const cache = new Map<number, { loaded: LoadedWallet; entries: number }>();
  let entries = 0;

  function drop(userId: number): void {
    const held = cache.get(userId);
    if (held === undefined) return;
    entries -= held.entries;
    cache.delete(userId);
  }

  function remember(userId: number, loaded: LoadedWallet): void {
    const counted = rememberedEntries(loaded.state);
    const held = cache.get(userId);
    if (held === undefined) cache.set(userId, { loaded, entries: counted });
    else {
      // Moved to the newest end, its holder reused: the writer remembers every wallet of every round.
      cache.delete(userId);
      entries -= held.entries;
      held.loaded = loaded;
      held.entries = counted;
      cache.set(userId, held);
    }
    entries += counted;
    // The wallet just used stays, whatever it holds.
    while (cache.size > 1 && (cache.size > limits.wallets || entries > limits.entries)) drop(cache.keys().next().value!);
  }

  async function load(userId: number): Promise<LoadedWallet> {
    const snapshot = await loadSnapshot(deps.db, userId);
    const state = await readTail(deps.store, snapshot ?? emptyWallet(userId));
    const entry = { state, snapshotVersion: snapshot?.version ?? 0 };
    remember(userId, entry);
    return entry;
  }

  async function loadMany(userIds: readonly number[]): Promise<void> {
    const snapshots = await loadSnapshots(deps.db, userIds);
    const starts = userIds.map((userId) => snapshots.get(userId) ?? emptyWallet(userId));
    const pages = await deps.store.readStreams(
      starts.map((start) => ({ streamId: walletStreamId(start.userId), fromRevision: BigInt(start.version) })),
      PAGE,
    );
    for (const [i, start] of starts.entries()) {
      const page = pages[i]!;
      const state = folded(start, page);
      // A long tail (no recent snapshot) reads on page by page, alone.
      remember(start.userId, {
        state: page.length < PAGE ? state : await readTail(deps.store, state),
        snapshotVersion: snapshots.get(start.userId)?.version ?? 0,
      });
    }
  }

  async function refresh(userId: number): Promise<LoadedWallet> {
    const cached = cache.get(userId)?.loaded;
    if (!cached) return load(userId);
    // The writer decides on the wallet in memory (wallet-writer.ts): read on from a copy of it as it is now.
    const state = await readTail(deps.store, cloneWallet(cached.state));
    const entry = { state, snapshotVersion: cached.snapshotVersion };
    // Kept only if nothing replaced the wallet in memory meanwhile and the log had more; otherwise the writer's is newer.
    if (cache.get(userId)?.loaded === cached && state.version > cached.state.version) remember(userId, entry);
    return entry;
  }

  return {
    cached: (userId) => cache.get(userId)?.loaded,
    load,
    loadMany,
    refresh,
    remember,
    forget: drop,
  };
}
