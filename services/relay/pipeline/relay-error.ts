/*
 * Every way a relay request can fail, as one closed union, and the OpenAI
 * error body a client receives for each (server-behaviour 2.3, 2.4, 2.5, 10;
 * ARCHITECTURE decision 8). The wording, `type` and `code` are the
 * established gateway's, so clients written against it keep working.
 *
 * Where we deliberately differ from the established gateway:
 * - A client mistake is a 400, never a 500: an invalid body (`bad_request`)
 *   and a prompt with sensitive words are 400 here (500 there).
 * - `param` is `null` and an empty `code` is `null`, as the OpenAI API writes
 *   them (the established gateway writes `""`); the relay's 404 in
 *   inbound/relay-router.ts does the same.
 * - Every message the gateway writes itself carries " (request id: <id>)",
 *   including "API not implemented" and an unreachable upstream (there only
 *   some do); an upstream's own error is passed on without it, as there.
 * - A 429 always has this JSON body (the established in-memory limiter sends
 *   an empty one).
 */

/** A `channel:` error code: the channel itself is unusable (no key, broken mapping or override…); the next attempt may use another. */
export type ChannelErrorCode = `channel:${string}`;

export type RelayError =
  // The key and the token (2.2, 2.3), in the order they are checked.
  | { readonly kind: 'missing_key' }
  | { readonly kind: 'invalid_key' }
  /** `remaining` is null when the token's stored status says exhausted. */
  | { readonly kind: 'token_exhausted'; readonly keyHint: string; readonly remaining: number | null }
  | { readonly kind: 'token_expired' }
  | { readonly kind: 'token_disabled' }
  | { readonly kind: 'ip_unreadable' }
  | { readonly kind: 'ip_not_allowed' }
  | { readonly kind: 'user_disabled' }
  | { readonly kind: 'group_not_allowed'; readonly group: string }
  | { readonly kind: 'group_deprecated'; readonly group: string }
  | { readonly kind: 'channel_pin_forbidden' }
  | { readonly kind: 'no_model_allowed' }
  | { readonly kind: 'model_not_allowed'; readonly model: string }
  // Before any upstream call (2.4).
  | { readonly kind: 'unreadable_body'; readonly detail: string }
  | { readonly kind: 'model_required' }
  | { readonly kind: 'invalid_channel_pin' }
  | { readonly kind: 'pinned_channel_disabled' }
  | { readonly kind: 'no_channel'; readonly group: string; readonly model: string }
  | { readonly kind: 'rate_limited'; readonly limit: 'successes' | 'requests'; readonly minutes: number; readonly max: number }
  // Inside the relay (2.5). Quota amounts come formatted for display (platform/quota-display.ts).
  | { readonly kind: 'bad_request'; readonly detail: string }
  | { readonly kind: 'body_too_large' }
  | { readonly kind: 'sensitive_words' }
  | { readonly kind: 'unpriced_model'; readonly model: string }
  /** `needed` is null when the balance is already zero or less. */
  | { readonly kind: 'insufficient_quota'; readonly remaining: string; readonly needed: string | null }
  | { readonly kind: 'insufficient_token_quota'; readonly remaining: string; readonly needed: string }
  | { readonly kind: 'not_implemented' }
  /** Idempotency-Key (RELIABILITY I5): reused with another body, malformed, or its first request still running after the wait. */
  | { readonly kind: 'idempotency'; readonly problem: 'reused' | 'malformed' | 'still_running' | 'not_replayable' }
  | { readonly kind: 'channel'; readonly code: ChannelErrorCode; readonly detail: string }
  /** The upstream could not be reached or dropped the connection before answering (DNS, TLS, timeout); `detail` has no key or URL. */
  | { readonly kind: 'upstream_unreachable'; readonly detail: string }
  /** The upstream's own error, its status already mapped (status-code-mapping.ts) and its message already redacted. */
  | {
      readonly kind: 'upstream';
      readonly status: number;
      readonly type: string;
      readonly code: string | null;
      readonly param: string | null;
      readonly message: string;
    }
  /** Anything unexpected: the details go to the log, never to the client. */
  | { readonly kind: 'internal' };

export type RelayErrorKind = RelayError['kind'];

/** What a client is told about an error. */
export interface RelayErrorDescription {
  readonly status: number;
  readonly type: string;
  readonly code: string | null;
  readonly param: string | null;
  readonly message: string;
  /** The gateway wrote the message (it gets the request id); false for the upstream's own error. */
  readonly fromGateway: boolean;
}

/** The `type` of every error the gateway writes itself. */
export const GATEWAY_ERROR_TYPE = 'new_api_error';

const gateway = (status: number, message: string, code: string | null = null): RelayErrorDescription => ({
  status,
  type: GATEWAY_ERROR_TYPE,
  code,
  param: null,
  message,
  fromGateway: true,
});

