import { egressRefusalReason } from '../../platform/egress/policy';
import { isProxyRefusal } from '../../platform/egress/proxy-url';
import type { OutboundHttp, OutboundResponse } from '../../platform/ports/outbound-http';
import type { RelayError } from '../pipeline/relay-error';

/*
 * One call to an upstream, through the egress-guarded OutboundHttp (undici,
 * a connection pool per upstream origin, every address checked against the
 * egress policy at connect time). Its timeouts:
 *
 * - connect: the adapter's (10 s);
 * - first byte: UPSTREAM_HEADERS_TIMEOUT_MS until the status line and headers;
 * - stream idle: UPSTREAM_IDLE_TIMEOUT_MS between two chunks of the body;
 *
 * and it is aborted when the client goes away (`signal`). A channel with its
 * own proxy (`setting.proxy`) is called through it (one undici ProxyAgent
 * per proxy URL, reused), under the same egress policy. A call that could
 * not reach the upstream answers `upstream_unreachable`, with no URL or key
 * in its words.
 */

/** A model may think a long while before its first byte; the established gateway waits without limit. */
export const UPSTREAM_HEADERS_TIMEOUT_MS = 300_000;
/** Silence between two chunks of an answer before the relay gives up on it. */
export const UPSTREAM_IDLE_TIMEOUT_MS = 120_000;

export interface UpstreamCall {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | Uint8Array;
  readonly signal: AbortSignal;
  /** The channel's own http(s) proxy, or null. */
  readonly proxy?: string | null;
}

export type UpstreamAnswer = { readonly ok: true; readonly response: OutboundResponse } | { readonly ok: false; readonly error: RelayError };

export async function callUpstream(http: OutboundHttp, call: UpstreamCall): Promise<UpstreamAnswer> {
  try {
    const response = await http.fetch(call.url, {
      method: 'POST',
      headers: call.headers,
      body: call.body,
      signal: call.signal,
      proxy: call.proxy ?? null,
      headersTimeoutMs: UPSTREAM_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: UPSTREAM_IDLE_TIMEOUT_MS,
    });
    return { ok: true, response };
  } catch (error) {
    if (call.signal.aborted) throw error;
    return { ok: false, error: { kind: 'upstream_unreachable', detail: unreachableDetail(error) } };
  }
}

/** Why a call failed, in words that carry no URL, address or key. */
export function unreachableDetail(error: unknown): string {
  if (isProxyRefusal(error))
    return egressRefusalReason(error) === null ? "the channel's proxy is not a valid proxy URL" : "the channel's proxy is not allowed by the egress policy";
  if (egressRefusalReason(error) !== null) return 'the upstream address is not allowed by the egress policy';
  const code = (error as { code?: unknown; details?: { code?: unknown } } | null)?.details?.code ?? (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return `the upstream could not be reached (${code})`;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'EgressRefused' || /egress/i.test(String((error as Error | null)?.message ?? '')))
    return 'the upstream address is not allowed by the egress policy';
  return 'the upstream could not be reached';
}
