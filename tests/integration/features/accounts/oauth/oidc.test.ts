import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../../testkit/gateway';
import { startOidcServer, type OidcServer } from '../../../../testkit/oidc-server';
import { Browser } from './browser';

/*
 * OIDC sign-in against a real OpenID provider started here (oidc-provider 8):
 * the authorization code flow is driven over HTTP through the provider's
 * login and consent steps, then the code comes to our callback, which finds
 * the endpoints in the discovery document, exchanges the code and reads the
 * userinfo `sub`.
 */

const SYSTEM = { kind: 'system', reason: 'test' } as const;
let t: TestGateway;
let idp: OidcServer;
const browser = () => new Browser(() => t.baseUrl);
const set = (key: string, value: string) => t.gateway.options.set(key as never, value, SYSTEM);

async function oidcRound(b: Browser, login: string) {
  const state = await b.oauthState();
  const code = await idp.signIn(login, state);
  return {
    code,
    answer: await b.get<{ id: number; username: string; display_name: string }>(`/api/oauth/oidc?code=${encodeURIComponent(code)}&state=${state}`),
  };
}

beforeAll(async () => {
  t = await startTestGateway();
  idp = await startOidcServer(`${t.baseUrl}/oauth/oidc`);
  const root = browser();
  await root.post('/api/setup', { username: 'oi_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await root.signIn('oi_root', 'root-password-1');
  await root.post('/api/user/', { username: 'oi_user', password: 'user-password' });
  await set('ServerAddress', t.baseUrl);
  await set('egress.allow_list', JSON.stringify([idp.hostPort]));
  await set('oidc.client_id', idp.client.id);
  await set('oidc.client_secret', idp.client.secret);
  await set('oidc.well_known', `${idp.issuer}/.well-known/openid-configuration`);
  await set('oidc.enabled', 'true');
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await idp?.close();
});

describe('OIDC', () => {
  it('signs a newcomer up by the userinfo sub, with endpoints from the discovery document', async () => {
    const b = browser();
    const { answer } = await oidcRound(b, 'alice');
    expect(answer.body).toMatchObject({ success: true, data: { display_name: 'Person alice' } });
    expect(answer.body.data!.username).toBe(`oidc_${answer.body.data!.id}`);
    b.signedInAs(answer.body);
    expect((await b.get('/api/user/self')).body.data).toMatchObject({ oidc_id: 'alice', email: 'alice@idp.example' });
    const again = await oidcRound(browser(), 'alice');
    expect(again.answer.body.data!.id).toBe(answer.body.data!.id);
  });

  it('binds for a signed-in user', async () => {
    const b = browser();
    await b.signIn('oi_user', 'user-password');
    expect((await oidcRound(b, 'bob')).answer.body).toEqual({ success: true, message: 'bind', data: null });
    expect((await b.get('/api/user/self')).body.data).toMatchObject({ username: 'oi_user', oidc_id: 'bob' });
  });

  it('refuses a code used once already (the provider says invalid_grant)', async () => {
    const b = browser();
    const { code } = await oidcRound(b, 'carol');
    const { body } = await b.get(`/api/oauth/oidc?code=${encodeURIComponent(code)}&state=${await b.oauthState()}`);
    expect(body).toMatchObject({ success: false, message: expect.stringContaining('invalid_grant') });
  });

  it('uses the configured endpoints when set, and needs ServerAddress for the redirect URI', async () => {
    await set('oidc.token_endpoint', `${idp.issuer}/token`);
    await set('oidc.user_info_endpoint', `${idp.issuer}/me`);
    await set('oidc.well_known', '');
    expect((await oidcRound(browser(), 'dave')).answer.body.success).toBe(true);
    await set('ServerAddress', '');
    const b = browser();
    const { body } = await b.get(`/api/oauth/oidc?code=whatever&state=${await b.oauthState()}`);
    expect(body).toMatchObject({ success: false, message: expect.stringContaining('ServerAddress') });
    await set('ServerAddress', t.baseUrl);
  });
});
