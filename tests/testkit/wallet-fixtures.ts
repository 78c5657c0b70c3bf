import { randomUUID } from 'node:crypto';
import type { WalletService } from '../../services/features/wallet/wallet-service';
import { freshUserId, TEST_META } from './ledger';

/** The wallet service tests' shared fixtures: a usage to settle with, a clock the test moves, a funded user, token ids. */

export const USAGE = { channelId: 1, modelName: 'gpt-test', promptTokens: 3, completionTokens: 2 };

/** A manual clock: tests move time, nothing else does. */
export function manualClock(start = Date.parse('2026-11-22T10:00:00.000Z')) {
  let now = start;
  return { clock: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

/** A new user credited with `quota`, with the given token allowances. */
export async function fundedUser(wallets: WalletService, quota: number, tokens: { id: number; allowance: number | 'unlimited' }[] = []): Promise<number> {
  const userId = freshUserId();
  await wallets.credit(userId, { key: randomUUID(), source: 'topup', amount: quota }, TEST_META);
  for (const token of tokens) {
    await wallets.setTokenAllowance(
      userId,
      { key: randomUUID(), tokenId: token.id, unlimited: token.allowance === 'unlimited', remaining: token.allowance === 'unlimited' ? 0 : token.allowance },
      TEST_META,
    );
  }
  return userId;
}

let nextToken = 1 + Math.floor(Math.random() * 1_000_000) * 100;

/** A token id no other test of this process uses. */
export const freshTokenId = (): number => nextToken++;
