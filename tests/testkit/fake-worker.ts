import { createServer, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the worker got: the gateway's wrapped request as it arrived. */
export interface WorkerReceived {
  /** The JSON text posted. */
  readonly raw: string;
  readonly contentType: string | undefined;
  readonly payload: { url?: unknown; key?: unknown; method?: unknown; headers?: unknown; body?: unknown };
}

export interface FakeWorker {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly port: number;
  readonly received: WorkerReceived[];
  close(): Promise<void>;
}

/**
 * A local stand-in for the established gateway's published worker
 * (Calcium-Ion/new-api-worker, the Cloudflare Worker the operator deploys):
 * it takes only a POST of JSON `{url, key, method, headers, body}`, answers
 * 403 for any key but `key`, makes the request (a string body as it is,
 * any other as its JSON text) and answers with the target's status, headers
 * and body, or 502 when the target's status is not 2xx, as that worker does.
 * `ca`: a certificate to trust for https targets (a local https receiver's).
 */
export async function startFakeWorker(key: string, options: { readonly ca?: string } = {}): Promise<FakeWorker> {
  const received: WorkerReceived[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then(async (raw) => {
      const refuse = (status: number, error: string) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, error }));
      if (req.method !== 'POST') return refuse(405, 'Only POST method is allowed');
      let payload: WorkerReceived['payload'];
      try {
        payload = JSON.parse(raw) as WorkerReceived['payload'];
      } catch {
        return refuse(400, 'Invalid JSON');
      }
      received.push({ raw, contentType: req.headers['content-type'], payload });
      if (payload.key !== key) return refuse(403, 'Unauthorized key');
      if (typeof payload.url !== 'string' || payload.url === '') return refuse(400, 'URL not provided');
      const method = typeof payload.method === 'string' ? payload.method : 'GET';
      const headers = (payload.headers ?? {}) as Record<string, string>;
      const body = payload.body === undefined || method === 'GET' ? undefined : typeof payload.body === 'string' ? payload.body : JSON.stringify(payload.body);
      try {
        const answer = await forward(payload.url, method, headers, body, options.ca);
        if (answer.status < 200 || answer.status > 299) return refuse(502, 'Failed to fetch resource');
        res.writeHead(answer.status, answer.headers).end(answer.body);
      } catch {
        refuse(500, 'Error fetching resource');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function forward(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  ca: string | undefined,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const request = send(url, { method, headers, ...(ca && { ca }) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
