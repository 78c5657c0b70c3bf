import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../services/platform/app';
import type { RestRoute } from '../../../../services/platform/rest/route';
import { createRestRouter } from '../../../../services/transport/rest/router';
import { createHttpServer, type GatewayHttpServer } from '../../../../services/transport/http/server';
import { restMount } from '../../../../services/transport/rest/rest-mount';
import { createInProcessRateLimiter } from '../../../../services/platform/adapters/in-process-rate-limiter';
import { AppError } from '../../../../services/platform/errors';
import { silentLogger } from '../../../../services/platform/logger';
import type { RateLimiter } from '../../../../services/platform/ports/rate-limiter';

/*
 * The limits' plumbing on a bare router and HTTP server (no database): which
 * routes the critical limit guards, what a limiter failure does, and that an
 * application throttle's wait reaches the Retry-After header.
 */

let handled = 0;
const counted: RestRoute['handler'] = async () => {
  handled += 1;
  return { handled };
};

const ROUTES: RestRoute[] = [
  { method: 'POST', path: '/api/sign-in', access: 'public', limit: 'critical', handler: counted },
  { method: 'GET', path: '/api/plain', access: 'public', handler: counted },
  {
    method: 'GET',
    path: '/api/app-throttle',
    access: 'public',
    handler: async () => {
      throw new AppError('rate_limited', 'too many sign-in attempts; try again in 42 seconds', { retryAfterMs: 41_500 });
    },
  },
];

/** A limiter whose store can be made to fail, as Redis going away would. */
function breakableLimiter(): RateLimiter & { broken: boolean } {
  const inner = createInProcessRateLimiter(() => new Date());
  return {
    broken: false,
    async take(key, rule) {
      if (this.broken) throw new Error('connection refused');
      return inner.take(key, rule);
    },
    async peek(key, rule) {
      if (this.broken) throw new Error('connection refused');
      return inner.peek(key, rule);
    },
  };
}

const limiter = breakableLimiter();
let http: GatewayHttpServer;
let base: string;
beforeAll(async () => {
  const rest = createRestRouter(ROUTES, {
    app: {} as App,
    authenticate: async () => ({ kind: 'anonymous' }),
    logger: silentLogger,
    trustProxy: true,
    limits: { limiter, critical: { limit: 2, windowMs: 60_000 } },
  });
  http = createHttpServer({
    mounts: [restMount(rest)],
    isReady: async () => true,
    logger: silentLogger,
    shutdownTimeoutMs: 1000,
    rateLimits: { limiter, trustProxy: true, api: { limit: 1000, windowMs: 60_000 }, web: null },
  });
  const address: AddressInfo = await http.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => http?.stop());

const call = (method: string, path: string, ip: string) =>
  fetch(base + path, { method, headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' }, ...(method === 'POST' && { body: '{}' }) });

describe('the critical limit on a REST route', () => {
  it('refuses the third attempt from one address before the handler runs, and leaves other routes and addresses alone', async () => {
    expect((await call('POST', '/api/sign-in', '192.0.2.1')).status).toBe(200);
    expect((await call('POST', '/api/sign-in', '192.0.2.1')).status).toBe(200);
    const before = handled;
    const refused = await call('POST', '/api/sign-in', '192.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(await refused.json()).toEqual({ success: false, message: expect.stringMatching(/^too many requests, try again in \d+ seconds$/) });
    expect(handled).toBe(before);

    expect((await call('GET', '/api/plain', '192.0.2.1')).status).toBe(200);
    expect((await call('POST', '/api/sign-in', '192.0.2.2')).status).toBe(200);
  });

  it('answers 503 when the limiter cannot answer, while the global limit lets requests through', async () => {
    limiter.broken = true;
    try {
      const critical = await call('POST', '/api/sign-in', '192.0.2.3');
      expect(critical.status).toBe(503);
      expect(await critical.json()).toEqual({ success: false, message: 'the service is busy; try again shortly' });
      expect((await call('GET', '/api/plain', '192.0.2.3')).status).toBe(200);
    } finally {
      limiter.broken = false;
    }
  });
});

describe('an application throttle', () => {
  it('keeps its message and gets a Retry-After from the wait it reports', async () => {
    const response = await call('GET', '/api/app-throttle', '192.0.2.4');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await response.json()).toEqual({ success: false, message: 'too many sign-in attempts; try again in 42 seconds' });
  });
});
