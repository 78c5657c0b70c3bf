import { describe, expect, it } from 'vitest';
import {
  ALERT_WINDOW_MS,
  decideBalanceAlert,
  MAX_EVENT_AGE_MS,
  quotaDeltaOf,
  thresholdFor,
  type AlertFacts,
} from '../../../../services/features/balance-alerts/rules/alert-rules';
import { afterFailure, alertTarget } from '../../../../services/features/notifications/rules/delivery-rules';
import type { WalletEvent } from '../../../../schema/events/wallet';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const facts = (over: Partial<AlertFacts> = {}): AlertFacts => ({
  before: 600_000,
  after: 400_000,
  threshold: 500_000,
  lastAlertAt: null,
  occurredAt: NOW,
  now: NOW,
  ...over,
});

describe('decideBalanceAlert', () => {
  it('alerts when the balance falls below the threshold', () => {
    expect(decideBalanceAlert(facts())).toEqual({ alert: true });
  });

  it('alerts on a further fall while already below, once the window has passed', () => {
    expect(decideBalanceAlert(facts({ before: 300_000, after: 200_000, lastAlertAt: ago(ALERT_WINDOW_MS) }))).toEqual({ alert: true });
    expect(decideBalanceAlert(facts({ before: 300_000, after: 200_000, lastAlertAt: ago(ALERT_WINDOW_MS - 1) }))).toEqual({
      alert: false,
      reason: 'alerted_recently',
    });
  });

  it('stays quiet for a rise, a fall that stays at or above the threshold, and a balance that does not move', () => {
    expect(decideBalanceAlert(facts({ before: 100, after: 200 }))).toEqual({ alert: false, reason: 'not_a_fall' });
    expect(decideBalanceAlert(facts({ before: 100, after: 100 }))).toEqual({ alert: false, reason: 'not_a_fall' });
    expect(decideBalanceAlert(facts({ before: 900_000, after: 500_000 }))).toEqual({ alert: false, reason: 'not_below_threshold' });
  });

  it('treats a threshold of 0 as alerts off, even into debt', () => {
    expect(decideBalanceAlert(facts({ threshold: 0, before: 10, after: -50 }))).toEqual({ alert: false, reason: 'alerts_off' });
  });

  it('ignores falls older than the age limit, as when history is read for the first time', () => {
    expect(decideBalanceAlert(facts({ occurredAt: ago(MAX_EVENT_AGE_MS + 1) }))).toEqual({ alert: false, reason: 'stale_event' });
    expect(decideBalanceAlert(facts({ occurredAt: ago(MAX_EVENT_AGE_MS) }))).toEqual({ alert: true });
  });
});

describe('thresholdFor', () => {
  it("takes the user's own threshold when set, else the site's QuotaRemindThreshold", () => {
    expect(thresholdFor({ quota_warning_threshold: 500_000 }, 1000)).toBe(500_000);
    expect(thresholdFor({}, 1000)).toBe(1000);
    expect(thresholdFor({ quota_warning_threshold: 0 }, 1000)).toBe(1000);
    expect(thresholdFor({ quota_warning_threshold: '5' }, 1000)).toBe(1000);
  });
});

describe('alertTarget', () => {
  it('sends email by default, to the notification email before the account email', () => {
    expect(alertTarget({ email: 'a@example.test', setting: {} })).toEqual({ kind: 'email', to: 'a@example.test' });
    expect(alertTarget({ email: 'a@example.test', setting: { notify_type: 'email', notification_email: 'n@example.test' } })).toEqual({
      kind: 'email',
      to: 'n@example.test',
    });
    expect(alertTarget({ email: '', setting: {} })).toMatchObject({ kind: 'none' });
  });

  it('sends to an https webhook only, and not yet to bark or gotify', () => {
    expect(alertTarget({ email: '', setting: { notify_type: 'webhook', webhook_url: 'https://hooks.example.test/x', webhook_secret: 's' } })).toEqual({
      kind: 'webhook',
      url: 'https://hooks.example.test/x',
      secret: 's',
    });
    expect(alertTarget({ email: '', setting: { notify_type: 'webhook', webhook_url: 'http://hooks.example.test/x' } })).toMatchObject({ kind: 'none' });
    expect(alertTarget({ email: 'a@example.test', setting: { notify_type: 'bark' } })).toEqual({ kind: 'none', reason: 'bark notifications are not sent yet' });
  });
});

describe('afterFailure', () => {
  it('retries after each delay, then skips; a permanent refusal skips at once', () => {
    expect(afterFailure(1, false, NOW, [1000, 5000])).toEqual({ next: 'retry', at: new Date(NOW.getTime() + 1000) });
    expect(afterFailure(2, false, NOW, [1000, 5000])).toEqual({ next: 'retry', at: new Date(NOW.getTime() + 5000) });
    expect(afterFailure(3, false, NOW, [1000, 5000])).toEqual({ next: 'skip' });
    expect(afterFailure(1, true, NOW, [1000, 5000])).toEqual({ next: 'skip' });
  });
});

describe('quotaDeltaOf', () => {
  const base = {
    eventId: 'e',
    schemaVersion: 1,
    streamId: 'wallet-1',
    occurredAt: NOW.toISOString(),
    correlationId: null,
    causationId: null,
    actor: { kind: 'system', reason: 't' },
  };
  const event = (type: string, data: Record<string, unknown>) => ({ ...base, type, data }) as unknown as WalletEvent;

  it('moves the quota a user sees (available + owed) as the user_balances read model does', () => {
    expect(quotaDeltaOf(event('WalletCredited', { amount: -700 }))).toBe(-700);
    expect(quotaDeltaOf(event('QuotaReserved', { amount: 300 }))).toBe(-300);
    expect(quotaDeltaOf(event('QuotaSettled', { availableDelta: 50, owedDelta: -20 }))).toBe(30);
    expect(quotaDeltaOf(event('QuotaReleased', { amount: 300 }))).toBe(300);
    expect(quotaDeltaOf(event('InviteEarningsTransferred', { amount: 90 }))).toBe(90);
    expect(quotaDeltaOf(event('InviteRewardEarned', { amount: 90 }))).toBe(0);
    expect(quotaDeltaOf(event('TokenAllowanceSet', { availableDelta: 90 }))).toBe(0);
  });
});
