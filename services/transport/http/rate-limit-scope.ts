import path from 'node:path';
import { isRelayPath } from '../../platform/relay-paths';

/** Which per-address limit a request counts against (server-behaviour §10). */
export type RateLimitScope = 'api' | 'web';

/**
 * `api`: `/api/*` as in the established gateway, its `/dashboard/billing/*`
 * (with and without `/v1`), and `/graphql` over HTTP, which is the console's
 * API here. `web`: console page loads only, that is `/`, `*.html` and the
 * extension-less paths the static site answers with index.html. Assets are not
 * counted: one page load fetches a dozen of them, so the established
 * gateway's 60 per 180 s on every file stops a normal session after a few
 * reloads. Probes, relay paths and everything else count against neither.
 */
export function rateLimitScopeOf(pathname: string): RateLimitScope | null {
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname === '/graphql') return 'api';
  if (/^(\/v1)?\/dashboard\/billing(\/|$)/.test(pathname)) return 'api';
  if (pathname === '/healthz' || pathname === '/readyz' || isRelayPath(pathname)) return null;
  const extension = path.posix.extname(pathname);
  return extension === '' || extension === '.html' ? 'web' : null;
}
