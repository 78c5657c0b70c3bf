import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Answer, ReceivedRequest } from '../../testkit/fake-upstream';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';
import { wav } from '../../testkit/wav';

/*
 * Requests that name no model (server-behaviour 2.4): OpenAI lets clients
 * leave it out on moderations, image generation, speech and audio
 * transcription, and the established gateway fills in a default there;
 * the engines path of embeddings is the fallback when the body names none.
 * And a stream asked of an endpoint the relay only reads whole (the answer
 * could not be charged from what it reads) is refused before any call.
 */

let site: RelaySite;

function answer(request: ReceivedRequest): Answer {
  switch (request.path) {
    case '/v1/moderations':
      return { fixture: 'openai/moderation.json' };
    case '/v1/images/generations':
      return { fixture: 'openai/image-generation.json' };
    case '/v1/embeddings':
      return { fixture: 'openai/embeddings.json' };
    case '/v1/audio/transcriptions':
      return { body: { text: 'hello world' } };
    default:
      return { status: 404, body: { error: { message: 'not here', type: 'invalid_request_error' } } };
  }
}

const sentModel = (): unknown => (site.upstream.received[0]?.body as { model?: unknown } | undefined)?.model;

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'dm',
    script: answer,
    options: {
      ModelRatio: { 'text-moderation-stable': 0.01, 'text-embedding-3-small': 0.01, 'whisper-1': 15 },
      ModelPrice: { 'dall-e': 0.02 },
    },
    channel: { name: 'openai', key: 'sk-upstream-dm', models: 'text-moderation-stable,dall-e,text-embedding-3-small,whisper-1' },
  });
}, 60_000);
afterAll(async () => site?.dispose());
beforeEach(() => {
  site.upstream.received.length = 0;
});

describe('a request that names no model', () => {
  it('moderations: text-moderation-stable, sent upstream by that name', async () => {
    const response = await site.relay('/v1/moderations', { input: 'hello' });
    expect(response.status).toBe(200);
    expect(sentModel()).toBe('text-moderation-stable');
  });

  it('image generation: dall-e', async () => {
    const response = await site.relay('/v1/images/generations', { prompt: 'a cat' });
    expect(response.status).toBe(200);
    expect(sentModel()).toBe('dall-e');
  });

  it('an audio transcription form without a model field: whisper-1, the field added to the form', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(wav(1))], { type: 'audio/wav' }), 'speech.wav');
    const response = await fetch(`${site.t.baseUrl}/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer sk-${site.key}` },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(String(site.upstream.received[0]!.body)).toMatch(/name="model"\r\n\r\nwhisper-1\r\n/);
  });

  it('embeddings on the engines path: the path names it when the body does not; a model in the body wins', async () => {
    expect((await site.relay('/v1/engines/text-embedding-3-small/embeddings', { input: 'hello' })).status).toBe(200);
    expect(sentModel()).toBe('text-embedding-3-small');
    site.upstream.received.length = 0;
    expect((await site.relay('/v1/engines/some-other-model/embeddings', { model: 'text-embedding-3-small', input: 'hello' })).status).toBe(200);
    expect(sentModel()).toBe('text-embedding-3-small');
  });

  it('chat still requires one: 400, nothing sent', async () => {
    const response = await site.relay('/v1/chat/completions', { messages: [{ role: 'user', content: 'hi' }] });
    expect(response.status).toBe(400);
    expect(site.upstream.received).toEqual([]);
  });
});

describe('a stream asked of an endpoint that answers whole', () => {
  it('is refused with 400 in the OpenAI shape before any upstream call', async () => {
    const response = await site.relay('/v1/images/generations', { model: 'dall-e', prompt: 'a cat', stream: true });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('stream is not supported on this endpoint');
    expect(site.upstream.received).toEqual([]);
  });

  it('on a form too (stream=true)', async () => {
    const form = new FormData();
    form.append('model', 'whisper-1');
    form.append('stream', 'true');
    form.append('file', new Blob([new Uint8Array(wav(1))], { type: 'audio/wav' }), 'speech.wav');
    const response = await fetch(`${site.t.baseUrl}/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer sk-${site.key}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(site.upstream.received).toEqual([]);
  });
});
