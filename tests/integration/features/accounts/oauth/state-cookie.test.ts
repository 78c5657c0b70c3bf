import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../../testkit/gateway';

/*
 * Over HTTPS the OAuth state is bound to the browser through the
 * `__Host-oauth_browser` cookie only. A plain-named `oauth_browser` cookie can
 * be planted by a sibling subdomain; if it counted, an attacker could get a
 * state bound to a nonce they chose and plant that nonce in a victim's
 * browser, to sign the victim in as the attacker or bind the attacker's
 * account to theirs.
 */

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ TRUST_PROXY: 'true' });
});
afterAll(async () => t?.dispose());

const overHttps = (cookie?: string) => ({ 'x-forwarded-proto': 'https', ...(cookie ? { cookie } : {}) });
const nonceSet = (response: Response) =>
  /^__Host-oauth_browser=([^;]+);.*; Secure/.exec(response.headers.getSetCookie().find((c) => c.startsWith('__Host-oauth_browser=')) ?? '')?.[1];

describe('the OAuth browser nonce over HTTPS', () => {
  it('ignores a plain-named nonce cookie and binds the state to a nonce of its own', async () => {
    const planted = randomBytes(32).toString('base64url');
    const response = await fetch(`${t.baseUrl}/api/oauth/state`, { headers: overHttps(`oauth_browser=${planted}`) });
    expect((await response.json()) as { success: boolean }).toMatchObject({ success: true });
    const issued = nonceSet(response);
    expect(issued).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(issued).not.toBe(planted);
  });

  it('keeps the nonce of its own __Host- cookie', async () => {
    const first = nonceSet(await fetch(`${t.baseUrl}/api/oauth/state`, { headers: overHttps() }))!;
    const again = await fetch(`${t.baseUrl}/api/oauth/state`, { headers: overHttps(`__Host-oauth_browser=${first}`) });
    expect(nonceSet(again)).toBe(first);
  });
});
