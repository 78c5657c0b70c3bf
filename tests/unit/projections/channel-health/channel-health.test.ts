import { describe, expect, it } from 'vitest';
import { channelHealthLatest, type ChannelHealthRow } from '../../../../projections/channel-health/channel-health-latest';
import { channelHealthMinutes, SLOTS, slotOf, type ChannelHealthMinuteRow } from '../../../../projections/channel-health/channel-health-minutes';
import type { Cell, Projection, Row } from '../../../../projections/projection';
import type { ConfigChanged } from '../../../../schema/events/audit';
import type { GatewayEvent } from '../../../../schema/events/gateway-event';
import { relayFailureStreamId, type AttemptFailure, type RelayAttemptsFailed } from '../../../../schema/events/relay';
import type { ChargeDetail } from '../../../../schema/events/wallet';
import { configChanged, walletEvent } from '../../../testkit/events';

/* The channel health read models, folded in memory the way the runner folds them (keysOf, then evolve per row in log order). */

function fold<R extends Row>(projection: Projection<R>, events: readonly GatewayEvent[], start: Map<string, R> = new Map()): Map<string, R> {
  const rows = new Map(start);
  for (const event of events) {
    if (!projection.handles.includes(event.type)) continue;
    for (const key of projection.keysOf(event)) {
      const id = JSON.stringify(key.map((c) => (typeof c === 'bigint' ? c.toString() : c)));
      const next = projection.evolve(rows.get(id) ?? null, event, key);
      if (next === null) rows.delete(id);
      else rows.set(id, next);
    }
  }
  return rows;
}

const latest = (events: readonly GatewayEvent[]) => fold<ChannelHealthRow>(channelHealthLatest, events);
const rowOf = (rows: Map<string, ChannelHealthRow>, channel: number) => rows.get(JSON.stringify([String(channel)])) ?? null;

const detail = (over: Partial<ChargeDetail>): ChargeDetail => ({
  group: 'default',
  upstreamModel: null,
  channelsTried: [5],
  stream: true,
  end: 'complete',
  usageSource: 'upstream',
  cachedTokens: 0,
  cacheWriteTokens: 0,
  reasoningTokens: 0,
  imageTokens: 0,
  corrections: [],
  firstTokenMs: 150,
  elapsedMs: 1_200,
  price: { kind: 'per-call', modelPrice: '0.02', quotaPerUnit: '500000', groupRatio: '1' },
  basis: 'usage',
  ...over,
});

function settled(at: string, channelId: number | null, over: Partial<ChargeDetail> | null = {}) {
  return walletEvent(
    'QuotaSettled',
    {
      requestId: `req-${at}`,
      tokenId: null,
      reserved: 100,
      actual: 100,
      availableDelta: 0,
      owedDelta: 0,
      tokenReserved: 0,
      tokenAvailableDelta: 0,
      tokenOverdrawnDelta: 0,
      usage: { channelId, modelName: 'gpt-4o', promptTokens: 1, completionTokens: 1, ...(over === null ? {} : { detail: detail(over) }) },
    },
    { occurredAt: at },
  );
}

const attempt = (channelId: number, over: Partial<AttemptFailure> = {}): AttemptFailure => ({
  channelId,
  status: 503,
  kind: 'upstream',
  code: null,
  type: 'server_error',
  message: 'overloaded',
  latencyMs: 40,
  ...over,
});

function failed(at: string, attempts: AttemptFailure[], outcome: RelayAttemptsFailed['data']['outcome'] = 'answered_error'): RelayAttemptsFailed {
  return {
    eventId: '3f9a3c1e-0000-4000-8000-000000000002',
    type: 'RelayAttemptsFailed',
    schemaVersion: 1,
    streamId: relayFailureStreamId(`req-${at}`),
    occurredAt: at,
    correlationId: null,
    causationId: null,
    actor: { kind: 'system', reason: 'test' },
    data: { requestId: `req-${at}`, userId: 7, tokenId: null, modelName: 'gpt-4o', group: 'default', stream: false, attempts, outcome, clientStatus: null },
  };
}

