import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletService } from '../../../../../services/features/wallet/wallet-service';
import { silentLogger } from '../../../../../services/platform/logger';
import { startFakeOAuthProviders, type FakeOAuthProviders, type GitHubAccount } from '../../../../testkit/fake-oauth-providers';
import { startTestGateway, type TestGateway } from '../../../../testkit/gateway';
import { Browser } from './browser';

/*
 * GitHub and Linux DO sign-in on a whole gateway against fake providers
 * speaking their wire formats (tests/testkit/fake-oauth-providers.ts): the
 * state bound to the browser and single-use, login vs bind vs sign-up
 * (spec 01 section 4), refusals, and the invite gifts of a sign-up with `aff`.
 */

const SYSTEM = { kind: 'system', reason: 'test' } as const;
let t: TestGateway;
let fake: FakeOAuthProviders;
let root: Browser;
const browser = () => new Browser(() => t.baseUrl);
const set = (key: string, value: string) => t.gateway.options.set(key as never, value, SYSTEM);

const octo = (id: number, extra: Partial<GitHubAccount> = {}): GitHubAccount => ({
  id,
  login: `octo${id}`,
  name: `Octo ${id}`,
  emails: [
    { email: `octo${id}-old@example.com`, primary: false, verified: true },
    { email: `octo${id}@example.com`, primary: true, verified: true },
  ],
  ...extra,
});

interface Self {
  id: number;
  username: string;
  display_name: string;
  email: string;
  github_id: string;
  linux_do_id: string;
  inviter_id: number;
  aff_code: string;
}

async function self(b: Browser): Promise<Self> {
  const { body } = await b.get<Self>('/api/user/self');
  expect(body.success).toBe(true);
  return body.data!;
}

/** Starts at `/api/oauth/state` and comes back with a fresh code, as the console does. */
async function githubRound(b: Browser, account: GitHubAccount, aff?: string) {
  const state = await b.oauthState(aff);
  const answer = await b.get<{ id: number; username: string }>(`/api/oauth/github?code=${fake.githubCode(account)}&state=${state}`);
  return answer;
}

beforeAll(async () => {
  fake = await startFakeOAuthProviders();
  t = await startTestGateway({}, { oauthEndpoints: { github: fake.baseUrl, githubApi: fake.baseUrl, linuxDo: fake.baseUrl } });
  root = browser();
  await root.post('/api/setup', { username: 'oa_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await root.signIn('oa_root', 'root-password-1');
  await set('egress.allow_list', JSON.stringify([fake.hostPort]));
  await set('GitHubClientId', fake.credentials.github.clientId);
  await set('GitHubClientSecret', fake.credentials.github.clientSecret);
  await set('GitHubOAuthEnabled', 'true');
  await set('LinuxDOClientId', fake.credentials.linuxDo.clientId);
  await set('LinuxDOClientSecret', fake.credentials.linuxDo.clientSecret);
  await set('LinuxDOOAuthEnabled', 'true');
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await fake?.close();
});

describe('GitHub sign-in', () => {
  it('signs a newcomer up, matching on the numeric id, with the primary verified email', async () => {
    const b = browser();
    const { body, response } = await githubRound(b, octo(9001));
    expect(body).toMatchObject({ success: true, message: '', data: { role: 1, status: 1 } });
    expect(body.data!.username).toBe(`github_${body.data!.id}`);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('session=') && c.includes('HttpOnly'))).toBe(true);
    b.signedInAs(body);
    expect(await self(b)).toMatchObject({ github_id: '9001', email: 'octo9001@example.com', display_name: 'Octo 9001' });

    // What GitHub got: the JSON token request with our client, then the API with the token.
    const tokenCall = fake.seen.filter((s) => s.path === '/login/oauth/access_token').at(-1)!;
    expect(tokenCall.headers.accept).toBe('application/json');
    expect(JSON.parse(tokenCall.body)).toMatchObject({ client_id: fake.credentials.github.clientId, client_secret: fake.credentials.github.clientSecret });
    expect(fake.seen.at(-1)!.path).toBe('/user/emails');
    expect(fake.seen.at(-1)!.headers.authorization).toMatch(/^Bearer gho_/);
  });

  it('signs the same GitHub account in again as the same user, even after a rename of its login', async () => {
    const first = await githubRound(browser(), octo(9002));
    const again = await githubRound(browser(), octo(9002, { login: 'renamed-octo' }));
    expect(again.body.success).toBe(true);
    expect(again.body.data!.id).toBe(first.body.data!.id);
  });

  it('refuses a bad code with what GitHub said', async () => {
    const b = browser();
    const state = await b.oauthState();
    const { body } = await b.get(`/api/oauth/github?code=not-a-code&state=${state}`);
    expect(body).toMatchObject({ success: false });
    expect(body.message).toContain('bad_verification_code');
  });
});

