import type { SqlSession } from '../../platform/ports/sql';

/*
 * What the channel operations that call upstreams write: measured times
 * and balances (operational data: no audit event, and the abilities do not
 * change), and the one-at-a-time runs of "test all channels"
 * (schema/sql/016_channel_test_runs.sql).
 */

/**
 * Writes what a channel test measured (server-behaviour 3.8,
 * `UpdateResponseTime`): the response time in milliseconds and when the
 * test ran, in unix seconds. Answers whether the channel still exists.
 */
export async function recordChannelTest(session: SqlSession, id: number, responseTimeMs: number, testTime: number): Promise<boolean> {
  const { rows } = await session.query<{ id: unknown }>('UPDATE channels SET response_time = $2, test_time = $3 WHERE id = $1 RETURNING id', [
    id,
    Math.max(0, Math.round(responseTimeMs)),
    testTime,
  ]);
  return rows.length > 0;
}

/** Writes a balance read (USD) and when it was read (unix seconds). Answers whether the channel still exists. */
export async function recordChannelBalance(session: SqlSession, id: number, balanceUsd: number, updatedTime: number): Promise<boolean> {
  const { rows } = await session.query<{ id: unknown }>('UPDATE channels SET balance = $2, balance_updated_time = $3 WHERE id = $1 RETURNING id', [
    id,
    balanceUsd,
    updatedTime,
  ]);
  return rows.length > 0;
}

/**
 * The channels a test-all run tests, in its order (the established gateway's
 * `GetAllChannels`: highest priority first, then by id): every channel but
 * those an admin disabled, since an automatically disabled one may be
 * enabled again by passing.
 */
export async function testableChannelIds(session: SqlSession): Promise<number[]> {
  const { rows } = await session.query<{ id: unknown }>('SELECT id FROM channels WHERE status <> 2 ORDER BY priority DESC, id', []);
  return rows.map((r) => Number(r.id));
}

/** The enabled channels, by id: what "update all balances" reads. */
export async function enabledChannelIds(session: SqlSession): Promise<number[]> {
  const { rows } = await session.query<{ id: unknown }>('SELECT id FROM channels WHERE status = 1 ORDER BY id', []);
  return rows.map((r) => Number(r.id));
}

/**
 * Starts a run unless one is running: answers the new run's id, or null. A
 * running run whose heartbeat is older than `staleBefore` (its instance
 * died) is closed as abandoned first. Call inside a transaction.
 */
/** Serialises claims across instances, so "no run since" below is decided by one claimer at a time. */
const TEST_RUN_CLAIM_LOCK = 7_260_523_016;

/**
 * Starts a run unless one is going (null). With `onlyIfNoneSince` (unix
 * seconds), also null when any run started at or after it: a scheduled run
 * is not due yet. Runs in the caller's transaction.
 */
export async function claimTestRun(
  session: SqlSession,
  run: { startedBy: number; trigger: 'admin' | 'schedule'; now: number; total: number; staleBefore: number; onlyIfNoneSince?: number },
): Promise<number | null> {
  await session.query('SELECT pg_advisory_xact_lock($1)', [TEST_RUN_CLAIM_LOCK]);
  await session.query('UPDATE channel_test_runs SET finished_at = $1, abandoned = true WHERE finished_at IS NULL AND heartbeat_at < $2', [
    run.now,
    run.staleBefore,
  ]);
  if (run.onlyIfNoneSince !== undefined) {
    const { rows } = await session.query('SELECT 1 FROM channel_test_runs WHERE started_at >= $1 LIMIT 1', [run.onlyIfNoneSince]);
    if (rows.length > 0) return null;
  }
  const { rows } = await session.query<{ id: unknown }>(
    `INSERT INTO channel_test_runs (started_by, trigger, started_at, heartbeat_at, total) VALUES ($1, $2, $3, $3, $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    [run.startedBy, run.trigger, run.now, run.total],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** Records progress (and that the run's instance is alive). */
export async function recordTestRunProgress(session: SqlSession, id: number, done: number, now: number): Promise<void> {
  await session.query('UPDATE channel_test_runs SET done = $2, heartbeat_at = $3 WHERE id = $1', [id, done, now]);
}

export async function finishTestRun(session: SqlSession, id: number, now: number): Promise<void> {
  await session.query('UPDATE channel_test_runs SET finished_at = $2, heartbeat_at = $2 WHERE id = $1 AND finished_at IS NULL', [id, now]);
}

/**
 * Moves a polling multi-key channel's index on after a test used a key, only
 * if `channel_info` is still the text the pick was made from: a change made
 * meanwhile (an admin's edit, the monitor) wins, and the index stays.
 */
export async function advancePollingIndex(session: SqlSession, id: number, pickedFrom: string, next: string): Promise<void> {
  await session.query('UPDATE channels SET channel_info = $3 WHERE id = $1 AND channel_info = $2', [id, pickedFrom, next]);
}
