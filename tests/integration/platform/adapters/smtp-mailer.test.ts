import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../../../services/platform/adapters/smtp-mailer';
import { AppError } from '../../../../services/platform/errors';
import { silentLogger } from '../../../../services/platform/logger';
import type { OptionStore } from '../../../../services/platform/options/option-store';
import { closedPort } from '../../../testkit/closed-port';
import { decodeQuotedPrintable, startTestSmtpServer, type TestSmtpServer } from '../../../testkit/smtp-server';

/** Only `get` is read by the mailer; the values are what an admin typed on the settings page. */
const optionsWith = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] }) as unknown as OptionStore;

describe('SMTP mailer (integration, real SMTP server)', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ auth: { user: 'mailer@example.test', pass: 's3cret-token' } });
  });
  afterAll(() => smtp.close());

  const settings = (overrides: Record<string, unknown> = {}) => ({
    SMTPServer: '127.0.0.1',
    SMTPPort: smtp.port,
    SMTPAccount: 'mailer@example.test',
    SMTPFrom: 'Tollgate <noreply@example.test>',
    SMTPToken: 's3cret-token',
    SMTPSSLEnabled: false,
    ...overrides,
  });

  it('delivers the message with the configured sender, authenticated as the account, with a text alternative', async () => {
    const mailer = createSmtpMailer({ options: optionsWith(settings()), logger: silentLogger });
    try {
      expect(mailer.configured()).toBe(true);
      await mailer.send({ to: 'alice@example.test', subject: 'Your code: 测试', html: '<p>Code <b>123456</b></p>' });
      const mail = await smtp.nextMailTo('alice@example.test');
      expect(mail.from).toBe('noreply@example.test');
      expect(mail.authenticatedAs).toBe('mailer@example.test');
      expect(mail.subject).toBe('Your code: 测试');
      const body = decodeQuotedPrintable(mail.raw);
      expect(body).toContain('<b>123456</b>');
      expect(body).toMatch(/text\/plain[\s\S]*Code 123456/);
    } finally {
      mailer.close();
    }
  });

  it('refuses plainly, without dialling, when no server is configured', async () => {
    const before = smtp.delivered.length;
    const mailer = createSmtpMailer({ options: optionsWith(settings({ SMTPServer: '' })), logger: silentLogger });
    expect(mailer.configured()).toBe(false);
    await expect(mailer.send({ to: 'bob@example.test', subject: 's', html: 'x' })).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'the mail server is not configured',
    });
    expect(smtp.delivered.length).toBe(before);
  });

  it('reports a wrong password or an unreachable server as unavailable, and logs no password', async () => {
    const lines: string[] = [];
    const logger = { ...silentLogger, warn: (m: string, f?: Record<string, unknown>) => lines.push(JSON.stringify({ m, f })) };
    const wrong = createSmtpMailer({ options: optionsWith(settings({ SMTPToken: 'wrong-password-xyz' })), logger });
    await expect(wrong.send({ to: 'carol@example.test', subject: 's', html: 'x' })).rejects.toBeInstanceOf(AppError);
    wrong.close();
    const port = await closedPort();
    const down = createSmtpMailer({ options: optionsWith(settings({ SMTPPort: port })), logger });
    await expect(down.send({ to: 'carol@example.test', subject: 's', html: 'x' })).rejects.toMatchObject({ kind: 'unavailable' });
    down.close();
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toContain('wrong-password-xyz');
  });
});
