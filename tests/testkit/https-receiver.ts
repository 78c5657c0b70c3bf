import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The raw body, as signed. */
  readonly body: string;
}

export interface HttpsReceiver {
  /** `https://127.0.0.1:<port>` */
  readonly origin: string;
  readonly port: number;
  /** The self-signed certificate (PEM) for the caller to trust. */
  readonly certificate: string;
  readonly received: ReceivedRequest[];
  /** The status the next requests get; default 204. */
  answerWith(status: number): void;
  /** Resolves with the next request whose path starts with `pathPrefix` (or one already received and not yet taken). */
  next(pathPrefix: string, timeoutMs?: number): Promise<ReceivedRequest>;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made by the machine's openssl, valid one day. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tollgate-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An https server on a free loopback port that keeps every request it gets: a user's webhook receiver. */
export async function startHttpsReceiver(): Promise<HttpsReceiver> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedRequest[] = [];
  const taken = new Set<ReceivedRequest>();
  const waiting: Array<{ pathPrefix: string; resolve: (request: ReceivedRequest) => void }> = [];
  let status = 204;
  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      res.writeHead(status).end();
      const waiter = waiting.find((w) => request.path.startsWith(w.pathPrefix));
      if (waiter) {
        waiting.splice(waiting.indexOf(waiter), 1);
        taken.add(request);
        waiter.resolve(request);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `https://127.0.0.1:${port}`,
    port,
    certificate: cert,
    received,
    answerWith: (next) => void (status = next),
    next(pathPrefix, timeoutMs = 10_000) {
      const ready = received.find((r) => r.path.startsWith(pathPrefix) && !taken.has(r));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter = { pathPrefix, resolve: (request: ReceivedRequest) => (clearTimeout(timer), resolve(request)) };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no webhook request to ${pathPrefix} within ${timeoutMs} ms (${received.length} received in all)`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
