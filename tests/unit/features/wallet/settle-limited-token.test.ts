import { describe, expect, it } from 'vitest';
import { decideWallet } from '../../../../services/features/wallet/rules/decide-wallet';
import type { CommandMeta, WalletCommand } from '../../../../services/features/wallet/rules/wallet-commands';
import { emptyWallet } from '../../../../services/features/wallet/rules/wallet-state';
import { viewOf } from '../../../../services/features/wallet/wallet-view';

/*
 * A limited token pays for what its requests cost, even when a request held
 * nothing from it: a hold that rounded to 0 (PreConsumedQuota 0 and a prompt
 * counted as 0 tokens), or a token made limited after the reservation.
 * Before, such a settle charged the user but left the token's allowance
 * untouched, so the token's limit could be passed without end.
 */

const USER = 12;
const META: CommandMeta = { actor: { kind: 'user', userId: USER, role: 1 }, correlationId: null };
const NOW = new Date('2026-12-01T10:00:00.000Z');
const TOKEN = 4;

const commands = (...list: WalletCommand[]) => list.map((command) => ({ command, meta: META }));
const fund: WalletCommand = { kind: 'credit', key: 'funds', source: 'topup', amount: 100_000, reference: null, reason: null };
const allowance = (unlimited: boolean, remaining: number, key = 'allow'): WalletCommand => ({
  kind: 'setTokenAllowance',
  key,
  tokenId: TOKEN,
  unlimited,
  remaining,
});
const reserve = (amount: number, requestId = 'r1'): WalletCommand => ({
  kind: 'reserve',
  requestId,
  tokenId: TOKEN,
  amount,
  modelName: 'gpt-4o',
  holdMs: 60_000,
});
const settle = (actual: number): WalletCommand => ({
  kind: 'settle',
  requestId: 'r1',
  actual,
  usage: { channelId: 1, modelName: 'gpt-4o', promptTokens: 0, completionTokens: 100 },
});

describe('settling a request of a limited token', () => {
  it('that held 0: the allowance pays the cost, and is overdrawn past what it had', () => {
    const { state, outcomes } = decideWallet(emptyWallet(USER), commands(fund, allowance(false, 100), reserve(0), settle(50_000)), NOW);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const view = viewOf(state);
    expect(view.quota).toBe(50_000);
    expect(view.tokens).toEqual([{ tokenId: TOKEN, unlimited: false, remainQuota: 100 - 50_000, heldQuota: 0, usedQuota: 50_000 }]);
    // Overdrawn, it admits no more reservations.
    const next = decideWallet(state, commands(reserve(1, 'r2')), NOW);
    expect(next.outcomes[0]).toMatchObject({ ok: false, code: 'insufficient_token_quota' });
  });

  it('made limited after its reservation: the allowance pays the cost', () => {
    const { state } = decideWallet(emptyWallet(USER), commands(fund, allowance(true, 0), reserve(300), allowance(false, 1_000, 'limit'), settle(300)), NOW);
    expect(viewOf(state).tokens).toEqual([{ tokenId: TOKEN, unlimited: false, remainQuota: 700, heldQuota: 0, usedQuota: 300 }]);
  });

  it('an unlimited token: the user pays, the allowance counts the use only', () => {
    const { state } = decideWallet(emptyWallet(USER), commands(fund, allowance(true, 0), reserve(300), settle(300)), NOW);
    expect(viewOf(state).quota).toBe(99_700);
    expect(viewOf(state).tokens[0]).toMatchObject({ unlimited: true, heldQuota: 0, usedQuota: 300 });
  });
});
