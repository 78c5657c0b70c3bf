import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { apiClient } from '../../../testkit/api-client';
import { keyOf, maskedKey, OPENAI, startFakeUpstream, type FakeUpstream } from '../../../testkit/fake-upstream';

/*
 * Channel calls that reach the upstream (server-behaviour 3.8; spec 02,
 * `/api/channel/test/{id}` and `/api/channel/fetch_models`) on a whole
 * gateway, against a fake OpenAI-compatible upstream on 127.0.0.1: the
 * egress policy refuses it unless `egress.allow_list` names it.
 */

interface Channel {
  id: number;
  response_time: number;
  test_time: number;
}

const GOOD_KEY = 'sk-probe-good-0123456789abcdef';
const WRONG_KEY = 'sk-probe-wrong-fedcba9876543210';
/** The ids in the fake's model list (fixtures/providers/openai/models.json). */
const MODELS = ['gpt-4o-mini', 'gpt-4o', 'text-embedding-3-small'];

let upstream: FakeUpstream;
let upstreamHost: string;

let t: TestGateway;
const { call, signIn, setUpSite } = apiClient(() => t.baseUrl);

const allow = async (entries: string[]) => t.gateway.options.set('egress.allow_list', JSON.stringify(entries), { kind: 'system', reason: 'test' });
const createChannel = async (fields: Record<string, unknown>): Promise<Channel> => {
  const created = await call<Channel[]>('admin', 'POST', '/api/channel/', {
    type: 1,
    name: 'probe',
    group: 'default',
    models: 'gpt-4o-mini,gpt-4o',
    ...fields,
  });
  expect(created.body).toMatchObject({ success: true });
  return created.body.data![0]!;
};
const channel = async (id: number): Promise<Channel> => (await call<Channel>('admin', 'GET', `/api/channel/${id}`)).body.data!;

beforeAll(async () => {
  // What OpenAI answers: a wrong key is refused with the key masked in the message; a test request takes a moment.
  upstream = await startFakeUpstream((request) => {
    if (keyOf(request) !== GOOD_KEY) return OPENAI.invalidApiKey;
    if (request.method === 'GET' && request.path === '/v1/models') return OPENAI.models;
    if (request.method === 'POST' && request.path === '/v1/chat/completions') return { ...OPENAI.chatCompletionCutOff, delayMs: 60 };
    return OPENAI.invalidUrl;
  });
  upstreamHost = upstream.host;

  t = await startTestGateway();
  await setUpSite('pr');
  await call(null, 'POST', '/api/user/register', { username: 'pr_carol', password: 'carol-password' });
  await signIn('pr_carol', 'carol-password');
});
afterAll(async () => {
  await t?.dispose();
  await upstream?.close();
});
beforeEach(async () => {
  upstream.received.length = 0;
  await allow([upstreamHost]);
});

