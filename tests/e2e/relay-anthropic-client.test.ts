import Anthropic, { AuthenticationError, BadRequestError, InternalServerError, NotFoundError, PermissionDeniedError } from '@anthropic-ai/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../testkit/api-client';
import { eventually } from '../testkit/eventually';
import { chatCompletionsOnly, type Answer, type FakeUpstream } from '../testkit/fake-upstream';
import type { TestGateway } from '../testkit/gateway';
import { startRelaySite, type RelaySite } from '../testkit/relay-site';

/*
 * The official Anthropic client (`@anthropic-ai/sdk`) calling `/v1/messages`
 * on a whole gateway whose channel is an OpenAI-compatible upstream (a fake
 * replaying OpenAI's recorded answers): the request goes upstream as a chat
 * completion, the answer comes back as a Claude message or Claude's event
 * stream, the request is charged like any other, and refusals reach the
 * client as Anthropic's error classes.
 */

let site: RelaySite;
let t: TestGateway;
let upstream: FakeUpstream;
let api: ApiClient;
let client: Anthropic;
let key = '';
/** How the fake answers the next chat requests, in order; then by whether they stream. */
const script: Answer[] = [];

const lastSent = () => upstream.received.at(-1)!.body as Record<string, unknown>;

/** The settle of the request the client's last answer carried, once recorded. */
async function settleOf(requestId: string) {
  const events = await site.lifecycle(requestId);
  return events.find((event) => event.type === 'QuotaSettled')!.data as {
    actual: number;
    usage: { promptTokens: number; completionTokens: number; detail: Record<string, unknown> };
  };
}

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'ac',
    script: chatCompletionsOnly(script),
    options: { ModelRatio: { 'gpt-4o-mini': 0.075 }, CompletionRatio: { 'gpt-4o-mini': 4 } },
    channel: { name: 'openai', key: 'sk-upstream-openai', models: 'gpt-4o-mini' },
    balance: 50_000_000,
    allowance: 20_000_000,
  });
  ({ t, upstream, api } = site);
  key = `sk-${site.key}`;
  // The client retries 5xx and 429 by itself; these tests want to see each answer once.
  client = new Anthropic({ apiKey: key, baseURL: t.baseUrl, maxRetries: 0 });
}, 60_000);
afterAll(async () => site?.dispose());

