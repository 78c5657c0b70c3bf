import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../testkit/eventually';
import type { Answer, FakeUpstream, ReceivedRequest } from '../../testkit/fake-upstream';
import type { TestGateway } from '../../testkit/gateway';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';
import { wav } from '../../testkit/wav';

/*
 * The relay's upload and audio endpoints over HTTP (issue 14): a multipart
 * transcription goes upstream as it came (its model field changed when the
 * channel maps it) and is priced by the audio's length; synthesised speech
 * comes back byte for byte.
 */

let site: RelaySite;
let t: TestGateway;
let upstream: FakeUpstream;
let key = '';
const SPEECH = Uint8Array.from({ length: 2048 }, (_, i) => (i * 37) % 256);

function answer(request: ReceivedRequest): Answer {
  switch (request.path) {
    case '/v1/audio/transcriptions':
      return { body: { text: 'hello world' } };
    case '/v1/audio/speech':
      return { bytes: { contentType: 'audio/mpeg', data: SPEECH } };
    default:
      return { status: 404, body: { error: { message: 'not here', type: 'invalid_request_error' } } };
  }
}

async function settled(requestId: string): Promise<{ actual: number; usage: { promptTokens: number; completionTokens: number } }> {
  return eventually(async () => {
    const { rows } = await t.gateway.db.query<{ data: { actual: number; usage: { promptTokens: number; completionTokens: number } } }>(
      "SELECT data FROM events WHERE type = 'QuotaSettled' AND data->>'requestId' = $1",
      [requestId],
    );
    return rows[0]?.data ?? false;
  });
}

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'up',
    script: answer,
    options: { ModelRatio: { 'whisper-1': 15, 'tts-1': 7.5 } },
    channel: { name: 'audio', key: 'sk-audio', models: 'whisper-1,tts-1', model_mapping: JSON.stringify({ 'whisper-1': 'whisper-large-v3' }) },
  });
  ({ t, upstream, key } = site);
}, 60_000);
afterAll(async () => site?.dispose());

beforeEach(() => {
  upstream.received.length = 0;
});

describe('POST /v1/audio/transcriptions', () => {
  it('forwards the form with the mapped model and charges the audio by its length (1000 tokens a minute)', async () => {
    const form = new FormData();
    form.append('model', 'whisper-1');
    form.append('file', new Blob([new Uint8Array(wav(3))], { type: 'audio/wav' }), 'speech.wav');
    const response = await fetch(`${t.baseUrl}/v1/audio/transcriptions`, { method: 'POST', headers: { authorization: `Bearer sk-${key}` }, body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: 'hello world' });
    const sent = upstream.received[0]!;
    expect(sent.path).toBe('/v1/audio/transcriptions');
    expect(String(sent.body)).toMatch(/name="model"\r\n\r\nwhisper-large-v3\r\n/);
    expect(String(sent.body)).toContain('filename="speech.wav"');
    const { usage } = await settled(response.headers.get('x-request-id')!);
    // 3 seconds of audio: ceil(3) × 1000 / 60 = 50 tokens; the transcript "hello world" is 2.
    expect(usage).toMatchObject({ promptTokens: 50, completionTokens: 2 });
  });

  it('refuses a body that is not a form, in the OpenAI shape', async () => {
    const response = await fetch(`${t.baseUrl}/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer sk-${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'whisper-1' }),
    });
    expect(response.status).toBe(400);
    expect(upstream.received).toEqual([]);
  });
});

describe('POST /v1/audio/speech', () => {
  it('returns the audio byte for byte and charges the input text', async () => {
    const response = await fetch(`${t.baseUrl}/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer sk-${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'tts-1', input: 'The quick brown fox jumped over the lazy dog.', voice: 'alloy' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(SPEECH);
    const { usage, actual } = await settled(response.headers.get('x-request-id')!);
    expect(usage.promptTokens).toBeGreaterThan(0);
    expect(actual).toBeGreaterThan(0);
  });
});