describe('channel test', () => {
  it('sends one minimal chat request, answers success with the time, and stores response and test time', async () => {
    const { id } = await createChannel({ key: GOOD_KEY, base_url: `http://${upstreamHost}/` });
    const before = Math.floor(Date.now() / 1000);
    const tested = await call<{ success: boolean; message: string; time: number }>('admin', 'GET', `/api/channel/test/${id}`);
    expect(tested.status).toBe(200);
    expect(tested.body.success).toBe(true);
    expect(tested.body.data).toMatchObject({ success: true, message: '' });
    const time = tested.body.data!.time;
    expect(time).toBeGreaterThanOrEqual(0.05);
    expect(Math.round(time * 100) / 100).toBe(time);

    // No model named and no test model: the channel's first model; max_tokens 16, one user message "hi".
    expect(upstream.received).toEqual([
      {
        method: 'POST',
        path: '/v1/chat/completions',
        authorization: `Bearer ${GOOD_KEY}`,
        body: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], max_tokens: 16 },
      },
    ]);
    const stored = await channel(id);
    expect(stored.response_time).toBeGreaterThanOrEqual(50);
    expect(Math.abs(stored.response_time - time * 1000)).toBeLessThanOrEqual(10);
    expect(stored.test_time).toBeGreaterThanOrEqual(before);
    expect(stored.test_time).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('tests the model named in the query; an o-series model gets max_completion_tokens', async () => {
    const { id } = await createChannel({ key: GOOD_KEY, base_url: `http://${upstreamHost}` });
    expect((await call('admin', 'GET', `/api/channel/test/${id}?model=o3-mini`)).body.success).toBe(true);
    expect(upstream.received[0]!.body).toEqual({ model: 'o3-mini', messages: [{ role: 'user', content: 'hi' }], max_completion_tokens: 16 });
  });

  it('answers the upstream message for a wrong key, never the key, and still stores the times', async () => {
    const { id } = await createChannel({ key: WRONG_KEY, base_url: `http://${upstreamHost}` });
    const tested = await call('admin', 'GET', `/api/channel/test/${id}`);
    expect(tested.status).toBe(200);
    expect(tested.body.success).toBe(false);
    expect(tested.body.message).toContain('Incorrect API key provided');
    expect(tested.body.message).toContain('401');
    const text = JSON.stringify(tested.body);
    expect(text).not.toContain(WRONG_KEY);
    expect(text).not.toContain(maskedKey(WRONG_KEY));
    expect(text).not.toContain('sk-probe');
    expect(upstream.received).toHaveLength(1);
    expect((await channel(id)).test_time).toBeGreaterThan(0);
  });

  it('is refused by the egress policy when the base URL is not allow-listed, without calling the upstream', async () => {
    const { id } = await createChannel({ key: GOOD_KEY, base_url: `http://${upstreamHost}` });
    await allow([]);
    const tested = await call('admin', 'GET', `/api/channel/test/${id}`);
    expect(tested.body.success).toBe(false);
    expect(tested.body.message).toMatch(/^outbound request refused: 127\.0\.0\.1 is /);
    expect(tested.body.message).not.toContain(GOOD_KEY);
    expect(upstream.received).toEqual([]);
    expect(await channel(id)).toMatchObject({ test_time: 0, response_time: 0 });

    // Allow-listing another port of the same host does not open this one.
    await allow(['127.0.0.1:1']);
    expect((await call('admin', 'GET', `/api/channel/fetch_models/${id}`)).body.message).toMatch(/^outbound request refused/);
    expect(upstream.received).toEqual([]);
  });

  it('says a channel type without a probe is not supported yet', async () => {
    const { id } = await createChannel({ type: 14, key: GOOD_KEY, base_url: `http://${upstreamHost}` });
    const tested = await call('admin', 'GET', `/api/channel/test/${id}`);
    expect(tested.body).toMatchObject({ success: false, message: 'testing is not supported for this channel type (Anthropic) yet' });
    expect(upstream.received).toEqual([]);
  });

  it('is for admins only, and answers not found for a missing channel', async () => {
    const { id } = await createChannel({ key: GOOD_KEY, base_url: `http://${upstreamHost}` });
    expect((await call('pr_carol', 'GET', `/api/channel/test/${id}`)).body.success).toBe(false);
    expect((await call('pr_carol', 'GET', `/api/channel/fetch_models/${id}`)).body.success).toBe(false);
    expect((await call('pr_carol', 'POST', '/api/channel/fetch_models', { type: 1, base_url: `http://${upstreamHost}`, key: GOOD_KEY })).body.success).toBe(
      false,
    );
    expect((await call(null, 'GET', `/api/channel/test/${id}`)).status).toBe(401);
    expect(upstream.received).toEqual([]);
    expect((await call('admin', 'GET', '/api/channel/test/999999')).body).toMatchObject({
      success: false,
      message: 'channel not found, please refresh the page and retry',
    });
  });
});

describe('fetch models', () => {
  it("lists the ids the channel's upstream lists", async () => {
    const { id } = await createChannel({ key: `${GOOD_KEY}\nsk-second-key-000000`, base_url: `http://${upstreamHost}` });
    const fetched = await call<string[]>('admin', 'GET', `/api/channel/fetch_models/${id}`);
    expect(fetched.body).toEqual({ success: true, message: '', data: MODELS });
    // A multi-key channel uses its first key.
    expect(upstream.received).toEqual([{ method: 'GET', path: '/v1/models', authorization: `Bearer ${GOOD_KEY}`, body: undefined }]);
  });

  it('lists the ids for a channel being edited: {base_url, type, key}', async () => {
    const fetched = await call<string[]>('admin', 'POST', '/api/channel/fetch_models', { base_url: `http://${upstreamHost}/`, type: 1, key: GOOD_KEY });
    expect(fetched.body).toEqual({ success: true, message: '', data: MODELS });
  });

  it('answers the upstream message for a wrong key, never the key', async () => {
    const fetched = await call('admin', 'POST', '/api/channel/fetch_models', { base_url: `http://${upstreamHost}`, type: 1, key: WRONG_KEY });
    expect(fetched.body.success).toBe(false);
    expect(fetched.body.message).toContain('Incorrect API key provided');
    expect(JSON.stringify(fetched.body)).not.toContain('sk-probe');
  });

  it('refuses a base URL the egress policy refuses, and a type without a probe', async () => {
    await allow([]);
    const refused = await call('admin', 'POST', '/api/channel/fetch_models', { base_url: `http://${upstreamHost}`, type: 1, key: GOOD_KEY });
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/^base_url: outbound request refused: 127\.0\.0\.1 is /);
    const metadata = await call('admin', 'POST', '/api/channel/fetch_models', { base_url: 'http://169.254.169.254', type: 1, key: GOOD_KEY });
    expect(metadata.body.message).toMatch(/^base_url: outbound request refused/);
    const azure = await call('admin', 'POST', '/api/channel/fetch_models', { base_url: 'https://example.openai.azure.com', type: 3, key: GOOD_KEY });
    expect(azure.body).toMatchObject({ success: false, message: 'fetching models is not supported for this channel type (Azure) yet' });
    expect(upstream.received).toEqual([]);
  });
});
