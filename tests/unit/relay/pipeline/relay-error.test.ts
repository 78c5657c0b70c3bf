import { describe, expect, it } from 'vitest';
import { describeRelayError, openAiErrorBody, relayErrorStatus, type RelayError, type RelayErrorKind } from '../../../../services/relay/pipeline/relay-error';

/* The relay's errors (server-behaviour 2.3-2.5, 10): status, type, code and message of each, and the OpenAI body. */

/** One sample of every kind: the compiler refuses this table when a kind is added without one. */
const SAMPLES: { readonly [K in RelayErrorKind]: Extract<RelayError, { kind: K }> } = {
  missing_key: { kind: 'missing_key' },
  invalid_key: { kind: 'invalid_key' },
  token_exhausted: { kind: 'token_exhausted', keyHint: 'sk-abc***xyz', remaining: 0 },
  token_expired: { kind: 'token_expired' },
  token_disabled: { kind: 'token_disabled' },
  ip_unreadable: { kind: 'ip_unreadable' },
  ip_not_allowed: { kind: 'ip_not_allowed' },
  user_disabled: { kind: 'user_disabled' },
  group_not_allowed: { kind: 'group_not_allowed', group: 'vip' },
  group_deprecated: { kind: 'group_deprecated', group: 'old' },
  channel_pin_forbidden: { kind: 'channel_pin_forbidden' },
  no_model_allowed: { kind: 'no_model_allowed' },
  model_not_allowed: { kind: 'model_not_allowed', model: 'gpt-4o' },
  unreadable_body: { kind: 'unreadable_body', detail: 'unexpected end of JSON input' },
  model_required: { kind: 'model_required' },
  invalid_channel_pin: { kind: 'invalid_channel_pin' },
  pinned_channel_disabled: { kind: 'pinned_channel_disabled' },
  no_channel: { kind: 'no_channel', group: 'default', model: 'gpt-4o' },
  rate_limited: { kind: 'rate_limited', limit: 'successes', minutes: 1, max: 60 },
  bad_request: { kind: 'bad_request', detail: 'field messages is required' },
  body_too_large: { kind: 'body_too_large' },
  sensitive_words: { kind: 'sensitive_words' },
  unpriced_model: { kind: 'unpriced_model', model: 'mystery-1' },
  insufficient_quota: { kind: 'insufficient_quota', remaining: '$0.00', needed: null },
  insufficient_token_quota: { kind: 'insufficient_token_quota', remaining: '100', needed: '500' },
  not_implemented: { kind: 'not_implemented' },
  idempotency: { kind: 'idempotency', problem: 'reused' },
  channel: { kind: 'channel', code: 'channel:no_available_key', detail: 'no enabled key' },
  upstream_unreachable: { kind: 'upstream_unreachable', detail: 'connect ECONNREFUSED' },
  upstream: { kind: 'upstream', status: 429, type: 'requests', code: 'rate_limit_exceeded', param: null, message: 'Rate limit reached' },
  internal: { kind: 'internal' },
};

/** kind → [HTTP status, code] (the gateway's own errors all have type new_api_error, except do_request_failed). */
const EXPECTED: { readonly [K in RelayErrorKind]: readonly [number, string | null] } = {
  missing_key: [401, null],
  invalid_key: [401, null],
  token_exhausted: [401, null],
  token_expired: [401, null],
  token_disabled: [401, null],
  ip_unreadable: [403, null],
  ip_not_allowed: [403, 'access_denied'],
  user_disabled: [403, null],
  group_not_allowed: [403, null],
  group_deprecated: [403, null],
  channel_pin_forbidden: [403, null],
  no_model_allowed: [403, null],
  model_not_allowed: [403, null],
  unreadable_body: [400, null],
  model_required: [400, null],
  invalid_channel_pin: [400, null],
  pinned_channel_disabled: [403, null],
  no_channel: [503, 'model_not_found'],
  rate_limited: [429, null],
  bad_request: [400, 'invalid_request'],
  body_too_large: [413, 'read_request_body_failed'],
  sensitive_words: [400, 'sensitive_words_detected'],
  unpriced_model: [500, 'model_price_error'],
  insufficient_quota: [403, 'insufficient_user_quota'],
  insufficient_token_quota: [403, 'pre_consume_token_quota_failed'],
  not_implemented: [501, 'api_not_implemented'],
  idempotency: [422, 'idempotency_key_reused'],
  channel: [500, 'channel:no_available_key'],
  upstream_unreachable: [500, 'do_request_failed'],
  upstream: [429, 'rate_limit_exceeded'],
  internal: [500, null],
};

/** The errors the client caused: each must be a 4xx (the preface: never a 500). */
const CLIENT_MISTAKES: readonly RelayErrorKind[] = [
  'missing_key',
  'invalid_key',
  'token_exhausted',
  'token_expired',
  'token_disabled',
  'ip_unreadable',
  'ip_not_allowed',
  'user_disabled',
  'group_not_allowed',
  'group_deprecated',
  'channel_pin_forbidden',
  'no_model_allowed',
  'model_not_allowed',
  'unreadable_body',
  'model_required',
  'invalid_channel_pin',
  'pinned_channel_disabled',
  'rate_limited',
  'bad_request',
  'body_too_large',
  'sensitive_words',
  'insufficient_quota',
  'insufficient_token_quota',
];

const samples = Object.values(SAMPLES) as RelayError[];

