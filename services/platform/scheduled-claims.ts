import type { SqlSession } from './ports/sql';

/**
 * Claims one run of the scheduled `job` at `now` (unix seconds) if no run
 * was claimed within the last `intervalSeconds`. Every instance may call it
 * on each tick; one insert-or-update decides, so exactly one of them gets
 * `true` per interval, even when they call at the same moment.
 */
export async function claimScheduledRun(session: SqlSession, job: string, now: number, intervalSeconds: number): Promise<boolean> {
  const { rows } = await session.query(
    `INSERT INTO scheduled_job_claims (job, started_at) VALUES ($1, $2)
     ON CONFLICT (job) DO UPDATE SET started_at = EXCLUDED.started_at
       WHERE scheduled_job_claims.started_at <= $3
     RETURNING job`,
    [job, now, now - intervalSeconds],
  );
  return rows.length === 1;
}
