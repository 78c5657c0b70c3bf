import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../../../projections/ledger/ledger-entries';
import { WALLET_EVENT_TYPES } from '../../../../schema/events/wallet';
import { configChanged, walletEvent } from '../../../testkit/events';

const AT = '2026-11-22T04:00:00.000Z';

describe('ledger_entries evolve', () => {
  it('writes one row per leg of a wallet event, in the order of its legs', () => {
    // 1,000 credited to a wallet that owed 200: the debt is paid first.
    const credit = walletEvent(
      'WalletCredited',
      { seq: 3, source: 'topup', amount: 1_000, reference: 'order-9', reason: null, availableDelta: 800, owedDelta: 200 },
      { userId: 7, occurredAt: AT },
    );
    const keys = ledgerEntries.keysOf(credit);
    expect(keys).toEqual([
      [credit.eventId, 0],
      [credit.eventId, 1],
      [credit.eventId, 2],
    ]);
    const common = { event_id: credit.eventId, user_id: 7n, occurred_at: new Date(AT), seq: 3n, event_type: 'WalletCredited', request_id: null };
    expect(keys.map((key) => ledgerEntries.evolve(null, credit, key))).toEqual([
      { ...common, leg: 0, ledger: 'quota', account: 'user:7:available', amount: 800n },
      { ...common, leg: 1, ledger: 'quota', account: 'user:7:owed', amount: 200n },
      { ...common, leg: 2, ledger: 'quota', account: 'system:issuance', amount: -1_000n },
    ]);
  });

  it("names the request of a reservation's legs, over both ledgers", () => {
    const reserved = walletEvent(
      'QuotaReserved',
      { seq: 4, requestId: 'req-1', tokenId: 77, amount: 600, tokenAmount: 600, modelName: 'gpt-4o', deadline: '2026-11-22T05:00:00.000Z' },
      { userId: 7, occurredAt: AT },
    );
    const rows = ledgerEntries.keysOf(reserved).map((key) => ledgerEntries.evolve(null, reserved, key));
    expect(rows.map((row) => [row!.ledger, row!.account, row!.amount, row!.request_id])).toEqual([
      ['quota', 'user:7:available', -600n, 'req-1'],
      ['quota', 'user:7:held', 600n, 'req-1'],
      ['allowance', 'token:77:available', -600n, 'req-1'],
      ['allowance', 'token:77:held', 600n, 'req-1'],
    ]);
  });

  it('writes a leg the same whatever row it is given: an entry never changes', () => {
    const earned = walletEvent('InviteRewardEarned', { seq: 1, inviteeId: 42, amount: 25 }, { userId: 7, occurredAt: AT });
    const key = [earned.eventId, 0] as const;
    const first = ledgerEntries.evolve(null, earned, key);
    expect(ledgerEntries.evolve(first, earned, key)).toEqual(first);
  });

  it('ignores audit events, and a token allowance that moves nothing', () => {
    expect(ledgerEntries.handles).toEqual(WALLET_EVENT_TYPES);
    const audit = configChanged();
    expect(ledgerEntries.keysOf(audit)).toEqual([]);
    expect(ledgerEntries.evolve(null, audit, [audit.eventId, 0])).toBeNull();
    const unchanged = walletEvent('TokenAllowanceSet', { tokenId: 77, unlimited: false, remaining: 500, availableDelta: 0, overdrawnDelta: 0 });
    expect(ledgerEntries.keysOf(unchanged)).toEqual([]);
  });
});
