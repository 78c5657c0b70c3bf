import { ROLE } from '../../platform/actor';
import type { SqlSession } from '../../platform/ports/sql';
import { noticeFromRow, noticePayload, type Notice } from './notice';

/*
 * The SQL of the notification outbox (`notification_deliveries`,
 * schema/sql/014_balance_alerts.sql): producers insert in their own
 * transaction; senders claim due rows with conditional updates.
 */

export interface Contact {
  readonly email: string;
  readonly setting: Readonly<Record<string, unknown>>;
}

/** Where each (not logged-off) user wants notifications; users without a row (or logged off) are left out. */
export async function loadContacts(session: SqlSession, userIds: readonly number[]): Promise<Map<number, Contact>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await session.query<{ id: bigint; email: string | null; setting: Record<string, unknown> | null }>(
    'SELECT id, email, setting FROM users WHERE id = ANY($1::bigint[]) AND deleted_at IS NULL',
    [userIds.map(String)],
  );
  return new Map(rows.map((r) => [Number(r.id), { email: r.email ?? '', setting: r.setting ?? {} }]));
}

/** The enabled super admins (role 100, status 1, not logged off): who hears about the channels. */
export async function enabledSuperAdminIds(session: SqlSession): Promise<number[]> {
  const { rows } = await session.query<{ id: bigint }>('SELECT id FROM users WHERE role >= $1 AND status = 1 AND deleted_at IS NULL ORDER BY id', [ROLE.root]);
  return rows.map((r) => Number(r.id));
}

export interface NewNotice {
  readonly userId: number;
  readonly notice: Notice;
  readonly decidedAt: Date;
  /** Makes a decision that may be taken twice count once (ON CONFLICT DO NOTHING); null: each insert is its own. */
  readonly dedupeKey: string | null;
  /** Where the producer expects it to go, when it looked (the sender reads the settings again). */
  readonly channel?: 'email' | 'webhook' | null;
}

/** Queues a notice, due at once. */
export async function enqueueNotice(session: SqlSession, n: NewNotice): Promise<void> {
  await session.query(
    `INSERT INTO notification_deliveries (user_id, kind, payload, dedupe_key, channel, decided_at, next_attempt_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $6) ON CONFLICT (dedupe_key) DO NOTHING`,
    [n.userId, n.notice.kind, JSON.stringify(noticePayload(n.notice)), n.dedupeKey, n.channel ?? null, n.decidedAt.toISOString()],
  );
}

export interface DueNotice {
  readonly id: number;
  readonly userId: number;
  readonly notice: Notice;
  readonly decidedAt: Date;
  /** This attempt's number, 1 for the first. */
  readonly attempts: number;
}

interface NoticeRow {
  id: bigint;
  user_id: bigint;
  kind: string;
  payload: Record<string, unknown>;
  decided_at: Date;
  attempts: number;
}

const dueNotice = (r: NoticeRow): DueNotice => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  notice: noticeFromRow(r.kind, r.payload),
  decidedAt: r.decided_at,
  attempts: r.attempts,
});

/**
 * Claims up to `limit` pending notices that are due: each gets one more
 * attempt and a lease (`next_attempt_at` pushed to `leaseUntil`), so another
 * sender leaves it alone unless this one dies mid-send.
 */
export async function claimDueNotices(session: SqlSession, now: Date, leaseUntil: Date, limit: number): Promise<DueNotice[]> {
  const { rows } = await session.query<NoticeRow>(
    // The rows are picked once, in a CTE (a locking CTE is evaluated exactly once): as an `IN (… LIMIT …)`
    // subquery the planner may run the pick again per row and claim far more rows than the limit.
    `WITH picked AS (
       SELECT id FROM notification_deliveries WHERE status = 'pending' AND next_attempt_at <= $1
       ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED
     )
     UPDATE notification_deliveries d SET attempts = d.attempts + 1, next_attempt_at = $2
     FROM picked WHERE d.id = picked.id
     RETURNING d.id, d.user_id, d.kind, d.payload, d.decided_at, d.attempts`,
    [now.toISOString(), leaseUntil.toISOString(), limit],
  );
  return rows.map(dueNotice).sort((a, b) => a.id - b.id);
}

/** The earliest time a pending notice is due, or null when none is pending. */
export async function nextDueAt(session: SqlSession): Promise<Date | null> {
  const { rows } = await session.query<{ at: Date | null }>(`SELECT min(next_attempt_at) AS at FROM notification_deliveries WHERE status = 'pending'`);
  return rows[0]?.at ?? null;
}

type Channel = 'email' | 'webhook' | null;

export async function markSent(session: SqlSession, id: number, channel: Channel, now: Date): Promise<void> {
  await session.query(
    `UPDATE notification_deliveries SET status = 'sent', channel = $2, finished_at = $3, last_error = NULL WHERE id = $1 AND status = 'pending'`,
    [id, channel, now.toISOString()],
  );
}

export async function scheduleRetry(session: SqlSession, id: number, channel: Channel, at: Date, error: string): Promise<void> {
  await session.query(`UPDATE notification_deliveries SET next_attempt_at = $3, channel = $2, last_error = $4 WHERE id = $1 AND status = 'pending'`, [
    id,
    channel,
    at.toISOString(),
    error,
  ]);
}

/** Gives up on a notice, saying why; answers whether this call did it (false: it was no longer pending). */
export async function markSkipped(session: SqlSession, id: number, channel: Channel, error: string, now: Date): Promise<boolean> {
  const { rows } = await session.query<{ id: bigint }>(
    `UPDATE notification_deliveries SET status = 'skipped', channel = COALESCE($2, channel), finished_at = $4, last_error = $3
     WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, channel, error, now.toISOString()],
  );
  return rows.length > 0;
}

/** Housekeeping: forgets sent and skipped notices that finished before `before`; answers how many. Pending ones stay, whatever their age. */
export async function pruneFinishedNotices(session: SqlSession, before: Date): Promise<number> {
  const { rowCount } = await session.query("DELETE FROM notification_deliveries WHERE status <> 'pending' AND finished_at < $1", [before.toISOString()]);
  return rowCount;
}
