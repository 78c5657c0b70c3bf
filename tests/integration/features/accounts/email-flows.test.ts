import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../testkit/api-client';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { graphql } from '../../../testkit/graphql';
import { decodeQuotedPrintable, startTestSmtpServer, type DeliveredMail, type TestSmtpServer } from '../../../testkit/smtp-server';

/*
 * Email verification, registration with a mailed code, password reset and
 * email binding on a whole gateway, against a real SMTP server: every code
 * and link is read from the delivered mail. Expiry is reached by moving the
 * stored expiry into the past (the codes live in PostgreSQL, migration 012).
 */

const SYSTEM = { kind: 'system', reason: 'test' } as const;
const SERVER_ADDRESS = 'https://gateway.example.test';
let t: TestGateway;
let smtp: TestSmtpServer;
const api = apiClient(() => t.baseUrl);

const setOption = (key: string, value: string) => t.gateway.options.set(key, value, SYSTEM);
const bodyOf = (mail: DeliveredMail) => decodeQuotedPrintable(mail.raw);
const codeIn = (mail: DeliveredMail) => /verification code is: <strong>([A-Z0-9]{6})<\/strong>/.exec(bodyOf(mail))?.[1] ?? '';
const linkIn = (mail: DeliveredMail) => new URL(/href="([^"]+)"/.exec(bodyOf(mail))![1]!.replace(/&amp;/g, '&'));
const get = (path: string, who: string | null = null) => api.call(who, 'GET', path);
const post = (path: string, body: unknown, who: string | null = null) => api.call(who, 'POST', path, body);

async function codeFor(email: string): Promise<string> {
  const sent = await get(`/api/verification?email=${encodeURIComponent(email)}`);
  expect(sent.body, email).toEqual({ success: true, message: '', data: null });
  // The SMTP envelope carries the domain lower-cased (the local part as typed).
  const [local, domain] = email.split('@') as [string, string];
  return codeIn(await smtp.nextMailTo(`${local}@${domain.toLowerCase()}`));
}

/** Every code and link of an address made stale, as 3 (or 10) minutes later. */
const expire = (email: string) =>
  t.gateway.db.query("UPDATE email_codes SET expires_at = now() - interval '1 second', sent_at = now() - interval '1 hour' WHERE email = $1", [
    email.toLowerCase(),
  ]);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await startTestGateway();
  await post('/api/setup', { username: 'mail_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await setOption('SMTPServer', '127.0.0.1');
  await setOption('SMTPPort', String(smtp.port));
  await setOption('SMTPFrom', 'noreply@tollgate.test');
  await setOption('SystemName', 'Acme Gate');
  await setOption('ServerAddress', SERVER_ADDRESS);
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await smtp?.close();
});

