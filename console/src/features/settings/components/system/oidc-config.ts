/*
 * Spec 03 §5, OIDC: the well-known URL must be http(s); the browser reads
 * the provider's endpoints from its discovery document.
 */

export const isHttpUrl = (text: string): boolean => /^https?:\/\//i.test(text.trim());

/** The three endpoints the OIDC settings store, from a discovery document; null when it lacks one. */
export function oidcEndpoints(document: unknown): Record<'oidc.authorization_endpoint' | 'oidc.token_endpoint' | 'oidc.user_info_endpoint', string> | null {
  if (typeof document !== 'object' || document === null) return null;
  const { authorization_endpoint: authorization, token_endpoint: token, userinfo_endpoint: userInfo } = document as Record<string, unknown>;
  if (typeof authorization !== 'string' || typeof token !== 'string' || typeof userInfo !== 'string') return null;
  return { 'oidc.authorization_endpoint': authorization, 'oidc.token_endpoint': token, 'oidc.user_info_endpoint': userInfo };
}

/** Fetches the discovery document at `wellKnown` and reads its endpoints; null when it cannot be fetched or read. */
export async function fetchOidcEndpoints(wellKnown: string, fetcher: typeof fetch = fetch): Promise<ReturnType<typeof oidcEndpoints>> {
  try {
    const response = await fetcher(wellKnown.trim(), { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    return oidcEndpoints(await response.json());
  } catch {
    return null;
  }
}
