import OpenAI, { AuthenticationError, InternalServerError, PermissionDeniedError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testkit/api-client';
import { eventually } from '../testkit/eventually';
import { OPENAI, startFakeUpstream, type Answer, type FakeUpstream, type ReceivedRequest } from '../testkit/fake-upstream';
import { startTestGateway, type TestGateway } from '../testkit/gateway';

/*
 * The official `openai` npm client against a whole gateway in front of a fake
 * upstream that replays OpenAI's recorded answers (issue 14, "Done when"):
 * whatever the client sends, the gateway must answer as OpenAI would, and a
 * refusal must reach the client as the error class OpenAI's would.
 */

let t: TestGateway;
let upstream: FakeUpstream;
const api = apiClient(() => t.baseUrl);
let client: OpenAI;
let tokenId = 0;

/** What the fake OpenAI answers on each path, streamed when asked. */
function openai(request: ReceivedRequest): Answer {
  const streamed = (request.body as { stream?: boolean } | undefined)?.stream === true;
  switch (request.path) {
    case '/v1/chat/completions':
      return streamed ? { sse: 'openai/chat-stream-usage.sse' } : OPENAI.chatCompletion;
    case '/v1/completions':
      return { fixture: 'openai/completion.json' };
    case '/v1/embeddings':
      return { fixture: 'openai/embeddings.json' };
    case '/v1/responses':
      return streamed ? { sse: 'openai/responses-stream.sse' } : { fixture: 'openai/responses.json' };
    case '/v1/moderations':
      return { fixture: 'openai/moderation.json' };
    case '/v1/images/generations':
      return { fixture: 'openai/image-generation.json' };
    default:
      return OPENAI.invalidUrl;
  }
}

const MODELS = ['gpt-4o-mini', 'gpt-3.5-turbo-instruct', 'text-embedding-3-small', 'omni-moderation-latest', 'dall-e-3'];

beforeAll(async () => {
  upstream = await startFakeUpstream(openai);
  t = await startTestGateway();
  await api.setUpSite('oc');
  const set = (name: string, value: unknown) =>
    t.gateway.options.set(name as never, typeof value === 'string' ? value : JSON.stringify(value), { kind: 'system', reason: 'test' });
  await set('egress.allow_list', [upstream.host]);
  await set('ModelRatio', { 'gpt-4o-mini': 0.075, 'gpt-3.5-turbo-instruct': 0.75, 'text-embedding-3-small': 0.01, 'omni-moderation-latest': 0.01 });
  await set('CompletionRatio', { 'gpt-4o-mini': 4, 'gpt-3.5-turbo-instruct': 1.33 });
  await set('ModelPrice', { 'dall-e-3': 0.04 });
  const channel = await api.call('admin', 'POST', '/api/channel/', {
    type: 1,
    name: 'openai',
    key: 'sk-upstream-openai',
    group: 'default',
    models: MODELS.join(','),
    base_url: upstream.baseUrl,
  });
  expect(channel.body.success).toBe(true);
  await api.signUp('oc_user');
  const funded = await api.graphql('oc_root', 'mutation($id: Int!) { adjustQuota(userId: $id, amount: 50000000, reason: "test") { quota } }', {
    id: api.sessions.get('oc_user')!.id,
  });
  expect(funded.errors).toBeUndefined();
  await api.call('oc_user', 'POST', '/api/token/', { name: 'client', remain_quota: 20_000_000, expired_time: -1 });
  const listed = await api.call<{ items: Array<{ id: number; key: string }> }>('oc_user', 'GET', '/api/token/?p=1&size=10');
  tokenId = listed.body.data!.items[0]!.id;
  // The client retries 5xx and 429 by itself; these tests want to see each answer once.
  client = new OpenAI({ apiKey: `sk-${listed.body.data!.items[0]!.key.replace(/^sk-/, '')}`, baseURL: `${t.baseUrl}/v1`, maxRetries: 0 });
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await upstream?.close();
});

describe('the official openai client', () => {
  it('chat: a plain completion', async () => {
    const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Write a haiku' }] });
    expect(completion.object).toBe('chat.completion');
    expect(completion.choices[0]!.message.content).toBeTruthy();
    expect(completion.usage!.prompt_tokens).toBeGreaterThan(0);
  });

  it('chat: a stream, read chunk by chunk, with the usage it asked for', async () => {
    const stream = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'Write a haiku' }],
    });
    let text = '';
    let usage: OpenAI.CompletionUsage | null | undefined = null;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text.length).toBeGreaterThan(0);
    expect(usage!.completion_tokens).toBeGreaterThan(0);
  });

  it('chat: tools and an image in the content reach the upstream as sent', async () => {
    await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is in this image?' },
            {
              type: 'image_url',
              image_url: { url: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' },
            },
          ],
        },
      ],
      tools: [
        {
          type: 'function',
          function: { name: 'lookup', description: 'Looks a thing up', parameters: { type: 'object', properties: { q: { type: 'string' } } } },
        },
      ],
    });
    const sent = upstream.received.at(-1)!.body as { tools: unknown[]; messages: Array<{ content: unknown[] }> };
    expect(sent.tools).toHaveLength(1);
    expect(sent.messages[0]!.content).toHaveLength(2);
  });

  it('completions, embeddings and moderations', async () => {
    const completion = await client.completions.create({ model: 'gpt-3.5-turbo-instruct', prompt: 'Say this is a test' });
    expect(completion.object).toBe('text_completion');
    const embeddings = await client.embeddings.create({ model: 'text-embedding-3-small', input: ['one', 'two'], encoding_format: 'float' });
    expect(embeddings.data).toHaveLength(2);
    const moderation = await client.moderations.create({ model: 'omni-moderation-latest', input: 'hello' });
    expect(moderation.results[0]!.flagged).toBe(false);
  });

  it('responses: plain and streamed', async () => {
    const response = await client.responses.create({ model: 'gpt-4o-mini', input: 'Tell me a story' });
    expect(response.output_text.length).toBeGreaterThan(0);
    const stream = await client.responses.create({ model: 'gpt-4o-mini', input: 'Tell me a story', stream: true });
    const types: string[] = [];
    for await (const event of stream) types.push(event.type);
    expect(types.at(-1)).toBe('response.completed');
  });

  it('images: a generation, charged its price per call', async () => {
    const image = await client.images.generate({ model: 'dall-e-3', prompt: 'a small red square', response_format: 'b64_json' });
    expect(image.data![0]!.b64_json).toBeTruthy();
    // The settle is recorded just after the answer has gone to the client.
    const rows = await eventually(async () => {
      const found = await t.gateway.db.query<{ data: { actual: number; usage: { detail: { price: { kind: string } } } } }>(
        "SELECT data FROM events WHERE type = 'QuotaSettled' AND data->'usage'->>'modelName' = 'dall-e-3'",
      );
      return found.rows.length > 0 && found.rows;
    });
    // $0.04 a call at the default 500,000 units a dollar, group ratio 1.
    expect(rows.map((r) => [r.data.actual, r.data.usage.detail.price.kind])).toEqual([[20_000, 'per-call']]);
  });

  it('models: the list and one model', async () => {
    const listed = [];
    for await (const model of client.models.list()) listed.push(model.id);
    expect(listed.sort()).toEqual([...MODELS].sort());
    expect((await client.models.retrieve('gpt-4o-mini')).id).toBe('gpt-4o-mini');
  });

  it("refusals reach the client as OpenAI's error classes", async () => {
    const badKey = new OpenAI({ apiKey: 'sk-wrong', baseURL: `${t.baseUrl}/v1`, maxRetries: 0 });
    await expect(badKey.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] })).rejects.toBeInstanceOf(
      AuthenticationError,
    );
    await expect(client.chat.completions.create({ model: 'no-such-model', messages: [{ role: 'user', content: 'hi' }] })).rejects.toBeInstanceOf(
      InternalServerError,
    );
    // A token with 1 unit left: the hold does not fit.
    await api.call('oc_user', 'PUT', '/api/token/', { id: tokenId, name: 'client', remain_quota: 1, expired_time: -1 });
    await expect(client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] })).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    // A token with nothing left is exhausted: 2.3's 401, the key shown by its first and last three characters.
    await api.call('oc_user', 'PUT', '/api/token/', { id: tokenId, name: 'client', remain_quota: 0, expired_time: -1 });
    const exhausted = await client.chat.completions
      .create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] })
      .catch((error: unknown) => error);
    expect(exhausted).toBeInstanceOf(AuthenticationError);
    const key = (client.apiKey ?? '').replace(/^sk-/, '');
    expect((exhausted as AuthenticationError).message).toContain(`[sk-${key.slice(0, 3)}***${key.slice(-3)}] 该令牌额度已用尽`);
    await api.call('oc_user', 'PUT', '/api/token/', { id: tokenId, name: 'client', remain_quota: 20_000_000, expired_time: -1 });
    await api.call('oc_user', 'PUT', '/api/token/?status_only=true', { id: tokenId, status: 2 });
    await eventually(async () => {
      const refused = await client.chat.completions
        .create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] })
        .catch((error: unknown) => error);
      return refused instanceof AuthenticationError;
    });
    await api.call('oc_user', 'PUT', '/api/token/?status_only=true', { id: tokenId, status: 1 });
  });
});
