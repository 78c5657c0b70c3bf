import { AppError } from '../../../platform/errors';
import type { OAuthDeps } from './deps';
import type { ExternalIdentity } from './identity';
import { field, oauthErrorOf, providerJson } from './provider-http';

/*
 * Linux DO Connect: the code becomes a token at `connect.linux.do/oauth2/token`
 * (form body, client id and secret in HTTP Basic, as the established gateway
 * sends them), then `connect.linux.do/api/user` answers
 * `{id, username, name, active, trust_level, silenced, …}`. We match on `id`.
 * The established gateway can also demand a minimum trust level; our option
 * catalogue has no such option, so every level is accepted.
 */

export async function linuxDoIdentity(deps: OAuthDeps, code: string, redirectUri: string | null): Promise<ExternalIdentity> {
  const base = deps.oauthEndpoints.linuxDo;
  const basic = Buffer.from(`${deps.options.get('LinuxDOClientId')}:${deps.options.get('LinuxDOClientSecret')}`).toString('base64');
  const form = new URLSearchParams({ grant_type: 'authorization_code', code });
  if (redirectUri) form.set('redirect_uri', redirectUri);
  const token = await providerJson(deps.outbound, 'Linux DO', `${base}/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const accessToken = field(token.body, 'access_token');
  if (accessToken === '') throw new AppError('invalid', `Linux DO refused the sign-in code: ${oauthErrorOf(token.body) || `HTTP ${token.status}`}`);

  const user = await providerJson(deps.outbound, 'Linux DO', `${base}/api/user`, { headers: { authorization: `Bearer ${accessToken}` } });
  const id = field(user.body, 'id');
  if (user.status !== 200 || !/^\d+$/.test(id) || id === '0')
    throw new AppError('unavailable', `Linux DO did not say who you are (HTTP ${user.status}); try again later`);
  return { provider: 'linuxdo', id, displayName: field(user.body, 'name') || field(user.body, 'username') || 'Linux DO User', email: '' };
}
