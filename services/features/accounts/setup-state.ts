import type { Clock } from '../../platform/clock';
import type { SqlDatabase } from '../../platform/ports/sql';
import { setupIsDone } from './setup-records';

export interface SetupState {
  /** True once the setup wizard has finished; never goes back to false. */
  isDone(): Promise<boolean>;
  /** Called by the setup wizard in this instance, so its answer changes at once. */
  markDone(): void;
}

/** How long a "not yet" answer is reused; another instance's setup shows up within this. */
const NOT_DONE_TTL_MS = 1000;

/**
 * The status endpoint is public and busy, so the answer is cached: "done" for
 * good, "not yet" for a second, with one query in flight at a time.
 */
export function createSetupState(db: SqlDatabase, clock: Clock): SetupState {
  let done = false;
  let checkedAt = -Infinity;
  let inFlight: Promise<boolean> | null = null;

  const check = async (): Promise<boolean> => {
    done = await setupIsDone(db);
    checkedAt = clock().getTime();
    return done;
  };

  return {
    async isDone() {
      if (done) return true;
      if (clock().getTime() - checkedAt < NOT_DONE_TTL_MS) return false;
      inFlight ??= check().finally(() => (inFlight = null));
      return inFlight;
    },
    markDone() {
      done = true;
    },
  };
}