describe('relay errors', () => {
  it.each(samples.map((error) => [error.kind, error] as const))('%s has its status and code', (kind, error) => {
    const [status, code] = EXPECTED[kind];
    const described = describeRelayError(error);
    expect([described.status, described.code]).toEqual([status, code]);
    expect(relayErrorStatus(error)).toBe(status);
  });

  it('every body is { error: { message, type, param, code } } with strings or null', () => {
    for (const error of samples) {
      const body = openAiErrorBody(error, 'req-1');
      expect(Object.keys(body)).toEqual(['error']);
      expect(Object.keys(body.error)).toEqual(['message', 'type', 'param', 'code']);
      expect(typeof body.error.message).toBe('string');
      expect(body.error.message).not.toBe('');
      expect(typeof body.error.type).toBe('string');
      expect(body.error.param === null || typeof body.error.param === 'string').toBe(true);
      expect(body.error.code === null || typeof body.error.code === 'string').toBe(true);
      expect(JSON.parse(JSON.stringify(body))).toEqual(body);
    }
  });

  it('a client mistake is a 4xx, never a 5xx', () => {
    for (const kind of CLIENT_MISTAKES) expect(relayErrorStatus(SAMPLES[kind])).toBeLessThan(500);
    expect(relayErrorStatus(SAMPLES.bad_request)).toBe(400);
    expect(relayErrorStatus(SAMPLES.sensitive_words)).toBe(400);
  });

  it("appends the request id to the gateway's own messages, and only to them", () => {
    for (const error of samples) {
      const { message } = openAiErrorBody(error, '20260301120000abcdefgh').error;
      if (error.kind === 'upstream') expect(message).toBe('Rate limit reached');
      else expect(message).toMatch(/ \(request id: 20260301120000abcdefgh\)$/);
    }
  });

  it("uses the established gateway's words and type", () => {
    const body = (error: RelayError) => openAiErrorBody(error, 'r').error;
    expect(body({ kind: 'missing_key' })).toEqual({ message: '未提供令牌 (request id: r)', type: 'new_api_error', param: null, code: null });
    expect(body({ kind: 'token_exhausted', keyHint: 'sk-abc***xyz', remaining: null }).message).toBe(
      '该令牌额度已用尽 TokenStatusExhausted[sk-abc***xyz] (request id: r)',
    );
    expect(body({ kind: 'token_exhausted', keyHint: 'sk-abc***xyz', remaining: -20 }).message).toBe(
      '[sk-abc***xyz] 该令牌额度已用尽 !token.UnlimitedQuota && token.RemainQuota = -20 (request id: r)',
    );
    expect(body({ kind: 'ip_not_allowed' })).toEqual({
      message: '您的 IP 不在令牌允许访问的列表中 (request id: r)',
      type: 'new_api_error',
      param: null,
      code: 'access_denied',
    });
    expect(body({ kind: 'group_not_allowed', group: 'vip' }).message).toBe('无权访问 vip 分组 (request id: r)');
    expect(body({ kind: 'group_deprecated', group: 'old' }).message).toBe('分组 old 已被弃用 (request id: r)');
    expect(body({ kind: 'model_not_allowed', model: 'gpt-4o' }).message).toBe('该令牌无权访问模型 gpt-4o (request id: r)');
    expect(body({ kind: 'no_channel', group: 'default', model: 'gpt-4o' })).toEqual({
      message: '分组 default 下模型 gpt-4o 无可用渠道（distributor） (request id: r)',
      type: 'new_api_error',
      param: null,
      code: 'model_not_found',
    });
    expect(body({ kind: 'insufficient_quota', remaining: '$0.00', needed: null }).message).toBe('用户额度不足, 剩余额度: $0.00 (request id: r)');
    expect(body({ kind: 'insufficient_quota', remaining: '$0.10', needed: '$0.50' }).message).toBe(
      '预扣费额度失败, 用户剩余额度: $0.10, 需要预扣费额度: $0.50 (request id: r)',
    );
    expect(body({ kind: 'rate_limited', limit: 'requests', minutes: 1, max: 10 }).message).toBe(
      '您已达到总请求数限制：1分钟内最多请求10次，包括失败次数，请检查您的请求是否正确 (request id: r)',
    );
    expect(body({ kind: 'unreadable_body', detail: 'bad json' }).message).toBe('Invalid request, 无效的请求, bad json (request id: r)');
    expect(body({ kind: 'upstream_unreachable', detail: 'timeout' })).toEqual({
      message: 'timeout (request id: r)',
      type: 'do_request_failed',
      param: null,
      code: 'do_request_failed',
    });
  });

  it("passes the upstream's error on, defaulting an empty type to upstream_error and an empty message to the type", () => {
    const upstream = (fields: Partial<Extract<RelayError, { kind: 'upstream' }>>): RelayError => ({
      kind: 'upstream',
      status: 400,
      type: 'invalid_request_error',
      code: null,
      param: 'messages',
      message: 'messages is required',
      ...fields,
    });
    expect(openAiErrorBody(upstream({}), 'r')).toEqual({
      error: { message: 'messages is required', type: 'invalid_request_error', param: 'messages', code: null },
    });
    expect(openAiErrorBody(upstream({ type: '', message: '' }), 'r').error).toMatchObject({ type: 'upstream_error', message: 'upstream_error' });
    expect(relayErrorStatus(upstream({ status: 502 }))).toBe(502);
  });

  it('never shows internal details', () => {
    expect(openAiErrorBody({ kind: 'internal' }, 'r').error.message).toBe('internal error (request id: r)');
  });
});
