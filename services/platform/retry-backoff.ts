import { setTimeout as sleep } from 'node:timers/promises';

export interface Backoff {
  /** Waits before the next attempt (longer each time, with jitter); returns early when `signal` aborts. */
  wait(signal: AbortSignal): Promise<void>;
  /** How long the coming wait will be, in ms. */
  readonly nextDelayMs: number;
  /** Failed attempts since the last success. */
  readonly failures: number;
  /** An attempt worked: the next failure waits `initialMs` again. */
  reset(): void;
}

/** Exponential backoff from `initialMs`, doubling up to `maxMs`, each wait 50–100% of that for jitter. */
export function createBackoff({ initialMs, maxMs }: { initialMs: number; maxMs: number }): Backoff {
  let failures = 0;
  let nextDelayMs = jitter(initialMs);
  return {
    async wait(signal) {
      failures += 1;
      const delay = nextDelayMs;
      nextDelayMs = jitter(Math.min(maxMs, initialMs * 2 ** failures));
      await sleep(delay, undefined, { signal }).catch(() => {});
    },
    get nextDelayMs() {
      return nextDelayMs;
    },
    get failures() {
      return failures;
    },
    reset() {
      failures = 0;
      nextDelayMs = jitter(initialMs);
    },
  };
}

const jitter = (ms: number) => Math.round(ms * (0.5 + Math.random() / 2));
