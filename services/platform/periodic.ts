import type { Logger } from './logger';

export interface Periodic {
  /** Stops ticking; resolves once a tick in progress has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs`, never two at once: the next wait starts
 * when a tick ends. A failing tick is logged and the next one runs as usual.
 */
export function startPeriodic(task: () => Promise<unknown>, { intervalMs, logger, name }: { intervalMs: number; logger: Logger; name: string }): Periodic {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = task()
        .catch((error: unknown) => logger.error(`${name} failed; trying again next round`, { error }))
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
