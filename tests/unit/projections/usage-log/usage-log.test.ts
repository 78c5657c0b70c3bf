import { describe, expect, it } from 'vitest';
import { usageLog } from '../../../../projections/usage-log/usage-log';
import { LOG_TYPES } from '../../../../projections/usage-log/usage-log-row';
import type { GatewayEvent } from '../../../../schema/events/gateway-event';
import { USAGE_LOG_STREAM } from '../../../../schema/events/usage-log';
import type { Checkpoint } from '../../../../services/platform/ports/event-store';
import { configChanged, walletEvent } from '../../../testkit/events';

/* The usage log's rows, from single events (the projection is pure: the event alone decides its row). */

const AT = { position: 'pg:812:4096' as Checkpoint };
const rowOf = (event: GatewayEvent) => {
  const keys = usageLog.keysOf(event);
  return keys.length === 0 ? null : usageLog.evolve(null, event, keys[0]!, AT);
};

const settle = (detail: boolean) =>
  walletEvent(
    'QuotaSettled',
    {
      requestId: 'req-9',
      tokenId: 4,
      reserved: 900,
      actual: 640,
      availableDelta: 260,
      owedDelta: 0,
      tokenReserved: 900,
      tokenAvailableDelta: 260,
      tokenOverdrawnDelta: 0,
      usage: {
        channelId: 12,
        modelName: 'gpt-4o',
        promptTokens: 100,
        completionTokens: 40,
        ...(detail
          ? {
              detail: {
                group: 'default',
                upstreamModel: null,
                channelsTried: [11, 12],
                stream: false,
                end: 'client_gone' as const,
                usageSource: 'local' as const,
                cachedTokens: 0,
                cacheWriteTokens: 0,
                reasoningTokens: 5,
                imageTokens: 0,
                corrections: ['cached_above_prompt'],
                firstTokenMs: null,
                elapsedMs: 999,
                price: { kind: 'per-call' as const, modelPrice: '0.02', quotaPerUnit: '500000', groupRatio: '1' },
                basis: 'usage' as const,
              },
            }
          : {}),
      },
    },
    { userId: 7, occurredAt: '2026-11-25T10:00:00.000Z' },
  );

