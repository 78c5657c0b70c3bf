import type { PeriodicTick } from '../../services/platform/periodic';
import { eventually } from './eventually';

/** The scheduled jobs a gateway runs, by the name their ticks report. */
export type ScheduledJob = 'scheduled channel test' | 'scheduled balance refresh' | 'usage log retention';

export interface SchedulerTicks {
  /** Pass as `GatewayOverrides.onSchedulerTick`. */
  readonly onSchedulerTick: (tick: PeriodicTick) => void;
  /** Every tick reported so far, oldest first. */
  readonly all: readonly PeriodicTick[];
  /** The ticks of `job` so far. */
  of(job: ScheduledJob): PeriodicTick[];
  /**
   * Waits until `job` has run `count` whole ticks that started after this
   * call (a tick under way at the call does not count: it may have looked
   * before), and returns their outcomes: positive evidence that the job
   * looked at the state the test made, instead of a sleep.
   */
  looked(job: ScheduledJob, count?: number): Promise<unknown[]>;
}

/** Records the ticks of a gateway's scheduled jobs. */
export function recordSchedulerTicks(): SchedulerTicks {
  const all: PeriodicTick[] = [];
  const of = (job: ScheduledJob) => all.filter((tick) => tick.name === job);
  return {
    onSchedulerTick: (tick) => {
      all.push(tick);
    },
    all,
    of,
    async looked(job, count = 1) {
      const before = of(job).length;
      // Ticks never overlap: the one after the tick possibly under way started after this call.
      const wanted = before + 1 + count;
      await eventually(() => of(job).length >= wanted, { what: `${count} whole tick(s) of the ${job}` });
      return of(job)
        .slice(before + 1, wanted)
        .map((tick) => tick.outcome);
    },
  };
}
