import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../../../services/features/accounts/rest';
import { OPTION_ROUTES } from '../../../../services/features/options/rest';
import type { RestRoute } from '../../../../services/platform/rest/route';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';

/*
 * The REST contract of the accounts and options calls, walked with every
 * role: guest, user, admin and super admin, signed in for real. Each call
 * answers the `{success, message, data}` envelope; a route refuses every
 * role below its own (401 for a guest, `success: false` for a signed-in
 * role) and serves the others; successful reads have the documented shape.
 */

type Role = 'guest' | 'user' | 'admin' | 'root';
const RANK: Record<Role, number> = { guest: 0, user: 1, admin: 10, root: 100 };
const NEEDS: Record<RestRoute['access'], number> = { public: 0, user: 1, admin: 10, root: 100 };

interface Envelope {
  success: boolean;
  message: string;
  data?: unknown;
}

let t: TestGateway;
const sessions = new Map<Role, { cookie: string; id: number }>();

async function call(role: Role, method: string, path: string, body?: unknown): Promise<{ status: number; body: Envelope }> {
  const session = sessions.get(role);
  const response = await fetch(t.baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...(session ? { cookie: session.cookie, 'new-api-user': String(session.id) } : {}) },
    body: body === undefined || method === 'GET' ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

async function signIn(role: Role, username: string, password: string): Promise<void> {
  const response = await fetch(`${t.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { data: { id: number } };
  sessions.set(role, { cookie: response.headers.getSetCookie()[0]!.split(';')[0]!, id: body.data.id });
}

let targetId = 0;

beforeAll(async () => {
  t = await startTestGateway();
  await fetch(`${t.baseUrl}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'matrix_root', password: 'root-password-1', confirmPassword: 'root-password-1' }),
  });
  await signIn('root', 'matrix_root', 'root-password-1');
  await call('root', 'POST', '/api/user/', { username: 'matrix_admin', password: 'admin-password', role: 10 });
  await call('root', 'POST', '/api/user/', { username: 'matrix_user', password: 'user-password' });
  targetId = ((await call('root', 'POST', '/api/user/', { username: 'matrix_target', password: 'target-password' })).body.data as { id: number }).id;
  await signIn('admin', 'matrix_admin', 'admin-password');
  await signIn('user', 'matrix_user', 'user-password');
}, 60_000);
afterAll(async () => t?.dispose());

/** A request each route can take without changing who can sign in (no log-off of the callers, no password changes). */
function requestFor(route: RestRoute): { path: string; body?: unknown } {
  const path = route.path.replace(':id', String(targetId));
  switch (`${route.method} ${route.path}`) {
    case 'POST /api/user/login':
      return { path, body: { username: 'nobody', password: 'wrong-password' } };
    case 'POST /api/user/register':
      return { path, body: { username: `reg_${Math.random().toString(36).slice(2, 8)}`, password: 'register-password' } };
    case 'GET /api/user/logout':
      return { path: '/api/status' }; // logging out would end the caller's session; it is exercised in accounts.test.ts
    case 'DELETE /api/user/self':
      return { path, body: { username: 'not-my-name' } };
    case 'PUT /api/user/self':
      return { path, body: { display_name: 'Renamed' } };
    case 'DELETE /api/user/:id':
    case 'POST /api/user/manage':
      return { path: '/api/user/manage', body: { id: targetId, action: 'enable' } };
    case 'POST /api/user/':
      return { path, body: { username: `made_${Math.random().toString(36).slice(2, 8)}`, password: 'made-password' } };
    case 'PUT /api/user/':
      return { path, body: { id: targetId, display_name: 'Target' } };
    case 'POST /api/user/aff_transfer':
      return { path, body: { quota: 1 } };
    case 'PUT /api/user/setting':
      return { path, body: { quota_warning_threshold: 1000 } };
    case 'PUT /api/option/':
      return { path, body: { key: 'Notice', value: 'hello' } };
    default:
      return { path, body: {} };
  }
}

const ROUTES = [...ACCOUNT_ROUTES, ...OPTION_ROUTES].filter((r) => !(r.method === 'POST' && r.path === '/api/setup'));

