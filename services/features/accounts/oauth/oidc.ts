import { AppError } from '../../../platform/errors';
import type { OAuthDeps } from './deps';
import type { ExternalIdentity } from './identity';
import { field, oauthErrorOf, providerJson } from './provider-http';

/*
 * OpenID Connect (scope openid profile email). The token and userinfo
 * endpoints come from the options; when they are empty and `oidc.well_known`
 * is set, from the discovery document. The code becomes a token with
 * client_secret_post (as the established gateway sends it) and the redirect
 * URI the console used, `<ServerAddress>/oauth/oidc`; the userinfo `sub` is
 * what we match on. Every address here was typed by an admin, so every call
 * goes through the egress policy.
 */

interface OidcEndpoints {
  readonly token: string;
  readonly userInfo: string;
}

async function endpoints(deps: OAuthDeps): Promise<OidcEndpoints> {
  const token = deps.options.get('oidc.token_endpoint').trim();
  const userInfo = deps.options.get('oidc.user_info_endpoint').trim();
  if (token !== '' && userInfo !== '') return { token, userInfo };
  const wellKnown = deps.options.get('oidc.well_known').trim();
  if (wellKnown === '') throw new AppError('unavailable', 'OIDC is not configured: set the token and user info endpoints, or the well-known address');
  const discovery = await providerJson(deps.outbound, 'OIDC', wellKnown);
  const found = { token: token || field(discovery.body, 'token_endpoint'), userInfo: userInfo || field(discovery.body, 'userinfo_endpoint') };
  if (discovery.status !== 200 || found.token === '' || found.userInfo === '') {
    throw new AppError('unavailable', `the OIDC discovery document (HTTP ${discovery.status}) names no token or userinfo endpoint`);
  }
  return found;
}

export async function oidcIdentity(deps: OAuthDeps, code: string, redirectUri: string): Promise<ExternalIdentity> {
  const at = await endpoints(deps);
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: deps.options.get('oidc.client_id'),
    client_secret: deps.options.get('oidc.client_secret'),
  });
  const token = await providerJson(deps.outbound, 'OIDC', at.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const accessToken = field(token.body, 'access_token');
  if (accessToken === '') throw new AppError('invalid', `the OIDC provider refused the sign-in code: ${oauthErrorOf(token.body) || `HTTP ${token.status}`}`);

  const user = await providerJson(deps.outbound, 'OIDC', at.userInfo, { headers: { authorization: `Bearer ${accessToken}` } });
  const sub = field(user.body, 'sub');
  if (user.status !== 200 || sub === '') throw new AppError('unavailable', `the OIDC provider did not say who you are (HTTP ${user.status})`);
  const verified = (user.body as { email_verified?: unknown }).email_verified;
  return {
    provider: 'oidc',
    id: sub,
    displayName: field(user.body, 'name') || field(user.body, 'preferred_username') || 'OIDC User',
    // An address the provider says is unverified is not given to a new account.
    email: verified === false ? '' : field(user.body, 'email'),
  };
}
