import type { Clock } from '../platform/clock';
import type { FollowStep } from '../platform/follow-loop';
import type { Logger } from '../platform/logger';
import { PROJECTIONS } from '../../projections/registry';
import { startProjectionRunner } from '../../projections/runner';
import { handBackWindow, startBalanceAlerts } from '../features/balance-alerts';
import { startNotificationSender } from '../features/notifications';
import type { Closers } from './closers';
import type { Backends } from './open-backends';
import type { Core } from './wire-app';

/**
 * The projections role: the read models follow the log of record, and so do
 * the low-balance alerts and the sender of queued notifications.
 */
export function wireProjections(
  logger: Logger,
  clock: Clock,
  { db, events, pubsub, options, secretBox }: Backends,
  { mailer, userUrlOutbound }: Core,
  closers: Closers,
  onFollowerStep?: (step: FollowStep) => void,
): void {
  const runner = startProjectionRunner({ db, store: events.store, pubsub, logger }, PROJECTIONS);
  closers.add(() => runner.stop());
  // Low-balance alerts follow the wallet events like a projection; of several such processes, one decides each batch.
  const alerts = startBalanceAlerts({ db, store: events.store, options, clock, logger }, { onStep: onFollowerStep });
  closers.add(() => alerts.stop());
  // Every notification queued by any process (low-balance alerts, channel notices to the super admins), polled each second;
  // users' webhooks go through the worker while WorkerUrl is set.
  const notices = startNotificationSender(
    { db, mailer, outbound: userUrlOutbound, options, clock, logger, secretBox, handBackAlertWindow: handBackWindow },
    { onStep: onFollowerStep },
  );
  closers.add(() => notices.stop());
}
