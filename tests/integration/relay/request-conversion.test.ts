import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAI, type Answer, type ReceivedRequest } from '../../testkit/fake-upstream';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * The conversion chain recorded with each charge (server-behaviour 4.5,
 * 14.2: the log's `other.request_conversion`): every OpenAI-format endpoint
 * is sent upstream in the format it came in, so its chain is that one
 * format, named as the established gateway names it.
 */

let site: RelaySite;

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

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'rc',
    script: openai,
    options: {
      ModelRatio: { 'gpt-4o-mini': 0.075, 'gpt-3.5-turbo-instruct': 0.75, 'text-embedding-3-small': 0.01, 'omni-moderation-latest': 0.01 },
      ModelPrice: { 'dall-e-3': 0.04 },
    },
    channel: {
      name: 'openai',
      key: 'sk-upstream-rc',
      models: 'gpt-4o-mini,gpt-3.5-turbo-instruct,text-embedding-3-small,omni-moderation-latest,dall-e-3',
    },
  });
}, 60_000);
afterAll(async () => site?.dispose());

/** The chain the settle of this answer recorded. */
async function chainOf(response: Response): Promise<unknown> {
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  const events = await site.lifecycle(response.headers.get('x-request-id')!);
  expect(events.map((event) => event.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
  return (events[1]!.data as { usage: { detail: { requestConversion?: unknown } } }).usage.detail.requestConversion;
}

describe('request_conversion in the settle detail', () => {
  it('chat, plain and streamed, legacy completions and moderations: OpenAI Compatible', async () => {
    const messages = [{ role: 'user', content: 'hi' }];
    expect(await chainOf(await site.relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages }))).toEqual(['OpenAI Compatible']);
    expect(await chainOf(await site.relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages, stream: true }))).toEqual(['OpenAI Compatible']);
    expect(await chainOf(await site.relay('/v1/completions', { model: 'gpt-3.5-turbo-instruct', prompt: 'Say this is a test' }))).toEqual([
      'OpenAI Compatible',
    ]);
    expect(await chainOf(await site.relay('/v1/moderations', { model: 'omni-moderation-latest', input: 'hello' }))).toEqual(['OpenAI Compatible']);
  });

  it('responses, plain and streamed: OpenAI Responses', async () => {
    expect(await chainOf(await site.relay('/v1/responses', { model: 'gpt-4o-mini', input: 'Tell me a story' }))).toEqual(['OpenAI Responses']);
    expect(await chainOf(await site.relay('/v1/responses', { model: 'gpt-4o-mini', input: 'Tell me a story', stream: true }))).toEqual(['OpenAI Responses']);
  });

  it('embeddings, on both paths, and image generation: their format ids', async () => {
    expect(await chainOf(await site.relay('/v1/embeddings', { model: 'text-embedding-3-small', input: 'hello' }))).toEqual(['embedding']);
    expect(await chainOf(await site.relay('/v1/engines/text-embedding-3-small/embeddings', { input: 'hello' }))).toEqual(['embedding']);
    expect(await chainOf(await site.relay('/v1/images/generations', { model: 'dall-e-3', prompt: 'a cat' }))).toEqual(['openai_image']);
  });

  it('the same chain on a pass-through channel: the body goes up as it came, in its own format', async () => {
    await site.setOption('global.pass_through_request_enabled', 'true');
    try {
      const response = await site.relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
      expect(await chainOf(response)).toEqual(['OpenAI Compatible']);
    } finally {
      await site.setOption('global.pass_through_request_enabled', 'false');
    }
  });
});
