import { expect, it } from 'vitest';
import type { WalletCommand } from '../../../../services/features/wallet/rules/wallet-commands';
import { WalletRejected } from '../../../../services/features/wallet/wallet-errors';
import { createWalletService } from '../../../../services/features/wallet/wallet-service';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../../services/platform/logger';
import type { EventStore, StreamAppend } from '../../../../services/platform/ports/event-store';
import { describeOnEachBackend } from '../../../testkit/databases';
import { eventually } from '../../../testkit/eventually';
import { freshUserId, TEST_META } from '../../../testkit/ledger';

const USAGE = { channelId: 1, modelName: 'gpt-test', promptTokens: 1, completionTokens: 1 };

/* The wallet service's cross-wallet group commit (wallet-writer.ts): what one append carries, and refusals across instances. */

describeOnEachBackend('wallet writer', (test) => {
  /** The store, and a view of it that notes how many wallets each appendMany carries. */
  function countingAppends() {
    const real = createPostgresEventStore(test.db);
    const sizes: number[] = [];
    const counting: EventStore = {
      ...real,
      appendMany: (appends: readonly StreamAppend[]) => {
        sizes.push(appends.length);
        return real.appendMany(appends);
      },
    };
    return { real, counting, sizes };
  }

  const serviceOn = (store: EventStore, options = {}) => createWalletService({ store, db: test.db, clock: () => new Date(), logger: silentLogger }, options);

  it('records commands for many wallets that arrive together in one append', async () => {
    const { real, counting, sizes } = countingAppends();
    const wallets = serviceOn(counting, { writers: 1 });
    const users = Array.from({ length: 100 }, () => freshUserId());
    // Wallets in memory are ready at once; commands sent in one turn then share the first round.
    for (const userId of users) await wallets.view(userId);
    await Promise.all(users.map((userId, i) => wallets.credit(userId, { key: `writer-batch-${userId}`, source: 'topup', amount: 100 + i }, TEST_META)));
    expect(sizes).toEqual([100]);
    expect(wallets.stats()).toMatchObject({ commands: 100, appends: 1 });
    for (const [i, userId] of users.entries()) expect((await serviceOn(real).view(userId)).quota).toBe(100 + i);
  });

  it('shares a crowd among the free writers: two appends of half the wallets each, side by side', async () => {
    const { real, counting, sizes } = countingAppends();
    const wallets = serviceOn(counting, { writers: 2 });
    const users = Array.from({ length: 101 }, () => freshUserId());
    for (const userId of users) await wallets.view(userId);
    await Promise.all(users.map((userId, i) => wallets.credit(userId, { key: `writer-share-${userId}`, source: 'topup', amount: 100 + i }, TEST_META)));
    expect(sizes).toEqual([51, 50]);
    expect(wallets.stats()).toMatchObject({ commands: 101, appends: 2 });
    for (const [i, userId] of users.entries()) expect((await serviceOn(real).view(userId)).quota).toBe(100 + i);
  });

  it('appends at once when idle: a lone command is its own append', async () => {
    const wallets = serviceOn(createPostgresEventStore(test.db));
    const userId = freshUserId();
    await wallets.credit(userId, { key: `writer-alone-${userId}`, source: 'topup', amount: 5 }, TEST_META);
    await wallets.credit(userId, { key: `writer-alone-2-${userId}`, source: 'topup', amount: 5 }, TEST_META);
    expect(wallets.stats()).toMatchObject({ commands: 2, appends: 2 });
  });

  it('does not refuse on a wallet another instance changed: a top-up there is seen before a refusal here', async () => {
    const store = createPostgresEventStore(test.db);
    const [relay, api] = [serviceOn(store), serviceOn(store)];
    const userId = freshUserId();
    await relay.credit(userId, { key: `stale-${userId}`, source: 'topup', amount: 10 }, TEST_META);
    await relay.reserve(userId, { requestId: `stale-r1-${userId}`, tokenId: null, amount: 10 }, TEST_META);
    // The relay instance now holds a wallet with nothing available; the top-up lands through the other one.
    await api.credit(userId, { key: `stale-topup-${userId}`, source: 'topup', amount: 1_000 }, TEST_META);
    const second = await relay.reserve(userId, { requestId: `stale-r2-${userId}`, tokenId: null, amount: 500 }, TEST_META);
    expect(second.reservation?.amount).toBe(500);
    // A refusal that stands after reading the log is still a refusal.
    await expect(relay.reserve(userId, { requestId: `stale-r3-${userId}`, tokenId: null, amount: 5_000 }, TEST_META)).rejects.toBeInstanceOf(WalletRejected);
  });

  it('does not refuse a settle on a wallet read before its hold was written elsewhere (found by the property test)', async () => {
    // Instance B's read of the wallet returns late: while it is on its way, instance A records a hold,
    // and the hold's settle reaches B. The read predates the hold, so it cannot be the ground for a refusal.
    const real = createPostgresEventStore(test.db);
    let holdReads: (() => void) | null = null;
    let readDone: () => void = () => {};
    const readReturned = new Promise<void>((resolve) => (readDone = resolve));
    /** The first read of the wallet's events, by either read, answers only when the test says. */
    const heldFirst = async <T>(page: T): Promise<T> => {
      if (holdReads === null) {
        await new Promise<void>((resolve) => (holdReads = resolve));
        readDone();
      }
      return page;
    };
    const slowReads: EventStore = {
      ...real,
      readStream: async (...args: Parameters<EventStore['readStream']>) => heldFirst(await real.readStream(...args)),
      readStreams: async (...args: Parameters<EventStore['readStreams']>) => heldFirst(await real.readStreams(...args)),
    };
    const [a, b] = [serviceOn(real), serviceOn(slowReads)];
    const userId = freshUserId();
    await a.credit(userId, { key: `late-read-${userId}`, source: 'topup', amount: 1_000 }, TEST_META);
    // B loads the wallet for a settle of a request nobody reserved (a refusal that stands) and is held in the read.
    const unknown = b.execute(userId, { kind: 'settle', requestId: `late-read-none-${userId}`, actual: 1, usage: USAGE }, TEST_META);
    await eventually(() => holdReads !== null);
    await a.reserve(userId, { requestId: `late-read-r1-${userId}`, tokenId: null, amount: 100 }, TEST_META);
    const settled = b.settle(userId, { requestId: `late-read-r1-${userId}`, actual: 40, usage: USAGE }, TEST_META);
    holdReads!();
    await readReturned;
    expect((await unknown).outcome).toMatchObject({ ok: false, code: 'unknown_request' });
    expect((await settled).wallet.quota).toBe(960);
  });

  it('reads the wallet right while a commit changes it in memory: a view that spans an append', async () => {
    // The writer commits into the wallet in memory in place. A view reads the log's tail across an await,
    // so it must fold from its own copy: folding into the wallet a commit has moved on applies an event twice.
    const real = createPostgresEventStore(test.db);
    const gate = () => {
      let open: () => void = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    let appendGate: ReturnType<typeof gate> | null = null;
    let readGate: ReturnType<typeof gate> | null = null;
    let readAsked: () => void = () => {};
    const readWasAsked = new Promise<void>((resolve) => (readAsked = resolve));
    const held: EventStore = {
      ...real,
      appendMany: async (appends: readonly StreamAppend[]) => {
        if (appendGate) await appendGate.opened;
        return real.appendMany(appends);
      },
      readStream: async (...args: Parameters<EventStore['readStream']>) => {
        if (readGate) {
          readAsked();
          await readGate.opened;
        }
        return real.readStream(...args);
      },
    };
    const wallets = serviceOn(held);
    const userId = freshUserId();
    await wallets.credit(userId, { key: `span-1-${userId}`, source: 'topup', amount: 100 }, TEST_META);
    appendGate = gate();
    const second = wallets.credit(userId, { key: `span-2-${userId}`, source: 'topup', amount: 20 }, TEST_META);
    readGate = gate();
    const view = wallets.view(userId);
    await readWasAsked;
    // The second credit commits while the view's read is on its way; the read then finds it in the log.
    appendGate.open();
    expect((await second).wallet.quota).toBe(120);
    readGate.open();
    expect((await view).quota).toBe(120);
    expect((await wallets.view(userId)).quota).toBe(120);
  });

  it('shows a view asked during an append only what the log recorded: an append that fails leaves the wallet as it was', async () => {
    // Deciding changes the wallet in memory before its append is answered; a view waits for the answer.
    const real = createPostgresEventStore(test.db);
    let failNext: ((error: Error) => void) | null = null;
    let entered: () => void = () => {};
    const appendEntered = new Promise<void>((resolve) => (entered = resolve));
    const failing: EventStore = {
      ...real,
      appendMany: async (appends: readonly StreamAppend[]) => {
        if (!failNext) return real.appendMany(appends);
        await new Promise<never>((_, reject) => {
          failNext = reject;
          entered();
        });
        throw new Error('unreachable');
      },
    };
    const wallets = serviceOn(failing);
    const userId = freshUserId();
    await wallets.credit(userId, { key: `fail-1-${userId}`, source: 'topup', amount: 100 }, TEST_META);
    failNext = () => {};
    const second = wallets.credit(userId, { key: `fail-2-${userId}`, source: 'topup', amount: 20 }, TEST_META);
    await appendEntered;
    const view = wallets.view(userId);
    const fail = failNext as (error: Error) => void;
    failNext = null;
    fail(new Error('the database went away'));
    await expect(second).rejects.toMatchObject({ kind: 'unavailable' });
    expect((await view).quota).toBe(100);
    // The next command is decided on the wallet as the log has it.
    expect((await wallets.credit(userId, { key: `fail-3-${userId}`, source: 'topup', amount: 5 }, TEST_META)).wallet.quota).toBe(105);
  });

  it('fails a batch whose decision throws, and keeps nothing of it in memory', async () => {
    const wallets = serviceOn(createPostgresEventStore(test.db));
    const userId = freshUserId();
    await wallets.credit(userId, { key: `throw-1-${userId}`, source: 'topup', amount: 100 }, TEST_META);
    // Sent in one turn, the two share a round: the credit is applied to the wallet in memory before the next command throws.
    const credit = wallets.credit(userId, { key: `throw-2-${userId}`, source: 'topup', amount: 20 }, TEST_META);
    const broken = wallets.execute(userId, { kind: 'no such command' } as unknown as WalletCommand, TEST_META);
    await expect(credit).rejects.toThrow();
    await expect(broken).rejects.toThrow();
    expect((await wallets.view(userId)).quota).toBe(100);
    expect((await wallets.credit(userId, { key: `throw-3-${userId}`, source: 'topup', amount: 5 }, TEST_META)).wallet.quota).toBe(105);
  });
});
