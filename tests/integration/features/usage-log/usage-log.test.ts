import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigChanged } from '../../../../schema/events/audit';
import { relayFailureStreamId, type RelayAttemptsFailed } from '../../../../schema/events/relay';
import { chargeDetail, relayAttemptsFailed } from '../../../testkit/events';
import type { ChargeDetail } from '../../../../schema/events/wallet';
import { USAGE_LOG_ROUTES } from '../../../../services/features/usage-log';
import { createWalletService, type WalletService } from '../../../../services/features/wallet/wallet-service';
import { ROLE } from '../../../../services/platform/actor';
import { secretHash } from '../../../../services/platform/crypto/secrets';
import { randomEventId } from '../../../../services/platform/event-id';
import { silentLogger } from '../../../../services/platform/logger';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { expectErrorCode, expectNoErrors, graphqlClient } from '../../../testkit/graphql';
import { subscribe, wsClient } from '../../../testkit/graphql-ws-client';
import { catchUpAll, freshUserId, TEST_META } from '../../../testkit/ledger';
import { authenticateByTestUserOrRole, testCallerHeaders, type TestCaller } from '../../../testkit/test-authenticate';

/*
 * The usage log end to end on a test gateway: events recorded the way the
 * relay, the wallet and the admin screens record them, folded by the
 * projection, then read over `/api/log` and GraphQL by each role: who sees
 * which rows and fields, every filter, the stats, and clearing (an event;
 * the ledger keeps everything).
 */

const authenticate = authenticateByTestUserOrRole;
type Caller = TestCaller;
const headersOf = testCallerHeaders;

interface Row {
  id: number;
  event_id: string;
  created_at: number;
  type: number;
  user_id: number;
  username: string;
  token_name: string;
  channel: number;
  channel_name: string;
  model_name: string;
  group: string;
  quota: number;
  prompt_tokens: number;
  completion_tokens: number;
  use_time: number;
  is_stream: boolean;
  request_id: string;
  content: string;
  other: string;
}
interface Envelope<T> {
  success: boolean;
  message: string;
  data?: T;
}
type Page = { items: Row[]; total: number; page: number; page_size: number };

let t: TestGateway;
let wallets: WalletService;
const alice = freshUserId();
const bob = freshUserId();
let aliceToken = 0;
let channelId = 0;
const run = randomEventId().slice(0, 8);
/** Alice's API key (disabled: the read-only key call ignores the token's status). */
const ALICE_KEY = `alicekey${run}`;

async function rest<T>(caller: Caller, method: string, path: string): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(t.baseUrl + path, { method, headers: headersOf(caller) });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}
async function page(caller: Caller, path: string): Promise<Page> {
  const reply = await rest<Page>(caller, 'GET', path);
  expect(reply.body, reply.body.message).toMatchObject({ success: true });
  return reply.body.data!;
}
const graphql = graphqlClient(() => t.baseUrl, headersOf);

const detail = (over: Partial<ChargeDetail> = {}): ChargeDetail =>
  chargeDetail({
    group: 'vip',
    channelsTried: [channelId],
    stream: true,
    elapsedMs: 2_400,
    price: { kind: 'per-token', modelRatio: '0.075', completionRatio: '4', cacheRatio: '0.5', createCacheRatio: '1.25', imageRatio: '1', groupRatio: '1.5' },
    ...over,
  });

/** One relay request of `userId`, reserved and settled as the relay records it. */
async function charge(userId: number, requestId: string, actual: number, model = 'gpt-4o-mini', tokenId: number | null = null) {
  await wallets.reserve(userId, { requestId, tokenId, amount: actual + 100, modelName: model }, TEST_META);
  await wallets.settle(
    userId,
    { requestId, actual, usage: { channelId, modelName: model, promptTokens: 10, completionTokens: 20, detail: detail() } },
    TEST_META,
  );
}

const failure = (userId: number, requestId: string, outcome: RelayAttemptsFailed['data']['outcome']) =>
  relayAttemptsFailed({ requestId, userId, channelId, outcome });

