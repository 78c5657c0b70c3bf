import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramHash } from '../../../../../services/features/accounts/oauth/telegram';
import { OAUTH_ROUTES } from '../../../../../services/features/accounts/oauth/rest';
import { startFakeOAuthProviders, type FakeOAuthProviders } from '../../../../testkit/fake-oauth-providers';
import { startTestGateway, type TestGateway } from '../../../../testkit/gateway';
import { graphql } from '../../../../testkit/graphql';
import { Browser } from './browser';
import { useFakeProviders } from './fake-provider-options';

/*
 * The REST contract of `/api/oauth/*` (spec 01 section 7) walked as a guest
 * and as a signed-in user: every call answers the envelope, is on the
 * critical limit, and refuses plainly what it cannot do; then the GraphQL
 * equivalents over the same application functions.
 */

const SYSTEM = { kind: 'system', reason: 'test' } as const;
const BOT_TOKEN = '777:contract-bot-token';
let t: TestGateway;
let fake: FakeOAuthProviders;
let user: Browser;
const browser = () => new Browser(() => t.baseUrl);
const set = (key: string, value: string) => t.gateway.options.set(key as never, value, SYSTEM);

beforeAll(async () => {
  fake = await startFakeOAuthProviders();
  t = await startTestGateway({}, { oauthEndpoints: { github: fake.baseUrl, githubApi: fake.baseUrl, linuxDo: fake.baseUrl } });
  const root = browser();
  await root.post('/api/setup', { username: 'oc_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await root.signIn('oc_root', 'root-password-1');
  await root.post('/api/user/', { username: 'oc_user', password: 'user-password' });
  user = browser();
  await user.signIn('oc_user', 'user-password');
  await useFakeProviders(set, fake, { telegramBotToken: BOT_TOKEN, github: true });
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await fake?.close();
});

describe('REST /api/oauth', () => {
  it('lists every call of spec 01 section 7, each on the critical limit', () => {
    expect(OAUTH_ROUTES.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/oauth/state',
      'GET /api/oauth/github',
      'GET /api/oauth/oidc',
      'GET /api/oauth/linuxdo',
      'GET /api/oauth/wechat',
      'GET /api/oauth/wechat/bind',
      'GET /api/oauth/telegram/login',
      'GET /api/oauth/telegram/bind',
    ]);
    expect(OAUTH_ROUTES.every((r) => r.limit === 'critical')).toBe(true);
  });

  it.each(OAUTH_ROUTES.map((r) => r.path))('%s answers the envelope to a guest and to a user, without inputs', async (path) => {
    for (const who of [browser(), user]) {
      const { status, body } = await who.get(path);
      expect(typeof body.success).toBe('boolean');
      expect(typeof body.message).toBe('string');
      if (path === '/api/oauth/state') {
        expect(body).toMatchObject({ success: true, message: '', data: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      } else {
        // Binding needs a signed-in user (401 to a guest); every other refusal is HTTP 200, as the established gateway answers.
        expect(status).toBe(path.endsWith('/bind') && who !== user ? 401 : 200);
        expect(body.success).toBe(false);
        expect(body.message).not.toBe('');
      }
    }
  });

  it('sets the state nonce cookie HttpOnly and SameSite=Lax', async () => {
    const { response } = await browser().get('/api/oauth/state?aff=abc');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('oauth_browser='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=(599|600);/);
  });

  it('says which provider is off', async () => {
    const b = browser();
    const state = await b.oauthState();
    expect((await b.get(`/api/oauth/linuxdo?code=x&state=${state}`)).body).toEqual({
      success: false,
      message: 'the administrator has not turned on sign-in with Linux DO',
    });
    expect((await b.get(`/api/oauth/oidc?code=x&state=${state}`)).body).toEqual({
      success: false,
      message: 'the administrator has not turned on sign-in with OIDC',
    });
  });
});

const SIGN_IN = 'mutation ($code: String!, $state: String!) { oauthSignIn(provider: github, code: $code, state: $state) { bound user { id username } } }';
const STATE = 'mutation { oauthState }';
const account = (id: number) => ({ id, login: `gq${id}`, name: null, emails: [] });

describe('GraphQL', () => {
  it('oauthState and oauthSignIn sign a newcomer in and set the session cookie', async () => {
    const b = browser();
    const state = (await graphql<{ oauthState: string }>(b, STATE)).data!.oauthState;
    expect(b.cookies.has('oauth_browser')).toBe(true);
    const answer = await graphql<{ oauthSignIn: { bound: boolean; user: { id: number; username: string } } }>(b, SIGN_IN, {
      code: fake.githubCode(account(31337)),
      state,
    });
    expect(answer.data!.oauthSignIn).toMatchObject({ bound: false, user: { username: expect.stringMatching(/^github_\d+$/) } });
    expect(b.cookies.has('session')).toBe(true);
    b.userId = answer.data!.oauthSignIn.user.id;
    expect((await b.get('/api/user/self')).body.data).toMatchObject({ github_id: '31337', display_name: 'gq31337' });
    // The same state again is refused.
    expect((await graphql(browser(), SIGN_IN, { code: fake.githubCode(account(31337)), state })).errors![0]!.message).toContain('already used');
  });

  it('oauthSignIn binds for a signed-in caller; wechatBind needs one', async () => {
    const state = (await graphql<{ oauthState: string }>(user, STATE)).data!.oauthState;
    expect((await graphql<{ oauthSignIn: { bound: boolean } }>(user, SIGN_IN, { code: fake.githubCode(account(31338)), state })).data!.oauthSignIn).toEqual({
      bound: true,
      user: null,
    });
    const bind = 'mutation ($code: String!) { wechatBind(code: $code) { bound } }';
    expect((await graphql(browser(), bind, { code: fake.weChatCode('gq-openid') })).errors).toHaveLength(1);
    expect((await graphql<{ wechatBind: { bound: boolean } }>(user, bind, { code: fake.weChatCode('gq-openid') })).data!.wechatBind.bound).toBe(true);
    expect((await user.get('/api/user/self')).body.data).toMatchObject({ github_id: '31338', wechat_id: 'gq-openid' });
  });

  it('wechatSignIn and telegramSignIn sign in; telegramBind binds', async () => {
    const we = await graphql<{ wechatSignIn: { user: { username: string } } }>(
      browser(),
      'mutation ($code: String!) { wechatSignIn(code: $code) { user { username } } }',
      { code: fake.weChatCode('gq-openid') },
    );
    expect(we.data!.wechatSignIn.user.username).toBe('oc_user');
    const fields = { id: '4040', first_name: 'Gq', auth_date: String(Math.floor(Date.now() / 1000)) };
    const auth = { id: fields.id, firstName: fields.first_name, authDate: fields.auth_date, hash: telegramHash(fields, BOT_TOKEN) };
    const tg = await graphql<{ telegramSignIn: { user: { username: string } } }>(
      browser(),
      'mutation ($auth: TelegramAuthInput!) { telegramSignIn(auth: $auth) { user { username } } }',
      { auth },
    );
    expect(tg.data!.telegramSignIn.user.username).toMatch(/^telegram_\d+$/);
    const other = { id: '4041', first_name: 'Gq', auth_date: fields.auth_date };
    const bound = await graphql<{ telegramBind: { bound: boolean } }>(user, 'mutation ($auth: TelegramAuthInput!) { telegramBind(auth: $auth) { bound } }', {
      auth: { id: other.id, firstName: other.first_name, authDate: other.auth_date, hash: telegramHash(other, BOT_TOKEN) },
    });
    expect(bound.data!.telegramBind.bound).toBe(true);
    expect((await user.get('/api/user/self')).body.data).toMatchObject({ telegram_id: '4041' });
  });
});
