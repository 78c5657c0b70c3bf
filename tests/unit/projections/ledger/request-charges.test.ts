import { describe, expect, it } from 'vitest';
import { requestCharges, type RequestChargeRow } from '../../../../projections/ledger/request-charges';
import { configChanged, walletEvent } from '../../../testkit/events';

const RESERVED_AT = '2026-11-22T04:00:00.000Z';
const FINISHED_AT = '2026-11-22T04:00:05.000Z';
const KEY = [7n, 'req-1'] as const;

const reserved = walletEvent(
  'QuotaReserved',
  { requestId: 'req-1', tokenId: 77, amount: 600, tokenAmount: 600, modelName: 'gpt-4o', deadline: '2026-11-22T05:00:00.000Z' },
  { userId: 7, occurredAt: RESERVED_AT },
);

/** Request req-1 of user 7, reserved and still running. */
const open: RequestChargeRow = {
  user_id: 7n,
  request_id: 'req-1',
  token_id: 77n,
  model_name: 'gpt-4o',
  channel_id: null,
  reserved: 600n,
  charged: null,
  status: 'reserved',
  release_reason: null,
  prompt_tokens: null,
  completion_tokens: null,
  reserved_at: new Date(RESERVED_AT),
  deadline: new Date('2026-11-22T05:00:00.000Z'),
  finished_at: null,
};

const settled = (modelName: string | null) =>
  walletEvent(
    'QuotaSettled',
    {
      requestId: 'req-1',
      tokenId: 77,
      reserved: 600,
      actual: 450,
      availableDelta: 150,
      owedDelta: 0,
      tokenReserved: 600,
      tokenAvailableDelta: 150,
      tokenOverdrawnDelta: 0,
      usage: { channelId: 4, modelName, promptTokens: 100, completionTokens: 200 },
    },
    { userId: 7, occurredAt: FINISHED_AT },
  );

describe('request_charges evolve', () => {
  it('opens a row per reservation, keyed by user and request id', () => {
    expect(requestCharges.keysOf(reserved)).toEqual([KEY]);
    expect(requestCharges.evolve(null, reserved, KEY)).toEqual(open);
  });

  it('a settlement records the charge, the channel, the tokens and the model the upstream named', () => {
    expect(requestCharges.evolve(open, settled('gpt-4o-2024-08-06'), KEY)).toEqual({
      ...open,
      status: 'settled',
      charged: 450n,
      channel_id: 4n,
      model_name: 'gpt-4o-2024-08-06',
      prompt_tokens: 100,
      completion_tokens: 200,
      finished_at: new Date(FINISHED_AT),
    });
    expect(requestCharges.evolve(open, settled(null), KEY)).toMatchObject({ model_name: 'gpt-4o' });
  });

  it('a release charges nothing and says why', () => {
    const released = walletEvent(
      'QuotaReleased',
      {
        requestId: 'req-1',
        tokenId: 77,
        amount: 600,
        tokenAmount: 600,
        reason: 'expired',
        availableDelta: 600,
        owedDelta: 0,
        tokenAvailableDelta: 600,
        tokenOverdrawnDelta: 0,
      },
      { userId: 7, occurredAt: FINISHED_AT },
    );
    expect(requestCharges.evolve(open, released, KEY)).toEqual({
      ...open,
      status: 'released',
      charged: 0n,
      release_reason: 'expired',
      finished_at: new Date(FINISHED_AT),
    });
    expect(requestCharges.evolve(null, released, KEY)).toBeNull();
  });

  it('writes no row for a settlement whose reservation it never saw', () => {
    expect(requestCharges.evolve(null, settled('gpt-4o'), KEY)).toBeNull();
  });

  it('ignores credits, allowances, invite earnings and audit events', () => {
    expect(requestCharges.handles).toEqual(['QuotaReserved', 'QuotaHoldExtended', 'QuotaSettled', 'QuotaReleased']);
    const credit = walletEvent('WalletCredited', { source: 'topup', amount: 100, reference: null, reason: null, availableDelta: 100, owedDelta: 0 });
    expect(requestCharges.keysOf(credit)).toEqual([]);
    expect(requestCharges.evolve(open, credit, KEY)).toBe(open);
    expect(requestCharges.keysOf(configChanged())).toEqual([]);
    expect(requestCharges.evolve(open, configChanged(), KEY)).toBe(open);
  });
});
