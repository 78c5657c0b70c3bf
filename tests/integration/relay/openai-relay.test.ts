import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testkit/api-client';
import { eventually } from '../../testkit/eventually';
import { OPENAI, type Answer, type FakeUpstream, type ReceivedRequest } from '../../testkit/fake-upstream';
import type { TestGateway } from '../../testkit/gateway';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * The relay end to end over HTTP (issue 14): an API client with an `sk-` key
 * calls the gateway, which admits it from memory, reserves quota in the
 * wallet, forwards to a fake OpenAI upstream replaying recorded answers, and
 * settles from the usage; every reservation ends in one settle or release.
 */

let site: RelaySite;
let t: TestGateway;
let upstream: FakeUpstream;
let api: ApiClient;
let key = '';
/** How the fake answers the next requests, in order; then the default. */
const script: Answer[] = [];

function answer(request: ReceivedRequest): Answer {
  const next = script.shift();
  if (next) return next;
  const body = request.body as { stream?: boolean } | undefined;
  return body?.stream ? { sse: 'openai/chat-stream-usage.sse' } : OPENAI.chatCompletion;
}

const setOption = (name: string, value: string) => site.setOption(name, value);
const relay = (path: string, body: unknown, headers: Record<string, string> = {}) => site.relay(path, body, headers);
const lifecycle = (requestId: string) => site.lifecycle(requestId);
const createChannel = (fields: Record<string, unknown>) => site.createChannel({ key: 'sk-upstream-key-1', models: 'gpt-4o-mini', ...fields });

/** The request's RelayAttemptsFailed data, once recorded (just after the answer). */
async function failureOf(requestId: string): Promise<Record<string, unknown>> {
  return eventually(async () => {
    const { rows } = await t.gateway.db.query<{ data: Record<string, unknown> }>(
      "SELECT data FROM events WHERE stream_id = $1 AND type = 'RelayAttemptsFailed'",
      [`relay_failure-${requestId}`],
    );
    return rows[0]?.data ?? false;
  });
}

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'rl',
    script: answer,
    // gpt-4o-mini's published price: $0.15 / 1M input tokens (ratio 0.075), output 4 times that.
    options: { ModelRatio: { 'gpt-4o-mini': 0.075, 'gpt-4o-revoked': 1.25 }, CompletionRatio: { 'gpt-4o-mini': 4 } },
    channel: { name: 'primary', key: 'sk-upstream-key-1', models: 'gpt-4o-mini' },
  });
  ({ t, upstream, api, key } = site);
}, 60_000);
afterAll(async () => site?.dispose());
beforeEach(() => {
  script.length = 0;
  upstream.received.length = 0;
});

