import type { ServerResponse } from 'node:http';

/** Whole seconds until a retry can succeed, never 0 (a client told "0" would retry at once). */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

export function tooManyRequestsMessage(retryAfterMs: number): string {
  return `too many requests, try again in ${retryAfterSeconds(retryAfterMs)} seconds`;
}

/**
 * The one 429 answer of every per-address limit: the REST envelope as JSON and
 * `Retry-After`. The established gateway sends an empty body, which clients
 * cannot tell from a proxy's 429; this one says what happened and for how long.
 */
export function sendTooManyRequests(res: ServerResponse, retryAfterMs: number, message: string = tooManyRequestsMessage(retryAfterMs)): void {
  const text = JSON.stringify({ success: false, message });
  res.writeHead(429, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'retry-after': String(retryAfterSeconds(retryAfterMs)),
  });
  res.end(text);
}
