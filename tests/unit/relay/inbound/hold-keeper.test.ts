import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletRejected, type CommandMeta, type WalletService } from '../../../../services/features/wallet';
import type { Logger } from '../../../../services/platform/logger';
import { createHoldKeeper, type HoldKeeper } from '../../../../services/relay/inbound/hold-keeper';

/*
 * The relay's hold keeper against a fake wallet service and a manual clock:
 * it extends only the holds about to run out, never one no longer tracked,
 * forgets one the wallet says has ended, and tries a failed one again.
 */

const T0 = Date.parse('2026-12-01T10:00:00.000Z');
const HOLD = 60_000;
const EVERY = 10_000;
const meta = (requestId: string): CommandMeta => ({ actor: { kind: 'user', userId: 5, role: 1 }, correlationId: requestId });

type Answer = 'ok' | 'rejected' | 'fails';

/** A wallet that records each extension asked for and answers as told per request (default: extended to now + holdMs). */
function fakeWallet(now: () => number) {
  const calls: { userId: number; requestId: string; holdMs: number; at: number }[] = [];
  const answers = new Map<string, Answer>();
  const wallets: Pick<WalletService, 'extendHold'> = {
    async extendHold(userId, { requestId, holdMs }, given) {
      expect(given).toEqual(meta(requestId));
      calls.push({ userId, requestId, holdMs, at: now() - T0 });
      const answer = answers.get(requestId) ?? 'ok';
      if (answer === 'fails') throw new Error('the event store is down');
      if (answer === 'rejected')
        throw new WalletRejected({
          ok: false,
          code: 'already_finished',
          message: `request ${requestId} was already released`,
          finished: { status: 'released', reason: 'expired' },
        });
      return { deadline: new Date(now() + holdMs).toISOString(), wallet: {} as never };
    },
  };
  return { wallets, calls, answers };
}

function setUp({ everyMs = EVERY as number | 'default', holdMs = HOLD } = {}) {
  let now = T0;
  const clock = () => new Date(now);
  const warnings: string[] = [];
  const logger: Logger = { debug: () => undefined, info: () => undefined, warn: (message) => void warnings.push(message), error: () => undefined };
  const wallet = fakeWallet(() => now);
  const keeper = createHoldKeeper({ wallets: wallet.wallets, clock, logger, holdMs, ...(everyMs === 'default' ? {} : { everyMs }) });
  keepers.push(keeper);
  /** Moves the clock to `ms` after T0 and runs one tick there. */
  const tickAt = async (ms: number) => {
    now = T0 + ms;
    await keeper.tick();
  };
  return { keeper, ...wallet, warnings, tickAt, setNow: (ms: number) => void (now = T0 + ms) };
}

const keepers: HoldKeeper[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(keepers.splice(0).map((k) => k.close()));
});

