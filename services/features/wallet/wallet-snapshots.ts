import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { SqlDatabase } from '../../platform/ports/sql';
import type { FinishedRequest, OpenReservation, TokenAllowance, WalletState } from './rules/wallet-state';

/*
 * Wallet snapshots (table wallet_snapshots): a wallet's state at a version,
 * so loading it reads only the events after that. A snapshot is a cache of
 * the log, never a record: one whose format is not this code's is ignored,
 * and deleting them all loses nothing.
 */

/** Bump when WalletState changes shape or meaning; older snapshots are then ignored. */
export const SNAPSHOT_FORMAT = 1;

interface SnapshotJson {
  readonly scalars: Omit<WalletState, 'tokens' | 'open' | 'finished' | 'recentCommands'>;
  readonly tokens: [number, TokenAllowance][];
  readonly open: OpenReservation[];
  readonly finished: [string, FinishedRequest][];
  readonly recentCommands: string[];
}

function toJson(state: WalletState): SnapshotJson {
  const { tokens, open, finished, recentCommands, ...scalars } = state;
  return { scalars, tokens: [...tokens], open: [...open.values()], finished: [...finished], recentCommands: [...recentCommands] };
}

function fromJson(json: SnapshotJson): WalletState {
  return {
    ...json.scalars,
    tokens: new Map(json.tokens.map(([id, t]) => [id, { ...t }])),
    open: new Map(json.open.map((r) => [r.requestId, r])),
    finished: new Map(json.finished),
    recentCommands: new Set(json.recentCommands),
  };
}

export async function loadSnapshot(db: SqlDatabase, userId: number): Promise<WalletState | null> {
  const { rows } = await db.query<{ format: number; state: SnapshotJson }>('SELECT format, state FROM wallet_snapshots WHERE user_id = $1', [userId]);
  const row = rows[0];
  return row && row.format === SNAPSHOT_FORMAT ? fromJson(row.state) : null;
}

/** Stores a snapshot unless a newer one is there already. */
export async function saveSnapshot(db: SqlDatabase, state: WalletState, takenAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO wallet_snapshots (user_id, version, format, state, taken_at) VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version, format = EXCLUDED.format, state = EXCLUDED.state, taken_at = EXCLUDED.taken_at
     WHERE wallet_snapshots.version < EXCLUDED.version OR wallet_snapshots.format <> EXCLUDED.format`,
    [state.userId, state.version, SNAPSHOT_FORMAT, JSON.stringify(toJson(state)), takenAt.toISOString()],
  );
}

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
