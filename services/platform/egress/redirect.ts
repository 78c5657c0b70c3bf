/**
 * One redirect hop, decided without I/O. The caller checks the next URL
 * with the egress policy (`checkEgressUrl`) before following it, so a
 * redirect to a private address is refused like a direct request.
 */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** Headers that carry credentials: never sent to another origin (T8: provider keys go only where they were meant to). */
export const CREDENTIAL_HEADERS: ReadonlySet<string> = new Set(['authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'api-key', 'x-goog-api-key']);

/** Headers that describe the body: dropped with it (the Fetch standard's request-body-header names, and the length). */
const BODY_HEADERS: ReadonlySet<string> = new Set(['content-encoding', 'content-language', 'content-location', 'content-type', 'content-length']);

export interface HopRequest<Body> {
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Body | null;
}

/**
 * The request for the next hop, or null when the answer is not a redirect
 * to follow (no `Location`, not a redirect status, a body that cannot be
 * sent again). `next` is the Location resolved against the current URL;
 * `replayable` says whether the body can be sent a second time.
 */
export function redirectHop<Body>(
  current: URL,
  status: number,
  location: string | undefined,
  request: HopRequest<Body>,
  replayable: (body: Body) => boolean,
): { url: URL; request: HopRequest<Body> } | null {
  if (!REDIRECT_STATUSES.has(status) || location === undefined || location === '') return null;
  let next: URL;
  try {
    next = new URL(location, current);
  } catch {
    return null;
  }
  const method = request.method.toUpperCase();
  const toGet = status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST';
  if (!toGet && request.body !== null && !replayable(request.body)) return null;
  const crossOrigin = next.origin !== current.origin;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    const lower = name.toLowerCase();
    if (crossOrigin && CREDENTIAL_HEADERS.has(lower)) continue;
    if (toGet && BODY_HEADERS.has(lower)) continue;
    if (lower === 'host') continue;
    headers[name] = value;
  }
  return { url: next, request: { method: toGet ? 'GET' : request.method, headers, body: toGet ? null : request.body } };
}
