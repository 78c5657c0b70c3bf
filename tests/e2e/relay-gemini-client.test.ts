import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletionsOnly, type Answer, type FakeUpstream } from '../testkit/fake-upstream';
import type { TestGateway } from '../testkit/gateway';
import { startRelaySite, type RelaySite } from '../testkit/relay-site';

/*
 * A Gemini client calling `/v1beta/models/{model}:generateContent` (and
 * `:streamGenerateContent`, with `?alt=sse` and without) on a whole gateway
 * whose channel is an OpenAI-compatible upstream (a fake replaying OpenAI's
 * recorded answers), over HTTP as Google's REST reference writes the calls:
 * the key in `x-goog-api-key` or `?key=`, the request relayed as a chat
 * completion, the answer in Gemini's shape, charged like any other.
 */

let site: RelaySite;
let t: TestGateway;
let upstream: FakeUpstream;
let key = '';
const script: Answer[] = [];
const chatCompletions = chatCompletionsOnly(script);

const lastSent = () => upstream.received.at(-1)!.body as Record<string, unknown>;

const generate = (
  method: string,
  body: unknown,
  { query = '', headers = { 'x-goog-api-key': key } }: { query?: string; headers?: Record<string, string> } = {},
) =>
  fetch(`${t.baseUrl}/v1beta/models/gpt-4o-mini:${method}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const HELLO = { contents: [{ role: 'user', parts: [{ text: 'Say hello' }] }] };

type GeminiResponse = {
  candidates: Array<{ content: { role: string; parts: Array<{ text?: string; functionCall?: { name: string; args: unknown } }> }; finishReason?: string }>;
  usageMetadata?: Record<string, number>;
};

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'gm',
    // Chat completions as scripted, and embeddings.
    script: (request) => (request.path === '/v1/embeddings' ? { fixture: 'openai/embeddings.json' } : chatCompletions(request)),
    options: { ModelRatio: { 'gpt-4o-mini': 0.075, 'text-embedding-3-small': 0.01 }, CompletionRatio: { 'gpt-4o-mini': 4 } },
    channel: { name: 'openai', key: 'sk-upstream-openai', models: 'gpt-4o-mini,text-embedding-3-small' },
  });
  ({ t, upstream } = site);
  key = `sk-${site.key}`;
}, 60_000);
afterAll(async () => site?.dispose());

describe('a Gemini client on /v1beta/models/{model}:generateContent', () => {
  it('generateContent: sent upstream as a chat completion, answered as Gemini candidates, charged', async () => {
    const response = await generate('generateContent', { systemInstruction: { parts: [{ text: 'Be brief.' }] }, ...HELLO });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      candidates: [{ content: { role: 'model', parts: [{ text: 'Hi!' }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 8, candidatesTokenCount: 3, totalTokenCount: 11 },
      modelVersion: 'gpt-4o-mini',
      responseId: 'chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT',
    });
    expect(lastSent()).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: [{ type: 'text', text: 'Say hello' }] },
      ],
    });
    const events = await site.lifecycle(response.headers.get('x-request-id')!);
    const settled = events.find((event) => event.type === 'QuotaSettled')!.data as { actual: number; usage: { detail: { requestConversion: string[] } } };
    expect(settled.usage.detail.requestConversion).toEqual(['Google Gemini', 'OpenAI Compatible']);
    expect(settled.actual).toBeGreaterThan(0);
  });

  it('streamGenerateContent?alt=sse: an event per chunk, the last with STOP and the usage; the key in ?key=', async () => {
    const response = await generate('streamGenerateContent', HELLO, { query: `?alt=sse&key=${key}`, headers: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = (await response.text())
      .split(/\r?\n\r?\n/)
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice('data: '.length)) as GeminiResponse);
    const text = events.map((e) => e.candidates[0]!.content.parts.map((p) => p.text ?? '').join('')).join('');
    expect(text).toMatch(/^Hello/);
    expect(events.at(-1)).toMatchObject({ candidates: [{ finishReason: 'STOP' }], usageMetadata: { promptTokenCount: 19, candidatesTokenCount: 10 } });
    expect(lastSent()).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('streamGenerateContent without alt=sse: one JSON array, as Gemini streams it', async () => {
    const response = await generate('streamGenerateContent', HELLO);
    expect(response.headers.get('content-type')).toContain('application/json');
    const array = (await response.json()) as GeminiResponse[];
    expect(array.length).toBeGreaterThan(1);
    expect(array.at(-1)!.candidates[0]!.finishReason).toBe('STOP');
  });

  it('function calling: calls come back whole, and their responses go up as tool messages', async () => {
    script.push({ sse: 'openai/chat-stream-tool-calls.sse' });
    const tools = [{ functionDeclarations: [{ name: 'get_weather', parameters: { type: 'OBJECT', properties: { location: { type: 'STRING' } } } }] }];
    const asked = { role: 'user', parts: [{ text: 'Weather in Paris and Bogotá?' }] };
    const streamed = await generate('streamGenerateContent', { contents: [asked], tools }, { query: '?alt=sse' });
    const last = (await streamed.text())
      .split(/\r?\n\r?\n/)
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice('data: '.length)) as GeminiResponse)
      .at(-1)!;
    const calls = last.candidates[0]!.content.parts;
    expect(calls).toEqual([
      { functionCall: { name: 'get_weather', args: { location: 'Paris, France' } } },
      { functionCall: { name: 'get_weather', args: { location: 'Bogotá, Colombia' } } },
    ]);
    expect(lastSent().tools).toEqual([
      { type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { location: { type: 'string' } } } } },
    ]);

    const answered = await generate('generateContent', {
      tools,
      contents: [
        asked,
        { role: 'model', parts: calls },
        { role: 'user', parts: calls.map((call) => ({ functionResponse: { name: call.functionCall!.name, response: { temperature: 18 } } })) },
      ],
    });
    expect(answered.status).toBe(200);
    const sent = lastSent().messages as Array<{ role: string; tool_call_id?: string; tool_calls?: Array<{ id: string }> }>;
    expect(sent.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'tool']);
    expect(sent.slice(2).map((m) => m.tool_call_id)).toEqual(sent[1]!.tool_calls!.map((call) => call.id));
  });

  it('countTokens: the contents, or a whole generateContentRequest, counted without going upstream', async () => {
    const before = upstream.received.length;
    const count = async (body: unknown) => {
      const response = await generate('countTokens', body);
      expect(response.status).toBe(200);
      return ((await response.json()) as { totalTokens: number }).totalTokens;
    };
    const short = await count(HELLO);
    expect(short).toBeGreaterThan(0);
    expect(await count({ generateContentRequest: { model: 'models/gpt-4o-mini', ...HELLO } })).toBe(short);
    expect(
      await count({ contents: [{ role: 'user', parts: [{ text: 'Say hello to every toll keeper on the northern road, one by one, by name.' }] }] }),
    ).toBeGreaterThan(short + 10);
    expect(upstream.received.length).toBe(before);
  });

  it('embedContent and batchEmbedContents: sent as OpenAI embeddings, answered as Gemini embeddings, charged', async () => {
    const embed = (method: string, body: unknown) =>
      fetch(`${t.baseUrl}/v1beta/models/text-embedding-3-small:${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': key },
        body: JSON.stringify(body),
      });
    const one = await embed('embedContent', { content: { parts: [{ text: 'toll gate' }] }, outputDimensionality: 8 });
    expect(one.status).toBe(200);
    expect(((await one.json()) as { embedding: { values: number[] } }).embedding.values).toHaveLength(8);
    expect(upstream.received.at(-1)).toMatchObject({ path: '/v1/embeddings', body: { model: 'text-embedding-3-small', input: 'toll gate', dimensions: 8 } });
    expect((await site.lifecycle(one.headers.get('x-request-id')!)).map((event) => event.type)).toEqual(['QuotaReserved', 'QuotaSettled']);

    const batch = await embed('batchEmbedContents', {
      requests: ['one', 'two'].map((text) => ({ model: 'models/text-embedding-3-small', content: { parts: [{ text }] } })),
    });
    expect(((await batch.json()) as { embeddings: unknown[] }).embeddings).toHaveLength(2);
    expect(lastSent()).toEqual({ model: 'text-embedding-3-small', input: ['one', 'two'] });
  });

  it("models: the list and one model, in Gemini's shape", async () => {
    const list = await fetch(`${t.baseUrl}/v1beta/models`, { headers: { 'x-goog-api-key': key } });
    expect(await list.json()).toEqual({
      models: [
        { name: 'models/gpt-4o-mini', displayName: 'gpt-4o-mini', supportedGenerationMethods: ['generateContent', 'streamGenerateContent', 'countTokens'] },
        { name: 'models/text-embedding-3-small', displayName: 'text-embedding-3-small', supportedGenerationMethods: ['embedContent', 'batchEmbedContents'] },
      ],
    });
    const one = await fetch(`${t.baseUrl}/v1beta/models/gpt-4o-mini?key=${key}`);
    expect(await one.json()).toMatchObject({ name: 'models/gpt-4o-mini' });
    const missing = await fetch(`${t.baseUrl}/v1beta/models/gemini-9?key=${key}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
  });

  it("refusals in Google's error shape, with its status names", async () => {
    const refused = async (response: Response) => ({ status: response.status, body: (await response.json()) as { error: { code: number; status: string } } });
    expect(await refused(await generate('generateContent', HELLO, { headers: { 'x-goog-api-key': 'sk-wrong' } }))).toMatchObject({
      status: 401,
      body: { error: { code: 401, status: 'UNAUTHENTICATED' } },
    });
    expect(await refused(await generate('generateContent', { contents: [] }))).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } });
    const unknown = await fetch(`${t.baseUrl}/v1beta/models/gemini-9:generateContent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': key },
      body: JSON.stringify(HELLO),
    });
    expect(await refused(unknown)).toMatchObject({ status: 503, body: { error: { status: 'UNAVAILABLE' } } });
  });
});
