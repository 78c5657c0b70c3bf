import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../testkit/api-client';
import { OPENAI, startFakeUpstream, type FakeUpstream } from '../../../testkit/fake-upstream';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';

/*
 * A channel test is the request the relay would send on that channel
 * (server-behaviour 3.6, 3.8): the provider table decides its URL, headers
 * and body, so Azure's deployment, api-version and api-key, Custom's
 * `{model}` URL, every OpenAI-compatible type, the model mapping, the body
 * quirks and the param override are probed as they are used.
 */

let upstream: FakeUpstream;
let t: TestGateway;
const { call, setUpSite } = apiClient(() => t.baseUrl);
const HI = [{ role: 'user', content: 'hi' }];

const createChannel = async (fields: Record<string, unknown>): Promise<number> => {
  const created = await call<Array<{ id: number }>>('admin', 'POST', '/api/channel/', { name: 'probe', group: 'default', key: 'sk-probe-key', ...fields });
  expect(created.body, created.body.message).toMatchObject({ success: true });
  return created.body.data![0]!.id;
};
const test = async (id: number, model?: string) =>
  (await call<{ success: boolean; message: string }>('admin', 'GET', `/api/channel/test/${id}${model ? `?model=${model}` : ''}`)).body;

beforeAll(async () => {
  // Answers a completion on any chat path: Azure's deployments, Custom's URL and OpenAI's alike.
  upstream = await startFakeUpstream((request) =>
    request.method === 'POST' && request.path.includes('chat') ? OPENAI.chatCompletionCutOff : OPENAI.invalidUrl,
  );
  t = await startTestGateway();
  await setUpSite('pp');
  await t.gateway.options.set('egress.allow_list', JSON.stringify([upstream.host]), { kind: 'system', reason: 'test' });
});
afterAll(async () => {
  await t?.dispose();
  await upstream?.close();
});
beforeEach(() => {
  upstream.received.length = 0;
});

describe('the channel test, as the relay calls each provider', () => {
  it("Azure: the mapped model's deployment, the channel's api-version, the api-key header and no Bearer key", async () => {
    const id = await createChannel({
      type: 3,
      key: 'azure-key-0123',
      base_url: upstream.baseUrl,
      other: '2024-10-21',
      models: 'gpt-4o',
      model_mapping: JSON.stringify({ 'gpt-4o': 'prod-gpt4o' }),
    });
    expect(await test(id)).toMatchObject({ success: true, data: { success: true } });
    expect(upstream.received).toEqual([
      {
        method: 'POST',
        path: '/openai/deployments/prod-gpt4o/chat/completions?api-version=2024-10-21',
        authorization: undefined,
        apiKey: 'azure-key-0123',
        body: { model: 'prod-gpt4o', messages: HI, max_tokens: 16 },
      },
    ]);
  });

  it("Azure: the default api-version when the channel names none; a reasoning model's test gets max_completion_tokens as the relay sends it", async () => {
    const id = await createChannel({ type: 3, key: 'azure-key-0123', base_url: upstream.baseUrl, models: 'gpt-5-mini' });
    expect((await test(id)).success).toBe(true);
    expect(upstream.received[0]).toMatchObject({
      path: '/openai/deployments/gpt-5-mini/chat/completions?api-version=2025-04-01-preview',
      body: { model: 'gpt-5-mini', messages: HI, max_completion_tokens: 16 },
    });
    expect(upstream.received[0]!.body).not.toHaveProperty('max_tokens');
  });

  it('Custom: its URL verbatim, {model} replaced, with a Bearer key and the param override on the body', async () => {
    const id = await createChannel({
      type: 8,
      base_url: `${upstream.baseUrl}/deploy/{model}/chat`,
      models: 'qwen-72b',
      param_override: JSON.stringify({ temperature: 0.2 }),
    });
    expect((await test(id)).success).toBe(true);
    expect(upstream.received).toEqual([
      {
        method: 'POST',
        path: '/deploy/qwen-72b/chat',
        authorization: 'Bearer sk-probe-key',
        body: { model: 'qwen-72b', messages: HI, max_tokens: 16, temperature: 0.2 },
      },
    ]);
  });

  it('Custom has no model list to fetch (Azure is checked in channel-probe.test.ts)', async () => {
    const custom = await createChannel({ type: 8, base_url: `${upstream.baseUrl}/deploy/{model}/chat`, models: 'qwen-72b' });
    expect((await call('admin', 'GET', `/api/channel/fetch_models/${custom}`)).body).toMatchObject({
      success: false,
      message: 'fetching models is not supported for this channel type (Custom) yet',
    });
    expect(upstream.received).toEqual([]);
  });

  it.each([
    [19, '360'],
    [47, 'Xinference'],
    [53, 'Submodel'],
  ])('type %i (%s), an OpenAI-compatible row, is tested at its chat path', async (type) => {
    const id = await createChannel({ type, base_url: `${upstream.baseUrl}/v1`, models: 'some-model' });
    expect((await test(id)).success).toBe(true);
    expect(upstream.received).toEqual([
      { method: 'POST', path: '/v1/chat/completions', authorization: 'Bearer sk-probe-key', body: { model: 'some-model', messages: HI, max_tokens: 16 } },
    ]);
  });
});
