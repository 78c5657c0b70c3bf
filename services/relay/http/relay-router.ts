import type { IncomingMessage, ServerResponse } from 'node:http';

/** The path prefixes the relay owns; requests under them never reach the console. */
export const RELAY_PREFIXES = ['/v1/', '/v1beta/', '/mj/', '/suno/', '/pg/', '/dashboard/billing/'] as const;

export function isRelayPath(pathname: string): boolean {
  return RELAY_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}

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
