import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { SqlDatabase } from '../../platform/ports/sql';
import type { WalletState } from './rules/wallet-state';
import { saveSnapshots } from './wallet-snapshot-records';

export interface SnapshotDeps {
  readonly db: SqlDatabase;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** Most wallets in one snapshot statement. */
const MAX_BATCH = 500;

export interface SnapshotSaver {
  /**
   * Queues a snapshot of `state` once it has `every` events since the last
   * one; answers the version the wallet's latest snapshot will have.
   */
  ifDue(state: WalletState, lastSnapshotVersion: number): number;
}

/**
 * Saves snapshots in the background, never failing: one that cannot be saved
 * is logged, and the wallet still loads from its events.
 *
 * Wallets charged in step cross the threshold together (a crowd of them in
 * every append), and a statement and a commit for each would queue in front
 * of the next append for pooled connections. So the due snapshots wait in
 * one queue, the latest state per wallet, and are written one batch at a
 * time: the round's own at once when none is being written, else together
 * once it is done. A queued state is never changed: deciding works on copies.
 */
export function createSnapshotSaver(deps: SnapshotDeps, every: number): SnapshotSaver {
  const due = new Map<number, WalletState>();
  let writing = false;

  async function drain(): Promise<void> {
    while (due.size > 0) {
      const batch: WalletState[] = [];
      for (const [userId, state] of due) {
        if (batch.length === MAX_BATCH) break;
        batch.push(state);
        due.delete(userId);
      }
      await saveSnapshots(deps.db, batch, deps.clock()).catch((error: unknown) =>
        deps.logger.warn('could not save wallet snapshots; the wallets still load from their events', { wallets: batch.length, error }),
      );
    }
    writing = false;
  }

  return {
    ifDue(state, lastSnapshotVersion) {
      if (state.version - lastSnapshotVersion < every) return lastSnapshotVersion;
      due.set(state.userId, state);
      if (!writing) {
        writing = true;
        // After the current round has queued all of its wallets.
        queueMicrotask(() => void drain());
      }
      return state.version;
    },
  };
}
