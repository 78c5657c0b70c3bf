import type { Status } from './status/status-fields';

export type RedirectProvider = 'github' | 'oidc' | 'linuxdo';

/**
 * Spec 01 §7: where each redirect sign-in sends the browser, with the state
 * from `oauthState`; the provider brings `code` and `state` back to
 * <origin>/oauth/<provider>.
 */
export function authorizeUrl(provider: RedirectProvider, status: Status, state: string, origin: string): string {
  const redirectUri = `${origin}/oauth/${provider}`;
  switch (provider) {
    case 'github':
      return withQuery('https://github.com/login/oauth/authorize', { client_id: status.githubClientId, state, scope: 'user:email' });
    case 'oidc':
      return withQuery(status.oidcAuthorizationEndpoint, {
        client_id: status.oidcClientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid profile email',
        state,
      });
    case 'linuxdo':
      return withQuery('https://connect.linux.do/oauth2/authorize', { response_type: 'code', client_id: status.linuxDoClientId, state });
  }
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The redirect sign-ins the status turns on, in the order the login page shows them. */
export function enabledRedirectProviders(status: Status): RedirectProvider[] {
  const enabled: RedirectProvider[] = [];
  if (status.githubOAuth && status.githubClientId) enabled.push('github');
  if (status.oidcEnabled && status.oidcClientId && status.oidcAuthorizationEndpoint) enabled.push('oidc');
  if (status.linuxDoOAuth && status.linuxDoClientId) enabled.push('linuxdo');
  return enabled;
}