describe('the state', () => {
  it('is single-use: a replayed state is refused before any call to GitHub', async () => {
    const b = browser();
    const state = await b.oauthState();
    expect((await b.get(`/api/oauth/github?code=${fake.githubCode(octo(9003))}&state=${state}`)).body.success).toBe(true);
    const calls = fake.seen.length;
    const replay = await b.get(`/api/oauth/github?code=${fake.githubCode(octo(9003))}&state=${state}`);
    expect(replay.body).toMatchObject({ success: false, message: expect.stringContaining('already used') });
    expect(fake.seen.length).toBe(calls);
  });

  it('is refused in another browser (no cookie, or another cookie), and still works in its own', async () => {
    const owner = browser();
    const state = await owner.oauthState();
    const code = fake.githubCode(octo(9004));
    expect((await browser().get(`/api/oauth/github?code=${code}&state=${state}`)).body).toMatchObject({
      success: false,
      message: expect.stringContaining('not valid in this browser'),
    });
    const other = browser();
    await other.oauthState(); // has a nonce cookie of its own
    expect((await other.get(`/api/oauth/github?code=${code}&state=${state}`)).body.success).toBe(false);
    expect((await owner.get(`/api/oauth/github?code=${code}&state=${state}`)).body.success).toBe(true);
  });

  it('is refused once expired, and stored only as hashes', async () => {
    const b = browser();
    const state = await b.oauthState();
    const stored = await t.gateway.db.query<{ state_hash: string; browser_hash: string }>('SELECT state_hash, browser_hash FROM oauth_states');
    expect(stored.rows.some((r) => r.state_hash === state || r.browser_hash === [...b.cookies.values()][0])).toBe(false);
    await t.gateway.db.query("UPDATE oauth_states SET expires_at = now() - interval '1 second'");
    expect((await b.get(`/api/oauth/github?code=${fake.githubCode(octo(9005))}&state=${state}`)).body).toMatchObject({
      success: false,
      message: expect.stringContaining('expired'),
    });
  });

  it('lets one browser run two sign-ins at once (the nonce is kept across states)', async () => {
    const b = browser();
    const first = await b.oauthState();
    const second = await b.oauthState();
    expect(first).not.toBe(second);
    expect((await b.get(`/api/oauth/github?code=${fake.githubCode(octo(9006))}&state=${first}`)).body.success).toBe(true);
    expect((await b.get(`/api/oauth/github?code=${fake.githubCode(octo(9006))}&state=${second}`)).body.success).toBe(true);
  });
});

