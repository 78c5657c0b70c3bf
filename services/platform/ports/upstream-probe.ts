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
export interface ProbeTarget {
  /** The upstream's base URL, without a trailing slash (the channel's, or its type's default). */
  readonly baseUrl: string;
  /** One provider key (the first line of a multi-key channel). */
  readonly key: string;
  /** The channel's own http(s) proxy (`setting.proxy`), which its calls go through as the relay's do; absent or null: none. */
  readonly proxy?: string | null;
}

export interface ChatProbeTarget extends ProbeTarget {
  readonly model: string;
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

export interface BalanceTarget extends ProbeTarget {
  readonly api: BalanceApi;
}

export interface BalanceAnswer {
  readonly amount: number;
  /** The currency the upstream counts in; the caller converts CNY with the `Price` option. */
  readonly currency: 'USD' | 'CNY';
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
  /**
   * The account's remaining balance. An error answer, or one without a
   * balance, throws an AppError `invalid` with the upstream's message; an
   * unreachable upstream `unavailable`. `now` dates the OpenAI usage query.
   */
  balance(target: BalanceTarget, now: Date): Promise<BalanceAnswer>;
}