describe('hold keeper', () => {
  it('extends only the holds that run out within two intervals, and each again only once it is near its new end', async () => {
    const { keeper, calls, tickAt, setNow } = setUp();
    keeper.track(5, 'early', meta('early'));
    setNow(15_000);
    keeper.track(5, 'late', meta('late'));

    await tickAt(39_999);
    expect(calls).toEqual([]);
    // `early` runs out at 60 s: within 20 s of 40 s. `late` (75 s) is not yet.
    await tickAt(40_000);
    expect(calls).toEqual([{ userId: 5, requestId: 'early', holdMs: HOLD, at: 40_000 }]);
    await tickAt(50_000);
    expect(calls.map((c) => c.requestId)).toEqual(['early']);
    await tickAt(55_000);
    expect(calls.map((c) => c.requestId)).toEqual(['early', 'late']);
    // `early` now holds until 100 s: due again from 80 s.
    await tickAt(79_999);
    expect(calls).toHaveLength(2);
    await tickAt(80_000);
    expect(calls.map((c) => `${c.requestId}@${c.at}`)).toEqual(['early@40000', 'late@55000', 'early@80000']);
  });

  it('never extends a request once it is untracked, nor one tracked after close', async () => {
    const { keeper, calls, tickAt } = setUp();
    const untrack = keeper.track(5, 'done', meta('done'));
    const untrackKept = keeper.track(5, 'kept', meta('kept'));
    untrack();
    untrack();
    await tickAt(45_000);
    expect(calls.map((c) => c.requestId)).toEqual(['kept']);
    untrackKept();
    await tickAt(200_000);
    expect(calls).toHaveLength(1);

    await keeper.close();
    keeper.track(5, 'after-close', meta('after-close'))();
    await tickAt(400_000);
    expect(calls).toHaveLength(1);
  });

  it('forgets a request whose reservation the wallet says is no longer open', async () => {
    const { keeper, calls, answers, tickAt, warnings } = setUp();
    keeper.track(5, 'swept', meta('swept'));
    keeper.track(5, 'running', meta('running'));
    answers.set('swept', 'rejected');
    await tickAt(45_000);
    expect(calls.map((c) => c.requestId).sort()).toEqual(['running', 'swept']);
    answers.delete('swept');
    await tickAt(90_000);
    await tickAt(200_000);
    expect(calls.filter((c) => c.requestId === 'swept')).toHaveLength(1);
    expect(calls.filter((c) => c.requestId === 'running').length).toBeGreaterThan(1);
    expect(warnings).toEqual([]);
  });

  it('logs a failed extension and tries it again at the next tick', async () => {
    const { keeper, calls, answers, tickAt, warnings } = setUp();
    keeper.track(5, 'r', meta('r'));
    answers.set('r', 'fails');
    await tickAt(40_000);
    expect(warnings).toEqual(['extending a hold failed; trying again at the next tick']);
    answers.delete('r');
    await tickAt(50_000);
    expect(calls.map((c) => c.at)).toEqual([40_000, 50_000]);
    // Extended at 50 s to 110 s: not due at 60 s.
    await tickAt(60_000);
    expect(calls).toHaveLength(2);
  });

  it('a request id tracked again is a new request: the old untrack leaves it alone', async () => {
    const { keeper, calls, tickAt, setNow } = setUp();
    const first = keeper.track(5, 'same', meta('same'));
    setNow(30_000);
    keeper.track(5, 'same', meta('same'));
    first();
    await tickAt(45_000);
    expect(calls).toEqual([]);
    await tickAt(70_000);
    expect(calls.map((c) => c.requestId)).toEqual(['same']);
  });

  it('looks every sixth of the hold by default, never more often than every second, on one timer for all requests', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const tenMinutes = setUp({ everyMs: 'default', holdMs: 600_000 });
    tenMinutes.keeper.track(5, 'long', meta('long'));
    for (let i = 0; i < 100; i++) tenMinutes.keeper.track(5, `short-${i}`, meta(`short-${i}`))();
    expect(vi.getTimerCount()).toBe(1);
    // Every 100 s; the first look that finds it within 200 s of its end (600 s) is the fourth, at 400 s.
    for (let i = 1; i <= 5; i++) {
      tenMinutes.setNow(i * 100_000);
      await vi.advanceTimersByTimeAsync(100_000);
      expect(tenMinutes.calls).toHaveLength(i < 4 ? 0 : 1);
    }
    expect(tenMinutes.calls[0]!.at).toBe(400_000);

    const short = setUp({ everyMs: 'default', holdMs: 3_000 });
    short.keeper.track(5, 's', meta('s'));
    // A 3 s hold is looked at every second (a sixth would be 500 ms), two seconds ahead: due at the first look.
    short.setNow(1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(short.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(short.calls).toHaveLength(1);
  });

  it('refuses a hold time or interval that is not positive', () => {
    const wallets = fakeWallet(() => T0).wallets;
    const logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
    expect(() => createHoldKeeper({ wallets, clock: () => new Date(T0), logger, holdMs: 0 })).toThrow();
    expect(() => createHoldKeeper({ wallets, clock: () => new Date(T0), logger, holdMs: 1_000, everyMs: -1 })).toThrow();
  });
});
