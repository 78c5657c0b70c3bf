import type { SqlSession } from '../../platform/ports/sql';

/*
 * The SQL of the channel health feature: the `channel_health` and
 * `channel_health_minutes` read models (projections/channel-health/), only
 * read here, joined to the channels that exist. The windows are summed from
 * the minutes at read time, from the caller's clock.
 */

/** The windows every health shows, in minutes: what is happening now, the last hour, the last day. */
export const WINDOW_MINUTES = [5, 60, 1440] as const;

export interface WindowCounts {
  readonly minutes: number;
  readonly successes: number;
  readonly failures: number;
  readonly elapsedMsSum: number;
  readonly elapsedCount: number;
  readonly firstTokenMsSum: number;
  readonly firstTokenCount: number;
}

export interface ChannelHealthRecord {
  readonly channelId: number;
  readonly name: string;
  readonly type: number;
  /** The channel row's status, for a channel the read model has no audit event of. */
  readonly channelStatus: number;
  readonly status: number | null;
  readonly statusAt: Date | null;
  readonly autoStatus: number | null;
  readonly autoReason: string | null;
  readonly autoAt: Date | null;
  readonly lastSuccessAt: Date | null;
  readonly lastResponseMs: number | null;
  readonly lastFirstTokenMs: number | null;
  readonly lastErrorAt: Date | null;
  readonly lastErrorStatus: number | null;
  readonly lastErrorKind: string | null;
  readonly lastErrorCode: string | null;
  readonly lastErrorMessage: string | null;
  readonly lastErrorLatencyMs: number | null;
  readonly windows: readonly WindowCounts[];
}

const MINUTE_MS = 60_000;

/** The first minute a window of `minutes` counts at `now`: the current minute and the ones before it, `minutes` in all. */
export function windowStart(now: Date, minutes: number): Date {
  const current = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return new Date(current - (minutes - 1) * MINUTE_MS);
}

const SUMS = ['successes', 'failures', 'elapsed_ms_sum', 'elapsed_count', 'first_token_ms_sum', 'first_token_count'] as const;

const windowColumns = WINDOW_MINUTES.flatMap((_, w) =>
  SUMS.map((sum) => `coalesce(sum(m.${sum}) FILTER (WHERE m.minute >= $${w + 1}), 0)::bigint AS w${w}_${sum}`),
);

const IDS = `$${WINDOW_MINUTES.length + 1}`;
const LONGEST = `$${WINDOW_MINUTES.length}`;

const HEALTH_SQL = `
SELECT c.id AS channel_id, c.name, c.type, c.status AS channel_status,
       h.status, h.status_at, h.auto_status, h.auto_reason, h.auto_at,
       h.last_success_at, h.last_response_ms, h.last_first_token_ms,
       h.last_error_at, h.last_error_status, h.last_error_kind, h.last_error_code, h.last_error_message, h.last_error_latency_ms,
       w.*
  FROM channels c
  LEFT JOIN channel_health h ON h.channel_id = c.id
 CROSS JOIN LATERAL (
       SELECT ${windowColumns.join(',\n              ')}
         FROM channel_health_minutes m
        WHERE m.channel_id = c.id AND m.minute >= ${LONGEST}
       ) w
 WHERE (${IDS}::bigint[] IS NULL OR c.id = ANY(${IDS}::bigint[]))
 ORDER BY c.id`;

type HealthRow = {
  channel_id: bigint;
  name: string;
  type: number;
  channel_status: number;
  status: number | null;
  status_at: Date | null;
  auto_status: number | null;
  auto_reason: string | null;
  auto_at: Date | null;
  last_success_at: Date | null;
  last_response_ms: number | null;
  last_first_token_ms: number | null;
  last_error_at: Date | null;
  last_error_status: number | null;
  last_error_kind: string | null;
  last_error_code: string | null;
  last_error_message: string | null;
  last_error_latency_ms: number | null;
} & Record<string, unknown>;

/** The health of the channels with these ids (all channels when null) as of `now`, by id. */
export async function selectChannelHealth(session: SqlSession, now: Date, ids: readonly number[] | null): Promise<ChannelHealthRecord[]> {
  const starts = WINDOW_MINUTES.map((minutes) => windowStart(now, minutes).toISOString());
  const { rows } = await session.query<HealthRow>(HEALTH_SQL, [...starts, ids === null ? null : ids.map(String)]);
  return rows.map((r) => ({
    channelId: Number(r.channel_id),
    name: r.name,
    type: r.type,
    channelStatus: r.channel_status,
    status: r.status,
    statusAt: r.status_at,
    autoStatus: r.auto_status,
    autoReason: r.auto_reason,
    autoAt: r.auto_at,
    lastSuccessAt: r.last_success_at,
    lastResponseMs: r.last_response_ms,
    lastFirstTokenMs: r.last_first_token_ms,
    lastErrorAt: r.last_error_at,
    lastErrorStatus: r.last_error_status,
    lastErrorKind: r.last_error_kind,
    lastErrorCode: r.last_error_code,
    lastErrorMessage: r.last_error_message,
    lastErrorLatencyMs: r.last_error_latency_ms,
    windows: WINDOW_MINUTES.map((minutes, w) => {
      const sum = (name: (typeof SUMS)[number]): number => Number(r[`w${w}_${name}`] as bigint);
      return {
        minutes,
        successes: sum('successes'),
        failures: sum('failures'),
        elapsedMsSum: sum('elapsed_ms_sum'),
        elapsedCount: sum('elapsed_count'),
        firstTokenMsSum: sum('first_token_ms_sum'),
        firstTokenCount: sum('first_token_count'),
      };
    }),
  }));
}

/** How many events the read model has taken in for each channel (one, or all when null): what moved since the last look. */
export async function selectHealthMarkers(session: SqlSession, id: number | null): Promise<Map<number, bigint>> {
  const { rows } = await session.query<{ channel_id: bigint; events: bigint }>(
    'SELECT channel_id, events FROM channel_health WHERE $1::bigint IS NULL OR channel_id = $1::bigint',
    [id === null ? null : String(id)],
  );
  return new Map(rows.map((r) => [Number(r.channel_id), r.events]));
}
