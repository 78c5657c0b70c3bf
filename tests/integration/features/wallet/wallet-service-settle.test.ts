import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createWalletService } from '../../../../services/features/wallet/wallet-service';
import { WalletRejected } from '../../../../services/features/wallet/wallet-errors';
import { createReservationSweeper } from '../../../../services/features/wallet/reservation-sweeper';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../../services/platform/logger';
import type { EventStore } from '../../../../services/platform/ports/event-store';
import { describeOnEachBackend } from '../../../testkit/databases';
import { catchUpLedger, driftOf, inParallel, measureDrift, openHolds, TEST_META } from '../../../testkit/ledger';
import { freshTokenId, fundedUser, manualClock, USAGE } from '../../../testkit/wallet-fixtures';

/*
 * RELIABILITY A3, A4 and A10 against the wallet service on a real event
 * store, each printing its figures. Every case uses wallets of its own.
 */

describeOnEachBackend('wallet service: settling and the sweeper', (test) => {
  const serviceOn = (store: EventStore, clock = () => new Date()) => createWalletService({ store, db: test.db, clock, logger: silentLogger });

  it('A3: settles below the reservation charge the actual cost and return the rest', async () => {
    const wallets = serviceOn(createPostgresEventStore(test.db));
    const userId = await fundedUser(wallets, 10_000_000);
    let seed = 3;
    const random = (max: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % (max + 1);
    const costs = Array.from({ length: 2_000 }, () => {
      const reserved = 1 + random(1_000);
      return { reserved, actual: random(reserved) };
    });
    await inParallel(costs.length, 100, async (i) => {
      await wallets.reserve(userId, { requestId: `a3-${i}`, tokenId: null, amount: costs[i]!.reserved }, TEST_META);
      await wallets.settle(userId, { requestId: `a3-${i}`, actual: costs[i]!.actual, usage: USAGE }, TEST_META);
    });
    await catchUpLedger(test.db, createPostgresEventStore(test.db));
    const { rows } = await test.db.query<{ charged: string; returned: string }>(
      `SELECT sum(charged)::text AS charged, sum(reserved - charged)::text AS returned FROM request_charges WHERE user_id = $1`,
      [userId],
    );
    const settled = costs.reduce((sum, c) => sum + c.actual, 0);
    const released = costs.reduce((sum, c) => sum + c.reserved - c.actual, 0);
    const view = await wallets.view(userId);
    const drift = driftOf(await measureDrift(test.db));
    console.log(
      `A3 variable cost settle (${test.backend}): 2000 requests; settled ${rows[0]!.charged} = ${settled} actual; returned ${rows[0]!.returned} = ${released}; drift ${drift}`,
    );
    expect(Number(rows[0]!.charged)).toBe(settled);
    expect(Number(rows[0]!.returned)).toBe(released);
    expect(view.quota).toBe(10_000_000 - settled);
    expect(view.usedQuota).toBe(settled);
    expect(drift).toBe(0);
  }, 180_000);

  it('A4: a cost above the reservation is charged in full, as debt where the balance cannot cover it', async () => {
    const wallets = serviceOn(createPostgresEventStore(test.db));
    const users: number[] = [];
    const tokenOf = new Map<number, number>();
    for (let u = 0; u < 20; u++) {
      const tokenId = freshTokenId();
      users.push(await fundedUser(wallets, 1_000, [{ id: tokenId, allowance: 1_000 }]));
      tokenOf.set(users[u]!, tokenId);
    }
    let minimumAvailable = Infinity;
    let debtCharged = 0;
    const results = await inParallel(200, 50, async (i) => {
      const userId = users[i % 20]!;
      const requestId = `a4-${i}`;
      try {
        await wallets.reserve(userId, { requestId, tokenId: tokenOf.get(userId)!, amount: 100 }, TEST_META);
      } catch (error) {
        if (error instanceof WalletRejected) return 'rejected';
        throw error;
      }
      const { outcome, wallet } = await wallets.settle(userId, { requestId, actual: 180, usage: USAGE }, TEST_META);
      debtCharged += outcome.debt;
      minimumAvailable = Math.min(minimumAvailable, wallet.quota - wallet.owedQuota);
      return 'settled';
    });
    const views = await Promise.all(users.map((u) => wallets.view(u)));
    const suspended = views.filter((v) => v.tokens[0]!.remainQuota <= 0).length;
    const inDebt = views.filter((v) => v.quota < 0).length;
    await catchUpLedger(test.db, createPostgresEventStore(test.db));
    const drift = driftOf(await measureDrift(test.db));
    const settled = results.filter((r) => r === 'settled').length;
    console.log(
      `A4 cost above hold (${test.backend}): 200 requests reserving 100 and costing 180: ${settled} settled in full, ${results.length - settled} refused once the balance ran out; ` +
        `debt recorded ${debtCharged}; users in debt ${inDebt}; suspended tokens ${suspended}; minimum available ${minimumAvailable}; drift ${drift}`,
    );
    expect(minimumAvailable).toBeGreaterThanOrEqual(0);
    expect(drift).toBe(0);
    for (const view of views) {
      // Every settled request was charged 180; the balance is what is left of 1,000, negative as debt.
      const charged = view.usedQuota;
      expect(charged % 180).toBe(0);
      expect(view.quota).toBe(1_000 - charged);
    }
    expect(inDebt).toBeGreaterThan(0);
    // A wallet in debt admits nothing until credits pay the debt.
    const debtor = views.find((v) => v.quota < 0)!;
    await expect(wallets.reserve(debtor.userId, { requestId: 'a4-after', tokenId: null, amount: 0 }, TEST_META)).rejects.toMatchObject({
      code: 'insufficient_user_quota',
    });
    await wallets.credit(debtor.userId, { key: randomUUID(), source: 'topup', amount: -debtor.quota + 50 }, TEST_META);
    const paid = await wallets.view(debtor.userId);
    expect(paid.quota).toBe(50);
    expect(paid.owedQuota).toBe(0);
  }, 180_000);

  it('A10: the sweeper releases reservations past their deadline, exactly, and a late settle is refused', async () => {
    const time = manualClock();
    const store = createPostgresEventStore(test.db);
    const wallets = serviceOn(store, time.clock);
    const tokenId = freshTokenId();
    const userId = await fundedUser(wallets, 50_000, [{ id: tokenId, allowance: 20_000 }]);
    const before = await wallets.view(userId);
    for (let i = 0; i < 100; i++) await wallets.reserve(userId, { requestId: `a10-${i}`, tokenId, amount: 100 + i, holdMs: 60_000 }, TEST_META);
    expect((await wallets.view(userId)).heldQuota).toBe(100 * 100 + 4_950);

    const sweeper = createReservationSweeper({ db: test.db, wallets, clock: time.clock, logger: silentLogger }, { intervalMs: 3_600_000 });
    try {
      await catchUpLedger(test.db, store);
      time.advance(59_000);
      expect(await sweeper.sweepOnce()).toEqual({ wallets: 0, released: 0 });
      time.advance(1_000);
      const swept = await sweeper.sweepOnce();
      expect(swept.released).toBe(100);
    } finally {
      await sweeper.stop();
    }
    const after = await wallets.view(userId);
    let lateRefused = 0;
    for (let i = 0; i < 100; i++) {
      await wallets.settle(userId, { requestId: `a10-${i}`, actual: 1, usage: USAGE }, TEST_META).catch((error: unknown) => {
        if (error instanceof WalletRejected && error.code === 'already_finished' && error.finished?.status === 'released') lateRefused++;
      });
    }
    await catchUpLedger(test.db, store);
    const drift = driftOf(await measureDrift(test.db));
    const holds = await openHolds(test.db, [userId]);
    console.log(
      `A10 hold expiry (${test.backend}): 100 holds never settled; released by the sweeper ${after.heldQuota === 0 ? 100 : 'not all'}; balance restored ${after.quota} = ${before.quota}; late settles refused ${lateRefused}; open holds ${holds}; drift ${drift}`,
    );
    expect(after.quota).toBe(before.quota);
    expect(after.tokens[0]!.remainQuota).toBe(before.tokens[0]!.remainQuota);
    expect(after.heldQuota).toBe(0);
    expect(lateRefused).toBe(100);
    expect(holds).toBe(0);
    expect(drift).toBe(0);
  }, 120_000);
});
