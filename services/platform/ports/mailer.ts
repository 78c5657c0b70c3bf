/**
 * Email the gateway sends: verification codes, password reset links and
 * low-balance alerts. Code that sends mail depends on this port, never on
 * the SMTP client.
 *
 * - `send` resolves once the mail server has accepted the message.
 * - When no mail server is configured it throws an AppError `unavailable`
 *   ("the mail server is not configured"), before trying anything.
 * - A server that refuses or cannot be reached throws an AppError
 *   `unavailable` whose message says so without the password.
 */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  /** HTML body; a plain-text alternative is derived from it. */
  readonly html: string;
}

export interface Mailer {
  /** Whether a mail server is configured right now (the SMTP options are read on every call). */
  configured(): boolean;
  send(message: MailMessage): Promise<void>;
}
