/**
 * Calls the channel operations make to an upstream (server-behaviour 3.8;
 * spec 02, `/api/channel/test` and `/api/channel/fetch_models`), each
 * implemented by a provider adapter (services/relay/providers/). Adapters
 * reach the upstream through the OutboundHttp port, so the egress policy
 * applies to every call.
 *
 * - A target the egress policy refuses throws its AppError (`invalid` or
 *   `forbidden`), before anything is dialled.
 * - Messages never carry the key, even when the upstream echoes it.
 */
export interface ProbeTarget {
  /** The upstream's base URL, without a trailing slash (the channel's, or its type's default). */
  readonly baseUrl: string;
  /** One provider key (the first line of a multi-key channel). */
  readonly key: string;
}

export interface ChatProbeTarget extends ProbeTarget {
  readonly model: string;
}

export interface ChatProbeResult {
  /** The upstream answered a completion. */
  readonly ok: boolean;
  /** Empty on success; else why, from the upstream's error body when it has one. */
  readonly message: string;
  /** From sending the request to the end of the answer. */
  readonly elapsedMs: number;
}

export interface UpstreamProbe {
  /**
   * One minimal chat request. An upstream that answers an error, or cannot be
   * reached, is a failed result (`ok: false`), not a throw: the test ran.
   */
  testChat(target: ChatProbeTarget): Promise<ChatProbeResult>;
  /**
   * The model ids the upstream lists. An error answer throws an AppError
   * `invalid` with the upstream's message; an unreachable upstream `unavailable`.
   */
  listModels(target: ProbeTarget): Promise<string[]>;
}
