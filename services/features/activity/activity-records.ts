import type { SqlSession } from '../../platform/ports/sql';

/* The SQL of the activity feature: the `activity_hourly` read model, written by its projection and only read here. */

/** Events of one type recorded in one hour (read model `activity_hourly`). */
export interface ActivityPoint {
  readonly eventType: string;
  /** Start of the UTC hour. */
  readonly hour: Date;
  readonly events: number;
}

/** The hours from `since` on, oldest hour first. */
export async function listActivitySince(session: SqlSession, since: Date): Promise<ActivityPoint[]> {
  const { rows } = await session.query<{ event_type: string; hour: Date; events: bigint }>(
    'SELECT event_type, hour, events FROM activity_hourly WHERE hour >= $1 ORDER BY hour, event_type',
    [since.toISOString()],
  );
  return rows.map((r) => ({ eventType: r.event_type, hour: r.hour, events: Number(r.events) }));
}