beforeAll(async () => {
  t = await startTestGateway({}, { authenticate });
  const { db, events } = t.gateway;
  wallets = createWalletService({ store: events.store, db, clock: () => new Date(), logger: silentLogger });
  for (const [id, name] of [
    [alice, `alice_${run}`],
    [bob, `bob_${run}`],
  ] as const) {
    await db.query(`INSERT INTO users (id, username, aff_code, created_at, credentials_changed_at) VALUES ($1, $2, $3, now(), now())`, [id, name, `aff${id}`]);
  }
  const token = await db.query<{ id: string }>(
    `INSERT INTO tokens (user_id, name, key_hash, key_ciphertext, created_time, accessed_time, status) VALUES ($1, 'ci-key', $2, 'x', 0, 0, 2) RETURNING id::text AS id`,
    [alice, secretHash(ALICE_KEY)],
  );
  aliceToken = Number(token.rows[0]!.id);
  const channel = await db.query<{ id: string }>(
    `INSERT INTO channels (name, key_ciphertext, created_time) VALUES ('main-openai', 'x', 0) RETURNING id::text AS id`,
  );
  channelId = Number(channel.rows[0]!.id);

  await wallets.credit(alice, { key: `topup-${run}`, source: 'topup', amount: 1_000_000, reference: 'ORDER-1', reason: null }, TEST_META);
  await wallets.credit(bob, { key: `gift-${run}`, source: 'new_user_gift', amount: 500_000, reference: null, reason: null }, TEST_META);
  await wallets.setTokenAllowance(alice, { key: `allow-${run}`, tokenId: aliceToken, unlimited: true, remaining: 0 }, TEST_META);
  await charge(alice, `req-a1-${run}`, 1_500, 'gpt-4o-mini', aliceToken);
  await charge(alice, `req-a2-${run}`, 2_500, 'gpt-4o', aliceToken);
  await charge(bob, `req-b1-${run}`, 700);
  await events.store.append(relayFailureStreamId(`req-e1-${run}`), [failure(alice, `req-e1-${run}`, 'answered_error')], 'no_stream');
  await events.store.append(relayFailureStreamId(`req-e2-${run}`), [failure(alice, `req-e2-${run}`, 'served_by_retry')], 'no_stream');
  const change: ConfigChanged = {
    eventId: randomEventId(),
    type: 'ConfigChanged',
    schemaVersion: 2,
    streamId: `audit_user-${bob}`,
    occurredAt: new Date().toISOString(),
    correlationId: null,
    causationId: null,
    actor: { kind: 'user', userId: 3, role: ROLE.admin },
    data: { entity: 'user', entityId: String(bob), before: { role: 1, status: 1 }, after: { role: 10, status: 1 }, reason: null },
  };
  await events.store.append(change.streamId, [change], 'any');
  await catchUpAll(db, events.store);
});
afterAll(async () => t?.dispose());

