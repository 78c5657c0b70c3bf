import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBalance } from '../../../services/relay/providers/balance-answers';
import { apiClient } from '../../testkit/api-client';
import { eventually } from '../../testkit/eventually';
import { startFakeUpstream, OPENAI, type FakeUpstream } from '../../testkit/fake-upstream';
import { startTestGateway, type TestGateway } from '../../testkit/gateway';

/*
 * OpenAI's legacy billing endpoints over HTTP (server-behaviour 1.3, 9):
 * `/dashboard/billing/subscription` and `/usage`, with and without `/v1`,
 * for a key. DisplayTokenStatEnabled shows the token's figures or the
 * user's; amounts are dollars at QuotaPerUnit (or quota when the site shows
 * quota); an unlimited token's limits read 100,000,000.
 */

let t: TestGateway;
let upstream: FakeUpstream;
const api = apiClient(() => t.baseUrl);
let userId = 0;
/** The keys, with `sk-`. */
const keys = { limited: '', unlimited: '' };
/** What each token's one request was charged. */
const charged = { limited: 0, unlimited: 0 };

const CREDITED = 10_000_000;
const LIMITED_ALLOWANCE = 3_000_000;
/** 2100-01-01. */
const LIMITED_EXPIRES = 4_102_444_800;
const QUOTA_PER_DOLLAR = 500_000;

const setOption = async (name: string, value: string, read: unknown) => {
  await t.gateway.options.set(name as never, value, { kind: 'system', reason: 'test' });
  await eventually(() => t.gateway.options.get(name as never) === read, { what: `${name} to read ${value}` });
};

interface Subscription {
  object: string;
  has_payment_method: boolean;
  soft_limit_usd: number;
  hard_limit_usd: number;
  system_hard_limit_usd: number;
  access_until: number;
}
interface Usage {
  object: string;
  total_usage: number;
}

async function billing<T>(path: string, key: string): Promise<{ status: number; body: T; response: Response }> {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: response.status, body: (await response.clone().json()) as T, response };
}

const subscription = async (key: string, prefix = '') => (await billing<Subscription>(`${prefix}/dashboard/billing/subscription`, key)).body;
const usage = async (key: string, prefix = '') =>
  (await billing<Usage>(`${prefix}/dashboard/billing/usage?start_date=2026-01-01&end_date=2026-01-31`, key)).body;

