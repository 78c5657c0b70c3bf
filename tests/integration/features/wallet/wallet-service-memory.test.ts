import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createWalletService } from '../../../../services/features/wallet/wallet-service';
import { WalletRejected } from '../../../../services/features/wallet/wallet-errors';
import { snapshotInterval } from '../../../../services/features/wallet/wallet-snapshot-policy';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../../services/platform/logger';
import type { EventStore } from '../../../../services/platform/ports/event-store';
import { describeOnEachBackend } from '../../../testkit/databases';
import { countingDatabase } from '../../../testkit/counting-database';
import { eventually } from '../../../testkit/eventually';
import { freshUserId, inParallel, TEST_META } from '../../../testkit/ledger';
import { fundedUser, USAGE } from '../../../testkit/wallet-fixtures';

/*
 * RELIABILITY A15 and the wallet's memory against the wallet service on a
 * real event store: repeated commands, appends retried after lost replies,
 * and wallets read back from snapshots. Every case uses wallets of its own.
 */

describeOnEachBackend('wallet service: repeats, lost replies and snapshots', (test) => {
  const serviceOn = (store: EventStore, clock = () => new Date()) => createWalletService({ store, db: test.db, clock, logger: silentLogger });

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

  it('snapshots a wallet as its log had it, even when the next decision is not recorded', async () => {
    // The writer decides on the wallet in memory itself; a snapshot waiting its turn must not take in a later decision.
    const real = createPostgresEventStore(test.db);
    let failAppends = false;
    const store: EventStore = {
      ...real,
      kind: real.kind,
      appendMany: async (appends) => {
        if (failAppends) throw new Error('the database went away');
        return real.appendMany(appends);
      },
    };
    // Snapshot saves (the service's only transactions) wait here while `saves` is held.
    let saves: Promise<void> | null = null;
    let release: () => void = () => {};
    let saveHeld: () => void = () => {};
    const firstSaveHeld = new Promise<void>((resolve) => (saveHeld = resolve));
    const db = {
      ...test.db,
      dialect: test.db.dialect,
      transaction: async <T>(work: Parameters<typeof test.db.transaction<T>>[0]) => {
        if (saves) {
          saveHeld();
          await saves;
        }
        return test.db.transaction(work);
      },
    };
    saves = new Promise<void>((resolve) => (release = resolve));
    // snapshotEvery 1: a snapshot is due after every event.
    const wallets = createWalletService({ store, db, clock: () => new Date(), logger: silentLogger }, { snapshotEvery: 1 });
    const [busy, userId] = [freshUserId(), freshUserId()];
    await wallets.credit(busy, { key: randomUUID(), source: 'topup', amount: 1 }, TEST_META);
    await firstSaveHeld;
    // The saver is busy with the first wallet's snapshot: this one waits in its queue.
    await wallets.credit(userId, { key: randomUUID(), source: 'topup', amount: 100 }, TEST_META);
    failAppends = true;
    await expect(wallets.credit(userId, { key: randomUUID(), source: 'topup', amount: 20 }, TEST_META)).rejects.toThrow();
    failAppends = false;
    saves = null;
    release();
    await eventually(
      async () => {
        const { rows } = await test.db.query<{ version: string }>('SELECT version::text FROM wallet_snapshots WHERE user_id = $1', [userId]);
        expect(rows[0]?.version).toBe('1');
      },
      { what: 'the snapshot of the first credit' },
    );
    expect((await serviceOn(real).view(userId)).quota).toBe(100);
  });
});
