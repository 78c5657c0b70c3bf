/*
 * The one way a test waits for something another task does: `eventually`
 * runs a check again and again until it passes, and past a generous deadline
 * fails with what the test was waiting for and the check's last error.
 * A test that proves nothing happened does not sleep either: it waits, with
 * `eventually`, for the component to report that it looked and did nothing
 * (a scheduler tick, scheduler-ticks.ts; a follower or sender step,
 * follower-steps.ts; an outbox relay's look, its `onStep`), and moves time
 * with the manual clock (manual-clock.ts) instead of waiting for it. `sleep`
 * is for fakes that must be slow, and for the few absences that nothing can
 * report (docs/testing.md says which).
 */

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The deadline of a wait that does not name one: long enough for a loaded 2-core machine, shorter than a test's 30 s. */
export const EVENTUALLY_TIMEOUT_MS = 20_000;

export interface EventuallyOptions {
  /** What the test waits for, for the failure message ("the run to finish"). */
  what?: string;
  /** How long to keep trying; `EVENTUALLY_TIMEOUT_MS` unless the wait is known to be longer. */
  timeoutMs?: number;
  /** The pause between two tries. */
  everyMs?: number;
}

/** Thrown by a check that knows waiting longer cannot help (a process it watches exited): `eventually` fails at once. */
export class GaveUp extends Error {
  override readonly name = 'GaveUp';
}

/** Stops an `eventually` at once with `message`. */
export function giveUp(message: string): never {
  throw new GaveUp(message);
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Runs `check` until it passes, and returns what it returned. A check passes
 * when it returns (or resolves to) anything but `false` without throwing, so
 * it may be an assertion (`() => expect(x).toBe(1)`), a predicate
 * (`async () => (await count()) === 0`) or a read that fails until its value
 * is there. Past the deadline it throws an error naming `what` and the last
 * failure (also its `cause`).
 */
export async function eventually<T>(check: () => T | Promise<T>, options: EventuallyOptions = {}): Promise<Exclude<T, false>> {
  const { what = 'a check to pass', timeoutMs = EVENTUALLY_TIMEOUT_MS, everyMs = 25 } = options;
  const deadline = Date.now() + timeoutMs;
  let tries = 0;
  for (;;) {
    let last: unknown;
    tries += 1;
    try {
      const value = await check();
      if (value !== false) return value as Exclude<T, false>;
      last = new Error('the check answered false');
    } catch (error) {
      if (error instanceof GaveUp) throw error;
      last = error;
    }
    if (Date.now() >= deadline) {
      throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms (${tries} tries); last failure: ${describe(last)}`, { cause: last });
    }
    await sleep(everyMs);
  }
}
