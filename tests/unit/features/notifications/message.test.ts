import { describe, expect, it } from 'vitest';
import { alertEmail, alertWebhookBody } from '../../../../services/features/notifications/low-balance-messages';
import { EMPTY_TALLY, tallyTestStep } from '../../../../services/features/channels/rules/test-run-tally';
import { noticeEmail, noticeWebhookBody, type NoticeContext } from '../../../../services/features/notifications/message';
import {
  noticeFromRow,
  noticePayload,
  type ChannelDisabledNotice,
  type ChannelTestFinishedNotice,
  type Notice,
} from '../../../../services/features/notifications/notice';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const context: NoticeContext = { siteName: 'Tollgate', serverAddress: 'https://gw.example.test', display: { quotaPerUnit: 500_000, displayInCurrency: true } };

const disabled: ChannelDisabledNotice = {
  kind: 'channel_disabled',
  channelId: 12,
  channelName: 'openai <main>',
  reason: 'upstream answered HTTP 401: Incorrect API key provided: [redacted] (status code 401)',
};
const finished: ChannelTestFinishedNotice = { kind: 'channel_test_finished', runId: 5, tested: 4, succeeded: 2, failed: 2, disabled: 1, enabled: 1 };

describe('notice messages by kind', () => {
  it('a low balance says what the low-balance alert says', () => {
    const notice: Notice = { kind: 'low_balance', quota: 100_000, threshold: 500_000, previousAlertAt: null };
    const content = { userId: 7, quota: 100_000, threshold: 500_000, ...context };
    expect(noticeEmail(notice, 7, context)).toEqual(alertEmail(content));
    expect(noticeWebhookBody(notice, 7, context, NOW)).toBe(alertWebhookBody(content, NOW));
  });

  it('a disabled channel names it, gives the reason and escapes the HTML', () => {
    const mail = noticeEmail(disabled, 1, context);
    expect(mail.subject).toBe('Tollgate: channel "openai <main>" (#12) was disabled');
    expect(mail.html).toContain(
      '<p>Channel &quot;openai &lt;main&gt;&quot; (#12) was disabled automatically. Reason: upstream answered HTTP 401: Incorrect API key provided: [redacted] (status code 401)</p>',
    );
    expect(JSON.parse(noticeWebhookBody(disabled, 1, context, NOW))).toEqual({
      type: 'channel_update',
      user_id: 1,
      channel_id: 12,
      channel_name: 'openai <main>',
      reason: disabled.reason,
      title: 'Channel "openai <main>" (#12) was disabled',
      message: `Channel "openai <main>" (#12) was disabled automatically. Reason: ${disabled.reason}`,
      timestamp: 1772366400,
    });
  });

  it('a finished test gives the counts', () => {
    const mail = noticeEmail(finished, 1, { ...context, siteName: 'My Gate' });
    expect(mail.subject).toBe('My Gate: channel test finished');
    expect(mail.html).toContain('The test of all channels finished: 4 tested, 2 succeeded, 2 failed; 1 disabled and 1 enabled automatically.');
    expect(JSON.parse(noticeWebhookBody(finished, 1, context, NOW))).toEqual({
      type: 'channel_test',
      user_id: 1,
      run_id: 5,
      tested: 4,
      succeeded: 2,
      failed: 2,
      disabled: 1,
      enabled: 1,
      title: 'Channel test finished',
      message: 'The test of all channels finished: 4 tested, 2 succeeded, 2 failed; 1 disabled and 1 enabled automatically.',
      timestamp: 1772366400,
    });
  });

  it('a stored row reads back as the notice it was made from', () => {
    const low: Notice = { kind: 'low_balance', quota: -5, threshold: 1000, previousAlertAt: '2026-03-01T10:00:00.000Z' };
    for (const notice of [low, disabled, finished]) {
      const stored = JSON.parse(JSON.stringify(noticePayload(notice))) as Record<string, unknown>;
      expect(stored).not.toHaveProperty('kind');
      expect(noticeFromRow(notice.kind, stored)).toEqual(notice);
    }
    expect(() => noticeFromRow('carrier_pigeon', {})).toThrow();
  });
});

describe('test run tally', () => {
  it('counts every step, a failure to reach the upstream as failed', () => {
    const steps = [
      { success: true, statusChange: null },
      { success: true, statusChange: 'enabled' },
      { success: false, statusChange: 'disabled' },
      { success: false, statusChange: null },
    ] as const;
    expect(steps.reduce(tallyTestStep, EMPTY_TALLY)).toEqual({ tested: 4, succeeded: 2, failed: 2, disabled: 1, enabled: 1 });
  });
});
