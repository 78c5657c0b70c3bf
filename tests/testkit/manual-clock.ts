import type { Clock } from '../../services/platform/clock';

/** A clock that stands still until the test moves it. */
export function createManualClock(startMs = Date.UTC(2026, 0, 1)): { clock: Clock; advance(ms: number): void } {
  let now = startMs;
  return {
    clock: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}
