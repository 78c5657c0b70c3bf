import type { SqlDatabase, SqlSession } from '../../platform/ports/sql';
import { RecentMemory } from './rules/recent-memory';
import type { ReleaseReason } from '../../../schema/events/wallet';
import { RECENT_LIMIT, type FinishedRequest, type OpenReservation, type TokenAllowance, type WalletState } from './rules/wallet-state';

/*
 * Wallet snapshots (table wallet_snapshots): a wallet's state at a version,
 * so loading it reads only the events after that. A snapshot is a cache of
 * the log, never a record: one whose format is not this code's is ignored,
 * and deleting them all loses nothing.
 */

/**
 * Bump when WalletState or this encoding changes; older snapshots are then
 * ignored (and replaced as wallets fall due). 2: finished requests as two
 * parallel arrays, a third of format 1's size.
 */
export const SNAPSHOT_FORMAT = 2;

/**
 * How a finished request ended, compactly: a settle's actual cost (a
 * number), or a release's reason (a string). A wallet remembers its last
 * 1,000, which made them most of a snapshot's bytes as objects.
 */
type FinishedJson = number | ReleaseReason;

interface SnapshotJson {
  readonly scalars: Omit<WalletState, 'tokens' | 'open' | 'finished' | 'recentCommands'>;
  readonly tokens: [number, TokenAllowance][];
  readonly open: OpenReservation[];
  /** Request ids, oldest first, and how each ended, at the same index. */
  readonly finishedIds: string[];
  readonly finishedEnds: FinishedJson[];
  readonly recentCommands: string[];
}

const finishedToJson = (finished: FinishedRequest): FinishedJson => (finished.status === 'settled' ? finished.actual : finished.reason);

const finishedFromJson = (json: FinishedJson): FinishedRequest =>
  typeof json === 'number' ? { status: 'settled', actual: json } : { status: 'released', reason: json };

function toJson(state: WalletState): SnapshotJson {
  const { tokens, open, finished, recentCommands, ...scalars } = state;
  const finishedIds: string[] = [];
  const finishedEnds: FinishedJson[] = [];
  for (const [requestId, end] of finished.entries()) {
    finishedIds.push(requestId);
    finishedEnds.push(finishedToJson(end));
  }
  return { scalars, tokens: [...tokens], open: [...open.values()], finishedIds, finishedEnds, recentCommands: recentCommands.keys() };
}

function fromJson(json: SnapshotJson): WalletState {
  return {
    ...json.scalars,
    tokens: new Map(json.tokens.map(([id, t]) => [id, { ...t }])),
    open: new Map(json.open.map((r) => [r.requestId, r])),
    finished: RecentMemory.of(
      RECENT_LIMIT,
      json.finishedIds.map((requestId, i) => [requestId, finishedFromJson(json.finishedEnds[i]!)] as const),
    ),
    recentCommands: RecentMemory.of(
      RECENT_LIMIT,
      json.recentCommands.map((key) => [key, true] as const),
    ),
  };
}

export async function loadSnapshot(db: SqlSession, userId: number): Promise<WalletState | null> {
  const { rows } = await db.query<{ format: number; state: SnapshotJson }>('SELECT format, state FROM wallet_snapshots WHERE user_id = $1', [userId]);
  const row = rows[0];
  return row && row.format === SNAPSHOT_FORMAT ? fromJson(row.state) : null;
}

/** The usable snapshots of several wallets, by user id, in one query. */
export async function loadSnapshots(db: SqlSession, userIds: readonly number[]): Promise<Map<number, WalletState>> {
  const { rows } = await db.query<{ user_id: string; format: number; state: SnapshotJson }>(
    'SELECT user_id::text AS user_id, format, state FROM wallet_snapshots WHERE user_id = ANY($1::bigint[])',
    [userIds.map(String)],
  );
  return new Map(rows.filter((row) => row.format === SNAPSHOT_FORMAT).map((row) => [Number(row.user_id), fromJson(row.state)]));
}

/**
 * Stores the snapshots of several wallets (one state per wallet) in one
 * statement, each unless a newer one is there already. A snapshot is a cache
 * of what the log holds durably, so its commit does not wait for the disk: a
 * crash can lose only snapshots, and a lost one means reading more events.
 */
export async function saveSnapshots(db: SqlDatabase, states: readonly WalletState[], takenAt: Date): Promise<void> {
  if (states.length === 0) return;
  const rows = await encodeInSlices(states);
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL synchronous_commit = off');
    await tx.query(
      `INSERT INTO wallet_snapshots (user_id, version, format, state, taken_at)
       SELECT s.user_id, s.version, $2, s.state, $3 FROM jsonb_to_recordset($1::jsonb) AS s(user_id bigint, version bigint, state jsonb)
       ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version, format = EXCLUDED.format, state = EXCLUDED.state, taken_at = EXCLUDED.taken_at
       WHERE wallet_snapshots.version < EXCLUDED.version OR wallet_snapshots.format <> EXCLUDED.format`,
      [rows, SNAPSHOT_FORMAT, takenAt.toISOString()],
    );
  });
}

/** Wallets encoded between two turns of the event loop: about 1 ms of work on a 2-core machine. */
const ENCODE_SLICE = 8;

/**
 * The snapshots' rows as one JSON array, encoded a slice of wallets at a
 * time. A wallet's snapshot is up to about 20 kB, and encoding a batch in
 * one go held the event loop (and every reserve and settle waiting on it)
 * for several milliseconds. A wallet state is never changed once made
 * (deciding works on copies), so nothing moves between slices.
 */
async function encodeInSlices(states: readonly WalletState[]): Promise<string> {
  const parts: string[] = [];
  for (const [i, state] of states.entries()) {
    if (i > 0 && i % ENCODE_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    parts.push(JSON.stringify({ user_id: state.userId, version: state.version, state: toJson(state) }));
  }
  return `[${parts.join(',')}]`;
}