const DESCRIBE: { readonly [K in RelayErrorKind]: (error: Extract<RelayError, { kind: K }>) => RelayErrorDescription } = {
  missing_key: () => gateway(401, '未提供令牌'),
  invalid_key: () => gateway(401, '无效的令牌'),
  token_exhausted: (e) =>
    gateway(
      401,
      e.remaining === null
        ? `该令牌额度已用尽 TokenStatusExhausted[${e.keyHint}]`
        : `[${e.keyHint}] 该令牌额度已用尽 !token.UnlimitedQuota && token.RemainQuota = ${e.remaining}`,
    ),
  token_expired: () => gateway(401, '该令牌已过期'),
  token_disabled: () => gateway(401, '该令牌状态不可用'),
  ip_unreadable: () => gateway(403, '无法解析客户端 IP 地址'),
  ip_not_allowed: () => gateway(403, '您的 IP 不在令牌允许访问的列表中', 'access_denied'),
  user_disabled: () => gateway(403, '用户已被封禁'),
  group_not_allowed: (e) => gateway(403, `无权访问 ${e.group} 分组`),
  group_deprecated: (e) => gateway(403, `分组 ${e.group} 已被弃用`),
  channel_pin_forbidden: () => gateway(403, '普通用户不支持指定渠道'),
  no_model_allowed: () => gateway(403, '该令牌无权访问任何模型'),
  model_not_allowed: (e) => gateway(403, `该令牌无权访问模型 ${e.model}`),
  unreadable_body: (e) => gateway(400, `Invalid request, 无效的请求, ${e.detail}`),
  model_required: () => gateway(400, '未指定模型名称，模型名称不能为空'),
  invalid_channel_pin: () => gateway(400, '无效的渠道 Id'),
  pinned_channel_disabled: () => gateway(403, '该渠道已被禁用'),
  no_channel: (e) => gateway(503, `分组 ${e.group} 下模型 ${e.model} 无可用渠道（distributor）`, 'model_not_found'),
  rate_limited: (e) =>
    gateway(
      429,
      e.limit === 'successes'
        ? `您已达到请求数限制：${e.minutes}分钟内最多请求${e.max}次`
        : `您已达到总请求数限制：${e.minutes}分钟内最多请求${e.max}次，包括失败次数，请检查您的请求是否正确`,
    ),
  bad_request: (e) => gateway(400, e.detail, 'invalid_request'),
  body_too_large: () => gateway(413, 'request body too large', 'read_request_body_failed'),
  sensitive_words: () => gateway(400, 'sensitive_words_detected', 'sensitive_words_detected'),
  unpriced_model: (e) =>
    gateway(
      500,
      `模型 ${e.model} 倍率或价格未配置，请联系管理员设置或开始自用模式；Model ${e.model} ratio or price not set, please set or start self-use mode`,
      'model_price_error',
    ),
  insufficient_quota: (e) =>
    gateway(
      403,
      e.needed === null ? `用户额度不足, 剩余额度: ${e.remaining}` : `预扣费额度失败, 用户剩余额度: ${e.remaining}, 需要预扣费额度: ${e.needed}`,
      'insufficient_user_quota',
    ),
  insufficient_token_quota: (e) =>
    gateway(403, `token quota is not enough, token remain quota: ${e.remaining}, need quota: ${e.needed}`, 'pre_consume_token_quota_failed'),
  not_implemented: () => gateway(501, 'API not implemented', 'api_not_implemented'),
  idempotency: (e) => {
    switch (e.problem) {
      case 'reused':
        return gateway(422, 'this Idempotency-Key was used with a different request body; use a new key for a new request', 'idempotency_key_reused');
      case 'malformed':
        return gateway(400, 'Idempotency-Key is 1 to 255 visible ASCII characters', 'idempotency_key_invalid');
      case 'still_running':
        return gateway(409, 'the request with this Idempotency-Key is still running; try again later', 'idempotency_key_in_use');
      case 'not_replayable':
        return gateway(409, 'the request with this Idempotency-Key was done, but its answer was too large to keep for repeats', 'idempotency_answer_not_kept');
    }
  },
  channel: (e) => gateway(500, e.detail === '' ? e.code : e.detail, e.code),
  upstream_unreachable: (e) => ({ ...gateway(500, e.detail, 'do_request_failed'), type: 'do_request_failed' }),
  upstream: (e) => {
    const type = e.type === '' ? 'upstream_error' : e.type;
    // An empty message reads as the error type, as the established gateway does.
    return { status: e.status, type, code: e.code, param: e.param, message: e.message === '' ? type : e.message, fromGateway: false };
  },
  internal: () => gateway(500, 'internal error'),
};

/** The status, `type`, `code` and message a client gets for `error`. */
export function describeRelayError(error: RelayError): RelayErrorDescription {
  return (DESCRIBE[error.kind] as (e: RelayError) => RelayErrorDescription)(error);
}

/** The HTTP status of `error`. */
export const relayErrorStatus = (error: RelayError): number => describeRelayError(error).status;

export interface OpenAiErrorBody {
  readonly error: { readonly message: string; readonly type: string; readonly param: string | null; readonly code: string | null };
}

/** The OpenAI error body for `error`; the gateway's own messages end with " (request id: <id>)". */
export function openAiErrorBody(error: RelayError, requestId: string): OpenAiErrorBody {
  const { message, type, param, code, fromGateway } = describeRelayError(error);
  return { error: { message: fromGateway ? `${message} (request id: ${requestId})` : message, type, param, code } };
}
