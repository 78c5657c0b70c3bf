/**
 * Calls the channel operations make to an upstream (server-behaviour 3.8,
 * 3.9; spec 02, `/api/channel/test`, `/api/channel/fetch_models` and
 * `/api/channel/update_balance`), each implemented by a provider adapter
 * (services/relay/providers/). Adapters reach the upstream through the
 * OutboundHttp port, so the egress policy applies to every call.
 *
 * - A target the egress policy refuses throws its AppError (`invalid` or
 *   `forbidden`), before anything is dialled.
 * - Messages never carry the key, even when the upstream echoes it.
 */
/**
 * A channel as a probe calls it: the stored fields that decide how its
 * upstream is called, as text, with the one key to use. The adapter reads
 * them the way the relay reads a channel (its provider, model mapping,
 * param and header overrides, pass-through, proxy), so a test calls the
 * upstream exactly as a request would.
 */
export interface ProbeChannel {
  readonly type: number;
  /** `base_url` as stored; '' means the type's default. */
  readonly baseUrl: string;
  /** One provider key (the test's pick on a multi-key channel, else the first). */
  readonly key: string;
  /** The `other` field (Azure's api-version). */
  readonly other: string;
  readonly organization: string;
  /** Unix seconds (Azure keeps dots in deployment names of channels made since 2025-05-10). */
  readonly createdTime: number;
  /** JSON object texts as stored, '' for none. */
  readonly modelMapping: string;
  readonly paramOverride: string;
  readonly headerOverride: string;
  /** The `settings` JSON (other settings: Azure's responses version). */
  readonly settings: string;
  /** The `setting` JSON (the channel's pass-through switch, its proxy), '' for none. */
  readonly setting: string;
  /** The channel's own http(s) proxy (`setting.proxy`); null: none. */
  readonly proxy: string | null;
}

/** The calls a probe may or may not be able to make for a channel type. */
export type ProbeCall = 'test' | 'list-models';

/** Where a balance is read: the base URL (the channel's, or its type's default, without a trailing slash), one key, the proxy. */
export interface BalanceTarget {
  readonly baseUrl: string;
  readonly key: string;
  /** The channel's own http(s) proxy; absent or null: none. */
  readonly proxy?: string | null;
  readonly api: BalanceApi;
}

/** Why a call failed, in the terms the auto-disable rules read (server-behaviour 3.7). */
export interface UpstreamFailure {
  /** The upstream's HTTP status; null when it could not be reached or answered 2xx with an error. */
  readonly status: number | null;
  /** The OpenAI error body's `error.code` (e.g. `invalid_api_key`), when it has one. */
  readonly code: string | null;
  /** The OpenAI error body's `error.type` (e.g. `insufficient_quota`), when it has one. */
  readonly type: string | null;
  /** What to show an admin, without the key. */
  readonly message: string;
}

export interface ChatProbeResult {
  /** The upstream answered a completion. */
  readonly ok: boolean;
  /** Empty on success; else why, from the upstream's error body when it has one. */
  readonly message: string;
  /** From sending the request to the end of the answer. */
  readonly elapsedMs: number;
  /** Set exactly when `ok` is false. */
  readonly failure: UpstreamFailure | null;
}

/**
 * The balance endpoints the established gateway reads (server-behaviour 3.9),
 * each relative to the channel's base URL:
 * - `openai-billing`: `/v1/dashboard/billing/subscription` and `/usage` (hard limit − usage / 100);
 * - `credit-grants`: `/dashboard/billing/credit_grants` (`total_remaining`, else `total_available`);
 * - `siliconflow`: `/v1/user/info` (`data.totalBalance`, CNY);
 * - `deepseek`: `/user/balance` (`balance_infos[]`, USD or CNY);
 * - `openrouter`: `/v1/credits` (`total_credits − total_usage`, USD);
 * - `moonshot`: `/v1/users/me/balance` (`data.available_balance`, CNY).
 */
export type BalanceApi = 'openai-billing' | 'credit-grants' | 'siliconflow' | 'deepseek' | 'openrouter' | 'moonshot';

export interface BalanceAnswer {
  readonly amount: number;
  /** The currency the upstream counts in; the caller converts CNY with the `Price` option. */
  readonly currency: 'USD' | 'CNY';
}

export interface UpstreamProbe {
  /** Whether the probe can make this call for a channel type (the relay's provider table decides). */
  supports(type: number, call: ProbeCall): boolean;
  /**
   * One minimal chat request, as the relay would send it on this channel. An
   * upstream that answers an error, or cannot be reached, is a failed result
   * (`ok: false`), not a throw: the test ran. A channel that cannot be
   * called (no base URL, a type without a provider) throws AppError `invalid`.
   */
  testChat(channel: ProbeChannel, model: string): Promise<ChatProbeResult>;
  /**
   * The model ids the upstream lists. An error answer throws an AppError
   * `invalid` with the upstream's message; an unreachable upstream `unavailable`.
   */
  listModels(channel: ProbeChannel): Promise<string[]>;
  /**
   * The account's remaining balance. An error answer, or one without a
   * balance, throws an AppError `invalid` with the upstream's message; an
   * unreachable upstream `unavailable`. `now` dates the OpenAI usage query.
   */
  balance(target: BalanceTarget, now: Date): Promise<BalanceAnswer>;
}