function channelAudit(
  at: string,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  by: ConfigChanged['actor'],
  reason: string | null = null,
): ConfigChanged {
  return configChanged({
    streamId: `audit_channel-${id}`,
    occurredAt: at,
    actor: by,
    data: { entity: 'channel', entityId: String(id), before, after, reason },
  });
}

const ADMIN = { kind: 'user', userId: 1, role: 100 } as const;
const MONITOR = { kind: 'system', reason: 'channel monitor' } as const;

describe('channel_health: the last facts of each channel', () => {
  it('records the last request served, with its times only when served at the first attempt', () => {
    const rows = latest([settled('2026-11-22T04:00:00.000Z', 5), settled('2026-11-22T04:01:00.000Z', 5, { channelsTried: [6, 5], elapsedMs: 9_000 })]);
    expect(rowOf(rows, 5)).toMatchObject({
      events: 2n,
      last_success_at: new Date('2026-11-22T04:01:00.000Z'),
      last_response_ms: 1_200,
      last_first_token_ms: 150,
    });
    // A settle without its detail (the ledger's own) still counts, without times; one without a channel is no channel's.
    const bare = latest([settled('2026-11-22T04:00:00.000Z', 5, null), settled('2026-11-22T04:00:00.000Z', null)]);
    expect([...bare.values()]).toEqual([expect.objectContaining({ channel_id: 5n, last_response_ms: null, last_success_at: expect.any(Date) })]);
  });

  it('records the last failed attempt of each channel a request failed on', () => {
    const rows = latest([
      failed('2026-11-22T04:00:00.000Z', [attempt(5, { status: 401, message: 'bad key', code: 'invalid_api_key' }), attempt(6), attempt(5, { latencyMs: 7 })]),
    ]);
    expect(rowOf(rows, 5)).toMatchObject({ events: 1n, last_error_status: 503, last_error_message: 'overloaded', last_error_latency_ms: 7 });
    expect(rowOf(rows, 6)).toMatchObject({ events: 1n, last_error_kind: 'upstream', last_error_at: new Date('2026-11-22T04:00:00.000Z') });
  });

  it('follows the status, and keeps the reason and time of the last automatic change apart from admins’ changes', () => {
    const rows = latest([
      channelAudit('2026-11-22T04:00:00.000Z', 5, null, { status: 1, name: 'a' }, ADMIN),
      channelAudit('2026-11-22T04:10:00.000Z', 5, { status: 1 }, { status: 3 }, MONITOR, 'disabled automatically: bad key (status code 401)'),
      channelAudit('2026-11-22T04:20:00.000Z', 5, { status: 3, name: 'a' }, { status: 3, name: 'b' }, ADMIN),
    ]);
    expect(rowOf(rows, 5)).toMatchObject({
      status: 3,
      status_at: new Date('2026-11-22T04:10:00.000Z'),
      auto_status: 3,
      auto_reason: 'disabled automatically: bad key (status code 401)',
      auto_at: new Date('2026-11-22T04:10:00.000Z'),
      events: 3n,
    });
    const enabled = fold(channelHealthLatest, [channelAudit('2026-11-22T05:00:00.000Z', 5, { status: 3 }, { status: 2 }, ADMIN)], rows);
    expect(rowOf(enabled, 5)).toMatchObject({ status: 2, status_at: new Date('2026-11-22T05:00:00.000Z'), auto_status: 3 });
  });

  it('drops a deleted channel, and ignores audit events of other entities', () => {
    const rows = latest([
      settled('2026-11-22T04:00:00.000Z', 5),
      channelAudit('2026-11-22T04:10:00.000Z', 5, { status: 1 }, { status: 1, deleted: true }, ADMIN),
      configChanged({ data: { entity: 'user', entityId: '5', before: null, after: { status: 1 }, reason: null } }),
    ]);
    expect(rows.size).toBe(0);
  });
});

