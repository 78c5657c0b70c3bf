import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { graphql } from '../../../testkit/graphql';
import { startTestSmtpServer, type TestSmtpServer } from '../../../testkit/smtp-server';

/*
 * The Turnstile human check on a whole gateway, against a fake siteverify
 * (TURNSTILE_VERIFY_URL) that speaks Cloudflare's format: a form post of
 * `secret`, `response`, `remoteip`, answered by `{success, "error-codes"}`.
 * Each guarded route (login, register, verification, reset_password; REST
 * and GraphQL) passes with a good token and refuses a bad or missing one.
 */

const SYSTEM = { kind: 'system', reason: 'test' } as const;
const SECRET = '0x4AAAAAAAtestSecretKey';
const GOOD = 'XXXX.DUMMY.TOKEN.GOOD';

interface Seen {
  readonly contentType: string | undefined;
  readonly form: Record<string, string>;
}

let siteverify: Server;
let verifyUrl: string;
const seen: Seen[] = [];
let t: TestGateway;
let smtp: TestSmtpServer;

/** Answers as challenges.cloudflare.com/turnstile/v0/siteverify does. */
function startSiteverify(): Promise<void> {
  siteverify = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      seen.push({ contentType: req.headers['content-type'], form });
      res.writeHead(200, { 'content-type': 'application/json' });
      if (form.secret !== SECRET) return res.end(JSON.stringify({ success: false, 'error-codes': ['invalid-input-secret'], messages: [] }));
      if (form.response !== GOOD) return res.end(JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'], messages: [] }));
      res.end(
        JSON.stringify({
          success: true,
          challenge_ts: new Date().toISOString(),
          hostname: 'gateway.example.test',
          'error-codes': [],
          action: '',
          cdata: '',
          metadata: { interactive: false },
        }),
      );
    });
  });
  return new Promise((resolve) => siteverify.listen(0, '127.0.0.1', () => resolve()));
}

async function rest(method: string, path: string, body?: unknown): Promise<{ status: number; body: { success: boolean; message: string; data?: unknown } }> {
  const response = await fetch(t.baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; data?: unknown } };
}

