import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../services/platform/app';
import { createRestRouter } from '../../../../services/transport/rest/router';
import type { RestRoute } from '../../../../services/platform/rest/route';
import { createHttpServer, type GatewayHttpServer } from '../../../../services/transport/http/server';
import { restMount } from '../../../../services/transport/rest/rest-mount';
import { ROLE, type Actor } from '../../../../services/platform/actor';
import { AppError } from '../../../../services/platform/errors';
import { silentLogger } from '../../../../services/platform/logger';

/** Callers pick who they are with a test-only header; the router knows nothing of it. */
const ACTORS: Record<string, Actor> = {
  anonymous: { kind: 'anonymous' },
  user: { kind: 'user', userId: 7, role: ROLE.user },
  admin: { kind: 'user', userId: 8, role: ROLE.admin },
  root: { kind: 'user', userId: 1, role: ROLE.root },
};

const echo: RestRoute['handler'] = async (request) => ({ actor: request.actor.kind, params: request.params, body: request.body ?? null });

const ROUTES: RestRoute[] = [
  { method: 'GET', path: '/api/open', access: 'public', handler: echo },
  { method: 'GET', path: '/api/mine', access: 'user', handler: echo },
  { method: 'POST', path: '/api/things/:id', access: 'admin', handler: echo },
  { method: 'PUT', path: '/api/system', access: 'root', handler: echo },
  {
    method: 'GET',
    path: '/api/broken',
    access: 'public',
    handler: async () => {
      throw new Error('database password is hunter2');
    },
  },
  {
    method: 'GET',
    path: '/api/busy',
    access: 'public',
    handler: async () => {
      throw new AppError('rate_limited', 'too many requests, try later');
    },
  },
  {
    method: 'GET',
    path: '/api/missing',
    access: 'public',
    handler: async () => {
      throw new AppError('not_found', 'no such thing');
    },
  },
];

let http: GatewayHttpServer;
let base: string;
beforeAll(async () => {
  const rest = createRestRouter(ROUTES, {
    app: {} as App,
    authenticate: async ({ headers }) => ACTORS[headers.get('x-test-actor') ?? 'anonymous']!,
    logger: silentLogger,
  });
  http = createHttpServer({ mounts: [restMount(rest)], isReady: async () => true, logger: silentLogger, shutdownTimeoutMs: 1000 });
  const address: AddressInfo = await http.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => http?.stop());

async function call(method: string, path: string, actor: keyof typeof ACTORS, body?: string) {
  const response = await fetch(base + path, { method, headers: { 'x-test-actor': actor, 'content-type': 'application/json' }, body });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; data?: unknown } };
}

describe('REST router access (deny by default)', () => {
  it.each([
    ['GET', '/api/open', 'anonymous', 200, true],
    ['GET', '/api/mine', 'anonymous', 401, false],
    ['GET', '/api/mine', 'user', 200, true],
    ['POST', '/api/things/9', 'user', 200, false],
    ['POST', '/api/things/9', 'admin', 200, true],
    ['PUT', '/api/system', 'admin', 200, false],
    ['PUT', '/api/system', 'root', 200, true],
  ] as const)('%s %s as %s → HTTP %i, success %s', async (method, path, actor, status, success) => {
    const result = await call(method, path, actor, method === 'GET' ? undefined : '{}');
    expect(result.status).toBe(status);
    expect(result.body.success).toBe(success);
    if (!success) expect(result.body.data).toBeUndefined();
  });

  it('answers paths and methods outside the table with 404', async () => {
    expect((await call('GET', '/api/things/9', 'root')).status).toBe(404);
    expect((await call('DELETE', '/api/open', 'root')).status).toBe(404);
  });

  it('passes path parameters and the JSON body to the handler', async () => {
    const result = await call('POST', '/api/things/a%20b', 'admin', '{"n":1}');
    expect(result.body).toEqual({ success: true, message: '', data: { actor: 'user', params: { id: 'a b' }, body: { n: 1 } } });
  });

  it('refuses a body that is not JSON with 400, before the handler runs', async () => {
    const result = await call('POST', '/api/things/1', 'admin', '{oops');
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, message: 'request body is not valid JSON' });
  });

  it('refuses bad percent-encoding with 400', async () => {
    expect((await call('POST', '/api/things/%E0%A4%A', 'admin', '{}')).status).toBe(400);
  });

  it('maps typed errors once: 429 carries the envelope, not-found stays HTTP 200', async () => {
    expect(await call('GET', '/api/busy', 'anonymous')).toEqual({ status: 429, body: { success: false, message: 'too many requests, try later' } });
    expect(await call('GET', '/api/missing', 'anonymous')).toEqual({ status: 200, body: { success: false, message: 'no such thing' } });
  });

  it('hides the text of unexpected errors', async () => {
    const result = await call('GET', '/api/broken', 'anonymous');
    expect(result.status).toBe(500);
    expect(result.body.message).not.toContain('hunter2');
  });
});
