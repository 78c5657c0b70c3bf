import { describe, expect, it } from 'vitest';
import { userBalances, type UserBalanceRow } from '../../../../projections/ledger/user-balances';
import { WALLET_EVENT_TYPES } from '../../../../schema/events/wallet';
import { configChanged, walletEvent } from '../../../testkit/events';

const USER = 7;
const AT = '2026-11-22T04:00:00.000Z';

/** A user with 1,000 available, 300 held, 50 invite earnings pending, after 5 wallet events. */
const row: UserBalanceRow = {
  user_id: 7n,
  quota: 1_000n,
  held_quota: 300n,
  owed_quota: 0n,
  used_quota: 2_000n,
  request_count: 3n,
  aff_quota: 50n,
  aff_count: 1n,
  aff_history_quota: 50n,
  wallet_version: 5n,
  updated_at: new Date('2026-11-21T00:00:00.000Z'),
};
const after = (changes: Partial<UserBalanceRow>): UserBalanceRow => ({ ...row, wallet_version: 6n, updated_at: new Date(AT), ...changes });

describe('user_balances evolve', () => {
  it("starts a user's row from zero with the first credit", () => {
    const event = walletEvent(
      'WalletCredited',
      { source: 'new_user_gift', amount: 500, reference: null, reason: null, availableDelta: 500, owedDelta: 0 },
      { userId: USER, occurredAt: AT },
    );
    expect(userBalances.keysOf(event)).toEqual([[7n]]);
    expect(userBalances.evolve(null, event, [7n])).toEqual({
      user_id: 7n,
      quota: 500n,
      held_quota: 0n,
      owed_quota: 0n,
      used_quota: 0n,
      request_count: 0n,
      aff_quota: 0n,
      aff_count: 0n,
      aff_history_quota: 0n,
      wallet_version: 1n,
      updated_at: new Date(AT),
    });
  });

  it('a credit adds to the quota and pays debt; a negative adjustment beyond what is available becomes debt', () => {
    const credit = walletEvent(
      'WalletCredited',
      { source: 'topup', amount: 400, reference: 'order-1', reason: null, availableDelta: 400, owedDelta: 0 },
      { userId: USER, occurredAt: AT },
    );
    expect(userBalances.evolve(row, credit, [7n])).toEqual(after({ quota: 1_400n }));
    const deduction = walletEvent(
      'WalletCredited',
      { source: 'admin_adjustment', amount: -1_500, reference: null, reason: 'refund reversed', availableDelta: -1_000, owedDelta: -500 },
      { userId: USER, occurredAt: AT },
    );
    expect(userBalances.evolve(row, deduction, [7n])).toEqual(after({ quota: -500n, owed_quota: -500n }));
  });

  it('invite earnings: a reward is pending until transferred to the quota', () => {
    const earned = walletEvent('InviteRewardEarned', { inviteeId: 42, amount: 25 }, { userId: USER, occurredAt: AT });
    expect(userBalances.evolve(row, earned, [7n])).toEqual(after({ aff_quota: 75n, aff_count: 2n, aff_history_quota: 75n }));
    const transferred = walletEvent('InviteEarningsTransferred', { amount: 50, availableDelta: 50, owedDelta: 0 }, { userId: USER, occurredAt: AT });
    expect(userBalances.evolve(row, transferred, [7n])).toEqual(after({ aff_quota: 0n, quota: 1_050n }));
  });

  it('a reservation moves quota to held; a settlement charges the actual cost and counts the request; a release gives the hold back', () => {
    const reserved = walletEvent(
      'QuotaReserved',
      { requestId: 'req-1', tokenId: null, amount: 200, tokenAmount: 0, modelName: 'gpt-4o-mini', deadline: '2026-11-22T05:00:00.000Z' },
      { userId: USER, occurredAt: AT },
    );
    expect(userBalances.evolve(row, reserved, [7n])).toEqual(after({ quota: 800n, held_quota: 500n }));

    // 300 reserved, 450 used: the 150 beyond comes from the quota.
    const settled = walletEvent(
      'QuotaSettled',
      {
        requestId: 'req-0',
        tokenId: null,
        reserved: 300,
        actual: 450,
        availableDelta: -150,
        owedDelta: 0,
        tokenReserved: 0,
        tokenAvailableDelta: 0,
        tokenOverdrawnDelta: 0,
        usage: { channelId: 4, modelName: 'gpt-4o-mini', promptTokens: 10, completionTokens: 20 },
      },
      { userId: USER, occurredAt: AT },
    );
    expect(userBalances.evolve(row, settled, [7n])).toEqual(after({ quota: 850n, held_quota: 0n, used_quota: 2_450n, request_count: 4n }));

    const released = walletEvent(
      'QuotaReleased',
      {
        requestId: 'req-0',
        tokenId: null,
        amount: 300,
        tokenAmount: 0,
        reason: 'client_disconnected',
        availableDelta: 300,
        owedDelta: 0,
        tokenAvailableDelta: 0,
        tokenOverdrawnDelta: 0,
      },
      { userId: USER, occurredAt: AT },
    );
    expect(userBalances.evolve(row, released, [7n])).toEqual(after({ quota: 1_300n, held_quota: 0n }));
  });

  it("a token's allowance changes no money: only the wallet version moves", () => {
    const allowance = walletEvent(
      'TokenAllowanceSet',
      { tokenId: 77, unlimited: false, remaining: 1_000, availableDelta: 1_000, overdrawnDelta: 0 },
      { userId: USER, occurredAt: AT },
    );
    expect(userBalances.evolve(row, allowance, [7n])).toEqual(after({}));
  });

  it('folds every wallet event and nothing else', () => {
    expect(userBalances.handles).toEqual(WALLET_EVENT_TYPES);
    expect(userBalances.handles).not.toContain(configChanged().type);
  });
});
