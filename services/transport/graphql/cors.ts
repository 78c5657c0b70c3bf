/*
 * Which browser origins may call `/graphql` across origins (issue 13 item 8).
 * Yoga's default answers every Origin with itself and
 * `Access-Control-Allow-Credentials: true`, which lets any page read what a
 * signed-in visitor's cookie opens. Allowed here: the site's own origin (the
 * request's Host, and the `ServerAddress` option, for a site whose proxy
 * rewrites Host) and the origins an operator lists in CORS_ORIGINS. Any
 * other origin gets no CORS headers at all, so the browser keeps the answer
 * from the page. The relay's `/v1` routes are not served here and keep their
 * own rule.
 */

export interface CorsSite {
  /** The request's Host header. */
  readonly host: string | null;
  /** Whether the request reached the gateway over HTTPS (directly or through a trusted proxy). */
  readonly secure: boolean;
  /** The `ServerAddress` option: the site's public URL, or '' when unset. */
  readonly serverAddress: string;
  /** CORS_ORIGINS, already normalized to origins. */
  readonly configured: readonly string[];
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Whether a browser page at `origin` may read `/graphql` answers made with the visitor's credentials. */
export function corsAllows(origin: string, site: CorsSite): boolean {
  const requested = originOf(origin);
  if (requested === null) return false;
  if (site.configured.includes(requested)) return true;
  const server = site.serverAddress.trim() === '' ? null : originOf(site.serverAddress.trim());
  if (server !== null && server === requested) return true;
  if (site.host === null || site.host === '') return false;
  // The own host over https always; over plain http only when the gateway itself is reached so (a page
  // served over https may sit behind a proxy that ends TLS without saying so; an http page never is the https site).
  const own = [`https://${site.host}`, ...(site.secure ? [] : [`http://${site.host}`])].map(originOf);
  return own.includes(requested);
}
