import { pause, startFollowLoop, type FollowStep } from '../../platform/follow-loop';
import { assertNever } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { OptionStore } from '../../platform/options/option-store';
import type { SqlDatabase, SqlSession } from '../../platform/ports/sql';
import { claimDueNotices, loadContacts, markSent, markSkipped, nextDueAt, pruneFinishedNotices, scheduleRetry, type DueNotice } from './delivery-records';
import { afterFailure, alertTarget, RETRY_DELAYS_MS } from './rules/delivery-rules';
import type { NoticeContext } from './message';
import { sendNotice, type NoticeSenderDeps } from './send-notice';
import { quotaDisplayOf } from '../../platform/quota-display';
import { isSealedText, type SecretBox } from '../../platform/crypto/secret-box';
import type { AlertTarget } from './rules/delivery-rules';

export interface NotificationSenderDeps extends NoticeSenderDeps {
  /** Where the outbox and the recipients' settings live. */
  readonly db: SqlDatabase;
  /** SystemName, ServerAddress, QuotaPerUnit, DisplayInCurrencyEnabled, read when sending. */
  readonly options: Pick<OptionStore, 'get'>;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Opens the webhook secrets sealed in the users' settings, to sign with. */
  readonly secretBox: SecretBox;
  /**
   * Called in the transaction that gives up on a low-balance alert: the
   * balance-alerts feature hands the user's alert window back, since an
   * alert that never arrived does not count as sent.
   */
  readonly handBackAlertWindow: (tx: SqlSession, userId: number, decidedAt: Date, previousAlertAt: string | null) => Promise<void>;
}

export interface NotificationSenderOptions {
  /** How often to look for due notices when none is due sooner. Default 1 s. */
  readonly pollMs?: number;
  /** How long a claimed notice is left to its sender before another may take it: far longer than one send may take (timeouts end an email or a webhook within about a minute). Default 5 min. */
  readonly leaseMs?: number;
  /** Waits before each retry of a failed send; default 30 s, then 2 min, then it is skipped. */
  readonly retryDelaysMs?: readonly number[];
  /** How long sent and skipped notices stay in the outbox, for whoever looks into a delivery. Default 30 days. */
  readonly keepFinishedMs?: number;
  /** How often the outbox is pruned of them. Default hourly. */
  readonly pruneEveryMs?: number;
  /** Told after each step that worked (every due notice claimed and sent or rescheduled): tests wait on it. */
  readonly onStep?: (step: FollowStep) => void;
}

export interface NotificationSender {
  /** Stops sending; resolves once stopped. Closes nothing it was given. */
  stop(): Promise<void>;
}

/**
 * Sends what any producer queued in `notification_deliveries` (low-balance
 * alerts, channel notices to the super admins): claims due rows (`FOR UPDATE
 * SKIP LOCKED` plus a lease), sends each by email or webhook to where the
 * recipient's settings say now, and records sent, a retry, or skipped.
 *
 * It polls: one indexed query a second finds a notice queued by any process
 * (a request-handling instance disabling a channel, the alert follower)
 * within about a second, without a wake-up path between processes; when a
 * retry is due sooner, it looks then. Several senders (instances) never send
 * one row twice, except that a crash mid-send repeats it once the lease ends
 * (at least once). Failures are logged and retried; the loop never ends the
 * process.
 */
export function startNotificationSender(deps: NotificationSenderDeps, options: NotificationSenderOptions = {}): NotificationSender {
  const { pollMs = 1_000, leaseMs = 300_000, retryDelaysMs = RETRY_DELAYS_MS, keepFinishedMs = 30 * 86_400_000, pruneEveryMs = 3_600_000, onStep } = options;
  let prunedAt = -Infinity;
  return startFollowLoop({
    name: 'sending notifications',
    logger: deps.logger,
    step: async (signal) => {
      const now = deps.clock().getTime();
      if (now - prunedAt >= pruneEveryMs) {
        const pruned = await pruneFinishedNotices(deps.db, new Date(now - keepFinishedMs));
        if (pruned > 0) deps.logger.info('pruned finished notifications', { count: pruned });
        prunedAt = now;
      }
      await deliverDue(deps, leaseMs, retryDelaysMs, signal);
      return 'idle';
    },
    idle: async (signal) => pause(await idleWait(deps, pollMs), signal),
    onStep,
  });
}

