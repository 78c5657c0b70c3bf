import { describe, expect, it } from 'vitest';
import { alertEmail, alertWebhookBody, type AlertContent } from '../../../../services/features/notifications/low-balance-messages';
import { webhookHeaders } from '../../../../services/features/notifications/webhook';
import { verifyStandardWebhook } from '../../../testkit/standard-webhooks';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const content: AlertContent = {
  userId: 7,
  quota: 100_000,
  threshold: 500_000,
  siteName: 'Tollgate',
  serverAddress: 'https://gw.example.test/',
  display: { quotaPerUnit: 500_000, displayInCurrency: true },
};

describe('alert message', () => {
  it('says the balance and the threshold in the display unit, with the top-up link', () => {
    const mail = alertEmail(content);
    expect(mail.subject).toBe('Tollgate: your balance is running low');
    expect(mail.html).toContain('Your balance is $0.20, below your alert threshold of $1.00.');
    expect(mail.html).toContain('<a href="https://gw.example.test/topup">');
    expect(alertEmail({ ...content, display: { quotaPerUnit: 500_000, displayInCurrency: false } }).html).toContain('Your balance is 100.0k');
  });

  it('posts type, user id, quota, threshold, a message and the Unix time', () => {
    expect(JSON.parse(alertWebhookBody(content, NOW))).toEqual({
      type: 'quota_exceed',
      user_id: 7,
      quota: 100_000,
      threshold: 500_000,
      title: 'Your balance is running low',
      message: 'Your balance is $0.20, below your alert threshold of $1.00. Top up to keep your requests running.',
      timestamp: 1772366400,
    });
  });

  it('signs as Standard Webhooks (the reference verifier accepts it) and sends the secret as a Bearer token', () => {
    const now = new Date();
    const body = alertWebhookBody(content, now);
    for (const secret of ['hook-secret', `whsec_${Buffer.from('a standard secret of 32 bytes!!!').toString('base64')}`]) {
      const headers = webhookHeaders(secret, { id: 'notice_41', body, now });
      expect(headers).toMatchObject({
        authorization: `Bearer ${secret}`,
        'webhook-id': 'notice_41',
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      });
      expect(verifyStandardWebhook(secret, { headers, body })).toMatchObject({ type: 'quota_exceed', user_id: 7 });
      expect(() => verifyStandardWebhook(secret, { headers, body: body.replace('"user_id":7', '"user_id":8') })).toThrow(/signature/i);
      expect(() => verifyStandardWebhook(secret, { headers: { ...headers, 'webhook-id': 'notice_42' }, body })).toThrow(/signature/i);
    }
    expect(webhookHeaders('', { id: 'notice_41', body, now })).toEqual({
      'content-type': 'application/json',
      'webhook-id': 'notice_41',
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    });
  });
});
