/*
 * The browser nonce that binds an OAuth `state` to the browser that asked
 * for it (services/features/oauth/state.ts). HttpOnly; SameSite=Lax, because
 * the provider sends the browser back by a cross-site top-level navigation,
 * on which a Strict cookie would be missing; over HTTPS also Secure, under
 * the `__Host-` name. It opens nothing by itself: it only has to match.
 */

export const OAUTH_COOKIE = 'oauth_browser';
export const SECURE_OAUTH_COOKIE = '__Host-oauth_browser';

/**
 * The nonce a request carries, if any. Over HTTPS only the `__Host-` cookie
 * counts: a plain-named one may have been planted by a sibling subdomain
 * (`Domain=` the parent), and a nonce an attacker chose would let their state
 * pass for the victim's browser.
 */
export function oauthNonceOf(cookies: ReadonlyMap<string, string>, secure: boolean): string | null {
  return (secure ? cookies.get(SECURE_OAUTH_COOKIE) : cookies.get(OAUTH_COOKIE)) ?? null;
}

export function oauthNonceCookie(nonce: string, expiresAt: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${secure ? SECURE_OAUTH_COOKIE : OAUTH_COOKIE}=${nonce}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
