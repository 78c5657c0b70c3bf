import type { GatewayEvent } from '../../schema/events/gateway-event';
import type { Cell, Projection } from '../projection';
import { attributableTimes, auditedChannelId, failedChannels, isDeletion, minuteOf, servingChannel } from './channel-health-events';

/*
 * Channel health, the counts behind the sliding windows (issue 17 item 5):
 * per channel and minute, the requests it served, the attempts that failed
 * on it, and the sums of the response and first-token times of the requests
 * it served at the first attempt. The reader sums the minutes of a window
 * from the application's clock; the projection never reads one.
 *
 * Bounded without a clock: the rows of a channel form a ring of SLOTS
 * minutes (25 hours, the longest window of 24 hours and an hour's margin for
 * clocks that disagree). A minute goes to slot (minutes since the epoch mod
 * SLOTS); an event of a later minute finds the slot holding a minute 25
 * hours older and starts it afresh, and an event older than the minute its
 * slot holds is beyond what is kept and leaves it as it is. So each channel
 * has at most SLOTS rows, and a replay writes the same ones. A deleted
 * channel's slots go with it.
 */

/** Minutes kept per channel: 25 hours. */
export const SLOTS = 1_500;

export type ChannelHealthMinuteRow = {
  readonly channel_id: bigint;
  readonly slot: number;
  readonly minute: Date;
  readonly successes: number;
  readonly failures: number;
  readonly elapsed_ms_sum: bigint;
  readonly elapsed_count: number;
  readonly first_token_ms_sum: bigint;
  readonly first_token_count: number;
};

/** The ring slot of a minute. */
export function slotOf(minute: Date): number {
  return Math.floor(minute.getTime() / 60_000) % SLOTS;
}

function emptyMinute(channelId: bigint, slot: number, minute: Date): ChannelHealthMinuteRow {
  return {
    channel_id: channelId,
    slot,
    minute,
    successes: 0,
    failures: 0,
    elapsed_ms_sum: 0n,
    elapsed_count: 0,
    first_token_ms_sum: 0n,
    first_token_count: 0,
  };
}

const ALL_SLOTS = Array.from({ length: SLOTS }, (_, slot) => slot);

function keysOf(event: GatewayEvent): (readonly Cell[])[] {
  const at = (channels: readonly number[]) => channels.map((id): readonly Cell[] => [BigInt(id), slotOf(minuteOf(event))]);
  switch (event.type) {
    case 'QuotaSettled': {
      const channel = servingChannel(event);
      return channel === null ? [] : at([channel]);
    }
    case 'RelayAttemptsFailed':
      return at(failedChannels(event.data.attempts));
    case 'ConfigChanged': {
      const channel = auditedChannelId(event);
      if (channel === null || !isDeletion(event)) return [];
      return ALL_SLOTS.map((slot): readonly Cell[] => [BigInt(channel), slot]);
    }
    default:
      return [];
  }
}

export const channelHealthMinutes: Projection<ChannelHealthMinuteRow> = {
  name: 'channel_health_minutes',
  version: 1,
  table: 'channel_health_minutes',
  columns: ['channel_id', 'slot', 'minute', 'successes', 'failures', 'elapsed_ms_sum', 'elapsed_count', 'first_token_ms_sum', 'first_token_count'],
  key: ['channel_id', 'slot'],
  handles: ['QuotaSettled', 'RelayAttemptsFailed', 'ConfigChanged'],
  keysOf,
  evolve: (row, event, key) => {
    // keysOf names slots of an audit event only for a deletion.
    if (event.type === 'ConfigChanged') return null;
    const channelId = key[0] as bigint;
    const minute = minuteOf(event);
    if (row !== null && row.minute.getTime() > minute.getTime()) return row;
    const base = row !== null && row.minute.getTime() === minute.getTime() ? row : emptyMinute(channelId, key[1] as number, minute);
    switch (event.type) {
      case 'QuotaSettled': {
        const times = attributableTimes(event);
        if (times === null) return { ...base, successes: base.successes + 1 };
        const firstToken = times.firstTokenMs;
        return {
          ...base,
          successes: base.successes + 1,
          elapsed_ms_sum: base.elapsed_ms_sum + BigInt(times.elapsedMs),
          elapsed_count: base.elapsed_count + 1,
          first_token_ms_sum: base.first_token_ms_sum + BigInt(firstToken ?? 0),
          first_token_count: base.first_token_count + (firstToken === null ? 0 : 1),
        };
      }
      case 'RelayAttemptsFailed': {
        const failures = event.data.attempts.filter((a) => BigInt(a.channelId) === channelId).length;
        return { ...base, failures: base.failures + failures };
      }
      default:
        return row;
    }
  },
};
