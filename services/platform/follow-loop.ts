import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from './logger';
import { createBackoff } from './retry-backoff';

/*
 * The loop every follower runs (the balance-alert follower, the notification
 * sender, the Kafka forwarder): do a step; when it has caught up, wait idle
 * before the next; when it fails, log it and back off (longer each time,
 * reset by the next success); never end the process; stop when told, once
 * the step in progress has ended.
 */

/** What a step says about the next: run it at once (`again`), or wait idle first. */
export type StepOutcome = 'again' | 'idle';

/** A step that worked, for an observer (`onStep`). */
export interface FollowStep {
  readonly name: string;
  readonly outcome: StepOutcome;
}

export interface FollowLoopOptions {
  /** Names the loop in its log: `<name> failed; retrying`. */
  readonly name: string;
  readonly logger: Logger;
  /** One round of work. `signal` aborts when the loop is stopping; a step may end early then. */
  readonly step: (signal: AbortSignal) => Promise<StepOutcome>;
  /** The wait after an `idle` step (a poll interval, a wait for an append); ends early when `signal` aborts. A failure counts as the step's. */
  readonly idle: (signal: AbortSignal) => Promise<unknown>;
  /** The wait after a failure, doubling from `initialMs` up to `maxMs`. Default 250 ms to 30 s. */
  readonly retry?: { readonly initialMs: number; readonly maxMs: number };
  /** Aborting it stops the loop, as `stop()` does. */
  readonly signal?: AbortSignal;
  /** More fields for a failure's log line. */
  readonly failureFields?: (error: unknown) => Readonly<Record<string, unknown>>;
  /** A step worked after `failedAttempts` failures in a row. */
  readonly onRecovered?: (failedAttempts: number) => void;
  /** A step worked (told before the idle wait); tests wait on it to know the loop looked. Never changes what the loop does. */
  readonly onStep?: (step: FollowStep) => void;
  /** The loop has ended; called before `stop()` resolves. */
  readonly onStopped?: () => void;
}

export interface FollowLoop {
  /** Stops the loop; resolves once the step in progress (if any) has ended. */
  stop(): Promise<void>;
}

export const DEFAULT_RETRY = { initialMs: 250, maxMs: 30_000 } as const;

export function startFollowLoop(options: FollowLoopOptions): FollowLoop {
  const { name, logger, step, idle } = options;
  const stopping = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stopping.signal]) : stopping.signal;
  const backoff = createBackoff(options.retry ?? DEFAULT_RETRY);

  const running = (async () => {
    while (!signal.aborted) {
      try {
        const outcome = await step(signal);
        if (backoff.failures > 0) options.onRecovered?.(backoff.failures);
        backoff.reset();
        options.onStep?.({ name, outcome });
        if (outcome === 'idle') await idle(signal);
      } catch (error) {
        if (signal.aborted) break;
        logger.error(`${name} failed; retrying`, {
          attempt: backoff.failures + 1,
          retryInMs: backoff.nextDelayMs,
          error,
          ...options.failureFields?.(error),
        });
        await backoff.wait(signal);
      }
    }
    options.onStopped?.();
  })();

  return {
    async stop() {
      stopping.abort();
      await running;
    },
  };
}

/** Waits `ms`, or less when `signal` aborts; never rejects. */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal }).catch(() => {});
}