/** Until the next due retry, if it is sooner than the poll interval. */
async function idleWait({ db, clock }: NotificationSenderDeps, pollMs: number): Promise<number> {
  const due = await nextDueAt(db);
  if (due === null) return pollMs;
  return Math.max(20, Math.min(pollMs, due.getTime() - clock().getTime()));
}

/**
 * Sends every due notice this instance can claim, one claim per notice: a
 * lease covers one send (whose timeouts end it well within the lease), so a
 * notice never waits behind others until its lease runs out and another
 * instance claims and sends it again.
 */
async function deliverDue(deps: NotificationSenderDeps, leaseMs: number, retryDelaysMs: readonly number[], signal: AbortSignal): Promise<void> {
  // Stopping is checked before a claim, never between a claim and its send: a claimed notice is always sent now.
  while (!signal.aborted) {
    const now = deps.clock();
    const [delivery] = await claimDueNotices(deps.db, now, new Date(now.getTime() + leaseMs), 1);
    if (delivery === undefined) return;
    await deliverOne(deps, delivery, retryDelaysMs);
  }
}

function contextOf(options: NotificationSenderDeps['options']): NoticeContext {
  return {
    siteName: options.get('SystemName'),
    serverAddress: options.get('ServerAddress'),
    display: quotaDisplayOf(options),
  };
}

async function deliverOne(deps: NotificationSenderDeps, delivery: DueNotice, retryDelaysMs: readonly number[]): Promise<void> {
  const { db, options, clock, logger } = deps;
  const contact = (await loadContacts(db, [delivery.userId])).get(delivery.userId);
  // The settings of the moment: a user who changed them since the decision gets it where they now want it.
  const target = contact ? withOpenedSecret(deps.secretBox, alertTarget(contact)) : { kind: 'none' as const, reason: 'the user is gone' };
  const fields = { kind: delivery.notice.kind, userId: delivery.userId, channel: target.kind, attempt: delivery.attempts };
  if (target.kind === 'none') {
    await db.transaction((tx) => skip(deps, tx, delivery, null, target.reason, clock()));
    logger.info('notification skipped', { ...fields, reason: target.reason });
    return;
  }
  const outcome = await sendNotice(
    deps,
    target,
    { deliveryId: delivery.id, notice: delivery.notice, userId: delivery.userId, context: contextOf(options) },
    clock(),
  );
  const now = clock();
  if (outcome.ok) {
    await markSent(db, delivery.id, target.kind, now);
    logger.info('notification sent', fields);
    return;
  }
  const next = afterFailure(delivery.attempts, outcome.permanent, now, retryDelaysMs);
  if (next.next === 'retry') {
    await scheduleRetry(db, delivery.id, target.kind, next.at, outcome.reason);
    logger.warn('notification failed; retrying', { ...fields, reason: outcome.reason, retryAt: next.at.toISOString() });
  } else {
    await db.transaction((tx) => skip(deps, tx, delivery, target.kind, outcome.reason, now));
    logger.warn('notification failed; skipped', { ...fields, reason: outcome.reason });
  }
}

/**
 * A webhook target with its secret opened: sealed in the user's settings
 * since secrets are sealed at rest, in clear if saved before (read as it is
 * until `npm run reseal-keys` seals it). One no known key opens is not sent.
 */
function withOpenedSecret(box: SecretBox, target: AlertTarget): AlertTarget {
  if (target.kind !== 'webhook' || !isSealedText(target.secret)) return target;
  try {
    return { ...target, secret: box.open(target.secret) };
  } catch {
    return { kind: 'none', reason: 'the webhook secret opens under no known key (is SECRET_KEY, or SECRET_KEY_PREVIOUS, the key it was sealed with?)' };
  }
}

/** Gives up on a notice, and undoes what deciding it claimed: a low-balance alert that never arrived hands the user's window back. */
async function skip(
  deps: NotificationSenderDeps,
  tx: SqlSession,
  delivery: DueNotice,
  channel: 'email' | 'webhook' | null,
  reason: string,
  now: Date,
): Promise<void> {
  if (!(await markSkipped(tx, delivery.id, channel, reason, now))) return;
  const notice = delivery.notice;
  switch (notice.kind) {
    case 'low_balance':
      return deps.handBackAlertWindow(tx, delivery.userId, delivery.decidedAt, notice.previousAlertAt);
    case 'channel_disabled':
    case 'channel_test_finished':
      return;
    default:
      return assertNever(notice);
  }
}
