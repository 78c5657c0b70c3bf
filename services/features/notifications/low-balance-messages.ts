import { formatQuota, type QuotaDisplay } from '../../platform/quota-display';

/*
 * What a low-balance alert says, by email or webhook (the `low_balance`
 * notice; services/features/notifications/message.ts picks it). Pure: the time is an
 * argument.
 */

export interface AlertContent {
  readonly userId: number;
  readonly quota: number;
  readonly threshold: number;
  /** SystemName, for the subject. */
  readonly siteName: string;
  /** ServerAddress; empty: no top-up link. */
  readonly serverAddress: string;
  readonly display: QuotaDisplay;
}

/** The established gateway's notification type for a low balance. */
export const ALERT_TYPE = 'quota_exceed';

export const alertTitle = 'Your balance is running low';

export function alertText(content: AlertContent): string {
  const quota = formatQuota(content.quota, content.display);
  const threshold = formatQuota(content.threshold, content.display);
  return `Your balance is ${quota}, below your alert threshold of ${threshold}. Top up to keep your requests running.`;
}

const topUpLink = (serverAddress: string): string | null => (serverAddress.trim() ? `${serverAddress.trim().replace(/\/+$/, '')}/topup` : null);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function alertEmail(content: AlertContent): { subject: string; html: string } {
  const link = topUpLink(content.serverAddress);
  const top = link ? `<p>Top-up page: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '';
  return {
    subject: `${content.siteName}: ${alertTitle.toLowerCase()}`,
    html: `<p>${escapeHtml(alertText(content))}</p>${top}<p>You get this at most once every 2 hours; change the threshold or turn it off in your settings.</p>`,
  };
}

/** The webhook's JSON body. `timestamp` is Unix seconds, the same as in the signature. */
export function alertWebhookBody(content: AlertContent, now: Date): string {
  return JSON.stringify({
    type: ALERT_TYPE,
    user_id: content.userId,
    quota: content.quota,
    threshold: content.threshold,
    title: alertTitle,
    message: alertText(content),
    timestamp: Math.floor(now.getTime() / 1000),
  });
}
