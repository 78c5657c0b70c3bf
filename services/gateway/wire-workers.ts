import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config/config';
import type { Logger } from '../platform/logger';
import { createReservationSweeper } from '../features/wallet';
import { startPeriodic, type PeriodicTick } from '../platform/periodic';
import type { Closers } from './closers';
import type { Backends } from './open-backends';
import type { Core } from './wire-app';

export interface WorkerSettings {
  readonly clock: Clock;
  /** How often the scheduled jobs check whether a run is due (default a minute). */
  readonly schedulerTickMs?: number;
  /** Told after each tick of a scheduled job ends, with what it did. */
  readonly onSchedulerTick?: (tick: PeriodicTick) => void;
}

/**
 * The workers of the processes that take requests: the sweeper that ends the
 * reservations whose requests died, and the scheduled jobs (channel tests,
 * balance refreshes), of which one instance runs each round.
 */
export function wireWorkers(config: Config, logger: Logger, { db }: Backends, { app, wallets }: Core, settings: WorkerSettings, closers: Closers): void {
  const sweeper = createReservationSweeper({ db, wallets, clock: settings.clock, logger });
  closers.add(() => sweeper.stop());
  const intervalMs = settings.schedulerTickMs ?? 60_000;
  // Scheduled channel tests, when an admin turned them on; of all instances ticking, one starts each run.
  const channelTests = startPeriodic(() => app.channels.runScheduledTest(), {
    intervalMs,
    logger,
    name: 'scheduled channel test',
    onTick: settings.onSchedulerTick,
  });
  closers.add(() => channelTests.stop());
  // The usage log's retention clean-up, when LogRetentionDays is set; one instance claims each day's run.
  const retention = startPeriodic(() => app.usageLog.runRetention(), { intervalMs, logger, name: 'usage log retention', onTick: settings.onSchedulerTick });
  closers.add(() => retention.stop());
  // Scheduled balance refreshes, when CHANNEL_UPDATE_FREQUENCY is set; likewise one instance runs each.
  const refreshMinutes = config.channelBalanceRefreshMinutes;
  if (refreshMinutes !== null) {
    const refreshIfDue = async () => {
      const { ran, ...tally } = await app.channels.runScheduledBalanceUpdate(refreshMinutes);
      if (ran) logger.info('scheduled balance refresh done', tally);
      return { ran, ...tally };
    };
    const balances = startPeriodic(refreshIfDue, { intervalMs, logger, name: 'scheduled balance refresh', onTick: settings.onSchedulerTick });
    closers.add(() => balances.stop());
  }
}