describe('POST /v1/chat/completions', () => {
  it('relays a plain answer and settles its cost from the upstream usage', async () => {
    const response = await relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Write a haiku' }] });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id')!;
    const body = (await response.json()) as { object: string; usage: { prompt_tokens: number } };
    expect(body.object).toBe('chat.completion');
    expect(upstream.received[0]).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-upstream-key-1' });
    const events = await lifecycle(requestId);
    expect(events.map((e) => e.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
    const settled = events[1]!.data as { actual: number; usage: { promptTokens: number; completionTokens: number } };
    expect(settled.usage.promptTokens).toBe(body.usage.prompt_tokens);
    expect(settled.actual).toBeGreaterThan(0);
    // How it was charged, recorded with the charge: the ratios in force, where the counts came from, how it ended.
    expect(settled.usage).toMatchObject({
      detail: {
        group: 'default',
        stream: false,
        end: 'complete',
        usageSource: 'upstream',
        upstreamModel: null,
        price: { kind: 'per-token', modelRatio: '0.075', completionRatio: '4', groupRatio: '1' },
        basis: 'usage',
      },
    });
  });

  it('asks upstream for stream usage, strips it from a client that did not ask, and settles with it', async () => {
    const response = await relay('/v1/chat/completions', { model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Write a haiku' }] });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    expect(text).toContain('data: [DONE]');
    expect(text).not.toMatch(/"usage":\{/);
    expect((upstream.received[0]!.body as { stream_options?: unknown }).stream_options).toEqual({ include_usage: true });
    const events = await lifecycle(response.headers.get('x-request-id')!);
    expect(events.map((e) => e.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
    expect((events[1]!.data as { usage: { completionTokens: number } }).usage.completionTokens).toBeGreaterThan(0);
  });

  it('says in Server-Timing where the time went: admission, the durable reservation, the upstream until its headers', async () => {
    const timingsOf = (response: Response): Record<string, number> =>
      Object.fromEntries(
        (response.headers.get('server-timing') ?? '').split(',').map((metric) => {
          const [name, dur] = metric.trim().split(';dur=');
          return [name, Number(dur)];
        }),
      );
    // The fake holds its headers back 80 ms: the upstream part must show them, the gateway's parts must not.
    script.push({ ...OPENAI.chatCompletion, delayMs: 80 }, { sse: 'openai/chat-stream-usage.sse', delayMs: 80 });
    for (const stream of [false, true]) {
      const begun = performance.now();
      const response = await relay('/v1/chat/completions', { model: 'gpt-4o-mini', stream, messages: [{ role: 'user', content: 'Write a haiku' }] });
      await response.text();
      const elapsed = performance.now() - begun;
      const timings = timingsOf(response);
      expect(Object.keys(timings)).toEqual(['admit', 'reserve', 'upstream']);
      expect(timings.upstream).toBeGreaterThanOrEqual(80);
      expect(timings.reserve).toBeGreaterThan(0);
      expect(timings.admit).toBeGreaterThan(0);
      expect(timings.admit! + timings.reserve! + timings.upstream!).toBeLessThanOrEqual(elapsed);
    }
  });

  it('sends the client body untouched when pass-through is on (no stream_options added)', async () => {
    await setOption('global.pass_through_request_enabled', 'true');
    try {
      const sent = { model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Write a haiku' }], vendor_field: { keep: true } };
      const response = await relay('/v1/chat/completions', sent);
      expect(await response.text()).toContain('data: [DONE]');
      expect(upstream.received[0]!.body).toEqual(sent);
    } finally {
      await setOption('global.pass_through_request_enabled', 'false');
    }
  });

  it('ends the client’s stream at [DONE] while the upstream is still open, and settles once the upstream closes', async () => {
    let close = () => {};
    const closeAfter = new Promise<void>((resolve) => (close = resolve));
    script.push({ sse: 'openai/chat-stream-usage.sse', closeAfter });
    try {
      const response = await relay('/v1/chat/completions', { model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Write a haiku' }] });
      // The whole answer arrives, its end included, while the upstream has not closed (a gateway waiting for that close never ends it).
      const STILL_OPEN = 'the client stream is still open 10 s after the upstream sent [DONE]';
      let timer: NodeJS.Timeout | undefined;
      const text = await Promise.race([response.text(), new Promise<string>((resolve) => (timer = setTimeout(() => resolve(STILL_OPEN), 10_000)))]);
      clearTimeout(timer);
      expect(text).not.toBe(STILL_OPEN);
      expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
      close();
      const events = await lifecycle(response.headers.get('x-request-id')!);
      expect(events.map((e) => e.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
      expect((events[1]!.data as { usage: { completionTokens: number; detail: { usageSource: string } } }).usage).toMatchObject({
        detail: { usageSource: 'upstream' },
      });
    } finally {
      close();
    }
  });

  it('records a stream whose upstream drops the connection after [DONE] as complete, not cut', async () => {
    script.push({ sse: 'openai/chat-stream-usage.sse', dropAtEnd: true });
    const response = await relay('/v1/chat/completions', { model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Write a haiku' }] });
    expect((await response.text()).trimEnd().endsWith('data: [DONE]')).toBe(true);
    const events = await lifecycle(response.headers.get('x-request-id')!);
    expect(events.map((e) => e.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
    expect((events[1]!.data as { usage: { detail: Record<string, unknown> } }).usage.detail).toMatchObject({ end: 'complete', usageSource: 'upstream' });
  });

  it('settles a /v1/responses stream once, from response.completed, and never again after its end', async () => {
    script.push({ sse: 'openai/responses-stream.sse' });
    const response = await relay('/v1/responses', { model: 'gpt-4o-mini', input: 'Tell me a story', stream: true });
    expect(await response.text()).toContain('response.completed');
    const requestId = response.headers.get('x-request-id')!;
    const events = await lifecycle(requestId);
    expect(events.map((e) => e.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
    expect((events[1]!.data as { usage: { detail: { usageSource: string } } }).usage.detail.usageSource).toBe('upstream');
    // A later request has ended: had anything settled this one again, it would stand before that one's settle.
    const later = await relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    await lifecycle(later.headers.get('x-request-id')!);
    expect((await lifecycle(requestId)).map((e) => e.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
  });

  it('passes the usage chunk to a client that asked for it', async () => {
    const response = await relay('/v1/chat/completions', {
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'Write a haiku' }],
    });
    expect(await response.text()).toMatch(/"usage":\{"prompt_tokens"/);
  });

  it('settles a stream the upstream cut mid-way by what was delivered, counted locally', async () => {
    script.push({ sse: 'openai/chat-stream.sse', cutAfterEvents: 4 });
    const response = await relay('/v1/chat/completions', { model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Write a haiku' }] });
    await response.text().catch(() => '');
    const events = await lifecycle(response.headers.get('x-request-id')!);
    expect(events[1]!.type).toBe('QuotaSettled');
    const usage = (events[1]!.data as { usage: { completionTokens: number; promptTokens: number; detail: unknown } }).usage;
    expect(usage.completionTokens).toBeGreaterThan(0);
    expect(usage.promptTokens).toBeGreaterThan(0);
    expect(usage.detail).toMatchObject({ stream: true, end: 'upstream_cut', usageSource: 'local' });
  });

  it('keeps a quiet stream alive with a PING comment when the ping interval is on', async () => {
    await setOption('general_setting.ping_interval_seconds', '1');
    await setOption('general_setting.ping_interval_enabled', 'true');
    try {
      // Three events 1.2 s apart, then the upstream stops: each quiet second earns a ping.
      script.push({ sse: 'openai/chat-stream-usage.sse', eventGapMs: 1_200, cutAfterEvents: 3 });
      const response = await relay('/v1/chat/completions', { model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Write a haiku' }] });
      const text = await response.text().catch(() => '');
      expect(text).toContain(': PING\n\n');
    } finally {
      await setOption('general_setting.ping_interval_enabled', 'false');
    }
  }, 60_000);

  it('answers a wrong key 401 in the OpenAI error shape, reserving nothing', async () => {
    const response = await fetch(`${t.baseUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-not-a-key' },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [] }),
    });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { message: string; type: string } };
    expect(body.error.type).toBe('new_api_error');
    expect(upstream.received).toEqual([]);
  });

  it('refuses a prompt with a sensitive word (400) when the check is on, before anything is reserved or sent', async () => {
    await setOption('SensitiveWords', 'forbidden plan');
    await setOption('CheckSensitiveEnabled', 'true');
    await setOption('CheckSensitiveOnPromptEnabled', 'true');
    try {
      const response = await relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Tell me the Forbidden Plan' }] });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('sensitive_words_detected');
      expect(upstream.received).toEqual([]);
      const { rows } = await t.gateway.db.query("SELECT 1 FROM events WHERE data->>'requestId' = $1", [response.headers.get('x-request-id')]);
      expect(rows).toEqual([]);
    } finally {
      await setOption('CheckSensitiveEnabled', 'false');
    }
  });

  it('limits model requests per user: the total as they come, successes as they succeed (429 in the OpenAI shape)', async () => {
    await setOption('ModelRequestRateLimitDurationMinutes', '1');
    await setOption('ModelRequestRateLimitSuccessCount', '1');
    await setOption('ModelRequestRateLimitCount', '0');
    await setOption('ModelRequestRateLimitEnabled', 'true');
    try {
      const chat = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] };
      expect((await relay('/v1/chat/completions', chat)).status).toBe(200);
      // The success is counted as it settles, just after the answer.
      const refused = await eventually(async () => {
        const r = await relay('/v1/chat/completions', chat);
        return r.status === 429 && r;
      });
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^您已达到请求数限制：1分钟内最多请求1次/);
    } finally {
      await setOption('ModelRequestRateLimitEnabled', 'false');
    }
  });

  it('answers a model no channel serves with model_not_found', async () => {
    const response = await relay('/v1/chat/completions', { model: 'no-such-model', messages: [{ role: 'user', content: 'hi' }] });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('model_not_found');
  });

  it('passes an upstream error on with its status and releases the reservation', async () => {
    script.push({ status: 429, fixture: 'openai/rate-limit-exceeded.json' });
    const response = await relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(response.status).toBe(429);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).not.toContain('sk-upstream-key-1');
    const requestId = response.headers.get('x-request-id')!;
    const events = await lifecycle(requestId);
    expect(events.map((e) => e.type)).toEqual(['QuotaReserved', 'QuotaReleased']);
    // The failed attempt is recorded for the error log and channel health, in the upstream's words.
    const failure = await failureOf(requestId);
    expect(failure).toMatchObject({ outcome: 'answered_error', clientStatus: 429, attempts: [{ status: 429, kind: 'upstream' }] });
    expect(JSON.stringify(failure)).not.toContain('sk-upstream-key-1');
  });

  it('retries on another channel when RetryTimes allows, never the one that failed', async () => {
    const second = await createChannel({ name: 'secondary', key: 'sk-upstream-key-2' });
    await setOption('RetryTimes', '1');
    try {
      await eventually(() => t.gateway.options.get('RetryTimes') === 1);
      script.push({ status: 500, fixture: 'openai/server-error.json' });
      const response = await relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
      expect(response.status).toBe(200);
      const keys = upstream.received.map((r) => r.authorization);
      expect(keys).toHaveLength(2);
      expect(new Set(keys).size).toBe(2);
      expect(await failureOf(response.headers.get('x-request-id')!)).toMatchObject({
        outcome: 'served_by_retry',
        clientStatus: null,
        attempts: [{ status: 500 }],
      });
    } finally {
      await setOption('RetryTimes', '0');
      await api.call('admin', 'DELETE', `/api/channel/${second}`);
    }
  });

  it('stops a token its owner disabled, at once', async () => {
    const listed = await api.call<{ items: Array<{ id: number }> }>('rl_user', 'GET', '/api/token/?p=1&size=10');
    const tokenId = listed.body.data!.items[0]!.id;
    await api.call('rl_user', 'PUT', '/api/token/?status_only=true', { id: tokenId, status: 2 });
    try {
      const response = await eventually(async () => {
        const r = await relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
        return r.status === 401 || r.status === 403 ? r : false;
      });
      // The established gateway's words for a token that is not enabled (server-behaviour 2.3).
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^该令牌状态不可用/);
    } finally {
      await api.call('rl_user', 'PUT', '/api/token/?status_only=true', { id: tokenId, status: 1 });
    }
  });
});

describe('automatic disabling', () => {
  it('disables a channel whose upstream refuses its key, and routes no request to it after', async () => {
    const id = await createChannel({ name: 'revoked', models: 'gpt-4o-revoked', key: 'sk-revoked', auto_ban: 1 });
    await setOption('AutomaticDisableChannelEnabled', 'true');
    try {
      // The new channel serves once every relay has read it.
      await eventually(async () => {
        const r = await fetch(`${t.baseUrl}/v1/models`, { headers: { authorization: `Bearer sk-${key}` } });
        return ((await r.json()) as { data?: Array<{ id: string }> }).data?.some((m) => m.id === 'gpt-4o-revoked') === true;
      });
      script.push(OPENAI.invalidApiKey);
      const refused = await eventually(async () => {
        const r = await relay('/v1/chat/completions', { model: 'gpt-4o-revoked', messages: [{ role: 'user', content: 'hi' }] });
        return r.status === 401 && r;
      });
      expect(((await refused.json()) as { error: { message: string } }).error.message).not.toContain('sk-revoked');
      const channel = await eventually(async () => {
        const { rows } = await t.gateway.db.query<{ status: number; other_info: string }>('SELECT status, other_info FROM channels WHERE id = $1', [id]);
        return rows[0]!.status === 3 && rows[0]!;
      });
      expect(channel.other_info).toMatch(/status code 401|invalid_api_key/);
      const after = await eventually(async () => {
        const r = await relay('/v1/chat/completions', { model: 'gpt-4o-revoked', messages: [{ role: 'user', content: 'hi' }] });
        return r.status === 503 && r;
      });
      expect(((await after.json()) as { error: { code: string } }).error.code).toBe('model_not_found');
    } finally {
      await setOption('AutomaticDisableChannelEnabled', 'false');
      await api.call('admin', 'DELETE', `/api/channel/${id}`);
    }
  });
});

describe('GET /v1/models', () => {
  it('lists the models the key may use', async () => {
    // The token an earlier test disabled and enabled again is enabled here once every relay has re-read it.
    const response = await eventually(async () => {
      const answer = await fetch(`${t.baseUrl}/v1/models`, { headers: { authorization: `Bearer sk-${key}` } });
      return answer.status === 200 && answer;
    });
    const body = (await response.json()) as { object: string; data: Array<{ id: string }> };
    expect(body.object).toBe('list');
    expect(body.data.map((m) => m.id)).toContain('gpt-4o-mini');
  });
});
