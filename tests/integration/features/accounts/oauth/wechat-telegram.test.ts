import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramHash } from '../../../../../services/features/accounts/oauth/telegram';
import { startFakeOAuthProviders, type FakeOAuthProviders } from '../../../../testkit/fake-oauth-providers';
import { startTestGateway, type TestGateway } from '../../../../testkit/gateway';
import { Browser } from './browser';
import { useFakeProviders } from './fake-provider-options';

/*
 * WeChat (a code checked against the admin's WeChat server, a fake speaking
 * its `{success, message, data: openid}` answer) and Telegram (the widget's
 * fields signed with the bot token), sign-in and bind, on a whole gateway.
 */

const SYSTEM = { kind: 'system', reason: 'test' } as const;
const BOT_TOKEN = '123456:AAH-test-bot-token_abcdefghijklmno';
let t: TestGateway;
let fake: FakeOAuthProviders;
const browser = () => new Browser(() => t.baseUrl);
const set = (key: string, value: string) => t.gateway.options.set(key as never, value, SYSTEM);

/** What the Telegram widget hands over, signed with `token`, `ageS` seconds ago. */
function widget(id: number, { token = BOT_TOKEN, ageS = 10 }: { token?: string; ageS?: number } = {}): URLSearchParams {
  const fields: Record<string, string> = {
    id: String(id),
    first_name: 'Pavel',
    last_name: 'D',
    username: `tg${id}`,
    photo_url: 'https://t.me/i/userpic/320/x.jpg',
    auth_date: String(Math.floor(Date.now() / 1000) - ageS),
  };
  return new URLSearchParams({ ...fields, hash: telegramHash(fields, token) });
}

