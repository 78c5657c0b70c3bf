/*
 * Where a browser says a request came from (RELIABILITY A23, T14). Browsers
 * send `Sec-Fetch-Site` and, on most requests that are not plain GETs,
 * `Origin`; a server-to-server client sends neither, and is taken at its
 * word. Only this origin counts as this site: a sibling subdomain
 * (`same-site`) is another site here, since anyone may run one.
 */

/** The answer to a call that must come from this site (setup, sign-in, sign-out) when the browser says another site sent it. */
export const CROSS_SITE_REFUSED = 'this call cannot come from another site (setup, sign-in and sign-out start on this site only)';

/** Whether the request came from this site, as far as the browser says. */
export function fromThisSite(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  try {
    return new URL(origin).host === headers.get('host');
  } catch {
    return false;
  }
}
