import type { WalletEvent } from '../../../../schema/events/wallet';
import { assertNever } from '../../../platform/actor';

/*
 * The rules of low-balance alerts (issue 6 item 4; spec 01 section 6,
 * server-behaviour 4.3) as pure functions: how an event moves the quota a
 * user sees, which threshold applies, whether a fall alerts. Where an alert
 * goes and its retries are every notification's
 * (services/features/notifications/rules/delivery-rules.ts). The clock is an argument.
 */

/** At most one alert per user in this window (spec 01: "at most once per 2 hours"). */
export const ALERT_WINDOW_MS = 2 * 3_600_000;

/**
 * A fall older than this when the follower reads it alerts no one: a new
 * deployment reading years of history, or a follower back after an outage,
 * must not mail about balances that have moved on since.
 */
export const MAX_EVENT_AGE_MS = 3_600_000;

/**
 * How the event changes the quota a user sees (available + owed), exactly as
 * the user_balances read model folds it: a reservation lowers it, a release
 * and the refund part of a settlement raise it.
 */
export function quotaDeltaOf(event: WalletEvent): number {
  switch (event.type) {
    case 'WalletCredited':
      return event.data.amount;
    case 'InviteEarningsTransferred':
      return event.data.amount;
    case 'QuotaReserved':
      return -event.data.amount;
    case 'QuotaSettled':
      return event.data.availableDelta + event.data.owedDelta;
    case 'QuotaReleased':
      return event.data.amount;
    case 'InviteRewardEarned':
    case 'TokenAllowanceSet':
    case 'QuotaHoldExtended':
      return 0;
    default:
      return assertNever(event);
  }
}

/**
 * The user's own `quota_warning_threshold` when they set one (a positive
 * whole number, as PUT /api/user/setting checks); otherwise the site's
 * `QuotaRemindThreshold`, as the established gateway does. The console
 * pre-fills 500000 in the form; a user who never saved it gets the site's.
 */
export function thresholdFor(setting: Readonly<Record<string, unknown>>, siteThreshold: number): number {
  const own = setting['quota_warning_threshold'];
  return typeof own === 'number' && Number.isSafeInteger(own) && own > 0 ? own : siteThreshold;
}

export interface AlertFacts {
  /** The user's quota before and after the event. */
  readonly before: number;
  readonly after: number;
  readonly threshold: number;
  /** When the user's current alert window began; null: never alerted (or the last alert failed). */
  readonly lastAlertAt: Date | null;
  /** When the event happened, and when the follower reads it. */
  readonly occurredAt: Date;
  readonly now: Date;
}

export type AlertDecision =
  | { readonly alert: true }
  | { readonly alert: false; readonly reason: 'not_a_fall' | 'not_below_threshold' | 'alerts_off' | 'alerted_recently' | 'stale_event' };

/**
 * A fall of the balance that ends below the threshold alerts, unless the
 * user was alerted less than two hours ago. "A fall", not only "the
 * crossing": a user who keeps spending below the threshold is reminded
 * again once the window has passed (the established gateway checks after
 * every charge). A threshold of 0 or less turns alerts off.
 */
export function decideBalanceAlert(facts: AlertFacts): AlertDecision {
  if (facts.threshold <= 0) return { alert: false, reason: 'alerts_off' };
  if (facts.after >= facts.before) return { alert: false, reason: 'not_a_fall' };
  if (facts.after >= facts.threshold) return { alert: false, reason: 'not_below_threshold' };
  if (facts.now.getTime() - facts.occurredAt.getTime() > MAX_EVENT_AGE_MS) return { alert: false, reason: 'stale_event' };
  if (facts.lastAlertAt !== null && facts.now.getTime() - facts.lastAlertAt.getTime() < ALERT_WINDOW_MS) return { alert: false, reason: 'alerted_recently' };
  return { alert: true };
}
