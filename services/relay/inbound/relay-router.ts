import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Answers relay paths that no endpoint serves, in the OpenAI error shape that
 * API clients parse. The relay endpoints themselves are added ahead of this.
 */
export async function relayNotFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = JSON.stringify({
    error: {
      message: `Invalid URL (${req.method ?? 'GET'} ${new URL(req.url ?? '/', 'http://localhost').pathname})`,
      type: 'invalid_request_error',
      param: null,
      code: null,
    },
  });
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Where the relay role is off: relay paths answer 404 in the OpenAI error shape, saying why. */
export async function relayRoleOff(_req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = JSON.stringify({ error: { message: 'this instance does not serve the relay (ROLES)', type: 'invalid_request_error', param: null, code: null } });
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}