beforeAll(async () => {
  await startSiteverify();
  verifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/turnstile/v0/siteverify`;
  smtp = await startTestSmtpServer();
  t = await startTestGateway({ TURNSTILE_VERIFY_URL: verifyUrl });
  await rest('POST', '/api/setup', { username: 'ts_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await rest('POST', '/api/user/register', { username: 'tess', password: 'tess-password' });
  await t.gateway.db.query("UPDATE users SET email = 'tess@example.test' WHERE username = 'tess'");
  const set = (key: string, value: string) => t.gateway.options.set(key, value, SYSTEM);
  await set('egress.allow_list', JSON.stringify(['127.0.0.1']));
  await set('SMTPServer', '127.0.0.1');
  await set('SMTPPort', String(smtp.port));
  await set('SMTPFrom', 'noreply@tollgate.test');
  await set('ServerAddress', 'https://gateway.example.test');
  await set('TurnstileSecretKey', SECRET);
  await set('TurnstileCheckEnabled', 'true');
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await smtp?.close();
  await new Promise((resolve) => siteverify?.close(resolve));
});

const EMPTY = 'the Turnstile token is empty: retry in a few seconds';
const FAILED = 'the Turnstile check failed: refresh the page and try again';

/** Each guarded REST call, with the token as `?turnstile=`. */
const ROUTES: Array<{ name: string; call: (query: string) => ReturnType<typeof rest>; passed: (reply: Awaited<ReturnType<typeof rest>>) => void }> = [
  {
    name: 'POST /api/user/login',
    call: (q) => rest('POST', `/api/user/login${q}`, { username: 'tess', password: 'tess-password' }),
    passed: (r) => expect(r.body).toMatchObject({ success: true, data: { username: 'tess' } }),
  },
  {
    name: 'POST /api/user/register',
    call: (q) => rest('POST', `/api/user/register${q}`, { username: `ts_${Math.random().toString(36).slice(2, 8)}`, password: 'some-password' }),
    passed: (r) => expect(r.body).toEqual({ success: true, message: '', data: null }),
  },
  {
    name: 'GET /api/verification',
    call: (q) => rest('GET', `/api/verification?email=${Math.random().toString(36).slice(2, 8)}@example.test${q.replace('?', '&')}`),
    passed: (r) => expect(r.body).toEqual({ success: true, message: '', data: null }),
  },
  {
    name: 'GET /api/reset_password',
    call: (q) => rest('GET', `/api/reset_password?email=tess@example.test${q.replace('?', '&')}`),
    passed: (r) => expect(r.body).toEqual({ success: true, message: '', data: null }),
  },
];

describe('Turnstile human check', () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s: refuses a missing or rejected token, passes a good one', async (_name, route) => {
    const missing = await route.call('');
    expect(missing.body).toMatchObject({ success: false, message: EMPTY });
    const before = seen.length;
    const bad = await route.call('?turnstile=forged-token');
    expect(bad.body).toMatchObject({ success: false, message: FAILED });
    expect(seen.length).toBe(before + 1);
    expect(seen.at(-1)).toEqual({
      contentType: 'application/x-www-form-urlencoded',
      form: { secret: SECRET, response: 'forged-token', remoteip: '127.0.0.1' },
    });
    route.passed(await route.call(`?turnstile=${encodeURIComponent(GOOD)}`));
  });

  it('guards the GraphQL mutations the same way', async () => {
    expect((await graphql(t.baseUrl, 'mutation { login(username: "tess", password: "tess-password") { username } }')).errors?.[0]?.message).toBe(EMPTY);
    expect(
      (await graphql(t.baseUrl, 'mutation { login(username: "tess", password: "tess-password", turnstile: "nope") { username } }')).errors?.[0]?.message,
    ).toBe(FAILED);
    expect((await graphql(t.baseUrl, `mutation { login(username: "tess", password: "tess-password", turnstile: "${GOOD}") { username } }`)).body).toEqual({
      data: { login: { username: 'tess' } },
    });
    expect((await graphql(t.baseUrl, 'mutation { sendPasswordReset(email: "tess@example.test", turnstile: "nope") }')).errors?.[0]?.message).toBe(FAILED);
    expect((await graphql(t.baseUrl, 'mutation { register(username: "ts_gql", password: "ts-gql-password") }')).errors?.[0]?.message).toBe(EMPTY);
    expect((await graphql(t.baseUrl, `mutation { register(username: "ts_gql", password: "ts-gql-password", turnstile: "${GOOD}") }`)).body).toEqual({
      data: { register: true },
    });
    expect((await graphql(t.baseUrl, 'mutation { sendVerificationCode(email: "gq@example.test", turnstile: "nope") }')).errors?.[0]?.message).toBe(FAILED);
  });

  it('refuses plainly when the secret is wrong or the verify service is down, and skips the check when it is off', async () => {
    await t.gateway.options.set('TurnstileSecretKey', 'wrong-secret', SYSTEM);
    expect((await rest('POST', `/api/user/login?turnstile=${GOOD}`, { username: 'tess', password: 'tess-password' })).body.message).toBe(FAILED);
    await t.gateway.options.set('TurnstileSecretKey', SECRET, SYSTEM);
    await t.gateway.options.set('egress.allow_list', '[]', SYSTEM);
    const down = await rest('POST', `/api/user/login?turnstile=${GOOD}`, { username: 'tess', password: 'tess-password' });
    expect([down.status, down.body.message]).toEqual([503, 'the Turnstile check could not be completed, try again later']);
    await t.gateway.options.set('egress.allow_list', JSON.stringify(['127.0.0.1']), SYSTEM);
    await t.gateway.options.set('TurnstileCheckEnabled', 'false', SYSTEM);
    const before = seen.length;
    expect((await rest('POST', '/api/user/login', { username: 'tess', password: 'tess-password' })).body.success).toBe(true);
    expect(seen.length).toBe(before);
  });
});
