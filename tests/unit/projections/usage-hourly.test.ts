import { describe, expect, it } from 'vitest';
import { usageHourly, type UsageHourlyRow } from '../../../projections/usage-hourly';
import type { GatewayEvent } from '../../../schema/events/gateway-event';
import { walletEvent } from '../../testkit/events';

/* The dashboard's hourly rows: one request per QuotaSettled, summed per user, UTC hour and model. */

const settle = (userId: number, occurredAt: string, actual: number, modelName: string | null, promptTokens = 10, completionTokens = 30) =>
  walletEvent(
    'QuotaSettled',
    {
      requestId: `req-${occurredAt}`,
      tokenId: null,
      reserved: actual,
      actual,
      availableDelta: 0,
      owedDelta: 0,
      tokenReserved: 0,
      tokenAvailableDelta: 0,
      tokenOverdrawnDelta: 0,
      usage: { channelId: 3, modelName, promptTokens, completionTokens },
    },
    { userId, occurredAt },
  );

/** Folds events as the runner does: each into the row at each of its keys. */
function fold(events: readonly GatewayEvent[]): UsageHourlyRow[] {
  const rows = new Map<string, UsageHourlyRow>();
  for (const event of events) {
    for (const key of usageHourly.keysOf(event)) {
      const id = JSON.stringify(key, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
      const row = usageHourly.evolve(rows.get(id) ?? null, event, key);
      if (row) rows.set(id, row);
    }
  }
  return [...rows.values()];
}

const TEN = new Date('2026-11-23T10:00:00.000Z');
const ELEVEN = new Date('2026-11-23T11:00:00.000Z');

describe('usage_hourly evolve', () => {
  it('keys a settle by its wallet’s user, the start of its UTC hour and its model', () => {
    expect(usageHourly.keysOf(settle(42, '2026-11-23T10:59:59.999Z', 640, 'gpt-4o'))).toEqual([[42n, TEN, 'gpt-4o']]);
    expect(usageHourly.keysOf(settle(42, '2026-11-23T11:00:00.000Z', 640, 'gpt-4o'))).toEqual([[42n, ELEVEN, 'gpt-4o']]);
  });

  it('sums quota, prompt and completion tokens and counts requests in one hour', () => {
    const rows = fold([settle(7, '2026-11-23T10:05:00.000Z', 600, 'gpt-4o', 100, 20), settle(7, '2026-11-23T10:55:00.000Z', 400, 'gpt-4o', 50, 5)]);
    expect(rows).toEqual([{ user_id: 7n, hour: TEN, model_name: 'gpt-4o', quota: 1_000n, prompt_tokens: 150n, completion_tokens: 25n, requests: 2n }]);
  });

  it('keeps users, models and hours apart', () => {
    const rows = fold([
      settle(7, '2026-11-23T10:05:00.000Z', 1, 'gpt-4o'),
      settle(8, '2026-11-23T10:05:00.000Z', 2, 'gpt-4o'),
      settle(7, '2026-11-23T10:06:00.000Z', 3, 'claude-3'),
      settle(7, '2026-11-23T11:06:00.000Z', 4, 'gpt-4o'),
    ]);
    expect(rows.map((r) => [r.user_id, r.hour.toISOString(), r.model_name, r.quota])).toEqual([
      [7n, TEN.toISOString(), 'gpt-4o', 1n],
      [8n, TEN.toISOString(), 'gpt-4o', 2n],
      [7n, TEN.toISOString(), 'claude-3', 3n],
      [7n, ELEVEN.toISOString(), 'gpt-4o', 4n],
    ]);
  });

  it('counts a free request and a settle that named no model (under "")', () => {
    const rows = fold([settle(7, '2026-11-23T10:05:00.000Z', 0, null, 0, 0)]);
    expect(rows).toEqual([{ user_id: 7n, hour: TEN, model_name: '', quota: 0n, prompt_tokens: 0n, completion_tokens: 0n, requests: 1n }]);
  });

  it('reads settles only: reservations, releases and credits change no usage', () => {
    expect(usageHourly.handles).toEqual(['QuotaSettled']);
    const credit = walletEvent('WalletCredited', { source: 'topup', amount: 500, reference: null, reason: null, availableDelta: 500, owedDelta: 0 });
    expect(usageHourly.keysOf(credit)).toEqual([]);
  });
});