describe('channel_health_minutes: the counts behind the windows', () => {
  const minutes = (events: readonly GatewayEvent[], start?: Map<string, ChannelHealthMinuteRow>) => fold(channelHealthMinutes, events, start);

  it('counts successes, failed attempts and the first-attempt times per channel and minute', () => {
    const rows = minutes([
      settled('2026-11-22T04:00:05.000Z', 5),
      settled('2026-11-22T04:00:50.000Z', 5, { stream: false, firstTokenMs: null, elapsedMs: 800 }),
      settled('2026-11-22T04:00:59.999Z', 5, { channelsTried: [6, 5] }),
      failed('2026-11-22T04:00:30.000Z', [attempt(6), attempt(6), attempt(5)], 'served_by_retry'),
      settled('2026-11-22T04:01:00.000Z', 5),
    ]);
    const four = new Date('2026-11-22T04:00:00.000Z');
    const five = [...rows.values()].filter((r) => r.channel_id === 5n && r.minute.getTime() === four.getTime());
    expect(five).toEqual([
      {
        channel_id: 5n,
        slot: slotOf(four),
        minute: four,
        successes: 3,
        failures: 1,
        elapsed_ms_sum: 2_000n,
        elapsed_count: 2,
        first_token_ms_sum: 150n,
        first_token_count: 1,
      },
    ]);
    expect([...rows.values()].find((r) => r.channel_id === 6n)).toMatchObject({ successes: 0, failures: 2 });
    expect(rows.size).toBe(3);
  });

  it('keeps at most 25 hours a channel: a minute a lap later takes the slot over, and an event older than its slot’s minute is beyond what is kept', () => {
    const first = minutes([settled('2026-11-22T04:00:00.000Z', 5), settled('2026-11-22T04:00:10.000Z', 5)]);
    const lapLater = new Date(Date.parse('2026-11-22T04:00:00.000Z') + SLOTS * 60_000).toISOString();
    const later = minutes([settled(lapLater, 5)], first);
    expect([...later.values()]).toEqual([expect.objectContaining({ minute: new Date(lapLater), successes: 1 })]);
    const stale = minutes([settled('2026-11-22T04:00:20.000Z', 5)], later);
    expect(stale).toEqual(later);
  });

  it('has one slot per minute of 25 hours', () => {
    const day = Array.from({ length: SLOTS }, (_, i) => slotOf(new Date(Date.UTC(2026, 10, 22) + i * 60_000)));
    expect(new Set(day).size).toBe(SLOTS);
    expect(SLOTS * 60_000).toBeGreaterThanOrEqual(25 * 3_600_000);
  });

  it('removes every slot of a deleted channel, and only on deletion', () => {
    const rows = minutes([settled('2026-11-22T04:00:00.000Z', 5), settled('2026-11-22T05:00:00.000Z', 5), settled('2026-11-22T05:00:00.000Z', 6)]);
    expect(channelHealthMinutes.keysOf(channelAudit('2026-11-22T06:00:00.000Z', 5, { status: 1 }, { status: 2 }, ADMIN))).toEqual([]);
    const deletion = channelAudit('2026-11-22T06:00:00.000Z', 5, { status: 1 }, { status: 1, deleted: true }, ADMIN);
    expect(channelHealthMinutes.keysOf(deletion)).toHaveLength(SLOTS);
    const after = minutes([deletion], rows);
    expect([...after.values()].map((r) => r.channel_id)).toEqual([6n]);
  });

  it('keys rows as the table does', () => {
    const keys: readonly (readonly Cell[])[] = channelHealthMinutes.keysOf(settled('2026-11-22T04:00:00.000Z', 5));
    expect(keys).toEqual([[5n, slotOf(new Date('2026-11-22T04:00:00.000Z'))]]);
  });
});
