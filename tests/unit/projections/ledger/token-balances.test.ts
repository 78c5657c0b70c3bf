import { describe, expect, it } from 'vitest';
import { tokenBalances, type TokenBalanceRow } from '../../../../projections/ledger/token-balances';
import { configChanged, walletEvent } from '../../../testkit/events';

const AT = '2026-11-22T04:00:00.000Z';

/** Token 77 of user 7: 1,000 left, 200 held by a running request, 300 used. */
const row: TokenBalanceRow = {
  token_id: 77n,
  user_id: 7n,
  unlimited: false,
  remain_quota: 1_000n,
  held_quota: 200n,
  used_quota: 300n,
  updated_at: new Date('2026-11-21T00:00:00.000Z'),
};
const after = (changes: Partial<TokenBalanceRow>): TokenBalanceRow => ({ ...row, updated_at: new Date(AT), ...changes });

const reserved = (tokenId: number | null, tokenAmount: number) =>
  walletEvent(
    'QuotaReserved',
    { requestId: 'req-1', tokenId, amount: 200, tokenAmount, modelName: 'gpt-4o-mini', deadline: '2026-11-22T05:00:00.000Z' },
    { userId: 7, occurredAt: AT },
  );

describe('token_balances evolve', () => {
  it("starts a token's row with its first allowance, for the wallet's user", () => {
    const event = walletEvent(
      'TokenAllowanceSet',
      { tokenId: 77, unlimited: false, remaining: 1_000, availableDelta: 1_000, overdrawnDelta: 0 },
      { userId: 7, occurredAt: AT },
    );
    expect(tokenBalances.keysOf(event)).toEqual([[77n]]);
    expect(tokenBalances.evolve(null, event, [77n])).toEqual({
      token_id: 77n,
      user_id: 7n,
      unlimited: false,
      remain_quota: 1_000n,
      held_quota: 0n,
      used_quota: 0n,
      updated_at: new Date(AT),
    });
  });

  it('a new allowance replaces what is left; an unlimited token keeps its use', () => {
    const raised = walletEvent(
      'TokenAllowanceSet',
      { tokenId: 77, unlimited: false, remaining: 5_000, availableDelta: 4_000, overdrawnDelta: 0 },
      { userId: 7, occurredAt: AT },
    );
    expect(tokenBalances.evolve(row, raised, [77n])).toEqual(after({ remain_quota: 5_000n }));
    const unlimited = walletEvent(
      'TokenAllowanceSet',
      { tokenId: 77, unlimited: true, remaining: 0, availableDelta: -1_000, overdrawnDelta: 0 },
      { userId: 7, occurredAt: AT },
    );
    expect(tokenBalances.evolve(row, unlimited, [77n])).toEqual(after({ unlimited: true, remain_quota: 0n }));
  });

  it('a reservation holds part of the allowance; a settlement charges the use; a release gives the hold back', () => {
    expect(tokenBalances.evolve(row, reserved(77, 200), [77n])).toEqual(after({ remain_quota: 800n, held_quota: 400n }));

    // 200 held, 350 used: the 150 beyond comes from what the allowance has left.
    const settled = walletEvent(
      'QuotaSettled',
      {
        requestId: 'req-0',
        tokenId: 77,
        reserved: 200,
        actual: 350,
        availableDelta: -150,
        owedDelta: 0,
        tokenReserved: 200,
        tokenAvailableDelta: -150,
        tokenOverdrawnDelta: 0,
        usage: { channelId: 4, modelName: 'gpt-4o-mini', promptTokens: 10, completionTokens: 20 },
      },
      { userId: 7, occurredAt: AT },
    );
    expect(tokenBalances.evolve(row, settled, [77n])).toEqual(after({ remain_quota: 850n, held_quota: 0n, used_quota: 650n }));

    const released = walletEvent(
      'QuotaReleased',
      {
        requestId: 'req-0',
        tokenId: 77,
        amount: 200,
        tokenAmount: 200,
        reason: 'request_failed',
        availableDelta: 200,
        owedDelta: 0,
        tokenAvailableDelta: 200,
        tokenOverdrawnDelta: 0,
      },
      { userId: 7, occurredAt: AT },
    );
    expect(tokenBalances.evolve(row, released, [77n])).toEqual(after({ remain_quota: 1_200n, held_quota: 0n }));
  });

  it('ignores requests without a token, credits, invite earnings and audit events', () => {
    expect(tokenBalances.handles).toEqual(['TokenAllowanceSet', 'QuotaReserved', 'QuotaSettled', 'QuotaReleased']);
    expect(tokenBalances.keysOf(reserved(null, 0))).toEqual([]);
    const credit = walletEvent('WalletCredited', { source: 'topup', amount: 100, reference: null, reason: null, availableDelta: 100, owedDelta: 0 });
    expect(tokenBalances.keysOf(credit)).toEqual([]);
    expect(tokenBalances.keysOf(walletEvent('InviteRewardEarned', { inviteeId: 9, amount: 10 }))).toEqual([]);
    expect(tokenBalances.keysOf(configChanged())).toEqual([]);
  });
});
