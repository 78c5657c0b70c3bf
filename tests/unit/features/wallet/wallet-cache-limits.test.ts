import { describe, expect, it } from 'vitest';
import { emptyWallet, rememberedEntries, type WalletState } from '../../../../services/features/wallet/rules/wallet-state';
import { createWalletLoader } from '../../../../services/features/wallet/wallet-loader';
import type { EventStore } from '../../../../services/platform/ports/event-store';
import type { SqlDatabase } from '../../../../services/platform/ports/sql';

/** Only the cache is exercised here: reading a wallet from the log would be a bug. */
const unreadable = new Proxy({}, { get: () => () => Promise.reject(new Error('the cache test read the log')) });
const deps = { store: unreadable as EventStore, db: unreadable as SqlDatabase };

/** A wallet that remembers `finished` finished requests. */
function walletWith(userId: number, finished: number): { state: WalletState; snapshotVersion: number } {
  const state = emptyWallet(userId);
  for (let i = 0; i < finished; i++) state.finished.remember(`request-${userId}-${i}`, { status: 'settled', actual: 1 });
  return { state, snapshotVersion: 0 };
}

const inMemory = (loader: ReturnType<typeof createWalletLoader>, userIds: number[]) => userIds.filter((userId) => loader.cached(userId) !== undefined);

describe('the wallets kept in memory', () => {
  it('counts what a wallet remembers, up to the memory limit of each kind', () => {
    const busy = walletWith(1, 1_500);
    expect(rememberedEntries(busy.state)).toBe(1_000);
    expect(rememberedEntries(walletWith(2, 3).state)).toBe(3);
  });

  it('lets the least recently used wallets go once their remembered entries pass the limit, however few wallets that is', () => {
    const loader = createWalletLoader(deps, { wallets: 10_000, entries: 2_500 });
    for (const userId of [1, 2, 3]) loader.remember(userId, walletWith(userId, 1_000));
    // 3,000 entries: the oldest, wallet 1, went.
    expect(inMemory(loader, [1, 2, 3])).toEqual([2, 3]);
    // Using wallet 2 again makes wallet 3 the oldest.
    loader.remember(2, walletWith(2, 1_000));
    loader.remember(4, walletWith(4, 600));
    expect(inMemory(loader, [1, 2, 3, 4])).toEqual([2, 4]);
    // Light wallets fit many to the same budget: 50 of them take the place of one busy wallet.
    for (let userId = 10; userId < 60; userId++) loader.remember(userId, walletWith(userId, 20));
    expect(inMemory(loader, [2, 4])).toEqual([4]);
    expect(
      inMemory(
        loader,
        Array.from({ length: 50 }, (_, i) => 10 + i),
      ),
    ).toHaveLength(50);
  });

  it('keeps the wallet just used even when it alone is over the limit, and still counts wallets', () => {
    const loader = createWalletLoader(deps, { wallets: 2, entries: 500 });
    loader.remember(1, walletWith(1, 1_000));
    expect(inMemory(loader, [1])).toEqual([1]);
    loader.remember(2, walletWith(2, 10));
    expect(inMemory(loader, [1, 2])).toEqual([2]);
    loader.remember(3, walletWith(3, 10));
    loader.remember(4, walletWith(4, 10));
    expect(inMemory(loader, [2, 3, 4])).toEqual([3, 4]);
  });

  it('counts a wallet remembered again at what it holds now, and answers the newest of it', () => {
    const loader = createWalletLoader(deps, { wallets: 10, entries: 1_000 });
    loader.remember(1, walletWith(1, 100));
    loader.remember(2, walletWith(2, 100));
    // Wallet 1 grew to 950: 1,050 in all, so wallet 2, now the oldest, goes.
    const grown = walletWith(1, 950);
    loader.remember(1, grown);
    expect(inMemory(loader, [1, 2])).toEqual([1]);
    expect(loader.cached(1)).toBe(grown);
    // Back to 100 (its older entries forgotten), it leaves room for 800 more.
    loader.remember(1, walletWith(1, 100));
    loader.remember(3, walletWith(3, 800));
    expect(inMemory(loader, [1, 3])).toEqual([1, 3]);
    loader.remember(4, walletWith(4, 200));
    expect(inMemory(loader, [1, 3, 4])).toEqual([3, 4]);
  });

  it('gives back a forgotten wallet’s entries', () => {
    const loader = createWalletLoader(deps, { wallets: 10, entries: 1_000 });
    loader.remember(1, walletWith(1, 600));
    loader.forget(1);
    loader.remember(2, walletWith(2, 600));
    loader.remember(3, walletWith(3, 300));
    expect(inMemory(loader, [1, 2, 3])).toEqual([2, 3]);
  });
});
