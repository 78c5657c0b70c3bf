import type { ChannelDisabledNotice, ChannelTestFinishedNotice } from './notice';

/*
 * What the channel notices to the super admins say (server-behaviour 3.7,
 * 3.8), by email or webhook. The webhook `type`s are the established
 * gateway's (`channel_update`, `channel_test`). Pure: the time is an argument.
 */

export const CHANNEL_DISABLED_TYPE = 'channel_update';
export const CHANNEL_TEST_TYPE = 'channel_test';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const unixSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

export function channelDisabledTitle(notice: ChannelDisabledNotice): string {
  return `Channel "${notice.channelName}" (#${notice.channelId}) was disabled`;
}

export function channelDisabledText(notice: ChannelDisabledNotice): string {
  return `Channel "${notice.channelName}" (#${notice.channelId}) was disabled automatically. Reason: ${notice.reason}`;
}

export function channelDisabledEmail(notice: ChannelDisabledNotice, siteName: string): { subject: string; html: string } {
  return {
    subject: `${siteName}: ${channelDisabledTitle(notice).replace(/^Channel/, 'channel')}`,
    html:
      `<p>${escapeHtml(channelDisabledText(notice))}</p>` +
      '<p>Enable it again on the channels page once the cause is fixed; with automatic enabling on, a test that passes enables it again.</p>',
  };
}

export function channelDisabledWebhookBody(notice: ChannelDisabledNotice, userId: number, now: Date): string {
  return JSON.stringify({
    type: CHANNEL_DISABLED_TYPE,
    user_id: userId,
    channel_id: notice.channelId,
    channel_name: notice.channelName,
    reason: notice.reason,
    title: channelDisabledTitle(notice),
    message: channelDisabledText(notice),
    timestamp: unixSeconds(now),
  });
}

export const channelTestTitle = 'Channel test finished';

export function channelTestText(notice: ChannelTestFinishedNotice): string {
  return (
    `The test of all channels finished: ${notice.tested} tested, ${notice.succeeded} succeeded, ${notice.failed} failed; ` +
    `${notice.disabled} disabled and ${notice.enabled} enabled automatically.`
  );
}

export function channelTestEmail(notice: ChannelTestFinishedNotice, siteName: string): { subject: string; html: string } {
  return {
    subject: `${siteName}: ${channelTestTitle.toLowerCase()}`,
    html: `<p>${escapeHtml(channelTestText(notice))}</p><p>Each channel's result and status are on the channels page.</p>`,
  };
}

export function channelTestWebhookBody(notice: ChannelTestFinishedNotice, userId: number, now: Date): string {
  return JSON.stringify({
    type: CHANNEL_TEST_TYPE,
    user_id: userId,
    run_id: notice.runId,
    tested: notice.tested,
    succeeded: notice.succeeded,
    failed: notice.failed,
    disabled: notice.disabled,
    enabled: notice.enabled,
    title: channelTestTitle,
    message: channelTestText(notice),
    timestamp: unixSeconds(now),
  });
}
