import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createWalletService, type WalletService } from '../../../../services/features/wallet/wallet-service';
import { WalletRejected } from '../../../../services/features/wallet/wallet-errors';
import { createReservationSweeper } from '../../../../services/features/wallet/reservation-sweeper';
import { snapshotInterval } from '../../../../services/features/wallet/wallet-snapshot-policy';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { openPostgres } from '../../../../services/platform/adapters/postgres';
import { silentLogger } from '../../../../services/platform/logger';
import type { EventStore } from '../../../../services/platform/ports/event-store';
import { describeOnEachBackend } from '../../../testkit/databases';
import { countingDatabase } from '../../../testkit/counting-database';
import { eventually } from '../../../testkit/eventually';
import { catchUpAll, driftOf, freshUserId, inParallel, measureDrift, openHolds, TEST_META } from '../../../testkit/ledger';

/*
 * The ledger's acceptance checks (RELIABILITY A1-A4, A10, A15) against the
 * wallet service on a real event store, each printing its figures. Every case
 * uses wallets of its own.
 */

const USAGE = { channelId: 1, modelName: 'gpt-test', promptTokens: 3, completionTokens: 2 };

/** A manual clock: tests move time, nothing else does. */
function manualClock(start = Date.parse('2026-11-22T10:00:00.000Z')) {
  let now = start;
  return { clock: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

async function fundedUser(wallets: WalletService, quota: number, tokens: { id: number; allowance: number | 'unlimited' }[] = []): Promise<number> {
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

describeOnEachBackend('wallet service', (test) => {
  const serviceOn = (store: EventStore, clock = () => new Date()) => createWalletService({ store, db: test.db, clock, logger: silentLogger });

  /** A1, on one or two services sharing the log. */
  async function overdraftHammer(services: WalletService[], label: string): Promise<void> {
    const tokenId = nextToken++;
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
    await catchUpAll(test.db, createPostgresEventStore(test.db));
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
    const tokens = Array.from({ length: 20 }, () => nextToken++);
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
    await catchUpAll(test.db, createPostgresEventStore(test.db));
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
    await catchUpAll(test.db, createPostgresEventStore(test.db));
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
      const tokenId = nextToken++;
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
    await catchUpAll(test.db, createPostgresEventStore(test.db));
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
    const tokenId = nextToken++;
    const userId = await fundedUser(wallets, 50_000, [{ id: tokenId, allowance: 20_000 }]);
    const before = await wallets.view(userId);
    for (let i = 0; i < 100; i++) await wallets.reserve(userId, { requestId: `a10-${i}`, tokenId, amount: 100 + i, holdMs: 60_000 }, TEST_META);
    expect((await wallets.view(userId)).heldQuota).toBe(100 * 100 + 4_950);

    const sweeper = createReservationSweeper({ db: test.db, wallets, clock: time.clock, logger: silentLogger }, { intervalMs: 3_600_000 });
    try {
      await catchUpAll(test.db, store);
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
    await catchUpAll(test.db, store);
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

  it('A15: appends retried after lost replies and lost races record each event once', async () => {
    const real = createPostgresEventStore(test.db);
    let lostReplies = 0;
    // The first 20 appends reach the log, but their replies are "lost": the caller sees a timeout.
    const flaky: EventStore = {
      ...real,
      kind: real.kind,
      append: async (streamId, events, expected) => {
        const result = await real.append(streamId, events, expected);
        if (lostReplies < 20) {
          lostReplies++;
          throw new Error('timeout: the reply was lost');
        }
        return result;
      },
      appendMany: async (appends) => {
        const outcomes = await real.appendMany(appends);
        if (lostReplies < 20) {
          lostReplies++;
          throw new Error('timeout: the reply was lost');
        }
        return outcomes;
      },
    };
    const userId = freshUserId();
    const setup = serviceOn(real);
    await setup.credit(userId, { key: 'a15-credit', source: 'topup', amount: 100_000 }, TEST_META);
    const wallets = [serviceOn(flaky), serviceOn(real)];
    let retriedAfterLoss = 0;
    await inParallel(400, 40, async (i) => {
      const service = wallets[i % 2]!;
      const requestId = `a15-${i}`;
      for (;;) {
        try {
          await service.reserve(userId, { requestId, tokenId: null, amount: 10 }, TEST_META);
          break;
        } catch (error) {
          if (!(error instanceof Error) || !('kind' in error) || error.kind !== 'unavailable') throw error;
          retriedAfterLoss++;
        }
      }
      for (;;) {
        try {
          await service.settle(userId, { requestId, actual: 7, usage: USAGE }, TEST_META);
          break;
        } catch (error) {
          if (error instanceof WalletRejected && error.code === 'already_finished') break; // the lost reply had recorded it
          if (!(error instanceof Error) || !('kind' in error) || error.kind !== 'unavailable') throw error;
          retriedAfterLoss++;
        }
      }
    });
    const { rows } = await test.db.query<{ duplicates: number; events: number }>(
      `SELECT count(*)::int AS events, (count(*) - count(DISTINCT (type, data->>'requestId')))::int AS duplicates FROM events WHERE stream_id = $1 AND type <> 'WalletCredited'`,
      [`wallet-${userId}`],
    );
    const view = await setup.view(userId);
    const conflicts = wallets.reduce((sum, s) => sum + s.stats().conflicts, 0);
    console.log(
      `A15 append retry (${test.backend}): 400 requests over two services, 20 replies lost: ${rows[0]!.events} lifecycle events, duplicates ${rows[0]!.duplicates}; ` +
        `retried after a lost reply ${retriedAfterLoss}; concurrency conflicts surfaced and retried ${conflicts}`,
    );
    expect(rows[0]).toEqual({ events: 800, duplicates: 0 });
    expect(view.quota).toBe(100_000 - 400 * 7);
    expect(retriedAfterLoss).toBeGreaterThanOrEqual(1);
  }, 180_000);

  it('answers a repeated reservation with the first outcome, and refuses to end an unknown one', async () => {
    const wallets = serviceOn(createPostgresEventStore(test.db));
    const userId = await fundedUser(wallets, 1_000);
    const first = await wallets.reserve(userId, { requestId: 'r-1', tokenId: null, amount: 300 }, TEST_META);
    const again = await wallets.reserve(userId, { requestId: 'r-1', tokenId: null, amount: 300 }, TEST_META);
    expect(first.repeated).toBe(false);
    expect(again).toMatchObject({ repeated: true, reservation: first.reservation });
    expect(again.wallet.quota).toBe(700);
    await wallets.release(userId, { requestId: 'r-1', reason: 'request_failed' }, TEST_META);
    expect(await wallets.reserve(userId, { requestId: 'r-1', tokenId: null, amount: 300 }, TEST_META)).toMatchObject({
      repeated: true,
      finished: { status: 'released' },
    });
    await expect(wallets.settle(userId, { requestId: 'nope', actual: 1, usage: USAGE }, TEST_META)).rejects.toMatchObject({
      code: 'unknown_request',
      kind: 'not_found',
    });
    await expect(wallets.release(userId, { requestId: 'r-1', reason: 'cancelled' }, TEST_META)).rejects.toMatchObject({
      code: 'already_finished',
      kind: 'conflict',
    });
    await expect(wallets.reserve(userId, { requestId: 'r-2', tokenId: 999_999_999, amount: 1 }, TEST_META)).rejects.toMatchObject({ code: 'unknown_token' });
    expect((await wallets.view(userId)).quota).toBe(1_000);
  });

  it('loads a wallet from its snapshot plus the events after it, in a new service', async () => {
    const store = createPostgresEventStore(test.db);
    const first = createWalletService({ store, db: test.db, clock: () => new Date(), logger: silentLogger }, { snapshotEvery: 10 });
    const userId = await fundedUser(first, 100_000);
    for (let i = 0; i < 25; i++) {
      await first.reserve(userId, { requestId: `s-${i}`, tokenId: null, amount: 10 }, TEST_META);
      if (i % 2 === 0) await first.settle(userId, { requestId: `s-${i}`, actual: 4, usage: USAGE }, TEST_META);
      if (i % 4 === 1) await first.release(userId, { requestId: `s-${i}`, reason: 'request_failed' }, TEST_META);
    }
    // One event per command, so a snapshot falls due at every multiple of the wallet's interval; end between two.
    const interval = snapshotInterval(userId, 10);
    if ((await first.view(userId)).version % interval === 0) await first.reserve(userId, { requestId: 's-last', tokenId: null, amount: 10 }, TEST_META);
    const expected = await first.view(userId);
    const lastDue = Math.floor(expected.version / interval) * interval;
    expect(lastDue).toBeGreaterThanOrEqual(20);
    // Snapshots are written in the background.
    await eventually(
      async () => {
        const { rows } = await test.db.query<{ version: string }>('SELECT version::text FROM wallet_snapshots WHERE user_id = $1', [userId]);
        expect(Number(rows[0]?.version)).toBe(lastDue);
      },
      { what: `the snapshot at version ${lastDue}` },
    );
    const second = createWalletService({ store, db: test.db, clock: () => new Date(), logger: silentLogger });
    expect(await second.view(userId)).toEqual(expected);
    // The snapshot kept how each finished request ended: a repeat is answered as the first was.
    await expect(second.release(userId, { requestId: 's-0', reason: 'cancelled' }, TEST_META)).rejects.toMatchObject({
      code: 'already_finished',
      finished: { status: 'settled', actual: 4 },
    });
    await expect(second.reserve(userId, { requestId: 's-1', tokenId: null, amount: 10 }, TEST_META)).resolves.toMatchObject({
      repeated: true,
      finished: { status: 'released', reason: 'request_failed' },
    });
    // And without the snapshot, from the events alone, the same.
    await test.db.query('DELETE FROM wallet_snapshots WHERE user_id = $1', [userId]);
    expect(await createWalletService({ store, db: test.db, clock: () => new Date(), logger: silentLogger }).view(userId)).toEqual(expected);
  });

  it('saves the snapshots of a crowd of wallets due together in a few statements, not one each', async () => {
    const counting = countingDatabase(test.db);
    const wallets = createWalletService(
      { store: createPostgresEventStore(counting.db), db: counting.db, clock: () => new Date(), logger: silentLogger },
      { snapshotEvery: 2 },
    );
    const userIds = Array.from({ length: 60 }, () => freshUserId());
    // A credit and an allowance each: two events, so every wallet is due after its first append.
    await Promise.all(
      userIds.map((userId) =>
        Promise.all([
          wallets.credit(userId, { key: randomUUID(), source: 'topup', amount: 100, reference: null }, TEST_META),
          wallets.setTokenAllowance(userId, { key: randomUUID(), tokenId: 1, unlimited: false, remaining: 50 }, TEST_META),
        ]),
      ),
    );
    const { appends } = wallets.stats();
    await eventually(
      async () => {
        const { rows } = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM wallet_snapshots WHERE user_id = ANY($1::bigint[])', [userIds]);
        expect(rows[0]!.n).toBe(userIds.length);
      },
      { what: 'a snapshot of every wallet' },
    );
    const saves = counting.statements().filter((s) => s.text.includes('INSERT INTO wallet_snapshots'));
    // One statement per append that made wallets due, at most; before, one per wallet.
    expect(saves.length).toBeGreaterThan(0);
    expect(saves.length).toBeLessThanOrEqual(appends);
    expect(appends).toBeLessThan(userIds.length / 10);
    // And the snapshots load: a new service reads each wallet from its snapshot alone.
    const fresh = serviceOn(createPostgresEventStore(test.db));
    expect((await fresh.view(userIds[0]!)).quota).toBe(100);
  });
});
