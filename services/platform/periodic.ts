import type { Logger } from './logger';

export interface Periodic {
  /** Stops ticking; resolves once a tick in progress has ended. */
  stop(): Promise<void>;
}

/** What one tick did, for an observer (`onTick`): the task's answer, or that it failed. */
export interface PeriodicTick {
  readonly name: string;
  /** What the task resolved to; undefined when it failed. */
  readonly outcome: unknown;
  readonly failed: boolean;
}

export interface PeriodicOptions {
  readonly intervalMs: number;
  readonly logger: Logger;
  readonly name: string;
  /** Told after each tick ends (tests wait on it to know the job looked); never changes what the job does. */
  readonly onTick?: (tick: PeriodicTick) => void;
}

/**
 * Runs `task` every `intervalMs`, never two at once: the next wait starts
 * when a tick ends. A failing tick is logged and the next one runs as usual.
 */
export function startPeriodic(task: () => Promise<unknown>, { intervalMs, logger, name, onTick }: PeriodicOptions): Periodic {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = task()
        .then(
          (outcome) => onTick?.({ name, outcome, failed: false }),
          (error: unknown) => {
            logger.error(`${name} failed; trying again next round`, { error });
            onTick?.({ name, outcome: undefined, failed: true });
          },
        )
        .catch((error: unknown) => logger.error(`${name}: the tick observer failed`, { error }))
        .finally(schedule);
    }, intervalMs);
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
