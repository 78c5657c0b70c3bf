import { describe, expect, it } from 'vitest';
import { createAppendWake } from '../../../services/platform/append-wake';

/** A store whose waits end when the test says: `append()` ends every wait under way, as the Postgres store's appends do. */
function fakeStore() {
  let waiters: { resolve(): void; reject(error: unknown): void }[] = [];
  let calls = 0;
  return {
    waitForAppend: () =>
      new Promise<void>((resolve, reject) => {
        calls++;
        waiters.push({ resolve, reject });
      }),
    append() {
      for (const w of waiters) w.resolve();
      waiters = [];
    },
    fail(error: unknown) {
      for (const w of waiters) w.reject(error);
      waiters = [];
    },
    calls: () => calls,
  };
}

const settled = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('the append wake of a log follower', () => {
  it('catches an append made while the follower reads, since it listens from before the read', async () => {
    const store = fakeStore();
    const wake = createAppendWake(store, { idleWaitMs: 60_000, coalesceMs: 0 }, new AbortController().signal);
    wake.arm();
    store.append(); // lands during the round
    expect(await settled(wake.wait())).toBe(true);
  });

  it('waits for the next append when none came during the read, and listens once however often it is armed', async () => {
    const store = fakeStore();
    const wake = createAppendWake(store, { idleWaitMs: 60_000, coalesceMs: 0 }, new AbortController().signal);
    wake.arm();
    wake.arm();
    expect(store.calls()).toBe(1);
    const waiting = wake.wait();
    expect(await settled(waiting)).toBe(false);
    store.append();
    expect(await settled(waiting)).toBe(true);
    wake.arm();
    expect(store.calls()).toBe(2);
  });

  it('throws from wait what the store threw, and listens afresh when armed again', async () => {
    const store = fakeStore();
    const wake = createAppendWake(store, { idleWaitMs: 60_000, coalesceMs: 0 }, new AbortController().signal);
    wake.arm();
    store.fail(new Error('store gone'));
    await expect(wake.wait()).rejects.toThrow('store gone');
    wake.arm();
    expect(store.calls()).toBe(2);
  });

  it('ends the coalescing wait at once when stopped', async () => {
    const store = fakeStore();
    const stopping = new AbortController();
    const wake = createAppendWake(store, { idleWaitMs: 60_000, coalesceMs: 60_000 }, stopping.signal);
    wake.arm();
    store.append();
    const waiting = wake.wait();
    expect(await settled(waiting)).toBe(false);
    stopping.abort();
    await waiting;
  });
});