describe('the usage log over /api/log', () => {
  it('shows an admin every row with names joined, the consumption details and the admin details', async () => {
    const all = await page('admin', `/api/log/?username=alice_${run}&page_size=100`);
    expect(all.items.map((r) => r.type).sort()).toEqual([1, 2, 2, 5]);
    const row = all.items.find((r) => r.request_id === `req-a2-${run}`)!;
    expect(row).toMatchObject({
      type: 2,
      username: `alice_${run}`,
      token_name: 'ci-key',
      channel: channelId,
      channel_name: 'main-openai',
      model_name: 'gpt-4o',
    });
    expect(row).toMatchObject({ group: 'vip', quota: 2_500, prompt_tokens: 10, completion_tokens: 20, use_time: 2, is_stream: true });
    expect(JSON.parse(row.other)).toMatchObject({
      model_ratio: 0.075,
      completion_ratio: 4,
      group_ratio: 1.5,
      cache_tokens: 3,
      frt: 120,
      is_model_mapped: true,
      upstream_model_name: 'gpt-4o-mini-2024-07-18',
      request_conversion: ['OpenAI Compatible'],
      stream_end: 'complete',
      admin_info: { use_channel: [channelId] },
    });
    // Newest first, numbered by place.
    expect(all.items.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect([...all.items].sort((a, b) => b.created_at - a.created_at).map((r) => r.event_id)).toEqual(all.items.map((r) => r.event_id));
    const error = all.items.find((r) => r.type === 5)!;
    expect(error).toMatchObject({ request_id: `req-e1-${run}`, content: 'upstream overloaded', channel: channelId, model_name: 'gpt-4o' });
    const topup = all.items.find((r) => r.type === 1)!;
    expect(topup).toMatchObject({ quota: 1_000_000, content: 'Online top-up: +1000000 quota (order ORDER-1)' });
  });

  it('shows a user only their own rows, without the channel name and the admin details', async () => {
    const own = await page({ userId: bob }, '/api/log/self/?page_size=100&username=' + `alice_${run}`);
    expect(own.items.every((r) => r.user_id === bob)).toBe(true);
    expect(own.items.map((r) => r.type).sort()).toEqual([2, 3, 4]);
    const consumption = own.items.find((r) => r.type === 2)!;
    expect(consumption.channel_name).toBe('');
    expect(JSON.parse(consumption.other)).not.toHaveProperty('admin_info');
    expect(JSON.parse(consumption.other)).toHaveProperty('model_ratio', 0.075);
    const management = own.items.find((r) => r.type === 3)!;
    expect(management.content).toBe('Admin #3: role: 1 → 10');
  });

  it('filters by type, model, token, request id, channel and time', async () => {
    const mine = (query: string) => page({ userId: alice }, `/api/log/self?page_size=100&${query}`);
    expect((await mine('type=2')).items.map((r) => r.request_id).sort()).toEqual([`req-a1-${run}`, `req-a2-${run}`]);
    expect((await mine('model_name=gpt-4o')).items.map((r) => r.request_id).sort()).toEqual([`req-a2-${run}`, `req-e1-${run}`]);
    expect((await mine('token_name=ci-key')).total).toBe(2);
    // Names resolve to ids first: a name no token or user has matches nothing.
    expect((await mine('token_name=no-such-key')).total).toBe(0);
    expect((await page('admin', `/api/log/?username=nobody_${run}`)).total).toBe(0);
    expect((await mine(`request_id=req-a1-${run}`)).items).toHaveLength(1);
    // A user's % is a character, not a wildcard; an admin's is a wildcard.
    expect((await mine('model_name=gpt-4o%25')).total).toBe(0);
    expect((await page('admin', `/api/log/?username=alice_${run}&model_name=gpt-4o%25`)).total).toBe(3);
    expect((await page('admin', `/api/log/?channel=${channelId}&type=2&username=bob_${run}`)).total).toBe(1);
    const future = Math.floor(Date.now() / 1000) + 3_600;
    expect((await mine(`start_timestamp=${future}`)).total).toBe(0);
    expect((await mine(`end_timestamp=${future}`)).total).toBe(4);
    const bad = await rest('admin', 'GET', '/api/log/?type=9');
    expect(bad.body).toMatchObject({ success: false });
    expect(bad.body.message).toContain('type');
  });

  it('sums consumption in the range and counts the last minute for the stats', async () => {
    const stat = await rest<{ quota: number; rpm: number; tpm: number }>({ userId: alice }, 'GET', '/api/log/self/stat?type=1');
    expect(stat.body.data).toEqual({ quota: 4_000, rpm: 2, tpm: 60 });
    const admin = await rest<{ quota: number; rpm: number; tpm: number }>('admin', 'GET', `/api/log/stat?username=bob_${run}`);
    expect(admin.body.data).toEqual({ quota: 700, rpm: 1, tpm: 30 });
  });

  it('refuses the admin calls to users and every call to anonymous callers', async () => {
    for (const route of USAGE_LOG_ROUTES) {
      expect([route.path, (await rest('anonymous', route.method, route.path)).status]).toEqual([route.path, 401]);
      if (route.access !== 'admin') continue;
      expect([route.path, (await rest({ userId: alice }, route.method, route.path)).body.message]).toEqual([route.path, 'your role does not allow this']);
    }
    expect((await rest({ userId: alice }, 'GET', '/api/log/self/search')).body).toMatchObject({ success: false, message: '该接口已废弃' });
  });

  it('serves the same rows over GraphQL, admins only for everyone’s', async () => {
    const query = `query($filter: UsageLogFilter) { myUsageLogs(filter: $filter, pageSize: 50) { total items { type requestId channelName other } } myUsageLogStat { quota rpm tpm } }`;
    const data = expectNoErrors(
      await graphql<{ myUsageLogs: { total: number; items: { type: number; channelName: string; other: string }[] }; myUsageLogStat: { quota: number } }>(
        { userId: alice },
        query,
        { filter: { type: 2 } },
      ),
    );
    expect(data.myUsageLogs.total).toBe(2);
    expect(data.myUsageLogs.items.every((i) => i.channelName === '' && !i.other.includes('admin_info'))).toBe(true);
    expect(data.myUsageLogStat.quota).toBe(4_000);
    expectErrorCode(await graphql({ userId: alice }, '{ usageLogs { total } }'), 'FORBIDDEN');
  });

  it('answers a key’s own rows to whoever holds the key, as the established read-only key call does', async () => {
    const byKey = async (authorization: string | null) => {
      const response = await fetch(`${t.baseUrl}/api/log/token`, { headers: authorization === null ? {} : { authorization } });
      return { status: response.status, body: (await response.json()) as Envelope<Row[]> };
    };
    const rows = await byKey(`Bearer sk-${ALICE_KEY}-extra`);
    expect(rows.body.success, rows.body.message).toBe(true);
    expect(rows.body.data!.map((r) => r.request_id).sort()).toEqual([`req-a1-${run}`, `req-a2-${run}`]);
    expect(rows.body.data!.map((r) => r.id)).toEqual([1, 2]);
    expect(rows.body.data!.every((r) => r.channel_name === '' && !r.other.includes('admin_info'))).toBe(true);
    expect(await byKey(null)).toMatchObject({ status: 401, body: { success: false, message: '未提供 Authorization 请求头' } });
    expect(await byKey('Bearer sk-nosuchkey')).toMatchObject({ status: 401, body: { success: false, message: '无效的令牌' } });
    await t.gateway.db.query('UPDATE users SET status = 2 WHERE id = $1', [alice]);
    try {
      expect((await byKey(`Bearer ${ALICE_KEY}`)).body).toMatchObject({ success: false, message: '用户已被封禁' });
    } finally {
      await t.gateway.db.query('UPDATE users SET status = 1 WHERE id = $1', [alice]);
    }
  });

  it('clears old rows through an event: the read model forgets them, the ledger keeps every charge', async () => {
    const before = await page('admin', `/api/log/?username=bob_${run}&page_size=100`);
    expect(before.total).toBe(3);
    const cut = Math.floor(Date.now() / 1000) + 1;
    const cleared = await rest<number>('admin', 'DELETE', `/api/log/?target_timestamp=${cut}`);
    expect(cleared.body.success, cleared.body.message).toBe(true);
    expect(cleared.body.data).toBeGreaterThanOrEqual(7);
    const { db, events } = t.gateway;
    await catchUpAll(db, events.store);
    expect((await page('admin', `/api/log/?username=bob_${run}`)).total).toBe(0);
    const recorded = await events.store.readStream('usage_log-clearings');
    expect(recorded.at(-1)!.event).toMatchObject({ type: 'UsageLogCleared', data: { reason: 'admin' } });
    // The ledger is untouched: bob's wallet stream still holds his gift and his charge.
    const wallet = await events.store.readStream(`wallet-${bob}`);
    expect(wallet.map((r) => r.event.type)).toEqual(['WalletCredited', 'QuotaReserved', 'QuotaSettled']);
    // Rows of events after the clearing still arrive.
    await charge(bob, `req-b2-${run}`, 300);
    await catchUpAll(db, events.store);
    expect((await page('admin', `/api/log/?username=bob_${run}`)).items.map((r) => r.request_id)).toEqual([`req-b2-${run}`]);
    expect((await rest('admin', 'DELETE', '/api/log/')).body).toMatchObject({ success: false });
  });
});

describe('the live feed of new rows', () => {
  const FIELDS = '{ requestId type quota cursor userId channelName }';
  const FEED = `subscription { myUsageLogAdded ${FIELDS} }`;
  const feedAfter = (cursor: string) => `subscription { myUsageLogAdded(after: ${JSON.stringify(cursor)}) ${FIELDS} }`;
  /** What a failed subscription said, whichever shape graphql-ws hands it over in. */
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no failure',
      (error: unknown) => (error instanceof Error && error.message ? error.message : JSON.stringify(error)),
    );
  type Fed = { myUsageLogAdded: { requestId: string; type: number; quota: number; cursor: string; userId: number; channelName: string } };

  it('sends a user their own new rows as they are committed, and nobody else’s', async () => {
    const aliceClient = wsClient(t.baseUrl, headersOf({ userId: alice }));
    const bobClient = wsClient(t.baseUrl, headersOf({ userId: bob }));
    try {
      const aliceFeed = await subscribe<Fed>(aliceClient, FEED);
      const bobFeed = await subscribe<Fed>(bobClient, FEED);
      const sent = performance.now();
      await charge(alice, `feed-a-${run}`, 42);
      const got = await aliceFeed.next();
      console.log(`usage log feed: a charge reached its owner's subscription ${(performance.now() - sent).toFixed(0)} ms after its settle was recorded`);
      expect(got.myUsageLogAdded).toMatchObject({ requestId: `feed-a-${run}`, type: 2, quota: 42, userId: alice, channelName: '' });
      // Bob's first row is his own: alice's, committed before it, never reached him.
      await charge(bob, `feed-b-${run}`, 7);
      expect((await bobFeed.next()).myUsageLogAdded).toMatchObject({ requestId: `feed-b-${run}`, userId: bob });
      await Promise.all([aliceFeed.stop(), bobFeed.stop()]);
    } finally {
      await Promise.all([aliceClient.dispose(), bobClient.dispose()]);
    }
  });

  it('resumes after a reconnect with exactly the rows missed: none lost, none twice', async () => {
    const first = wsClient(t.baseUrl, headersOf({ userId: alice }));
    let cursor: string;
    try {
      const feed = await subscribe<Fed>(first, FEED);
      await charge(alice, `resume-0-${run}`, 1);
      const last = await feed.next();
      expect(last.myUsageLogAdded.requestId).toBe(`resume-0-${run}`);
      cursor = last.myUsageLogAdded.cursor;
      await feed.stop();
    } finally {
      await first.dispose();
    }
    // Away: 100 charges.
    const missed = Array.from({ length: 100 }, (_, i) => `resume-${i + 1}-${run}`);
    for (const requestId of missed) await charge(alice, requestId, 2);
    await catchUpAll(t.gateway.db, t.gateway.events.store);
    const second = wsClient(t.baseUrl, headersOf({ userId: alice }));
    try {
      const feed = await subscribe<Fed>(second, feedAfter(cursor));
      const received: string[] = [];
      for (let i = 0; i < 100; i++) received.push((await feed.next()).myUsageLogAdded.requestId);
      expect(received).toEqual(missed);
      // And then the next new row, once.
      await charge(alice, `resume-after-${run}`, 3);
      expect((await feed.next()).myUsageLogAdded.requestId).toBe(`resume-after-${run}`);
      await feed.stop();
    } finally {
      await second.dispose();
    }
  });

  it('starts at a page’s cursor: a row committed after the page was read arrives, once', async () => {
    const read = await graphql<{ myUsageLogs: { items: Array<{ requestId: string }>; cursor: string } }>(
      { userId: bob },
      'query { myUsageLogs(pageSize: 100) { items { requestId } cursor } }',
    );
    const shown = expectNoErrors(read).myUsageLogs;
    expect(shown.items.map((row) => row.requestId)).toContain(`feed-b-${run}`);
    await charge(bob, `after-page-${run}`, 5);
    await catchUpAll(t.gateway.db, t.gateway.events.store);
    const client = wsClient(t.baseUrl, headersOf({ userId: bob }));
    try {
      const feed = await subscribe<Fed>(client, feedAfter(shown.cursor));
      expect((await feed.next()).myUsageLogAdded.requestId).toBe(`after-page-${run}`);
      await charge(bob, `after-page-2-${run}`, 5);
      expect((await feed.next()).myUsageLogAdded.requestId).toBe(`after-page-2-${run}`);
      await feed.stop();
    } finally {
      await client.dispose();
    }
  });

  it('refuses a cursor it did not send, and the admins’ feed to a user', async () => {
    const client = wsClient(t.baseUrl, headersOf({ userId: alice }));
    try {
      const bad = await subscribe<Fed>(client, feedAfter('drop table'));
      expect(await failureOf(bad.next())).toContain('after must be a cursor the feed or a page sent');
      const admins = await subscribe(client, 'subscription { usageLogAdded { requestId } }');
      expect(await failureOf(admins.next())).toMatch(/FORBIDDEN|not allow/);
    } finally {
      await client.dispose();
    }
  });
});
