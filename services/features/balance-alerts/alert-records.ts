import type { Checkpoint } from '../../platform/ports/event-store';
import type { SqlSession } from '../../platform/ports/sql';

/*
 * The SQL of low-balance alerts (schema/sql/014_balance_alerts.sql): the
 * follower's checkpoint and the folded balances. The alerts themselves go
 * through the notification outbox (services/features/notifications/delivery-records.ts).
 */

/** The follower's row in `log_checkpoints`. A new version folds the whole log again (without alerting: old events are stale). */
export const BALANCE_ALERTS_CHECKPOINT = { name: 'balance-alerts', version: 1 } as const;

export interface StoredPosition {
  readonly version: number;
  readonly position: Checkpoint | null;
}

/** The checkpoint row, locked for the transaction when `lock`: of two followers, the second waits and then sees the first's position. */
export async function readPosition(session: SqlSession, lock: boolean): Promise<StoredPosition | null> {
  const { rows } = await session.query<{ version: number; position: string | null }>(
    `SELECT version, position FROM log_checkpoints WHERE name = $1${lock ? ' FOR UPDATE' : ''}`,
    [BALANCE_ALERTS_CHECKPOINT.name],
  );
  const row = rows[0];
  return row ? { version: row.version, position: row.position as Checkpoint | null } : null;
}

export async function writePosition(session: SqlSession, position: Checkpoint | null): Promise<void> {
  await session.query(
    `INSERT INTO log_checkpoints (name, version, position, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, position = EXCLUDED.position, updated_at = now()`,
    [BALANCE_ALERTS_CHECKPOINT.name, BALANCE_ALERTS_CHECKPOINT.version, position],
  );
}

/** Forgets the folded balances (kept: when each user was last alerted), for a fold from the start. */
export async function resetBalances(session: SqlSession): Promise<void> {
  await session.query('UPDATE balance_alert_state SET quota = 0');
}

export interface BalanceState {
  readonly quota: number;
  readonly lastAlertAt: Date | null;
}

export async function loadStates(session: SqlSession, userIds: readonly number[]): Promise<Map<number, BalanceState>> {
  const { rows } = await session.query<{ user_id: bigint; quota: bigint; last_alert_at: Date | null }>(
    // Locked: a sender handing back an alert window it could not use waits for this batch, and this batch sees its hand-back.
    'SELECT user_id, quota, last_alert_at FROM balance_alert_state WHERE user_id = ANY($1::bigint[]) ORDER BY user_id FOR UPDATE',
    [userIds.map(String)],
  );
  return new Map(rows.map((r) => [Number(r.user_id), { quota: Number(r.quota), lastAlertAt: r.last_alert_at }]));
}

export async function saveStates(session: SqlSession, states: ReadonlyMap<number, BalanceState>): Promise<void> {
  if (states.size === 0) return;
  const entries = [...states];
  await session.query(
    `INSERT INTO balance_alert_state (user_id, quota, last_alert_at)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::timestamptz[])
     ON CONFLICT (user_id) DO UPDATE SET quota = EXCLUDED.quota, last_alert_at = EXCLUDED.last_alert_at`,
    [entries.map(([id]) => String(id)), entries.map(([, s]) => String(s.quota)), entries.map(([, s]) => s.lastAlertAt?.toISOString() ?? null)],
  );
}

/**
 * Hands a user's 2-hour window back after their alert was skipped (to when
 * it was before that alert claimed it), unless a later alert has claimed it
 * since: an alert that never arrived does not count as sent.
 */
export async function handBackWindow(session: SqlSession, userId: number, decidedAt: Date, previousAlertAt: string | null): Promise<void> {
  await session.query('UPDATE balance_alert_state SET last_alert_at = $3 WHERE user_id = $1 AND last_alert_at = $2', [
    String(userId),
    decidedAt.toISOString(),
    previousAlertAt,
  ]);
}
