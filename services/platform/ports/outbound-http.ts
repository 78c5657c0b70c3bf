/**
 * Outbound HTTP to addresses an admin or user typed (channel base URLs,
 * webhooks, OIDC, the worker), under the egress policy
 * (services/platform/egress/, RELIABILITY A20, T7). Code that calls out
 * depends on this port, never on the HTTP client.
 *
 * - A refused target throws an AppError: `invalid` for a URL that is not
 *   http(s) or carries credentials, `forbidden` for a refused address,
 *   name or port. Nothing is dialled: the check happens before the request
 *   and again at connect time, on the very address that is dialled.
 * - A target that cannot be reached throws an AppError `unavailable` whose
 *   `details.code` is the network error's code (ECONNREFUSED,
 *   UND_ERR_CONNECT_TIMEOUT, …).
 * - An abort through `signal` rejects with the signal's reason.
 */
export type OutboundBody = string | Uint8Array | AsyncIterable<Uint8Array>;

export interface OutboundRequest {
  /** Default GET. */
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: OutboundBody | null;
  readonly signal?: AbortSignal;
  /**
   * How many redirects to follow, each target checked again by the policy.
   * Default 0: a 3xx answer comes back as it is. Past the limit, the last
   * 3xx answer comes back. Credentials (`authorization`, `cookie`, API-key
   * headers) are dropped when a redirect leaves the origin, and a streamed
   * body is never re-sent (its 307/308 comes back as it is).
   */
  readonly maxRedirects?: number;
  /** How long to wait for the response headers; default 300 s. */
  readonly headersTimeoutMs?: number;
  /** How long the body may stay silent between chunks; default 300 s. */
  readonly bodyTimeoutMs?: number; /**
   * An http or https proxy to go through (a channel's own `setting.proxy`):
   * one per proxy URL is kept and reused. The policy checks the target as
   * always (a name's addresses as this process resolves them; the proxy
   * resolves the name again on its side) and the proxy's own host and
   * address. A refused or malformed proxy throws an AppError whose message
   * says "the channel's proxy" and whose `details.proxy` is true.
   */
  readonly proxy?: string | null;
}

export interface OutboundResponse {
  readonly status: number;
  /** Lower-case names; repeated headers as arrays. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The URL that answered: the request's, or the last redirect's. */
  readonly url: string;
  /** The body as it arrives (for streams such as SSE); read it, `bytes()`, `text()`, `json()` or `dump()` exactly once. */
  readonly body: AsyncIterable<Uint8Array>;
  /** The whole body, as it came (an answer may be binary). */
  bytes(): Promise<Uint8Array>;
  text(): Promise<string>;
  json(): Promise<unknown>;
  /** Discards the body so the connection can be reused. */
  dump(): Promise<void>;
}

export interface OutboundHttp {
  fetch(url: string | URL, request?: OutboundRequest): Promise<OutboundResponse>;
  /** Closes idle connections and refuses new requests. */
  close(): Promise<void>;
}
