import { readOptionHistory } from '../../platform/options/option-history';
import type { EventStore } from '../../platform/ports/event-store';
import type { SqlSession } from '../../platform/ports/sql';
import type { DashboardRange, Granularity } from './rules/dashboard-range';

/* The dashboard's reads: the usage_hourly read model (projections/usage-hourly.ts), and when data export was switched off. */

/** Whose hours: every user's summed per model, one user's (an admin's username filter), or the caller's own. */
export type UsageScope =
  { readonly kind: 'all' } | { readonly kind: 'username'; readonly username: string } | { readonly kind: 'user'; readonly userId: number };

export interface UsageRecord {
  /** Null when summed over every user. */
  readonly user_id: string | null;
  readonly username: string | null;
  readonly model_name: string;
  /** The start of the hour, UTC day or week (Monday 00:00 UTC). */
  readonly bucket: Date;
  readonly quota: string;
  readonly prompt_tokens: string;
  readonly completion_tokens: string;
  readonly requests: string;
}

/**
 * The rows of a range, summed into buckets of `granularity` in SQL, oldest
 * bucket first. Truncation happens on the UTC wall clock whatever the
 * session's time zone, so a day starts at 00:00 UTC and a week on Monday
 * 00:00 UTC (PostgreSQL's ISO week).
 */
export async function selectUsage(db: SqlSession, scope: UsageScope, granularity: Granularity, range: DashboardRange): Promise<UsageRecord[]> {
  const params: unknown[] = [range.start, range.end];
  let who = '';
  if (scope.kind === 'user') {
    params.push(scope.userId);
    who = `AND h.user_id = $${params.length}`;
  } else if (scope.kind === 'username') {
    params.push(scope.username);
    who = `AND h.user_id IN (SELECT id FROM users WHERE lower(username) = lower($${params.length}))`;
  }
  const perUser = scope.kind !== 'all';
  // `granularity` is one of three words (checked), so it can stand in the text.
  const bucket = `date_trunc('${granularity}', h.hour AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
  const { rows } = await db.query<UsageRecord>(
    `SELECT s.user_id::text AS user_id, u.username, s.model_name, s.bucket, s.quota::text AS quota, s.prompt_tokens::text AS prompt_tokens,
            s.completion_tokens::text AS completion_tokens, s.requests::text AS requests
       FROM (SELECT ${perUser ? 'h.user_id' : 'NULL::bigint AS user_id'}, h.model_name, ${bucket} AS bucket,
                    sum(h.quota) AS quota, sum(h.prompt_tokens) AS prompt_tokens, sum(h.completion_tokens) AS completion_tokens, sum(h.requests) AS requests
               FROM usage_hourly h
              WHERE h.hour >= $1 AND h.hour <= $2 ${who}
              GROUP BY ${perUser ? 'h.user_id, ' : ''}h.model_name, bucket) s
       LEFT JOIN users u ON u.id = s.user_id
      ORDER BY s.bucket, s.model_name, s.user_id`,
    params,
  );
  return rows;
}

/**
 * When the option DataExportEnabled last went from on to off, from its
 * history in the log (each change an admin makes is a ConfigChanged event in
 * its audit stream, stamped with the clock of the moment). Null when the log
 * holds no such change.
 */
export async function dataExportSwitchedOffAt(store: EventStore): Promise<Date | null> {
  let switchedOff: Date | null = null;
  for (const change of await readOptionHistory(store, 'DataExportEnabled')) if (change.after === 'false' && change.before !== 'false') switchedOff = change.at;
  return switchedOff;
}
