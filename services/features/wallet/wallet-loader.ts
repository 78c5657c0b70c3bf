import { isWalletEvent, walletStreamId, type WalletEvent } from '../../../schema/events/wallet';
import { AppError } from '../../platform/errors';
import type { EventStore } from '../../platform/ports/event-store';
import type { SqlDatabase } from '../../platform/ports/sql';
import { emptyWallet, evolveWallet, type WalletState } from './rules/wallet-state';
import { loadSnapshot } from './wallet-snapshot-records';

/*
 * The wallets this process holds in memory, and loading one: from its latest
 * snapshot plus the events after it, so a long history never slows a
 * request. The most recently used `cachedWallets` stay; the oldest goes first.
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
  /** Catches the wallet in memory up with the log (loads it if absent); keeps whichever is newer if a batch landed meanwhile. */
  refresh(userId: number): Promise<LoadedWallet>;
  remember(userId: number, entry: LoadedWallet): void;
  forget(userId: number): void;
}

/** Folds the stream's events from `state.version` on. */
async function readTail(store: EventStore, state: WalletState): Promise<WalletState> {
  const streamId = walletStreamId(state.userId);
  let current = state;
  for (;;) {
    const page = await store.readStream(streamId, { fromRevision: BigInt(current.version), limit: 1000 });
    const events = page.map((recorded) => recorded.event);
    if (!events.every(isWalletEvent)) throw new AppError('unavailable', `stream ${streamId} holds an event that is not a wallet event`);
    if (events.length > 0) current = evolveWallet(current, events as WalletEvent[]);
    if (page.length < 1000) return current;
  }
}

export function createWalletLoader(deps: { readonly store: EventStore; readonly db: SqlDatabase }, cachedWallets: number): WalletLoader {
  const cache = new Map<number, LoadedWallet>();

  function remember(userId: number, entry: LoadedWallet): void {
    cache.delete(userId);
    cache.set(userId, entry);
    if (cache.size > cachedWallets) cache.delete(cache.keys().next().value!);
  }

  async function load(userId: number): Promise<LoadedWallet> {
    const snapshot = await loadSnapshot(deps.db, userId);
    const state = await readTail(deps.store, snapshot ?? emptyWallet(userId));
    const entry = { state, snapshotVersion: snapshot?.version ?? 0 };
    remember(userId, entry);
    return entry;
  }

  async function refresh(userId: number): Promise<LoadedWallet> {
    const cached = cache.get(userId);
    if (!cached) return load(userId);
    const state = await readTail(deps.store, cached.state);
    const now = cache.get(userId);
    if (now && now.state.version >= state.version) return now;
    const entry = { state, snapshotVersion: cached.snapshotVersion };
    remember(userId, entry);
    return entry;
  }

  return {
    cached: (userId) => cache.get(userId),
    load,
    refresh,
    remember,
    forget(userId) {
      cache.delete(userId);
    },
  };
}
