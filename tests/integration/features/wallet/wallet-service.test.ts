import { expect, it } from 'vitest';
import { createWalletService, type WalletService } from '../../../../services/features/wallet/wallet-service';
import { WalletRejected } from '../../../../services/features/wallet/wallet-errors';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { openPostgres } from '../../../../services/platform/adapters/postgres';
import { silentLogger } from '../../../../services/platform/logger';
import type { EventStore } from '../../../../services/platform/ports/event-store';
import { describeOnEachBackend } from '../../../testkit/databases';
import { catchUpLedger, driftOf, inParallel, measureDrift, openHolds, TEST_META } from '../../../testkit/ledger';
import { freshTokenId, fundedUser, USAGE } from '../../../testkit/wallet-fixtures';

/*
 * RELIABILITY A1 and A2 against the wallet service on a real event store, on
 * one service and on two sharing the log, each printing its figures. The
 * other acceptance checks are in wallet-service-settle.test.ts (A3, A4, A10)
 * and wallet-service-memory.test.ts (A15, repeats, snapshots); they are
 * three files so that the test workers share them.
 */

describeOnEachBackend('wallet service: overdraft and shared balances', (test) => {
  const serviceOn = (store: EventStore, clock = () => new Date()) => createWalletService({ store, db: test.db, clock, logger: silentLogger });

  /** A1, on one or two services sharing the log. */
  async function overdraftHammer(services: WalletService[], label: string): Promise<void> {
    const tokenId = freshTokenId();
    const userId = await fundedUser(services[0]!, 1_000_000, [{ id: tokenId, allowance: 5_000 }]);
    let minimumRemain = Infinity;
    let rejectedForQuota = 0;
    const begun = performance.now();
    const outcomes = await inParallel(10_000, 200, async (i) => {
      const wallets = services[i % services.length]!;
      const requestId = `a1-${i}`;
      try {
        const { wallet } = await wallets.reserve(userId, { requestId, tokenId, amount: 1 }, TEST_META);
        minimumRemain = Math.min(minimumRemain, wallet.tokens.find((t) => t.tokenId === tokenId)!.remainQuota, wallet.quota);
        await wallets.settle(userId, { requestId, actual: 1, usage: USAGE }, TEST_META);
        return 'ok';
      } catch (error) {
        if (error instanceof WalletRejected && error.code === 'insufficient_token_quota') rejectedForQuota++;
        return 'rejected';
      }
    });
    const seconds = (performance.now() - begun) / 1000;
    const view = await services[0]!.view(userId);
    await catchUpLedger(test.db, createPostgresEventStore(test.db));
    const drift = driftOf(await measureDrift(test.db));
    const holds = await openHolds(test.db, [userId]);
    const conflicts = services.reduce((sum, s) => sum + s.stats().conflicts, 0);
    console.log(
      `A1 overdraft hammer (${test.backend}, ${label}): 10000 requests of cost 1 at concurrency 200 against a token allowance of 5000: ` +
        `${outcomes.filter((o) => o === 'ok').length} succeeded, ${rejectedForQuota} rejected for quota; final allowance ${view.tokens[0]!.remainQuota}; ` +
        `minimum observed ${minimumRemain}; drift ${drift}; open holds ${holds}; append conflicts ${conflicts}; ${seconds.toFixed(2)} s`,
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5_000);
    expect(rejectedForQuota).toBe(5_000);
    expect(view.tokens[0]!.remainQuota).toBe(0);
    expect(view.quota).toBe(1_000_000 - 5_000);
    expect(minimumRemain).toBeGreaterThanOrEqual(0);
    expect(drift).toBe(0);
    expect(holds).toBe(0);
  }

  /** A2, on one or two services sharing the log. */
  async function sharedBalance(services: WalletService[], label: string): Promise<void> {
    const tokens = Array.from({ length: 20 }, () => freshTokenId());
    const userId = await fundedUser(
      services[0]!,
      5_000,
      tokens.map((id) => ({ id, allowance: 400 })),
    );
    let minimumQuota = Infinity;
    const perToken = new Map<number, number>();
    await inParallel(20 * 500, 200, async (i) => {
      const tokenId = tokens[i % 20]!;
      const wallets = services[i % services.length]!;
      try {
        const { wallet } = await wallets.reserve(userId, { requestId: `a2-${i}`, tokenId, amount: 1 }, TEST_META);
        minimumQuota = Math.min(minimumQuota, wallet.quota, ...wallet.tokens.map((t) => t.remainQuota));
        await wallets.settle(userId, { requestId: `a2-${i}`, actual: 1, usage: USAGE }, TEST_META);
        perToken.set(tokenId, (perToken.get(tokenId) ?? 0) + 1);
      } catch (error) {
        if (!(error instanceof WalletRejected)) throw error;
      }
    });
    const successes = [...perToken.values()].reduce((a, b) => a + b, 0);
    const view = await services[0]!.view(userId);
    await catchUpLedger(test.db, createPostgresEventStore(test.db));
    const drift = driftOf(await measureDrift(test.db));
    console.log(
      `A2 shared user balance (${test.backend}, ${label}): 20 tokens x 500 requests, balance 5000, each token capped at 400: ` +
        `${successes} succeeded; most on one token ${Math.max(...perToken.values())}; final balance ${view.quota}; minimum observed ${minimumQuota}; drift ${drift}`,
    );
    expect(successes).toBe(5_000);
    expect(Math.max(...perToken.values())).toBeLessThanOrEqual(400);
    expect(view.quota).toBe(0);
    expect(minimumQuota).toBeGreaterThanOrEqual(0);
    expect(drift).toBe(0);
  }

  it('A1: 10,000 concurrent reservations never overdraw a token allowance of 5,000', async () => {
    await overdraftHammer([serviceOn(createPostgresEventStore(test.db))], 'one service');
  }, 180_000);

  it('A2: 20 tokens share one user balance, each within its own cap', async () => {
    await sharedBalance([serviceOn(createPostgresEventStore(test.db))], 'one service');
  }, 180_000);

  it('A1 and A2 hold with two wallet services on separate pools sharing one event store', async () => {
    // On PostgreSQL each service gets its own connection pool, like two gateway instances; PGlite has one backend.
    const second = test.url ? openPostgres({ url: test.url, poolMax: 5 }) : null;
    try {
      const services = [
        serviceOn(createPostgresEventStore(test.db)),
        createWalletService({ store: createPostgresEventStore(second ?? test.db), db: second ?? test.db, clock: () => new Date(), logger: silentLogger }),
      ];
      await overdraftHammer(services, 'two services');
      await sharedBalance(services, 'two services');
      expect(services.reduce((sum, s) => sum + s.stats().conflicts, 0)).toBeGreaterThan(0);
    } finally {
      await second?.close();
    }
  }, 300_000);
});
