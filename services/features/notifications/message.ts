import type { QuotaDisplay } from '../../platform/quota-display';
import { alertEmail, alertWebhookBody } from './low-balance-messages';
import { assertNever } from '../../platform/actor';
import { channelDisabledEmail, channelDisabledWebhookBody, channelTestEmail, channelTestWebhookBody } from './channel-messages';
import type { Notice } from './notice';

/*
 * What a notice says, by kind: the email (subject and HTML) and the webhook's
 * JSON body. Pure: the site's settings and the time are arguments.
 */

/** The site's settings of the moment that messages read. */
export interface NoticeContext {
  /** SystemName, for subjects. */
  readonly siteName: string;
  /** ServerAddress; empty: no links. */
  readonly serverAddress: string;
  readonly display: QuotaDisplay;
}

export function noticeEmail(notice: Notice, userId: number, context: NoticeContext): { subject: string; html: string } {
  switch (notice.kind) {
    case 'low_balance':
      return alertEmail({ userId, quota: notice.quota, threshold: notice.threshold, ...context });
    case 'channel_disabled':
      return channelDisabledEmail(notice, context.siteName);
    case 'channel_test_finished':
      return channelTestEmail(notice, context.siteName);
    default:
      return assertNever(notice);
  }
}

/** The webhook's body; `timestamp` is Unix seconds, the same as in the signature. */
export function noticeWebhookBody(notice: Notice, userId: number, context: NoticeContext, now: Date): string {
  switch (notice.kind) {
    case 'low_balance':
      return alertWebhookBody({ userId, quota: notice.quota, threshold: notice.threshold, ...context }, now);
    case 'channel_disabled':
      return channelDisabledWebhookBody(notice, userId, now);
    case 'channel_test_finished':
      return channelTestWebhookBody(notice, userId, now);
    default:
      return assertNever(notice);
  }
}