beforeAll(async () => {
  fake = await startFakeOAuthProviders();
  t = await startTestGateway();
  const root = browser();
  await root.post('/api/setup', { username: 'wt_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await root.signIn('wt_root', 'root-password-1');
  await root.post('/api/user/', { username: 'wt_user', password: 'user-password' });
  await useFakeProviders(set, fake, { telegramBotToken: BOT_TOKEN });
  await set('TelegramBotName', 'tollgate_test_bot');
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await fake?.close();
});

describe('WeChat', () => {
  it('signs up by code, signs the same openid in again, and refuses a used code', async () => {
    const code = fake.weChatCode('oWx-openid-1');
    const first = await browser().get<{ id: number; username: string }>(`/api/oauth/wechat?code=${code}`);
    expect(first.body).toMatchObject({ success: true, data: { username: `wechat_${first.body.data!.id}` } });
    const seen = fake.seen.at(-1)!;
    expect(seen).toMatchObject({ path: `/api/wechat/user?code=${code}` });
    expect(seen.headers.authorization).toBe(fake.credentials.weChatToken);

    const again = await browser().get<{ id: number }>(`/api/oauth/wechat?code=${fake.weChatCode('oWx-openid-1')}`);
    expect(again.body.data!.id).toBe(first.body.data!.id);
    expect((await browser().get(`/api/oauth/wechat?code=${code}`)).body).toEqual({ success: false, message: 'the verification code is wrong or has expired' });
  });

  it('binds for a signed-in user only', async () => {
    expect((await browser().get(`/api/oauth/wechat/bind?code=${fake.weChatCode('oWx-openid-2')}`)).status).toBe(401);
    const b = browser();
    await b.signIn('wt_user', 'user-password');
    expect((await b.get(`/api/oauth/wechat/bind?code=${fake.weChatCode('oWx-openid-2')}`)).body).toEqual({ success: true, message: 'bind', data: null });
    expect((await b.get<{ wechat_id: string }>('/api/user/self')).body.data!.wechat_id).toBe('oWx-openid-2');
    // Taken by wt_user now: a sign-in with it lands there.
    expect((await browser().get(`/api/oauth/wechat?code=${fake.weChatCode('oWx-openid-2')}`)).body.data).toMatchObject({ username: 'wt_user' });
  });

  it('says so when the WeChat server refuses our token, or WeChat is off', async () => {
    await set('WeChatServerToken', 'wrong-token');
    expect((await browser().get(`/api/oauth/wechat?code=${fake.weChatCode('oWx-openid-3')}`)).body).toMatchObject({
      success: false,
      message: '无权进行此操作，token 无效',
    });
    await set('WeChatServerToken', fake.credentials.weChatToken);
    await set('WeChatAuthEnabled', 'false');
    expect((await browser().get(`/api/oauth/wechat?code=${fake.weChatCode('oWx-openid-3')}`)).body).toMatchObject({
      success: false,
      message: 'the administrator has not turned on sign-in with WeChat',
    });
    await set('WeChatAuthEnabled', 'true');
  });
});

describe('Telegram', () => {
  it('signs in with a hash computed from the bot token', async () => {
    const { body } = await browser().get<{ id: number; username: string; display_name: string }>(`/api/oauth/telegram/login?${widget(5550001)}`);
    expect(body).toMatchObject({ success: true, data: { display_name: 'Pavel D' } });
    expect(body.data!.username).toBe(`telegram_${body.data!.id}`);
    // A later widget answer for the same account signs in as the same user; the first answer, presented again, is refused.
    const again = await browser().get<{ id: number }>(`/api/oauth/telegram/login?${widget(5550001, { ageS: 5 })}`);
    expect(again.body.data!.id).toBe(body.data!.id);
  });

  it('lets an account made by Telegram sign-in set a password without an original, then asks for it', async () => {
    const b = browser();
    const signedIn = await b.get<{ id: number; username: string }>(`/api/oauth/telegram/login?${widget(5550040)}`);
    b.signedInAs(signedIn.body);
    const put = async (body: unknown) => {
      const response = await fetch(`${t.baseUrl}/api/user/self`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: b.cookieHeader(), 'new-api-user': String(b.userId) },
        body: JSON.stringify(body),
      });
      b.remember(response);
      return (await response.json()) as { success: boolean; message: string };
    };
    expect(await put({ password: 'first-password-1' })).toMatchObject({ success: true });
    // Now it has one: a change needs it.
    expect(await put({ password: 'second-password-2' })).toMatchObject({ success: false, message: 'enter your current password' });
    const byPassword = new Browser(() => t.baseUrl);
    await byPassword.signIn(signedIn.body.data!.username, 'first-password-1');
    expect(byPassword.userId).toBe(signedIn.body.data!.id);
  });

  it('accepts each widget answer once (it travels in a URL that logs keep), for sign-in and bind alike', async () => {
    const answer = widget(5550030);
    expect((await browser().get(`/api/oauth/telegram/login?${answer}`)).body.success).toBe(true);
    const replayed = { success: false, message: 'this Telegram sign-in was already used; sign in with Telegram again' };
    expect((await browser().get(`/api/oauth/telegram/login?${answer}`)).body).toEqual(replayed);
    const b = browser();
    await b.signIn('wt_user', 'user-password');
    expect((await b.get(`/api/oauth/telegram/bind?${answer}`, { redirect: 'manual' })).body).toEqual(replayed);
  });

  it('refuses a wrong hash, a changed field and a stale auth_date', async () => {
    expect((await browser().get(`/api/oauth/telegram/login?${widget(5550002, { token: '999:another-bot' })}`)).body).toEqual({
      success: false,
      message: 'the Telegram sign-in data is not valid',
    });
    const tampered = widget(5550002);
    tampered.set('id', '5550003');
    expect((await browser().get(`/api/oauth/telegram/login?${tampered}`)).body.success).toBe(false);
    expect((await browser().get(`/api/oauth/telegram/login?${widget(5550002, { ageS: 86_400 + 60 })}`)).body).toEqual({
      success: false,
      message: 'the Telegram sign-in is older than 24 hours; sign in with Telegram again',
    });
    const { rows } = await t.gateway.db.query("SELECT id FROM users WHERE telegram_id IN ('5550002', '5550003')");
    expect(rows).toHaveLength(0);
  });

  it('binds for a signed-in API call and redirects to the settings page; the session cookie alone binds nobody', async () => {
    const b = browser();
    await b.signIn('wt_user', 'user-password');
    const call = await b.get(`/api/oauth/telegram/bind?${widget(5550010)}`, { redirect: 'manual' });
    expect(call.status).toBe(302);
    expect(call.response.headers.get('location')).toBe('/setting');
    expect((await b.get<{ telegram_id: string }>('/api/user/self')).body.data!.telegram_id).toBe('5550010');
    // A navigation with the cookie but without the header or a state: a link someone else made, perhaps.
    expect((await b.get(`/api/oauth/telegram/bind?${widget(5550012)}`, { header: false, redirect: 'manual' })).status).toBe(401);
    // Without a session there is nobody to bind to.
    expect((await browser().get(`/api/oauth/telegram/bind?${widget(5550011)}`, { redirect: 'manual' })).status).toBe(401);
    const { rows } = await t.gateway.db.query("SELECT count(*)::int AS n FROM users WHERE telegram_id IN ('5550011', '5550012')");
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('binds through a state the signed-in user asked for when the cross-site navigation leaves the session cookie behind, once', async () => {
    const owner = browser();
    await owner.signIn('wt_root', 'root-password-1');
    await owner.post('/api/user/', { username: 'wt_tg_binder', password: 'binder-password' });
    const binder = browser();
    await binder.signIn('wt_tg_binder', 'binder-password');
    const state = await binder.oauthState();

    // What Telegram's widget navigation carries: the nonce cookie (SameSite=Lax) but not the session (SameSite=Strict), no header.
    const widgetNavigation = new Browser(() => t.baseUrl);
    widgetNavigation.cookies.set('oauth_browser', binder.cookies.get('oauth_browser')!);
    const bound = await widgetNavigation.get(`/api/oauth/telegram/bind?state=${state}&${widget(5550020)}`, { redirect: 'manual' });
    expect(bound.status).toBe(302);
    expect((await binder.get<{ telegram_id: string }>('/api/user/self')).body.data!.telegram_id).toBe('5550020');

    // The state is spent; a state from another browser, or a visitor's state, binds nobody.
    const replay = await widgetNavigation.get(`/api/oauth/telegram/bind?state=${state}&${widget(5550021)}`, { redirect: 'manual' });
    expect(replay.body).toMatchObject({ success: false });
    const stranger = new Browser(() => t.baseUrl);
    expect((await stranger.get(`/api/oauth/telegram/bind?state=${await binder.oauthState()}&${widget(5550022)}`, { redirect: 'manual' })).body).toMatchObject({
      success: false,
    });
    const visitor = browser();
    const visitorState = await visitor.oauthState();
    expect((await visitor.get(`/api/oauth/telegram/bind?state=${visitorState}&${widget(5550023)}`, { redirect: 'manual' })).status).toBe(401);
    const { rows } = await t.gateway.db.query("SELECT count(*)::int AS n FROM users WHERE telegram_id IN ('5550021', '5550022', '5550023')");
    expect(rows[0]).toEqual({ n: 0 });
  });
});
