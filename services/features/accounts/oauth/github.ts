import { AppError } from '../../../platform/errors';
import type { OAuthDeps } from './deps';
import type { ExternalIdentity } from './identity';
import { field, oauthErrorOf, providerJson } from './provider-http';

/*
 * GitHub OAuth apps (scope user:email): the code becomes a token at
 * `github.com/login/oauth/access_token` (JSON with `Accept: application/json`;
 * a bad code is HTTP 200 with `error: bad_verification_code`), then
 * `api.github.com/user` names the account and `/user/emails` gives the
 * primary verified address. We match on the numeric `id`, which never
 * changes; the `login` can be renamed and then taken by someone else.
 */

const API_HEADERS = { 'x-github-api-version': '2022-11-28', 'user-agent': 'tollgate' } as const;

export async function githubIdentity(deps: OAuthDeps, code: string): Promise<ExternalIdentity> {
  const base = deps.oauthEndpoints;
  const token = await providerJson(deps.outbound, 'GitHub', `${base.github}/login/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: deps.options.get('GitHubClientId'), client_secret: deps.options.get('GitHubClientSecret'), code }),
  });
  const accessToken = field(token.body, 'access_token');
  if (accessToken === '') throw new AppError('invalid', `GitHub refused the sign-in code: ${oauthErrorOf(token.body) || `HTTP ${token.status}`}`);
  const auth = { ...API_HEADERS, authorization: `Bearer ${accessToken}` };

  const user = await providerJson(deps.outbound, 'GitHub', `${base.githubApi}/user`, { headers: auth });
  const id = field(user.body, 'id');
  if (user.status !== 200 || !/^\d+$/.test(id)) throw new AppError('unavailable', `GitHub did not say who you are (HTTP ${user.status}); try again later`);

  const emails = await providerJson(deps.outbound, 'GitHub', `${base.githubApi}/user/emails`, { headers: auth });
  const primary = Array.isArray(emails.body)
    ? (emails.body as unknown[]).find((entry) => field(entry, 'email') !== '' && isTrue(entry, 'primary') && isTrue(entry, 'verified'))
    : undefined;
  return {
    provider: 'github',
    id,
    displayName: field(user.body, 'name') || field(user.body, 'login') || 'GitHub User',
    email: primary ? field(primary, 'email') : '',
  };
}

const isTrue = (body: unknown, name: string): boolean => typeof body === 'object' && body !== null && (body as Record<string, unknown>)[name] === true;