describe('usage log rows', () => {
  it('writes a consumption row with the details a per-call price and a local count leave', () => {
    const row = rowOf(settle(true))!;
    expect(row).toMatchObject({ type: LOG_TYPES.consumption, user_id: 7n, token_id: 4n, channel_id: 12n, quota: 640n, use_time_ms: 999, request_id: 'req-9' });
    // The event's place in the log, as text that sorts as the log does.
    expect(row.log_order).toBe('pg:00000000000000000812:00000000000000004096');
    expect(JSON.parse(row.other)).toEqual({
      model_ratio: 0,
      completion_ratio: 0,
      group_ratio: 1,
      model_price: 0.02,
      cache_tokens: 0,
      cache_creation_tokens: 0,
      reasoning_tokens: 5,
      image_tokens: 0,
      frt: -1,
      billing_source: 'wallet',
      stream_end: 'client_gone',
      usage_source: 'local',
      usage_corrections: ['cached_above_prompt'],
      charge_basis: 'usage',
      admin_info: { use_channel: [11, 12], local_count_tokens: true },
    });
  });

  it('keeps a settle recorded without its detail, with empty details', () => {
    expect(rowOf(settle(false))).toMatchObject({ type: LOG_TYPES.consumption, other: '{}', log_group: '', is_stream: false });
  });

  it('types credits by their source', () => {
    const credit = (source: 'topup' | 'redemption' | 'admin_adjustment' | 'new_user_gift' | 'invitee_gift', amount: number) =>
      rowOf(
        walletEvent(
          'WalletCredited',
          { source, amount, reference: null, reason: source === 'admin_adjustment' ? 'refund' : null, availableDelta: amount, owedDelta: 0 },
          { userId: 3 },
        ),
      )!;
    expect([
      credit('topup', 5).type,
      credit('redemption', 5).type,
      credit('admin_adjustment', -5).type,
      credit('new_user_gift', 5).type,
      credit('invitee_gift', 5).type,
    ]).toEqual([1, 1, 3, 4, 4]);
    expect(credit('admin_adjustment', -5).content).toBe('Quota adjusted by an admin: -5 (refund)');
  });

  it('says what a top-up, management or system row means as a note in other, which the English content says too', () => {
    const credited = (source: 'topup' | 'admin_adjustment', reference: string | null, reason: string | null) =>
      rowOf(walletEvent('WalletCredited', { source, amount: 500, reference, reason, availableDelta: 500, owedDelta: 0 }, { userId: 3 }))!;
    const topup = credited('topup', 'ORD-7', null);
    expect(JSON.parse(topup.other)).toEqual({ note: { kind: 'topup', amount: 500, order: 'ORD-7' } });
    expect(topup.content).toBe('Online top-up: +500 quota (order ORD-7)');
    expect(JSON.parse(credited('admin_adjustment', null, null).other)).toEqual({ note: { kind: 'admin_adjustment', amount: 500, reason: null } });
    const reward = rowOf(walletEvent('InviteRewardEarned', { amount: 40, inviteeId: 12 }, { userId: 3 }))!;
    expect(JSON.parse(reward.other)).toEqual({ note: { kind: 'invite_reward', amount: 40, inviteeId: 12 } });
    expect(reward.content).toBe('Invite reward: +40 quota (invitee #12)');
    const created = configChanged({
      streamId: 'audit_user-8',
      actor: { kind: 'user', userId: 1, role: 100 },
      data: { entity: 'user', entityId: '8', before: null, after: { status: 1 }, reason: null },
    });
    expect(rowOf(created)).toMatchObject({
      content: 'Admin #1: created the account',
      other: JSON.stringify({ note: { kind: 'account_created', adminId: 1, reason: null } }),
    });
  });

  it('writes nothing for reservations and releases, and nothing for a user changing their own account', () => {
    expect(
      rowOf(
        walletEvent(
          'QuotaReserved',
          { requestId: 'r', tokenId: null, amount: 5, tokenAmount: 0, modelName: null, deadline: '2026-11-25T11:00:00.000Z' },
          { userId: 3 },
        ),
      ),
    ).toBeNull();
    const own = configChanged({
      streamId: 'audit_user-3',
      actor: { kind: 'user', userId: 3, role: 1 },
      data: { entity: 'user', entityId: '3', before: { a: 1 }, after: { a: 2 }, reason: null },
    });
    expect(rowOf(own)).toBeNull();
    const option = configChanged({ actor: { kind: 'user', userId: 1, role: 100 } });
    expect(rowOf(option)).toBeNull();
  });

  it('names secrets and objects in a management row instead of printing them', () => {
    const change = configChanged({
      streamId: 'audit_user-8',
      actor: { kind: 'user', userId: 1, role: 100 },
      data: {
        entity: 'user',
        entityId: '8',
        before: { status: 1, accessToken: { redacted: true } },
        after: { status: 2, accessToken: { redacted: true }, setting: { a: 1 } },
        reason: 'abuse',
      },
    });
    expect(rowOf(change)).toMatchObject({ type: LOG_TYPES.management, user_id: 8n, content: 'Admin #1: status: 1 → 2; setting: ∅ → … (abuse)' });
    expect(JSON.parse(rowOf(change)!.other)).toEqual({
      note: {
        kind: 'account_changed',
        adminId: 1,
        changes: [
          ['status', '1', '2'],
          ['setting', '∅', '…'],
        ],
        reason: 'abuse',
      },
    });
  });

  it('clears rows before the instant a UsageLogCleared event names, and only then', () => {
    const cleared = {
      eventId: '3f9a3c1e-0000-4000-8000-000000000001',
      type: 'UsageLogCleared',
      schemaVersion: 1,
      streamId: USAGE_LOG_STREAM,
      occurredAt: '2026-11-25T12:00:00.000Z',
      correlationId: null,
      causationId: null,
      actor: { kind: 'system', reason: 'test' },
      data: { before: '2026-11-20T00:00:00.000Z', reason: 'retention' },
    } as const;
    expect(usageLog.clears!(cleared)).toEqual({ column: 'created_at', before: new Date('2026-11-20T00:00:00.000Z') });
    expect(usageLog.keysOf(cleared)).toEqual([]);
    expect(usageLog.clears!(settle(true))).toBeNull();
  });
});
