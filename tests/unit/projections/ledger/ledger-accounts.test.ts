import { describe, expect, it } from 'vitest';
import { ledgerAccounts, type LedgerAccountRow } from '../../../../projections/ledger/ledger-accounts';
import { WALLET_EVENT_TYPES } from '../../../../schema/events/wallet';
import { configChanged, walletEvent } from '../../../testkit/events';

const AT = '2026-11-22T04:00:00.000Z';

const settled = walletEvent(
  'QuotaSettled',
  {
    seq: 5,
    requestId: 'req-1',
    tokenId: null,
    reserved: 600,
    actual: 450,
    availableDelta: 150,
    owedDelta: 0,
    tokenReserved: 0,
    tokenAvailableDelta: 0,
    tokenOverdrawnDelta: 0,
    usage: { channelId: 4, modelName: 'gpt-4o', promptTokens: 100, completionTokens: 200 },
  },
  { userId: 7, occurredAt: AT },
);

describe('ledger_accounts evolve', () => {
  it('touches each account an event has a leg on, once', () => {
    expect(ledgerAccounts.keysOf(settled)).toEqual([['user:7:held'], ['user:7:available'], ['system:revenue']]);
  });

  it('opens an account with its first leg', () => {
    expect(ledgerAccounts.evolve(null, settled, ['system:revenue'])).toEqual({
      account: 'system:revenue',
      ledger: 'quota',
      balance: 450n,
      entries: 1n,
      updated_at: new Date(AT),
    });
  });

  it("adds the event's legs on the account to its balance and count", () => {
    const held: LedgerAccountRow = { account: 'user:7:held', ledger: 'quota', balance: 900n, entries: 4n, updated_at: new Date('2026-11-21T00:00:00.000Z') };
    expect(ledgerAccounts.evolve(held, settled, ['user:7:held'])).toEqual({
      account: 'user:7:held',
      ledger: 'quota',
      balance: 300n,
      entries: 5n,
      updated_at: new Date(AT),
    });
  });

  it('leaves an account the event has no leg on, and ignores audit events', () => {
    expect(ledgerAccounts.handles).toEqual(WALLET_EVENT_TYPES);
    const other: LedgerAccountRow = { account: 'user:8:available', ledger: 'quota', balance: 10n, entries: 1n, updated_at: new Date(0) };
    expect(ledgerAccounts.evolve(other, settled, ['user:8:available'])).toBe(other);
    expect(ledgerAccounts.keysOf(configChanged())).toEqual([]);
    expect(ledgerAccounts.evolve(other, configChanged(), ['user:8:available'])).toBe(other);
  });
});
