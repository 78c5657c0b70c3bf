import type { ConfigChanged } from '../../schema/events/audit';
import type { GatewayEvent } from '../../schema/events/gateway-event';
import type { RelayAttemptsFailed } from '../../schema/events/relay';
import type { QuotaSettled } from '../../schema/events/wallet';
import type { Cell, Projection } from '../projection';
import { attributableTimes, auditedChannelId, failedChannels, isAutomatic, isDeletion, servingChannel, statusIn } from './channel-health-events';

/*
 * Channel health, the last facts of each channel (issue 17 item 5): its
 * status and the last automatic change, the last request it served and its
 * times, the last failed attempt. "Last" is in log order. A deleted channel's
 * row goes; a settle that arrives for it afterwards starts a new one, which
 * the reader leaves out (it lists the channels that exist).
 */

export type ChannelHealthRow = {
  readonly channel_id: bigint;
  readonly events: bigint;
  readonly status: number | null;
  readonly status_at: Date | null;
  readonly auto_status: number | null;
  readonly auto_reason: string | null;
  readonly auto_at: Date | null;
  readonly last_success_at: Date | null;
  readonly last_response_ms: number | null;
  readonly last_first_token_ms: number | null;
  readonly last_error_at: Date | null;
  readonly last_error_status: number | null;
  readonly last_error_kind: string | null;
  readonly last_error_code: string | null;
  readonly last_error_message: string | null;
  readonly last_error_latency_ms: number | null;
};

function empty(channelId: bigint): ChannelHealthRow {
  return {
    channel_id: channelId,
    events: 0n,
    status: null,
    status_at: null,
    auto_status: null,
    auto_reason: null,
    auto_at: null,
    last_success_at: null,
    last_response_ms: null,
    last_first_token_ms: null,
    last_error_at: null,
    last_error_status: null,
    last_error_kind: null,
    last_error_code: null,
    last_error_message: null,
    last_error_latency_ms: null,
  };
}

/** The channels an event tells something about. */
function channelsOf(event: GatewayEvent): number[] {
  switch (event.type) {
    case 'QuotaSettled': {
      const channel = servingChannel(event);
      return channel === null ? [] : [channel];
    }
    case 'RelayAttemptsFailed':
      return failedChannels(event.data.attempts);
    case 'ConfigChanged': {
      const channel = auditedChannelId(event);
      return channel === null ? [] : [channel];
    }
    default:
      return [];
  }
}

function served(row: ChannelHealthRow, event: QuotaSettled): ChannelHealthRow {
  const times = attributableTimes(event);
  return {
    ...row,
    last_success_at: new Date(event.occurredAt),
    ...(times === null ? {} : { last_response_ms: times.elapsedMs, last_first_token_ms: times.firstTokenMs }),
  };
}

function failed(row: ChannelHealthRow, event: RelayAttemptsFailed, channelId: number): ChannelHealthRow {
  const last = event.data.attempts.filter((a) => a.channelId === channelId).at(-1);
  if (last === undefined) return row;
  return {
    ...row,
    last_error_at: new Date(event.occurredAt),
    last_error_status: last.status,
    last_error_kind: last.kind,
    last_error_code: last.code,
    last_error_message: last.message,
    last_error_latency_ms: last.latencyMs,
  };
}

function changed(row: ChannelHealthRow, event: ConfigChanged): ChannelHealthRow {
  const at = new Date(event.occurredAt);
  const status = statusIn(event.data.after) ?? row.status;
  const moved = status !== row.status;
  const next = { ...row, status, status_at: moved ? at : row.status_at };
  if (!isAutomatic(event)) return next;
  return { ...next, auto_status: status, auto_reason: event.data.reason ?? 'changed automatically', auto_at: at };
}

export const channelHealthLatest: Projection<ChannelHealthRow> = {
  name: 'channel_health',
  version: 1,
  table: 'channel_health',
  columns: [
    'channel_id',
    'events',
    'status',
    'status_at',
    'auto_status',
    'auto_reason',
    'auto_at',
    'last_success_at',
    'last_response_ms',
    'last_first_token_ms',
    'last_error_at',
    'last_error_status',
    'last_error_kind',
    'last_error_code',
    'last_error_message',
    'last_error_latency_ms',
  ],
  key: ['channel_id'],
  handles: ['QuotaSettled', 'RelayAttemptsFailed', 'ConfigChanged'],
  keysOf: (event) => channelsOf(event).map((id): readonly Cell[] => [BigInt(id)]),
  evolve: (row, event, key) => {
    const channelId = key[0] as bigint;
    if (event.type === 'ConfigChanged' && isDeletion(event)) return null;
    const current = { ...(row ?? empty(channelId)), events: (row?.events ?? 0n) + 1n };
    switch (event.type) {
      case 'QuotaSettled':
        return served(current, event);
      case 'RelayAttemptsFailed':
        return failed(current, event, Number(channelId));
      case 'ConfigChanged':
        return changed(current, event);
      default:
        return row;
    }
  },
};
