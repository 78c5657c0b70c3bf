import { describe, expect, it } from 'vitest';
import { legsOf } from '../../../../projections/ledger/double-entry';
import type { QuotaSettledData, WalletEvent } from '../../../../schema/events/wallet';
import { walletEvent } from '../../../testkit/events';

/* The legs of one event, worked out once per event object and the same for an equal copy. */

const settled = (): WalletEvent => {
  const data: Omit<QuotaSettledData, 'seq'> = {
    requestId: 'req-1',
    tokenId: 7,
    reserved: 1_000,
    actual: 400,
    availableDelta: 600,
    owedDelta: 0,
    tokenReserved: 1_000,
    tokenAvailableDelta: 600,
    tokenOverdrawnDelta: 0,
    usage: { channelId: 4, modelName: 'gpt-4o-mini', promptTokens: 10, completionTokens: 20 },
  };
  return walletEvent('QuotaSettled', data) as WalletEvent;
};

describe('legsOf', () => {
  it('answers the same legs for the same event however often it is asked', () => {
    const event = settled();
    const first = legsOf(event);
    expect(legsOf(event)).toBe(first);
    expect(first.reduce((sum, leg) => (leg.ledger === 'quota' ? sum + leg.amount : sum), 0)).toBe(0);
  });

  it('works out equal legs for an equal event that is another object', () => {
    const event = settled();
    const copy = structuredClone(event);
    expect(legsOf(copy)).not.toBe(legsOf(event));
    expect(legsOf(copy)).toEqual(legsOf(event));
  });
});
