import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramHash } from '../../../../services/features/accounts/oauth/telegram';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { graphql } from '../../../testkit/graphql';
import { Browser } from './oauth/browser';

/*
 * A sign-in ends the browser's old session (RELIABILITY T13), whichever way
 * it signs in and over either transport: the session cookie it sent stops
 * working, the new one works, and the user keeps one session for the browser.
 */

const SYSTEM = { kind: 'system', reason: 'test' } as const;
const BOT_TOKEN = '424242:rotation-bot-token_abcdefghijklmno';
let t: TestGateway;
let userId: number;

beforeAll(async () => {
  t = await startTestGateway();
  const root = new Browser(() => t.baseUrl);
  await root.post('/api/setup', { username: 'rot_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await root.signIn('rot_root', 'root-password-1');
  const created = await root.post<{ id: number }>('/api/user/', { username: 'rot_user', password: 'user-password' });
  expect(created.body.success).toBe(true);
  await t.gateway.options.set('TelegramOAuthEnabled' as never, 'true', SYSTEM);
  await t.gateway.options.set('TelegramBotToken' as never, BOT_TOKEN, SYSTEM);
}, 60_000);
afterAll(async () => {
  await t?.dispose();
});

/** Whether a session cookie still names the user (`GET /api/user/self`). */
async function works(session: string): Promise<boolean> {
  const response = await fetch(`${t.baseUrl}/api/user/self`, { headers: { cookie: `session=${session}`, 'new-api-user': String(userId) } });
  return ((await response.json()) as { success: boolean }).success;
}

async function sessionsOfUser(): Promise<number> {
  const { rows } = await t.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]);
  return rows[0]!.n;
}

async function passwordSignIn(browser: Browser): Promise<string> {
  await browser.signIn('rot_user', 'user-password');
  userId = browser.userId!;
  return browser.cookies.get('session')!;
}

describe("a sign-in ends the browser's old session", () => {
  it('over REST, by password', async () => {
    const browser = new Browser(() => t.baseUrl);
    const old = await passwordSignIn(browser);
    const fresh = await passwordSignIn(browser);
    expect(fresh).not.toBe(old);
    expect(await works(old)).toBe(false);
    expect(await works(fresh)).toBe(true);
    expect(await sessionsOfUser()).toBe(1);
  });

  it('over GraphQL, by password', async () => {
    const old = await passwordSignIn(new Browser(() => t.baseUrl));
    const answer = await graphql(t.baseUrl, 'mutation { login(username: "rot_user", password: "user-password") { id } }', {}, { cookie: `session=${old}` });
    expect(answer.errors).toBeUndefined();
    const fresh = /^session=([^;]+)/.exec(answer.headers.getSetCookie().find((c) => c.startsWith('session='))!)![1]!;
    expect(await works(old)).toBe(false);
    expect(await works(fresh)).toBe(true);
  });

  it('over REST, by an external sign-in (Telegram)', async () => {
    const browser = new Browser(() => t.baseUrl);
    const old = await passwordSignIn(browser);
    // Bind Telegram to the user, then sign in with it from the same browser.
    await t.gateway.db.query('UPDATE users SET telegram_id = $1 WHERE id = $2', ['9990001', userId]);
    const fields: Record<string, string> = { id: '9990001', first_name: 'Rot', auth_date: String(Math.floor(Date.now() / 1000) - 5) };
    const { body } = await browser.get(`/api/oauth/telegram/login?${new URLSearchParams({ ...fields, hash: telegramHash(fields, BOT_TOKEN) })}`);
    expect(body.success).toBe(true);
    const fresh = browser.cookies.get('session')!;
    expect(fresh).not.toBe(old);
    expect(await works(old)).toBe(false);
    expect(await works(fresh)).toBe(true);
  });
});