describe('verification codes and registration', () => {
  it('registers with the mailed code, stores the address, and the code works once', async () => {
    await setOption('EmailVerificationEnabled', 'true');
    const code = await codeFor('Vera@Example.test');
    const mail = smtp.delivered.at(-1)!;
    expect(mail.subject).toBe('Acme Gate email verification');
    expect(bodyOf(mail)).toContain('valid for 3 minutes');
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const stored = await t.gateway.db.query<{ secret_hash: string }>('SELECT secret_hash FROM email_codes WHERE email = $1', ['vera@example.test']);
    expect(stored.rows[0]!.secret_hash).not.toContain(code);

    expect((await post('/api/user/register', { username: 'vera', password: 'vera-password' })).body).toMatchObject({
      success: false,
      message: 'email verification is on: enter your email address and the code mailed to it',
    });
    const ok = await post('/api/user/register', {
      username: 'vera',
      password: 'vera-password',
      email: 'Vera@Example.test',
      verification_code: code.toLowerCase(),
    });
    expect(ok.body).toEqual({ success: true, message: '', data: null });
    const row = await t.gateway.db.query<{ email: string }>('SELECT email FROM users WHERE username = $1', ['vera']);
    expect(row.rows[0]!.email).toBe('Vera@Example.test');
    expect(
      (await post('/api/user/register', { username: 'vera2', password: 'vera-password', email: 'vera2@example.test', verification_code: code })).body.message,
    ).toBe('the verification code is wrong or has expired');
    // The address is now taken: no code is sent for it, whatever its case.
    expect((await get('/api/verification?email=VERA@example.test')).body).toMatchObject({ success: false, message: 'that email address is already taken' });
  });

  it('refuses a wrong code, and kills the code after five wrong guesses', async () => {
    const code = await codeFor('wendy@example.test');
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/user/register', {
        username: 'wendy',
        password: 'wendy-password',
        email: 'wendy@example.test',
        verification_code: 'ZZZZZZ',
      });
      expect(wrong.body).toMatchObject({ success: false, message: 'the verification code is wrong or has expired' });
    }
    const late = await post('/api/user/register', { username: 'wendy', password: 'wendy-password', email: 'wendy@example.test', verification_code: code });
    expect(late.body.message).toBe('the verification code is wrong or has expired');
    expect((await t.gateway.db.query('SELECT 1 FROM users WHERE username = $1', ['wendy'])).rows).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const code = await codeFor('olga@example.test');
    await expire('olga@example.test');
    const reply = await post('/api/user/register', { username: 'olga', password: 'olga-password', email: 'olga@example.test', verification_code: code });
    expect(reply.body).toMatchObject({ success: false, message: 'the verification code is wrong or has expired' });
  });

  it('sends at most one code per address per 30 seconds, with a clear message', async () => {
    await codeFor('rita@example.test');
    const again = await get('/api/verification?email=rita@example.test');
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^a code was sent to this address moments ago: wait \d+ seconds before asking again$/),
    });
    const sentBefore = smtp.delivered.filter((m) => m.to.includes('rita@example.test')).length;
    expect(sentBefore).toBe(1);
    // 30 seconds later (the stored send time moved back), a new code replaces the old one.
    await t.gateway.db.query("UPDATE email_codes SET sent_at = sent_at - interval '31 seconds' WHERE email = $1", ['rita@example.test']);
    const second = await codeFor('rita@example.test');
    expect(second).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('keeps the code when registration fails for another reason, and names a taken username', async () => {
    const code = await codeFor('uma@example.test');
    const taken = await post('/api/user/register', { username: 'vera', password: 'uma-password', email: 'uma@example.test', verification_code: code });
    expect(taken.body).toMatchObject({ success: false, message: 'that username is taken' });
    const ok = await post('/api/user/register', { username: 'uma', password: 'uma-password', email: 'uma@example.test', verification_code: code });
    expect(ok.body.success).toBe(true);
  });

  it('applies the domain whitelist and the alias rule to codes and to registration', async () => {
    await setOption('EmailDomainRestrictionEnabled', 'true');
    await setOption('EmailDomainWhitelist', 'example.test, allowed.test');
    const outside = await get('/api/verification?email=eve@elsewhere.test');
    expect(outside.body).toMatchObject({
      success: false,
      message: 'the administrator has enabled the email domain whitelist, and the domain of your email address is not in it',
    });
    expect((await codeFor('eve@Allowed.test')).length).toBe(6);
    await setOption('EmailAliasRestrictionEnabled', 'true');
    for (const alias of ['eve+shop@example.test', 'e.ve@example.test']) {
      expect((await get(`/api/verification?email=${encodeURIComponent(alias)}`)).body).toMatchObject({
        success: false,
        message: 'the administrator has restricted email aliases: your email address was refused because it contains special characters (+ or .)',
      });
    }
    const registration = await post('/api/user/register', {
      username: 'eve',
      password: 'eve-password',
      email: 'eve+shop@example.test',
      verification_code: 'ABCDEF',
    });
    expect(registration.body.message).toMatch(/^the administrator has restricted email aliases/);
    expect(smtp.delivered.some((m) => m.to.includes('eve+shop@example.test') || m.to.includes('eve@elsewhere.test'))).toBe(false);
    await setOption('EmailAliasRestrictionEnabled', 'false');
    await setOption('EmailDomainRestrictionEnabled', 'false');
  });

  it('is the same function over GraphQL: sendVerificationCode, then register with the code', async () => {
    const sent = await graphql(t.baseUrl, 'mutation ($email: String!) { sendVerificationCode(email: $email) }', { email: 'gina@example.test' });
    expect(sent.body).toEqual({ data: { sendVerificationCode: true } });
    const code = codeIn(await smtp.nextMailTo('gina@example.test'));
    const registered = await graphql(
      t.baseUrl,
      'mutation ($code: String) { register(username: "gina", password: "gina-password", email: "gina@example.test", verificationCode: $code) }',
      { code },
    );
    expect(registered.body).toEqual({ data: { register: true } });
    const again = await graphql(t.baseUrl, 'mutation { sendVerificationCode(email: "gina@example.test") }');
    expect(again.errors?.[0]?.message).toBe('that email address is already taken');
    await setOption('EmailVerificationEnabled', 'false');
  });
});

