import type { GatewayEvent } from '../schema/events/gateway-event';
import { EVENT_TYPES } from '../schema/events/gateway-event';
import type { Projection } from './projection';

/** How many events of each type were recorded in each hour: the admin dashboard's activity chart. */
export type ActivityHourlyRow = {
  readonly event_type: string;
  readonly hour: Date;
  readonly events: bigint;
};

/** The start of the UTC hour an event occurred in. */
function hourOf(event: GatewayEvent): Date {
  const at = new Date(event.occurredAt);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours()));
}

export const activityHourly: Projection<ActivityHourlyRow> = {
  name: 'activity_hourly',
  version: 1,
  table: 'activity_hourly',
  columns: ['event_type', 'hour', 'events'],
  key: ['event_type', 'hour'],
  handles: EVENT_TYPES,
  keysOf: (event) => [[event.type, hourOf(event)]],
  evolve: (row, event) => ({
    event_type: event.type,
    hour: hourOf(event),
    events: (row?.events ?? 0n) + 1n,
  }),
};