describe('the official Anthropic client on /v1/messages', () => {
  it('a plain message: sent upstream as a chat completion, answered as a Claude message, charged', async () => {
    const { data: message, response } = await client.messages
      .create({ model: 'gpt-4o-mini', max_tokens: 256, system: 'Be brief.', messages: [{ role: 'user', content: 'Say hi' }] })
      .withResponse();
    expect(message).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: 'gpt-4o-mini',
      content: [{ type: 'text', text: 'Hi!' }],
      stop_reason: 'end_turn',
      usage: { input_tokens: 8, output_tokens: 3 },
    });
    expect(upstream.received.at(-1)).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-upstream-openai' });
    expect(lastSent()).toEqual({
      model: 'gpt-4o-mini',
      max_tokens: 256,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Say hi' },
      ],
    });
    const settled = await settleOf(response.headers.get('x-request-id')!);
    expect(settled.usage).toMatchObject({ promptTokens: 8, completionTokens: 3, detail: { requestConversion: ['Claude Messages', 'OpenAI Compatible'] } });
    expect(settled.actual).toBeGreaterThan(0);
  });

  it('a stream: the SDK assembles the final message, with the usage the upstream reported', async () => {
    const stream = client.messages.stream({ model: 'gpt-4o-mini', max_tokens: 256, messages: [{ role: 'user', content: 'Say hello' }] });
    let text = '';
    stream.on('text', (delta) => (text += delta));
    const message = await stream.finalMessage();
    expect(message.content).toEqual([{ type: 'text', text }]);
    expect(text).toMatch(/^Hello/);
    expect(message.stop_reason).toBe('end_turn');
    expect(message.usage).toMatchObject({ input_tokens: 19, output_tokens: 10 });
    // The gateway asked the upstream for its usage, as for any chat stream.
    expect(lastSent()).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('tools: tool_use blocks from streamed tool calls, and tool results sent back as tool messages', async () => {
    script.push({ sse: 'openai/chat-stream-tool-calls.sse' });
    const tools: Anthropic.Tool[] = [
      { name: 'get_weather', description: 'The weather in a city', input_schema: { type: 'object', properties: { location: { type: 'string' } } } },
    ];
    const asked: Anthropic.MessageParam = { role: 'user', content: 'Weather in Paris and Bogotá?' };
    const message = await client.messages.stream({ model: 'gpt-4o-mini', max_tokens: 256, tools, messages: [asked] }).finalMessage();
    expect(message.stop_reason).toBe('tool_use');
    const calls = message.content.filter((block) => block.type === 'tool_use');
    expect(calls.map((call) => call.input)).toEqual([{ location: 'Paris, France' }, { location: 'Bogotá, Colombia' }]);
    expect(lastSent().tools).toEqual([
      { type: 'function', function: { name: 'get_weather', description: 'The weather in a city', parameters: tools[0]!.input_schema } },
    ]);

    await client.messages.create({
      model: 'gpt-4o-mini',
      max_tokens: 256,
      tools,
      messages: [
        asked,
        { role: 'assistant', content: message.content },
        { role: 'user', content: calls.map((call) => ({ type: 'tool_result' as const, tool_use_id: call.id, content: '18°C' })) },
      ],
    });
    const sent = lastSent().messages as Array<Record<string, unknown>>;
    expect(sent.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'tool']);
    expect((sent[1]!.tool_calls as unknown[]).length).toBe(2);
    expect(sent.slice(2)).toEqual(calls.map((call) => ({ role: 'tool', tool_call_id: call.id, content: '18°C' })));
  });

  it('an image in the content goes upstream as an image part; extended thinking stays behind on an OpenAI channel', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await client.messages.create({
      model: 'gpt-4o-mini',
      max_tokens: 2048,
      thinking: { type: 'enabled', budget_tokens: 1024 },
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is in this image?' },
            { type: 'image', source: { type: 'base64', media_type: 'image/png', data: png } },
          ],
        },
      ],
    });
    expect(lastSent()).not.toHaveProperty('thinking');
    expect((lastSent().messages as Array<{ content: unknown }>)[0]!.content).toEqual([
      { type: 'text', text: 'What is in this image?' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${png}` } },
    ]);
  });

  it('takes the key from x-api-key too, as Claude Code and curl examples send it', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'anthropic-version': '2023-06-01', ...headers },
        body: JSON.stringify({ model: 'gpt-4o-mini', max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] }),
      });
    const answered = await post({ 'x-api-key': key });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ type: 'message', content: [{ type: 'text', text: 'Hi!' }] });
    const keyless = await post({});
    expect(keyless.status).toBe(401);
    expect(await keyless.json()).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
  });

  it('count_tokens: the prompt counted by the tokenizer the hold uses, with nothing sent upstream and nothing charged', async () => {
    const before = upstream.received.length;
    const holdsBefore = await t.gateway.db.query<{ n: string }>("SELECT count(*) AS n FROM events WHERE type = 'QuotaReserved'");
    const short = await client.messages.countTokens({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello' }] });
    const long = await client.messages.countTokens({
      model: 'gpt-4o-mini',
      system: 'You are a careful assistant who answers every question about toll gates in full sentences.',
      messages: [{ role: 'user', content: 'Hello, how are the toll gates on the northern road doing this winter?' }],
    });
    expect(short.input_tokens).toBeGreaterThan(0);
    expect(long.input_tokens).toBeGreaterThan(short.input_tokens + 20);
    expect(upstream.received.length).toBe(before);
    const holdsAfter = await t.gateway.db.query<{ n: string }>("SELECT count(*) AS n FROM events WHERE type = 'QuotaReserved'");
    expect(holdsAfter.rows[0]!.n).toBe(holdsBefore.rows[0]!.n);
  });

  it("models: the list and one model, in Anthropic's shape", async () => {
    const listed = [];
    for await (const model of client.models.list()) listed.push(model);
    expect(listed).toEqual([{ type: 'model', id: 'gpt-4o-mini', display_name: 'gpt-4o-mini', created_at: expect.any(String) as unknown }]);
    expect(await client.models.retrieve('gpt-4o-mini')).toMatchObject({ type: 'model', id: 'gpt-4o-mini' });
    await expect(client.models.retrieve('claude-opus-4')).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refusals reach the client as Anthropic's error classes, in Claude's error shape", async () => {
    const ask = (on: Anthropic, fields: Partial<Anthropic.MessageCreateParamsNonStreaming> = {}) =>
      on.messages.create({ model: 'gpt-4o-mini', max_tokens: 16, messages: [{ role: 'user', content: 'hi' }], ...fields }).catch((error: unknown) => error);

    const badKey = await ask(new Anthropic({ apiKey: 'sk-wrong', baseURL: t.baseUrl, maxRetries: 0 }));
    expect(badKey).toBeInstanceOf(AuthenticationError);
    expect((badKey as AuthenticationError).error).toMatchObject({
      type: 'error',
      error: { type: 'authentication_error', message: expect.stringMatching(/^无效的令牌/) },
    });

    expect(await ask(client, { model: 'no-such-model' })).toBeInstanceOf(InternalServerError);

    const invalid = await ask(client, { messages: undefined as never });
    expect(invalid).toBeInstanceOf(BadRequestError);
    expect((invalid as BadRequestError).error).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringContaining('messages: Field required') },
    });

    // A failing upstream's error, in Claude's shape too.
    script.push({ status: 500, fixture: 'openai/server-error.json' });
    const failed = await ask(client);
    expect(failed).toBeInstanceOf(InternalServerError);
    expect((failed as InternalServerError).error).toMatchObject({ type: 'error', error: { type: 'api_error' } });

    // The model limit of a token: a permission error.
    const listed = await api.call<{ items: Array<{ id: number }> }>('ac_user', 'GET', '/api/token/?p=1&size=10');
    const tokenId = listed.body.data!.items[0]!.id;
    await api.call('ac_user', 'PUT', '/api/token/', {
      id: tokenId,
      name: 'claude',
      remain_quota: 20_000_000,
      expired_time: -1,
      model_limits_enabled: true,
      model_limits: 'gpt-4o',
    });
    try {
      await eventually(async () => (await ask(client)) instanceof PermissionDeniedError);
      // Counting tokens for a model the key may not use is refused as a request for it is.
      const counted = await client.messages.countTokens({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }).catch((error: unknown) => error);
      expect(counted).toBeInstanceOf(PermissionDeniedError);
    } finally {
      await api.call('ac_user', 'PUT', '/api/token/', {
        id: tokenId,
        name: 'claude',
        remain_quota: 20_000_000,
        expired_time: -1,
        model_limits_enabled: false,
        model_limits: '',
      });
    }
  });
});
