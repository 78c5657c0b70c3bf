import { describe, expect, it } from 'vitest';
import { channelUsage, type ChannelUsageRow } from '../../../../projections/ledger/channel-usage';
import type { QuotaSettledData } from '../../../../schema/events/wallet';
import { configChanged, walletEvent } from '../../../testkit/events';

const settled = (actual: number, channelId: number | null, occurredAt = '2026-11-22T04:00:00.000Z') => {
  const data: Omit<QuotaSettledData, 'seq'> = {
    requestId: 'req-1',
    tokenId: null,
    reserved: 1_000,
    actual,
    availableDelta: 1_000 - actual,
    owedDelta: 0,
    tokenReserved: 0,
    tokenAvailableDelta: 0,
    tokenOverdrawnDelta: 0,
    usage: { channelId, modelName: 'gpt-4o-mini', promptTokens: 10, completionTokens: 20 },
  };
  return walletEvent('QuotaSettled', data, { occurredAt });
};

describe('channel_usage evolve', () => {
  it("starts a channel's row with the first request settled through it", () => {
    const event = settled(450, 4);
    expect(channelUsage.keysOf(event)).toEqual([[4n]]);
    expect(channelUsage.evolve(null, event, [4n])).toEqual({
      channel_id: 4n,
      used_quota: 450n,
      request_count: 1n,
      updated_at: new Date('2026-11-22T04:00:00.000Z'),
    });
  });

  it('adds each settled request, a free one too', () => {
    const row: ChannelUsageRow = { channel_id: 4n, used_quota: 450n, request_count: 1n, updated_at: new Date('2026-11-22T04:00:00.000Z') };
    const event = settled(0, 4, '2026-11-22T04:30:00.000Z');
    expect(channelUsage.evolve(row, event, [4n])).toEqual({
      channel_id: 4n,
      used_quota: 450n,
      request_count: 2n,
      updated_at: new Date('2026-11-22T04:30:00.000Z'),
    });
  });

  it('ignores a settlement without a channel, and every other event', () => {
    expect(channelUsage.keysOf(settled(450, null))).toEqual([]);
    expect(channelUsage.handles).toEqual(['QuotaSettled']);
    const row: ChannelUsageRow = { channel_id: 4n, used_quota: 450n, request_count: 1n, updated_at: new Date(0) };
    const reserved = walletEvent('QuotaReserved', {
      requestId: 'req-2',
      tokenId: null,
      amount: 100,
      tokenAmount: 0,
      modelName: null,
      deadline: '2026-11-22T05:00:00.000Z',
    });
    expect(channelUsage.keysOf(reserved)).toEqual([]);
    expect(channelUsage.evolve(row, reserved, [4n])).toBe(row);
    expect(channelUsage.keysOf(configChanged())).toEqual([]);
    expect(channelUsage.evolve(row, configChanged(), [4n])).toBe(row);
  });
});
