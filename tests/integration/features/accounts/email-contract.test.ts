import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_ROUTES } from '../../../../services/features/accounts/rest-email';
import type { RestRoute } from '../../../../services/platform/rest/route';
import { apiClient } from '../../../testkit/api-client';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { decodeQuotedPrintable, startTestSmtpServer, type TestSmtpServer } from '../../../testkit/smtp-server';

/*
 * The REST contract of the email calls of spec 01 section 7
 * (`/api/verification`, `/api/reset_password`, `/api/user/reset`,
 * `/api/oauth/email/bind`), walked with every role signed in for real: the
 * `{success, message, data}` envelope always; a guest refused (401) where a
 * user is needed; the data shapes of a success.
 */

type Role = 'guest' | 'user' | 'admin' | 'root';
const RANK: Record<Role, number> = { guest: 0, user: 1, admin: 10, root: 100 };
const NEEDS: Record<RestRoute['access'], number> = { public: 0, user: 1, admin: 10, root: 100 };
const SYSTEM = { kind: 'system', reason: 'test' } as const;

let t: TestGateway;
let smtp: TestSmtpServer;
const api = apiClient(() => t.baseUrl);
const NAMES: Record<Exclude<Role, 'guest'>, string> = { user: 'ec_user', admin: 'ec_admin', root: 'ec_root' };
const call = (role: Role, method: string, path: string, body?: unknown) => api.call(role === 'guest' ? null : NAMES[role], method, path, body);
const fresh = () => `ec_${Math.random().toString(36).slice(2, 10)}@example.test`;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await startTestGateway();
  await api.call(null, 'POST', '/api/setup', { username: 'ec_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await api.signIn('ec_root', 'root-password-1');
  await api.call('ec_root', 'POST', '/api/user/', { username: 'ec_admin', password: 'ec_admin-password', role: 10 });
  await api.call('ec_root', 'POST', '/api/user/', { username: 'ec_user', password: 'ec_user-password' });
  await api.signIn('ec_admin', 'ec_admin-password');
  await api.signIn('ec_user', 'ec_user-password');
  for (const [key, value] of Object.entries({
    SMTPServer: '127.0.0.1',
    SMTPPort: String(smtp.port),
    SMTPFrom: 'noreply@tollgate.test',
    ServerAddress: 'https://gw.example.test',
  })) {
    await t.gateway.options.set(key, value, SYSTEM);
  }
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await smtp?.close();
});

/** A request each route can take from any caller. */
function requestFor(route: RestRoute): { path: string; body?: unknown } {
  switch (`${route.method} ${route.path}`) {
    case 'GET /api/verification':
      return { path: `/api/verification?email=${fresh()}` };
    case 'GET /api/reset_password':
      return { path: `/api/reset_password?email=${fresh()}` };
    case 'POST /api/user/reset':
      return { path: route.path, body: { email: 'nobody@example.test', token: '0'.repeat(32) } };
    case 'GET /api/oauth/email/bind':
      return { path: `/api/oauth/email/bind?email=${fresh()}&code=ABCDEF` };
    default:
      throw new Error(`no request for ${route.method} ${route.path}: add one`);
  }
}

describe('REST contract of the email calls, every route × every role', () => {
  it('declares the audience the spec gives each call', () => {
    expect(Object.fromEntries(EMAIL_ROUTES.map((r) => [`${r.method} ${r.path}`, r.access]))).toEqual({
      'GET /api/verification': 'public',
      'GET /api/reset_password': 'public',
      'POST /api/user/reset': 'public',
      'GET /api/oauth/email/bind': 'user',
    });
    expect(EMAIL_ROUTES.every((r) => r.limit === 'critical')).toBe(true);
  });

  it.each(EMAIL_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    for (const role of ['guest', 'user', 'admin', 'root'] as const) {
      const { path, body } = requestFor(route);
      const reply = await call(role, route.method, path, body);
      expect(Object.keys(reply.body), `${role}: envelope`).toEqual(expect.arrayContaining(['message', 'success']));
      expect(typeof reply.body.success).toBe('boolean');
      if (RANK[role] < NEEDS[route.access]) {
        expect([role, reply.status, reply.body.success]).toEqual([role, 401, false]);
      } else {
        expect([role, reply.status], `${route.method} ${route.path}`).toEqual([role, 200]);
        expect(reply.body.message).not.toBe('your role does not allow this');
      }
    }
  });

  it('answers in the documented shapes', async () => {
    const email = fresh();
    expect((await call('guest', 'GET', `/api/verification?email=${email}`)).body).toEqual({ success: true, message: '', data: null });
    const code = /code is: <strong>([A-Z0-9]{6})</.exec(decodeQuotedPrintable((await smtp.nextMailTo(email)).raw))![1]!;
    expect((await call('admin', 'GET', `/api/oauth/email/bind?email=${email}&code=${code}`)).body).toEqual({ success: true, message: '', data: null });

    expect((await call('guest', 'GET', `/api/reset_password?email=${email}`)).body).toEqual({ success: true, message: '', data: null });
    const link = /href="([^"]+)"/.exec(decodeQuotedPrintable((await smtp.nextMailTo(email)).raw))![1]!.replace(/&amp;/g, '&');
    const token = new URL(link).searchParams.get('token');
    const reset = await call('guest', 'POST', '/api/user/reset', { email, token });
    expect(reset.body).toEqual({ success: true, message: '', data: expect.any(String) });

    // Failures: the envelope with the message, and the status of the kind.
    expect((await call('guest', 'GET', '/api/verification')).body).toEqual({ success: false, message: 'enter an email address' });
    expect((await call('guest', 'GET', '/api/reset_password?email=not-an-address')).body).toEqual({
      success: false,
      message: 'the email address is not valid',
    });
    expect((await call('guest', 'POST', '/api/user/reset', { email })).body).toEqual({
      success: false,
      message: 'the reset link is incomplete: the email and the token are both needed',
    });
    expect((await call('user', 'GET', '/api/oauth/email/bind?email=x@example.test')).body).toEqual({
      success: false,
      message: 'enter the email address and the verification code',
    });
    await t.gateway.options.set('SMTPServer', '', SYSTEM);
    const unconfigured = await call('guest', 'GET', `/api/verification?email=${fresh()}`);
    expect([unconfigured.status, unconfigured.body]).toEqual([503, { success: false, message: 'the mail server is not configured' }]);
    await t.gateway.options.set('SMTPServer', '127.0.0.1', SYSTEM);
  });
});
