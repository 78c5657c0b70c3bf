/*
 * Reading the relay key from a request (server-behaviour 2.2, the
 * established gateway's TokenAuth): which header or query parameter holds
 * it, the `sk-` prefix, and the `-<channelId>` suffix with which an admin
 * pins a request to one channel. Pure: the caller passes the headers (Node's
 * lower-case names), the path and the query.
 *
 * Where we deliberately differ from the established gateway:
 * - A `Sec-WebSocket-Protocol` header replaces the key only when it has an
 *   `openai-insecure-api-key.` item (the version of the spec used the whole
 *   header as the key otherwise, so `realtime` alone became the key).
 * - `?key=` and `x-goog-api-key` are read on `/v1/models` itself too, as the
 *   later revision does and as 2.1 (Gemini-shaped model list) needs.
 * - `Bearer` is recognised in any letter case, not only `Bearer`/`bearer`.
 */

export type HeaderValue = string | string[] | undefined;

export interface KeyedRequest {
  /** As Node gives them: lower-case names. */
  readonly headers: Readonly<Record<string, HeaderValue>>;
  /** The path without the query, e.g. `/v1/chat/completions`. */
  readonly path: string;
  readonly query: URLSearchParams;
}

/** Where the key was found; the model list answers in that client's shape (2.1). */
export type KeySource = 'authorization' | 'websocket-protocol' | 'x-api-key' | 'query' | 'x-goog-api-key' | 'mj-api-secret';

export interface RelayKey {
  /** The token key without `sk-` and without the pin; '' when the request carries none. */
  readonly key: string;
  /** The text after the key's first `-`, as sent (`sk-<key>-<pin>`); null without one. Honoured for admins only (check-token.ts). */
  readonly channelPin: string | null;
  readonly source: KeySource;
}

const WEBSOCKET_KEY_PREFIX = 'openai-insecure-api-key.';
const MIDJOURNEY_PLACEHOLDER = 'midjourney-proxy';
const BEARER = /^bearer\s+/i;

/** One header's value; a repeated header counts once (its first value), except where noted. */
function header(headers: KeyedRequest['headers'], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The `openai-insecure-api-key.<key>` item of the websocket subprotocol list, or '' when there is none. */
function websocketKey(headers: KeyedRequest['headers']): string {
  const value = headers['sec-websocket-protocol'];
  const list = Array.isArray(value) ? value.join(',') : (value ?? '');
  for (const item of list.split(',')) {
    const protocol = item.trim();
    if (protocol.startsWith(WEBSOCKET_KEY_PREFIX)) return protocol.slice(WEBSOCKET_KEY_PREFIX.length);
  }
  return '';
}

/** The Gemini paths where `?key=` and `x-goog-api-key` carry the key. */
const isGeminiKeyPath = (path: string): boolean =>
  path === '/v1/models' || path.startsWith('/v1beta/models') || path.startsWith('/v1beta/openai/models') || path.startsWith('/v1/models/');

const withoutBearer = (text: string): string => text.replace(BEARER, '').trim();

/**
 * The key a request carries, in the established gateway's order of
 * precedence (each later source replaces an earlier one): the
 * `Authorization` header, the websocket subprotocol, `x-api-key` on the
 * Anthropic paths, then `?key=` and `x-goog-api-key` on the Gemini paths;
 * `mj-api-secret` when all of those are empty or say `midjourney-proxy`.
 */
export function readRelayKey(request: KeyedRequest): RelayKey {
  let raw = header(request.headers, 'authorization');
  let source: KeySource = 'authorization';
  const fromWebsocket = websocketKey(request.headers);
  if (fromWebsocket !== '') [raw, source] = [fromWebsocket, 'websocket-protocol'];
  if (request.path.includes('/v1/messages') || request.path.includes('/v1/models')) {
    const anthropic = header(request.headers, 'x-api-key');
    if (anthropic !== '') [raw, source] = [anthropic, 'x-api-key'];
  }
  if (isGeminiKeyPath(request.path)) {
    const fromQuery = request.query.get('key') ?? '';
    if (fromQuery !== '') [raw, source] = [fromQuery, 'query'];
    const google = header(request.headers, 'x-goog-api-key');
    if (google !== '') [raw, source] = [google, 'x-goog-api-key'];
  }
  let text = withoutBearer(raw);
  if (text === '' || text === MIDJOURNEY_PLACEHOLDER) [text, source] = [withoutBearer(header(request.headers, 'mj-api-secret')), 'mj-api-secret'];
  return { ...splitKey(text), source };
}

/** `sk-<key>` or `sk-<key>-<pin>` (the `sk-` is optional) into the key and the pin; anything after a second `-` is ignored. */
export function splitKey(text: string): { readonly key: string; readonly channelPin: string | null } {
  const bare = text.startsWith('sk-') ? text.slice(3) : text;
  const [key = '', pin] = bare.split('-', 2);
  return { key, channelPin: pin ?? null };
}

/** How a key appears in the exhausted-token message: `sk-` and its first and last three characters (`sk-abc***xyz`). */
export function keyHint(key: string): string {
  return key.length < 6 ? 'sk-***' : `sk-${key.slice(0, 3)}***${key.slice(-3)}`;
}
