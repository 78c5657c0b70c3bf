import { describe, expect, it } from 'vitest';
import { legsOf } from '../../../../projections/ledger/double-entry';
import type { QuotaSettledData, WalletEvent } from '../../../../schema/events/wallet';
import { walletEvent } from '../../../testkit/events';

/* The legs of one event, worked out once per event object and the same for an equal copy. */

const settled = (fields: Partial<QuotaSettledData> = {}): WalletEvent => {
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
    ...fields,
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

  it("posts a limited token's charge when its hold was 0 (found by the wallet property test)", () => {
    // The token held nothing (a hold that rounded to 0, or a token limited since the reservation), yet pays: 100 it had, 50 more overdrawn.
    const legs = legsOf(settled({ reserved: 0, actual: 150, availableDelta: -150, tokenReserved: 0, tokenAvailableDelta: -100, tokenOverdrawnDelta: -50 }));
    const allowance = legs.filter((leg) => leg.ledger === 'allowance');
    const on = (account: string) => allowance.filter((leg) => leg.account === account).reduce((sum, leg) => sum + leg.amount, 0);
    expect(on('token:7:available')).toBe(-100);
    expect(on('token:7:overdrawn')).toBe(-50);
    expect(on('token:7:spent')).toBe(150);
    expect(allowance.reduce((sum, leg) => sum + leg.amount, 0)).toBe(0);
  });
});