describe('login or bind', () => {
  it('binds to the signed-in caller (message "bind"), and refuses an identity another user holds', async () => {
    await root.post('/api/user/', { username: 'oa_binder', password: 'binder-password' });
    const b = browser();
    await b.signIn('oa_binder', 'binder-password');
    const { body } = await githubRound(b, octo(9010));
    expect(body).toEqual({ success: true, message: 'bind', data: null });
    expect(await self(b)).toMatchObject({ username: 'oa_binder', github_id: '9010' });
    // Binding the same account again is harmless; an account held by someone else is not taken.
    expect((await githubRound(b, octo(9010))).body.message).toBe('bind');
    await githubRound(browser(), octo(9011));
    expect((await githubRound(b, octo(9011))).body).toMatchObject({ success: false, message: 'this GitHub account is already bound to another user' });
    // And a later GitHub sign-in lands on the bound account.
    expect((await githubRound(browser(), octo(9010))).body.data).toMatchObject({ username: 'oa_binder' });
  });

  it('refuses a disabled user and a logged-off user', async () => {
    const made = await githubRound(browser(), octo(9020));
    expect((await root.post('/api/user/manage', { id: made.body.data!.id, action: 'disable' })).body.success).toBe(true);
    expect((await githubRound(browser(), octo(9020))).body).toMatchObject({ success: false, message: 'this user is disabled' });
    const gone = await githubRound(browser(), octo(9021));
    expect((await root.post('/api/user/manage', { id: gone.body.data!.id, action: 'delete' })).body.success).toBe(true);
    expect((await githubRound(browser(), octo(9021))).body).toMatchObject({ success: false, message: 'this user has logged off' });
  });

  it('refuses a sign-up when registration is closed, and every call when the provider is off', async () => {
    await set('RegisterEnabled', 'false');
    expect((await githubRound(browser(), octo(9030))).body).toMatchObject({ success: false, message: 'new registrations are closed' });
    await set('RegisterEnabled', 'true');
    await set('GitHubOAuthEnabled', 'false');
    expect((await githubRound(browser(), octo(9030))).body).toMatchObject({
      success: false,
      message: 'the administrator has not turned on sign-in with GitHub',
    });
    await set('GitHubOAuthEnabled', 'true');
    expect((await githubRound(browser(), octo(9030))).body.success).toBe(true);
  });

  it('reaches the provider only through the egress policy', async () => {
    await set('egress.allow_list', '[]');
    const { body } = await githubRound(browser(), octo(9040));
    expect(body.success).toBe(false);
    expect(body.message).not.toContain('cannot reach');
    await set('egress.allow_list', JSON.stringify([fake.hostPort]));
  });
});

describe('Linux DO sign-in', () => {
  it('signs up with aff: the new-user and invitee gifts and the inviter reward go through the ledger', async () => {
    await set('QuotaForNewUser', '1000');
    await set('QuotaForInvitee', '300');
    await set('QuotaForInviter', '500');
    await root.post('/api/user/', { username: 'oa_inviter', password: 'inviter-password' });
    const inviter = browser();
    await inviter.signIn('oa_inviter', 'inviter-password');
    const aff = (await self(inviter)).aff_code;

    const b = browser();
    const state = await b.oauthState(aff);
    const { body } = await b.get<{ id: number; username: string; display_name: string }>(
      `/api/oauth/linuxdo?code=${fake.linuxDoCode({ id: 777, username: 'neo', name: 'Neo Anderson', trust_level: 2 })}&state=${state}`,
    );
    expect(body).toMatchObject({ success: true, data: { display_name: 'Neo Anderson' } });
    expect(body.data!.username).toBe(`linuxdo_${body.data!.id}`);
    b.signedInAs(body);
    expect(await self(b)).toMatchObject({ linux_do_id: '777', inviter_id: inviter.userId });

    const wallets = createWalletService({ store: t.gateway.events.store, db: t.gateway.db, clock: () => new Date(), logger: silentLogger });
    expect(await wallets.view(body.data!.id)).toMatchObject({ quota: 1300 });
    expect(await wallets.view(inviter.userId!)).toMatchObject({ affQuota: 500, affCount: 1 });

    // The token request: the client in HTTP Basic, the code in a form.
    const tokenCall = fake.seen.filter((s) => s.path === '/oauth2/token').at(-1)!;
    expect(tokenCall.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(tokenCall.body).get('grant_type')).toBe('authorization_code');
  });

  it('refuses a code Linux DO does not know', async () => {
    const b = browser();
    const { body } = await b.get(`/api/oauth/linuxdo?code=unknown&state=${await b.oauthState()}`);
    expect(body).toMatchObject({ success: false, message: expect.stringContaining('invalid_grant') });
  });
});
