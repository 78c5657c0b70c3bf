import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramHash } from '../../../../../services/features/accounts/oauth/telegram';
import { startFakeOAuthProviders, type FakeOAuthProviders } from '../../../../testkit/fake-oauth-providers';
import { startTestGateway, type TestGateway } from '../../../../testkit/gateway';
import { CROSS_SITE_REFUSED } from '../../../../../services/transport/auth/request-site';
import { Browser } from './browser';
import { useFakeProviders } from './fake-provider-options';

/*
 * Login CSRF (RELIABILITY T14, A23): another site must not be able to sign a
 * visitor in as the attacker (whose WeChat code, Telegram widget answer or
 * password it holds), nor claim the setup, nor bind through a sibling
 * subdomain's link that carries the SameSite session cookie. Browsers say
 * where a request came from (Sec-Fetch-Site, Origin); each forgery below is
 * what a browser sends for a link, a form or a WebSocket from another site.
 */

const SYSTEM = { kind: 'system', reason: 'test' } as const;
const BOT_TOKEN = '123456:AAH-csrf-bot-token_abcdefghijklmno';
const REFUSED = CROSS_SITE_REFUSED;
const FORGERIES: readonly Record<string, string>[] = [
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
  { origin: 'https://evil.example' },
];

let t: TestGateway;
let fake: FakeOAuthProviders;
const set = (key: string, value: string) => t.gateway.options.set(key as never, value, SYSTEM);

function widget(id: number): Record<string, string> {
  const fields: Record<string, string> = { id: String(id), first_name: 'Mallory', auth_date: String(Math.floor(Date.now() / 1000) - 10) };
  return { ...fields, hash: telegramHash(fields, BOT_TOKEN) };
}

async function usersWithTelegram(id: number): Promise<number> {
  const { rows } = await t.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE telegram_id = $1', [String(id)]);
  return rows[0]!.n;
}

beforeAll(async () => {
  fake = await startFakeOAuthProviders();
  t = await startTestGateway();
  const root = new Browser(() => t.baseUrl);
  await root.post('/api/setup', { username: 'csrf_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await root.signIn('csrf_root', 'root-password-1');
  await root.post('/api/user/', { username: 'csrf_user', password: 'user-password' });
  await useFakeProviders(set, fake, { telegramBotToken: BOT_TOKEN });
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await fake?.close();
});

describe('REST sign-ins from another site', () => {
  it('refuses a Telegram sign-in link from another site, sets no cookie and makes no account; from this site it signs in', async () => {
    const query = new URLSearchParams(widget(7770001));
    for (const forged of FORGERIES) {
      const response = await fetch(`${t.baseUrl}/api/oauth/telegram/login?${query}`, { headers: forged });
      expect(await response.json()).toEqual({ success: false, message: REFUSED });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await usersWithTelegram(7770001)).toBe(0);
    const own = await fetch(`${t.baseUrl}/api/oauth/telegram/login?${query}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(await own.json()).toMatchObject({ success: true });
    expect(own.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(true);
  });

  it('refuses a WeChat sign-in link from another site before asking the WeChat server', async () => {
    const code = fake.weChatCode('oWx-csrf-attacker');
    const asked = fake.seen.length;
    for (const forged of FORGERIES) {
      const response = await fetch(`${t.baseUrl}/api/oauth/wechat?code=${code}`, { headers: forged });
      expect(await response.json()).toEqual({ success: false, message: REFUSED });
    }
    expect(fake.seen.length).toBe(asked);
    expect((await fetch(`${t.baseUrl}/api/oauth/wechat?code=${code}`)).status).toBe(200);
  });

  it('refuses a password sign-in posted by another site’s form (text/plain that parses as JSON), and a setup', async () => {
    const form = { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } };
    const login = await fetch(`${t.baseUrl}/api/user/login`, { ...form, body: '{"username":"csrf_user","password":"user-password","x":"="}' });
    expect(await login.json()).toEqual({ success: false, message: REFUSED });
    expect(login.headers.getSetCookie()).toEqual([]);
    const setup = await fetch(`${t.baseUrl}/api/setup`, {
      ...form,
      body: '{"username":"mallory","password":"mallory-pass-1","confirmPassword":"mallory-pass-1"}',
    });
    expect(await setup.json()).toEqual({ success: false, message: REFUSED });
  });

  it('binds Telegram to nobody by the session cookie alone, whatever the browser says the navigation came from', async () => {
    const user = new Browser(() => t.baseUrl);
    await user.signIn('csrf_user', 'user-password');
    // A sibling subdomain's link (same-site), a link opened from a mail or chat app (none), even this origin:
    // each carries the SameSite=Strict cookie, and none names the user. Only a state the user asked for does.
    for (const [site, id] of [
      ['same-site', 7770010],
      ['none', 7770011],
      ['same-origin', 7770012],
    ] as const) {
      const navigation = await fetch(`${t.baseUrl}/api/oauth/telegram/bind?${new URLSearchParams(widget(id))}`, {
        headers: { cookie: user.cookieHeader(), 'sec-fetch-site': site },
        redirect: 'manual',
      });
      expect(navigation.status, site).toBe(401);
      expect(await usersWithTelegram(id)).toBe(0);
    }
  });
});

describe('GraphQL sign-ins from another site', () => {
  /** What a cross-site HTML form can send without a preflight: application/x-www-form-urlencoded. */
  const formPost = (query: string, variables: unknown, headers: Record<string, string>) =>
    fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ query, variables: JSON.stringify(variables) }).toString(),
    });

  it('refuses telegramSignIn and login (also behind an inline fragment) posted by another site', async () => {
    const fields = widget(7770020);
    const auth = { id: fields.id, firstName: fields.first_name, authDate: fields.auth_date, hash: fields.hash };
    const telegram = 'mutation ($auth: TelegramAuthInput!) { telegramSignIn(auth: $auth) { user { id } } }';
    const login = 'mutation { ... on Mutation { login(username: "csrf_user", password: "user-password") { id } } }';
    for (const forged of FORGERIES) {
      for (const [query, variables] of [
        [telegram, { auth }],
        [login, {}],
      ] as const) {
        const response = await formPost(query, variables, forged);
        const body = (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
        expect(body.errors?.[0]).toMatchObject({ message: REFUSED, extensions: { code: 'FORBIDDEN' } });
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    }
    expect(await usersWithTelegram(7770020)).toBe(0);
    const own = (await (await formPost(telegram, { auth }, { 'sec-fetch-site': 'same-origin' })).json()) as {
      data?: { telegramSignIn: { user: { id: number } } };
    };
    expect(own.data?.telegramSignIn.user.id).toBeGreaterThan(0);
  });
});