/** One chat request with `key`; resolves with what it was charged once settled. */
async function chargeOnce(key: string): Promise<number> {
  const response = await fetch(`${t.baseUrl}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Write a haiku' }] }),
  });
  expect(response.status).toBe(200);
  const requestId = response.headers.get('x-request-id')!;
  return eventually(
    async () => {
      const { rows } = await t.gateway.db.query<{ actual: string }>(
        "SELECT data->>'actual' AS actual FROM events WHERE stream_id = $1 AND type = 'QuotaSettled' AND data->>'requestId' = $2",
        [`wallet-${userId}`, requestId],
      );
      return rows.length === 1 && Number(rows[0]!.actual);
    },
    { what: `request ${requestId} to settle` },
  );
}

beforeAll(async () => {
  upstream = await startFakeUpstream(() => OPENAI.chatCompletion);
  t = await startTestGateway();
  await api.setUpSite('bl');
  for (const [name, value] of [
    ['egress.allow_list', JSON.stringify([upstream.host])],
    ['ModelRatio', JSON.stringify({ 'gpt-4o-mini': 0.075 })],
    ['CompletionRatio', JSON.stringify({ 'gpt-4o-mini': 4 })],
  ]) {
    await t.gateway.options.set(name as never, value!, { kind: 'system', reason: 'test' });
  }
  await api.signUp('bl_user');
  userId = api.sessions.get('bl_user')!.id;
  const funded = await api.graphql('bl_root', 'mutation($id: Int!) { adjustQuota(userId: $id, amount: 10000000, reason: "test") { quota } }', { id: userId });
  expect(funded.errors).toBeUndefined();
  // The limited token is limited to a model too: the billing endpoints name none, and still answer it.
  await api.call('bl_user', 'POST', '/api/token/', {
    name: 'limited',
    remain_quota: LIMITED_ALLOWANCE,
    expired_time: LIMITED_EXPIRES,
    model_limits_enabled: true,
    model_limits: 'gpt-4o-mini',
  });
  await api.call('bl_user', 'POST', '/api/token/', { name: 'unlimited', unlimited_quota: true, remain_quota: 0, expired_time: -1 });
  const listed = await api.call<{ items: Array<{ name: string; key: string }> }>('bl_user', 'GET', '/api/token/?p=1&size=10');
  for (const item of listed.body.data!.items) keys[item.name as keyof typeof keys] = `sk-${item.key.replace(/^sk-/, '')}`;
  expect(keys.limited).not.toBe('');
  expect(keys.unlimited).not.toBe('');
  const created = await api.call('admin', 'POST', '/api/channel/', {
    type: 1,
    key: 'sk-upstream-key-1',
    group: 'default',
    models: 'gpt-4o-mini',
    base_url: upstream.baseUrl,
    name: 'primary',
  });
  expect(created.body).toMatchObject({ success: true });
  charged.limited = await chargeOnce(keys.limited);
  charged.unlimited = await chargeOnce(keys.unlimited);
  expect(charged.limited).toBeGreaterThan(0);
  expect(charged.unlimited).toBeGreaterThan(0);
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await upstream?.close();
});

describe('the billing endpoints with DisplayTokenStatEnabled (the default): the token', () => {
  it("answers a limited token's allowance in OpenAI's shape, in dollars, with and without /v1", async () => {
    for (const prefix of ['', '/v1']) {
      const { status, body, response } = await billing<Subscription>(`${prefix}/dashboard/billing/subscription`, keys.limited);
      expect(status).toBe(200);
      // Key-signed, as the model routes: any site may read it.
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      // Everything granted: what is left plus what is spent.
      const granted = LIMITED_ALLOWANCE / QUOTA_PER_DOLLAR;
      expect(body).toEqual({
        object: 'billing_subscription',
        has_payment_method: true,
        soft_limit_usd: granted,
        hard_limit_usd: granted,
        system_hard_limit_usd: granted,
        access_until: LIMITED_EXPIRES,
      });
      const spent = await usage(keys.limited, prefix);
      expect(spent).toEqual({ object: 'list', daily_costs: [], total_usage: expect.any(Number) });
      // In cents.
      expect(spent.total_usage).toBeCloseTo((charged.limited * 100) / QUOTA_PER_DOLLAR, 9);
    }
  });

  it("answers an unlimited token's limits as 100,000,000 and its own spending", async () => {
    const body = await subscription(keys.unlimited);
    expect(body).toMatchObject({ hard_limit_usd: 100_000_000, soft_limit_usd: 100_000_000, system_hard_limit_usd: 100_000_000, access_until: 0 });
    expect((await usage(keys.unlimited)).total_usage).toBeCloseTo((charged.unlimited * 100) / QUOTA_PER_DOLLAR, 9);
  });

  it('reads, with the gateway’s own balance reader, as what the token has left', async () => {
    const balance = readBalance('openai-billing', [await subscription(keys.limited), await usage(keys.limited)]);
    expect(balance.amount).toBeCloseTo((LIMITED_ALLOWANCE - charged.limited) / QUOTA_PER_DOLLAR, 9);
  });

  it('answers in quota when the site shows quota rather than dollars', async () => {
    await setOption('DisplayInCurrencyEnabled', 'false', false);
    try {
      expect((await subscription(keys.limited)).hard_limit_usd).toBe(LIMITED_ALLOWANCE);
      expect((await usage(keys.limited)).total_usage).toBe(charged.limited * 100);
      // Unlimited is the same number whatever the display.
      expect((await subscription(keys.unlimited)).hard_limit_usd).toBe(100_000_000);
    } finally {
      await setOption('DisplayInCurrencyEnabled', 'true', true);
    }
  });

  it('refuses a wrong key in the OpenAI error shape', async () => {
    for (const path of ['/dashboard/billing/subscription', '/v1/dashboard/billing/usage']) {
      const { status, body } = await billing<{ error: { type: string; message: string } }>(path, 'sk-not-a-key');
      expect(status).toBe(401);
      expect(body.error).toMatchObject({ type: 'new_api_error', message: expect.stringMatching(/^无效的令牌/) });
    }
    const none = await fetch(`${t.baseUrl}/dashboard/billing/subscription`);
    expect(none.status).toBe(401);
  });
});

describe('the billing endpoints without DisplayTokenStatEnabled: the user', () => {
  beforeAll(() => setOption('DisplayTokenStatEnabled', 'false', false));
  afterAll(() => setOption('DisplayTokenStatEnabled', 'true', true));

  it("answers the user's quota and spending for a limited and an unlimited token alike", async () => {
    for (const key of [keys.limited, keys.unlimited]) {
      const granted = CREDITED / QUOTA_PER_DOLLAR;
      expect(await subscription(key, '/v1')).toEqual({
        object: 'billing_subscription',
        has_payment_method: true,
        soft_limit_usd: granted,
        hard_limit_usd: granted,
        system_hard_limit_usd: granted,
        access_until: 0,
      });
      expect((await usage(key)).total_usage).toBeCloseTo(((charged.limited + charged.unlimited) * 100) / QUOTA_PER_DOLLAR, 9);
    }
  });
});
