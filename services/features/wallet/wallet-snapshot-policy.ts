import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { SqlDatabase } from '../../platform/ports/sql';
import { cloneWallet, type WalletState } from './rules/wallet-state';
import { batchedByUser } from './batched-by-user';
import { saveSnapshots } from './wallet-snapshot-records';

export interface SnapshotDeps {
  readonly db: SqlDatabase;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * Most wallets in one snapshot statement. A wallet's snapshot is up to about
 * 20 kB (its memory of 1,000 finished requests); a batch is encoded a few
 * wallets at a time (wallet-snapshot-records.ts), so its size bounds only
 * the statement.
 */
const MAX_BATCH = 50;

/**
 * The events after its last snapshot at which a wallet is due for the next:
 * `every`, plus an offset of up to half of it fixed by the user id. Wallets
 * charged in step (a crowd served round robin, a campaign crediting every
 * user) would otherwise all fall due in the same append, and their snapshots
 * would queue in front of the next appends together.
 */
export function snapshotInterval(userId: number, every: number): number {
  return every + (userId % Math.max(1, Math.floor(every / 2)));
}

export interface SnapshotSaver {
  /**
   * Queues a snapshot of `state` once it has `snapshotInterval` events since
   * the last one; answers the version the wallet's latest snapshot will have.
   */
  ifDue(state: WalletState, lastSnapshotVersion: number): number;
}

/**
 * Saves snapshots in the background, never failing: a batch that cannot be
 * saved is logged, and its wallets still load from their events.
 *
 * Wallets charged in step cross the threshold together (a crowd of them in
 * every append), and a statement and a commit for each would queue in front
 * of the next append for pooled connections. So due wallets are saved in
 * batches (`batchedByUser`, as wallets are read), one batch at a time, each
 * with the latest state of its wallets. A state is queued as a copy, since
 * the writer decides on the wallet in memory itself: up to 2,000 remembered
 * entries copied, tens of microseconds, once per `every` events or more.
 */
export function createSnapshotSaver(deps: SnapshotDeps, every: number): SnapshotSaver {
  const latest = new Map<number, WalletState>();
  const save = batchedByUser(
    async (userIds) => {
      const states = userIds.map((userId) => latest.get(userId)!);
      for (const userId of userIds) latest.delete(userId);
      await saveSnapshots(deps.db, states, deps.clock()).catch((error: unknown) =>
        deps.logger.warn('could not save wallet snapshots; the wallets still load from their events', { wallets: states.length, error }),
      );
    },
    { maxBatch: MAX_BATCH, concurrency: 1 },
  );

  return {
    ifDue(state, lastSnapshotVersion) {
      if (state.version - lastSnapshotVersion < snapshotInterval(state.userId, every)) return lastSnapshotVersion;
      // The writer goes on deciding on this very wallet (in place): the snapshot is of the wallet as it is now.
      latest.set(state.userId, cloneWallet(state));
      void save(state.userId);
      return state.version;
    },
  };
}