describe('password reset', () => {
  it('mails a single-use link, sets a new password, ends the old sessions, and the link dies', async () => {
    await post('/api/user/register', { username: 'paula', password: 'paula-password' });
    await api.signIn('paula', 'paula-password');
    const code = await codeFor('paula@example.test');
    expect((await get(`/api/oauth/email/bind?email=paula@example.test&code=${code}`, 'paula')).body).toEqual({ success: true, message: '', data: null });
    await api.signIn('paula', 'paula-password');
    expect((await get('/api/user/self', 'paula')).body.success).toBe(true);

    const asked = await get('/api/reset_password?email=Paula@example.test');
    expect(asked.body).toEqual({ success: true, message: '', data: null });
    const mail = await smtp.nextMailTo('paula@example.test');
    expect(mail.subject).toBe('Acme Gate password reset');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${SERVER_ADDRESS}/user/reset`);
    expect(link.searchParams.get('email')).toBe('paula@example.test');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    const reset = await post('/api/user/reset', { email: link.searchParams.get('email'), token });
    expect(reset.body).toMatchObject({ success: true, message: '', data: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const password = reset.body.data as string;
    expect((await get('/api/user/self', 'paula')).status).toBe(401);
    expect((await post('/api/user/login', { username: 'paula', password: 'paula-password' })).body.success).toBe(false);
    expect((await post('/api/user/login', { username: 'paula', password })).body).toMatchObject({ success: true, data: { username: 'paula' } });
    expect((await post('/api/user/reset', { email: 'paula@example.test', token })).body).toMatchObject({
      success: false,
      message: 'the reset link is wrong or has expired: ask for a new one',
    });
  });

  it('refuses an expired link', async () => {
    await t.gateway.db.query("UPDATE email_codes SET sent_at = now() - interval '1 hour' WHERE email = 'paula@example.test'");
    await get('/api/reset_password?email=paula@example.test');
    const token = linkIn(await smtp.nextMailTo('paula@example.test')).searchParams.get('token')!;
    await expire('paula@example.test');
    expect((await post('/api/user/reset', { email: 'paula@example.test', token })).body.message).toBe(
      'the reset link is wrong or has expired: ask for a new one',
    );
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const before = smtp.delivered.length;
    const unknown = await get('/api/reset_password?email=nobody@example.test');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: true, message: '', data: null });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.delivered.length).toBe(before);
    expect((await t.gateway.db.query("SELECT 1 FROM email_codes WHERE email = 'nobody@example.test'")).rows).toHaveLength(0);
  });
});

describe('email binding', () => {
  it('binds an address to the signed-in user with the code mailed to it, over REST and GraphQL', async () => {
    await api.signUp('bianca');
    const code = await codeFor('bianca@example.test');
    expect((await get(`/api/oauth/email/bind?email=bianca@example.test&code=WRONG1`, 'bianca')).body.message).toBe(
      'the verification code is wrong or has expired',
    );
    expect((await get(`/api/oauth/email/bind?email=bianca@example.test&code=${code}`, 'bianca')).body.success).toBe(true);
    expect(((await get('/api/user/self', 'bianca')).body.data as { email: string }).email).toBe('bianca@example.test');

    // Another user cannot take it, even with a fresh code (none is sent for a taken address).
    await api.signUp('bruno');
    expect((await get('/api/verification?email=bianca@example.test')).body.message).toBe('that email address is already taken');
    expect((await get('/api/oauth/email/bind?email=bianca@example.test&code=ABCDEF', 'bruno')).body.message).toBe('that email address is already taken');

    // GraphQL bindEmail answers the user.
    const next = await codeFor('bruno@example.test');
    const bound = await api.graphql('bruno', 'mutation ($code: String!) { bindEmail(email: "bruno@example.test", code: $code) { username email } }', {
      code: next,
    });
    expect(bound.body).toEqual({ data: { bindEmail: { username: 'bruno', email: 'bruno@example.test' } } });
  });

  it('refuses a guest, and a cross-site link that carries only the cookie (a GET that changes state)', async () => {
    const reply = await get('/api/oauth/email/bind?email=ghost@example.test&code=ABCDEF');
    expect([reply.status, reply.body.success]).toEqual([401, false]);
    const { cookie } = api.sessions.get('bianca')!;
    const code = await codeFor('mallory@example.test');
    const url = `${t.baseUrl}/api/oauth/email/bind?email=mallory@example.test&code=${code}`;
    const navigated = await fetch(url, { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(await navigated.json()).toEqual({ success: false, message: 'a cross-site request cannot use your session' });
    const withoutHeader = await fetch(url, { headers: { cookie } });
    expect([withoutHeader.status, await withoutHeader.json()]).toEqual([401, { success: false, message: 'send your user id in the New-Api-User header' }]);
    expect(((await get('/api/user/self', 'bianca')).body.data as { email: string }).email).toBe('bianca@example.test');
  });
});