/** Who each call is for (spec 01 section 6, server-behaviour 1.3; options: admins, with root-only keys checked per key). */
const EXPECTED_ACCESS: Record<string, RestRoute['access']> = {
  'GET /api/setup': 'public',
  'POST /api/setup': 'public',
  'POST /api/user/register': 'public',
  'POST /api/user/login': 'public',
  'GET /api/user/logout': 'public',
  'GET /api/user/self': 'user',
  'PUT /api/user/self': 'user',
  'DELETE /api/user/self': 'user',
  'GET /api/user/token': 'user',
  'GET /api/user/aff': 'user',
  'POST /api/user/aff_transfer': 'user',
  'PUT /api/user/setting': 'user',
  'GET /api/user/search': 'admin',
  'POST /api/user/manage': 'admin',
  'GET /api/user/': 'admin',
  'POST /api/user/': 'admin',
  'PUT /api/user/': 'admin',
  'GET /api/user/:id': 'admin',
  'DELETE /api/user/:id': 'admin',
  'GET /api/group/': 'admin',
  'GET /api/option': 'admin',
  'PUT /api/option': 'admin',
  'POST /api/option/rest_model_ratio': 'root',
  'GET /api/notice': 'public',
  'GET /api/about': 'public',
  'GET /api/home_page_content': 'public',
};

describe('REST contract of accounts and options, every route × every role', () => {
  it('declares the audience the spec gives each call', () => {
    const declared = Object.fromEntries([...ACCOUNT_ROUTES, ...OPTION_ROUTES].map((r) => [`${r.method} ${r.path}`, r.access]));
    expect(declared).toEqual(EXPECTED_ACCESS);
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    for (const role of ['guest', 'user', 'admin', 'root'] as const) {
      const { path, body } = requestFor(route);
      const reply = await call(role, route.method, path, body);
      expect(Object.keys(reply.body).sort(), `${role}: envelope`).toEqual(expect.arrayContaining(['message', 'success']));
      expect(typeof reply.body.success).toBe('boolean');
      if (RANK[role] < NEEDS[route.access]) {
        if (role === 'guest') expect([role, reply.status], route.path).toEqual([role, 401]);
        else expect([role, reply.status, reply.body.message]).toEqual([role, 200, 'your role does not allow this']);
        expect(reply.body.success).toBe(false);
      } else {
        expect([role, reply.status], `${route.method} ${route.path}`).toEqual([role, 200]);
        expect(reply.body.message, `${role} ${route.method} ${route.path}`).not.toBe('your role does not allow this');
      }
    }
  });

  it('answers reads in the documented shapes', async () => {
    const self = (await call('user', 'GET', '/api/user/self')).body.data as Record<string, unknown>;
    expect(Object.keys(self).sort()).toEqual(
      [
        'DeletedAt',
        'aff_code',
        'aff_count',
        'aff_history_quota',
        'aff_quota',
        'display_name',
        'email',
        'github_id',
        'group',
        'id',
        'inviter_id',
        'linux_do_id',
        'oidc_id',
        'quota',
        'request_count',
        'role',
        'setting',
        'status',
        'telegram_id',
        'used_quota',
        'username',
        'wechat_id',
      ].sort(),
    );
    const page = (await call('admin', 'GET', '/api/user/?p=1&page_size=20')).body.data as Record<string, unknown>;
    expect(page).toMatchObject({ page: 1, page_size: 20, total: expect.any(Number), items: expect.any(Array) });
    expect((await call('guest', 'GET', '/api/setup')).body.data).toEqual({
      status: true,
      root_init: true,
      database_type: expect.stringMatching(/^(pglite|postgres)$/),
    });
    expect(typeof (await call('user', 'GET', '/api/user/aff')).body.data).toBe('string');
  });

  it('enforces the spec 01 section 5 messages the server owns', async () => {
    const empty = await fetch(`${t.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ' ', password: '' }),
    });
    expect(await empty.json()).toMatchObject({ success: false, message: 'please enter username and password' });
    expect((await call('user', 'DELETE', '/api/user/self', { username: 'someone_else' })).body).toMatchObject({
      success: false,
      message: 'please enter your account name to confirm deletion',
    });
    expect((await call('user', 'POST', '/api/user/aff_transfer', { quota: 1 })).body).toMatchObject({
      success: false,
      message: 'transfer amount minimum is 500000',
    });
    expect((await call('admin', 'POST', '/api/user/', { username: 'x', password: '' })).body).toMatchObject({
      success: false,
      message: 'username and password cannot be empty',
    });
    expect((await call('admin', 'PUT', '/api/user/', { id: targetId, password: 'short' })).body).toMatchObject({
      success: false,
      message: 'password length must not be less than 8',
    });
    expect((await call('admin', 'PUT', '/api/user/', { id: targetId, quota: 1.5 })).body).toMatchObject({ success: false, message: 'quota is a whole number' });
  });
});
