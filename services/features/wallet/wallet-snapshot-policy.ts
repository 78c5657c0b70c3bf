import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { SqlDatabase } from '../../platform/ports/sql';
import type { WalletState } from './rules/wallet-state';
import { saveSnapshot } from './wallet-snapshot-records';

export interface SnapshotDeps {
  readonly db: SqlDatabase;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * Saves a snapshot of `state`, in the background, once it has `every` events
 * since the last one; answers the version the wallet's latest snapshot now
 * has. Never fails: a snapshot that cannot be saved is logged, and the wallet
 * still loads from its events.
 */
export function snapshotIfDue(deps: SnapshotDeps, state: WalletState, lastSnapshotVersion: number, every: number): number {
  if (state.version - lastSnapshotVersion < every) return lastSnapshotVersion;
  saveSnapshot(deps.db, state, deps.clock()).catch((error: unknown) =>
    deps.logger.warn('could not save a wallet snapshot; the wallet still loads from its events', { userId: state.userId, error }),
  );
  return state.version;
}
