import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface DeliveredMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The raw message (headers and body) as the server received it. */
  readonly raw: string;
  /** The message's Subject header, decoded when it is RFC 2047 encoded. */
  readonly subject: string;
  readonly authenticatedAs: string | null;
}

export interface TestSmtpServer {
  readonly port: number;
  readonly delivered: DeliveredMail[];
  /** Resolves with the next mail to `to` (or one already delivered and not yet taken). */
  nextMailTo(to: string, timeoutMs?: number): Promise<DeliveredMail>;
  close(): Promise<void>;
}

const decodeSubject = (raw: string): string => {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
};

/** Decodes a quoted-printable body so tests can search it for codes and links. */
export const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * A real SMTP server (the `smtp-server` package) on a free loopback port,
 * keeping every message it accepts. Plain SMTP without STARTTLS; with
 * `auth`, it accepts exactly that user and password (AUTH PLAIN/LOGIN);
 * with `acceptDelayMs`, it takes that long to accept each message.
 */
export async function startTestSmtpServer(options: { auth?: { user: string; pass: string }; acceptDelayMs?: number } = {}): Promise<TestSmtpServer> {
  const delivered: DeliveredMail[] = [];
  const waiting: Array<{ to: string; resolve: (mail: DeliveredMail) => void }> = [];
  const taken = new Set<DeliveredMail>();
  const server = new SMTPServer({
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: DeliveredMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeSubject(raw),
          authenticatedAs: typeof session.user === 'string' ? session.user : null,
        };
        if (options.acceptDelayMs) {
          setTimeout(() => accept(mail, callback), options.acceptDelayMs);
          return;
        }
        accept(mail, callback);
      });
    },
  });
  /** Keeps the message, hands it to whoever waits for it, and answers 250. */
  function accept(mail: DeliveredMail, callback: () => void): void {
    delivered.push(mail);
    for (const waiter of [...waiting]) {
      if (mail.to.includes(waiter.to) && !taken.has(mail)) {
        taken.add(mail);
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
    }
    callback();
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    delivered,
    nextMailTo(to, timeoutMs = 10_000) {
      const ready = delivered.find((mail) => mail.to.includes(to) && !taken.has(mail));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter = { to, resolve: (mail: DeliveredMail) => (clearTimeout(timer), resolve(mail)) };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (${delivered.length} delivered in all)`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
