import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { Mailer, MailMessage } from '../ports/mailer';
import type { OptionStore } from '../options/option-store';

interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly user: string;
  readonly pass: string;
  readonly from: string;
}

function readSettings(options: OptionStore): SmtpSettings {
  const user = options.get('SMTPAccount');
  return {
    host: options.get('SMTPServer').trim(),
    port: options.get('SMTPPort'),
    // SMTPSSLEnabled means TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it.
    secure: options.get('SMTPSSLEnabled'),
    user,
    pass: options.get('SMTPToken'),
    from: options.get('SMTPFrom').trim() || user,
  };
}

const stripTags = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/** nodemailer loads with the first mail: most processes never send one, and it costs 2 MB of heap. */
let nodemailerLoad: Promise<typeof Nodemailer> | null = null;
const loadNodemailer = () => (nodemailerLoad ??= import('nodemailer'));

/**
 * The Mailer over SMTP (nodemailer). The SMTP options are read on every
 * send, so a change in the settings page applies to the next mail; one
 * transport is kept per distinct setting and rebuilt when they change.
 */
export function createSmtpMailer(deps: { options: OptionStore; logger: Logger }): Mailer & { close(): void } {
  let current: { key: string; transport: Transporter } | null = null;

  const transportFor = async (settings: SmtpSettings): Promise<Transporter> => {
    const key = JSON.stringify(settings);
    if (current?.key === key) return current.transport;
    const { default: nodemailer } = await loadNodemailer();
    // Another send may have built this transport while the module loaded.
    if (current?.key === key) return current.transport;
    current?.transport.close();
    const transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    current = { key, transport };
    return transport;
  };

  return {
    configured: () => {
      const settings = readSettings(deps.options);
      return settings.host !== '' && settings.from !== '';
    },
    async send(message: MailMessage) {
      const settings = readSettings(deps.options);
      if (settings.host === '' || settings.from === '') throw new AppError('unavailable', 'the mail server is not configured');
      try {
        const transport = await transportFor(settings);
        await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: stripTags(message.html),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message.replaceAll(settings.pass || '\u0000', '***') : String(error);
        deps.logger.warn('sending mail failed', { host: settings.host, port: settings.port, reason });
        throw new AppError('unavailable', 'the mail server did not accept the message, try again later');
      }
    },
    close: () => {
      current?.transport.close();
      current = null;
    },
  };
}
