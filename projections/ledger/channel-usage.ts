import type { Projection } from '../projection';

/** Quota settled through each upstream channel: the channel list's "used" column. */
export type ChannelUsageRow = {
  readonly channel_id: bigint;
  readonly used_quota: bigint;
  readonly request_count: bigint;
  readonly updated_at: Date;
};

export const channelUsage: Projection<ChannelUsageRow> = {
  name: 'channel_usage',
  version: 1,
  table: 'channel_usage',
  columns: ['channel_id', 'used_quota', 'request_count', 'updated_at'],
  key: ['channel_id'],
  handles: ['QuotaSettled'],
  keysOf: (event) => (event.type === 'QuotaSettled' && event.data.usage.channelId !== null ? [[BigInt(event.data.usage.channelId)]] : []),
  evolve: (row, event, key) => {
    if (event.type !== 'QuotaSettled') return row;
    return {
      channel_id: key[0] as bigint,
      used_quota: (row?.used_quota ?? 0n) + BigInt(event.data.actual),
      request_count: (row?.request_count ?? 0n) + 1n,
      updated_at: new Date(event.occurredAt),
    };
  },
};
