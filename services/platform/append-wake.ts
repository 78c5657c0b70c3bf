import { pause } from './follow-loop';
import type { EventStore } from './ports/event-store';

/*
 * How a follower of the log (the projection runner, the low-balance alert
 * follower) waits for more to read. Every append in this process wakes it;
 * once woken it waits `coalesceMs` more, so a burst of appends (the
 * reservations and settlements of many requests) is read as one round
 * instead of one round each. A follower that is behind reads on without
 * waiting at all: only a follower at the end of the log waits.
 */

/** The wait after a wake-up, by default: a few tens of milliseconds of freshness for a round per burst instead of per append. */
export const DEFAULT_COALESCE_MS = 25;

export interface AppendWaitOptions {
  /** With no append, look again after this long anyway (appends by other processes wake nobody here). */
  readonly idleWaitMs: number;
  /** Once woken, wait this much longer before reading; 0 reads at once. */
  readonly coalesceMs: number;
}

export interface AppendWake {
  /** Starts listening for appends, unless it still is: call it before reading, so an append while reading is not missed. */
  arm(): void;
  /** Resolves after an append since `arm` (or `idleWaitMs`), and then `coalesceMs`; at once when `signal` aborts. */
  wait(): Promise<void>;
}

export function createAppendWake(store: Pick<EventStore, 'waitForAppend'>, options: AppendWaitOptions, signal: AbortSignal): AppendWake {
  let listening: Promise<void> | null = null;
  let woken = false;
  let failure: { error: unknown } | null = null;
  return {
    arm() {
      if (listening !== null && !woken) return;
      woken = false;
      listening = store.waitForAppend(options.idleWaitMs, signal).then(
        () => void (woken = true),
        (error: unknown) => void ((woken = true), (failure = { error })),
      );
    },
    async wait() {
      await listening;
      listening = null;
      const failed = failure;
      failure = null;
      if (failed) throw failed.error;
      if (options.coalesceMs > 0) await pause(options.coalesceMs, signal);
    },
  };
}

/** For a follower that waits after its step (startFollowLoop's `idle`): an append or `idleWaitMs`, then `coalesceMs`. */
export async function waitForAppends(store: Pick<EventStore, 'waitForAppend'>, options: AppendWaitOptions, signal: AbortSignal): Promise<void> {
  await store.waitForAppend(options.idleWaitMs, signal);
  if (options.coalesceMs > 0 && !signal.aborted) await pause(options.coalesceMs, signal);
}
