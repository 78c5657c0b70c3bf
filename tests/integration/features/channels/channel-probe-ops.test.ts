import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../../testkit/eventually';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { apiClient } from '../../../testkit/api-client';
import { subscribe, wsClient } from '../../../testkit/graphql-ws-client';
import {
  isChatCompletion,
  keyOf,
  maskedKey,
  modelOf,
  OPENAI,
  openaiCompatible,
  OPENROUTER,
  startFakeUpstream,
  type Answer,
  type FakeUpstream,
  type ReceivedRequest,
} from '../../../testkit/fake-upstream';

/*
 * Test all, automatic disable / enable and balances (server-behaviour 3.7-3.9)
 * on a whole gateway against a fake OpenAI-compatible upstream on 127.0.0.1
 * (allow-listed), which answers by key: a completion, a 401 for a wrong key,
 * a 429 rate limit, a slow completion; and the balance endpoints of OpenAI,
 * DeepSeek and OpenRouter in their documented formats.
 */

interface Channel {
  id: number;
  status: number;
  response_time: number;
  test_time: number;
  other_info: string;
  balance: number;
  balance_updated_time: number;
}

const GOOD = 'sk-ops-good-0123456789abcdef';
const WRONG = 'sk-ops-wrong-fedcba9876543210';
const RATE = 'sk-ops-rate-5555555555555555';
const SLOW = 'sk-ops-slow-7777777777777777';
const EMPTY = 'sk-ops-empty-999999999999999';
/** Refused as WRONG is, once the test releases it: an admin changes the channel while its test is under way. */
const SLOW_WRONG = 'sk-ops-slowwrong-3333333333333';
let releaseSlowWrong: () => void = () => {};
let slowWrongHeld = new Promise<void>((resolve) => (releaseSlowWrong = resolve));

let upstream: FakeUpstream;
let upstreamHost: string;
/** The models the chat tests asked for, in order: each channel here has its own test model. */
const tested = () => upstream.received.filter(isChatCompletion).map(modelOf);
const paths = () => upstream.received.map((request) => request.path);
/** The keys the chat tests used, in order. */
const testedKeys = () => upstream.received.filter(isChatCompletion).map(keyOf);
/** Keys the upstream refuses as it refuses WRONG, for as long as they are in here. */
const revoked = new Set<string>();

/** Answers by key: OpenAI's 401 for a wrong key, a 429, a slow completion, an empty OpenRouter account; the rest as OpenAI-compatible. */
async function answer(request: ReceivedRequest): Promise<Answer> {
  const key = keyOf(request);
  if (key === SLOW_WRONG) await slowWrongHeld;
  if (key === WRONG || key === SLOW_WRONG || revoked.has(key)) return OPENAI.invalidApiKey;
  if (isChatCompletion(request) && key === RATE) return OPENAI.rateLimitExceeded;
  if (isChatCompletion(request) && key === SLOW) return { ...OPENAI.chatCompletion, delayMs: 700 };
  if (request.path === '/v1/credits' && key === EMPTY) return { ...OPENROUTER.credits, patch: { data: { total_credits: 10, total_usage: 10 } } };
  return openaiCompatible(request);
}

let t: TestGateway;
const { sessions, call, graphql, signIn, setUpSite } = apiClient(() => t.baseUrl);

const setOption = (key: string, value: string) => t.gateway.options.set(key as never, value, { kind: 'system', reason: 'test' });
const createChannel = async (fields: Record<string, unknown>): Promise<Channel> => {
  const created = await call<Channel[]>('admin', 'POST', '/api/channel/', {
    type: 1,
    group: 'default',
    models: 'gpt-4o-mini',
    base_url: `http://${upstreamHost}`,
    ...fields,
  });
  expect(created.body).toMatchObject({ success: true });
  return created.body.data![0]!;
};
const channel = async (id: number): Promise<Channel> => (await call<Channel>('admin', 'GET', `/api/channel/${id}`)).body.data!;
const enabledAbilities = async (id: number): Promise<boolean[]> =>
  (await t.gateway.db.query<{ enabled: boolean }>('SELECT enabled FROM abilities WHERE channel_id = $1', [id])).rows.map((r) => r.enabled);

/** Waits until the run's last notice (the REST call answers before the run ends). */
async function runFinished(): Promise<void> {
  await eventually(
    async () => (await t.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM channel_test_runs WHERE finished_at IS NULL', [])).rows[0]!.n === 0,
    { what: 'the test run to finish' },
  );
}

beforeAll(async () => {
  upstream = await startFakeUpstream(answer);
  upstreamHost = upstream.host;

  t = await startTestGateway();
  await setUpSite('op');
  await call(null, 'POST', '/api/user/register', { username: 'op_carol', password: 'carol-password' });
  await signIn('op_carol', 'carol-password');
  await setOption('egress.allow_list', JSON.stringify([upstreamHost]));
});
afterAll(async () => {
  await t?.dispose();
  await upstream?.close();
});
beforeEach(async () => {
  upstream.received.length = 0;
  revoked.clear();
  // Each test starts from no channels: test all and update all read every channel.
  await t.gateway.db.query('DELETE FROM channels', []);
  await setOption('AutomaticDisableChannelEnabled', 'true');
  await setOption('AutomaticEnableChannelEnabled', 'true');
  await setOption('ChannelDisableThreshold', '0.5');
});

describe('one channel test', () => {
  it('answers time at the top level and in data, on failure too, and never disables', async () => {
    const { id } = await createChannel({ name: 'single', key: WRONG });
    const failed = await call<{ success: boolean; time: number; message: string }, { time: number }>('admin', 'GET', `/api/channel/test/${id}`);
    expect(failed.body).toMatchObject({ success: false, data: { success: false } });
    const body = failed.body;
    expect(body.time).toBeGreaterThanOrEqual(0);
    expect(body.data!.time).toBe(body.time);
    expect(body.data!.message).toBe(body.message);
    expect(JSON.stringify(failed.body)).not.toContain('sk-ops');
    expect((await channel(id)).status).toBe(1);

    const good = await createChannel({ name: 'single-good', key: GOOD });
    const passed = await call<{ time: number }, { time: number }>('admin', 'GET', `/api/channel/test/${good.id}`);
    expect(passed.body).toMatchObject({ success: true, message: '', data: { success: true, message: '' } });
    expect(passed.body.time).toBe(passed.body.data!.time);
  });
});

describe('test all channels', () => {
  it('tests every channel but those an admin disabled, highest priority first; disables and enables automatically, with events', async () => {
    const admin = sessions.get('admin')!;
    const client = wsClient(t.baseUrl, { cookie: admin.cookie, 'new-api-user': String(admin.id) });
    type Progress = {
      channelTestProgress: {
        runId: number;
        done: number;
        total: number;
        finished: boolean;
        last: { name: string; success: boolean; status: number; statusChange: string | null; message: string } | null;
      };
    };
    let good: Channel, wrong: Channel, rate: Channel, slow: Channel, manual: Channel;
    const progress = await subscribe<Progress>(
      client,
      'subscription { channelTestProgress { runId done total finished last { name success status statusChange message } } }',
    );
    try {
      // graphql-ws does not acknowledge a subscription: runs over no channels until one notice arrives.
      expect((await progress.nextAfter(() => call('admin', 'GET', '/api/channel/test'))).channelTestProgress).toMatchObject({ total: 0, finished: true });
      await runFinished();
      good = await createChannel({ name: 'good', key: GOOD, test_model: 'model-good', priority: 5 });
      wrong = await createChannel({ name: 'wrong', key: WRONG, test_model: 'model-wrong', priority: 9 });
      rate = await createChannel({ name: 'rate', key: RATE, test_model: 'model-rate', priority: 1 });
      slow = await createChannel({ name: 'slow', key: SLOW, test_model: 'model-slow', priority: 0 });
      manual = await createChannel({ name: 'manual', key: WRONG, test_model: 'model-manual', priority: 3 });
      expect((await call('admin', 'PUT', '/api/channel/', { id: manual.id, status: 2 })).body.success).toBe(true);

      const started = await call<{ run_id: number; total: number }>('admin', 'GET', '/api/channel/test');
      expect(started.body).toMatchObject({ success: true, data: { total: 4 } });
      // A second run is refused while this one goes (the slow channel keeps it going).
      expect((await call('admin', 'GET', '/api/channel/test')).body).toMatchObject({ success: false, message: 'a test of all channels is already running' });

      const notices: Progress['channelTestProgress'][] = [];
      while (!notices.at(-1)?.finished) {
        const notice = (await progress.next()).channelTestProgress;
        if (notice.runId === started.body.data!.run_id) notices.push(notice);
      }
      expect(notices.map((n) => n.done)).toEqual([0, 1, 2, 3, 4]);
      expect(notices.every((n) => n.total === 4)).toBe(true);
      expect(notices.slice(1).map((n) => n.last!.name)).toEqual(['wrong', 'good', 'rate', 'slow']);
      expect(notices[1]!.last).toMatchObject({ success: false, status: 3, statusChange: 'disabled' });
      expect(notices[3]!.last).toMatchObject({ success: false, status: 1, statusChange: null });
      expect(notices[3]!.last!.message).toContain('Rate limit reached');
      expect(notices[4]!.last).toMatchObject({ success: true, status: 3, statusChange: 'disabled' });
      expect(JSON.stringify(notices)).not.toContain('sk-ops');
    } finally {
      await progress.stop();
      await client.dispose();
    }
    await runFinished();

    expect(tested()).toEqual(['model-wrong', 'model-good', 'model-rate', 'model-slow']);
    expect((await channel(good.id)).status).toBe(1);
    expect((await channel(rate.id)).status).toBe(1); // a 429 is not in AutomaticDisableStatusCodes
    expect((await channel(manual.id)).status).toBe(2);
    const disabled = await channel(wrong.id);
    expect(disabled.status).toBe(3);
    expect(JSON.parse(disabled.other_info)).toMatchObject({
      status_reason: expect.stringContaining('status code 401') as unknown,
      status_time: expect.any(Number) as unknown,
    });
    expect(await enabledAbilities(wrong.id)).toEqual([false]);
    const tooSlow = await channel(slow.id);
    expect(tooSlow.status).toBe(3);
    expect(JSON.parse(tooSlow.other_info).status_reason).toMatch(/^response time \d+\.\d\ds exceeds the threshold 0\.50s$/);

    // The status change is an audit event with its reason, by the system, without the key.
    const events = await t.gateway.events.store.readStream(`audit_channel-${wrong.id}`);
    const change = events.map((e) => e.event).find((e) => (e.data as { reason: string | null }).reason?.startsWith('disabled automatically'))!;
    expect(change).toMatchObject({
      type: 'ConfigChanged',
      actor: { kind: 'system' },
      data: { before: { status: 1 }, after: { status: 3, key: { redacted: true } } },
    });
    expect((change.data as { reason: string }).reason).toContain('Incorrect API key provided');
    const text = JSON.stringify(events.map((e) => e.event));
    expect(text).not.toContain(WRONG);
    expect(text).not.toContain(maskedKey(WRONG));

    // Fixed upstream: the next run enables the automatically disabled channel again, never the admin-disabled one.
    expect(
      (
        await call('admin', 'PUT', '/api/channel/', {
          id: wrong.id,
          type: 1,
          name: 'wrong',
          key: GOOD,
          group: 'default',
          models: 'gpt-4o-mini',
          base_url: `http://${upstreamHost}`,
          test_model: 'model-wrong',
          priority: 9,
        })
      ).body.success,
    ).toBe(true);
    expect((await channel(wrong.id)).status).toBe(3);
    await setOption('ChannelDisableThreshold', '0');
    upstream.received.length = 0;
    expect((await call('admin', 'GET', '/api/channel/test')).body.success).toBe(true);
    await runFinished();
    expect(tested()).not.toContain('model-manual');
    expect((await channel(wrong.id)).status).toBe(1);
    expect((await channel(wrong.id)).other_info).toBe('');
    expect(await enabledAbilities(wrong.id)).toEqual([true]);
    expect((await channel(slow.id)).status).toBe(1);
    expect((await channel(manual.id)).status).toBe(2);
    const enabledEvent = (await t.gateway.events.store.readStream(`audit_channel-${wrong.id}`)).map((e) => e.event).at(-1)!;
    expect(enabledEvent.data).toMatchObject({ reason: 'enabled automatically: the channel passed a test', after: { status: 1 } });
  });

  it('disables a failing key of a multi-key channel on its own, the channel with its last key, and enables both when a key passes', async () => {
    const [first, second] = ['sk-ops-multi-one-1111111111111', 'sk-ops-multi-two-2222222222222'];
    revoked.add(second);
    const created = await call<Channel[]>('admin', 'POST', '/api/channel/', {
      mode: 'multi_to_single',
      multi_key_mode: 'polling',
      channel: { name: 'pool', type: 1, key: `${first}\n${second}`, group: 'default', models: 'gpt-4o-mini', base_url: `http://${upstreamHost}` },
    });
    expect(created.body.success, created.body.message).toBe(true);
    const { id } = created.body.data![0]!;
    type Pool = Channel & { channel_info: { multi_key_status_list: Record<string, number>; multi_key_polling_index: number } };
    const pool = async () => (await call<Pool>('admin', 'GET', `/api/channel/${id}`)).body.data!;
    const testAll = async () => {
      expect((await call('admin', 'GET', '/api/channel/test')).body.success).toBe(true);
      await runFinished();
    };
    const downNotices = async () =>
      (
        await t.gateway.db.query<{ reason: string }>(
          `SELECT payload->>'reason' AS reason FROM notification_deliveries WHERE kind = 'channel_disabled' AND (payload->>'channelId')::int = $1`,
          [id],
        )
      ).rows.map((r) => r.reason);
    const reasons = async () =>
      (await t.gateway.events.store.readStream(`audit_channel-${id}`))
        .map((e) => (e.event.data as { reason: string | null }).reason)
        .filter((r) => r?.startsWith('key #'));

    // Polling: each run tests the next key. The second key fails: it alone is disabled.
    await testAll();
    await testAll();
    expect(testedKeys()).toEqual([first, second]);
    let state = await pool();
    expect(state.status).toBe(1);
    expect(state.channel_info.multi_key_status_list).toEqual({ '1': 3 });
    expect(await enabledAbilities(id)).toEqual([true]);
    expect(await downNotices()).toEqual([]); // the channel is still up
    expect(await reasons()).toEqual([
      expect.stringMatching(/^key #2 disabled automatically: upstream answered HTTP 401: Incorrect API key provided: \[redacted\].*\(status code 401\)$/),
    ]);

    // Only the first key is left to test; once it fails too, the channel goes with it.
    await testAll();
    revoked.add(first);
    await testAll();
    expect(testedKeys()).toEqual([first, second, first, first]);
    state = await pool();
    expect(state.status).toBe(3);
    expect(state.channel_info.multi_key_status_list).toEqual({ '0': 3, '1': 3 });
    expect(JSON.parse(state.other_info)).toMatchObject({ status_reason: 'All keys are disabled' });
    expect(await enabledAbilities(id)).toEqual([false]);
    expect((await reasons()).at(-1)).toMatch(/^key #1 disabled automatically: .*; All keys are disabled$/);
    expect(await downNotices()).toEqual([expect.stringMatching(/^key #1: .*; All keys are disabled$/)]);

    // The upstream takes the keys again: the next run tests a key the monitor disabled, and its pass brings the channel back.
    revoked.clear();
    await testAll();
    state = await pool();
    expect(state.status).toBe(1);
    expect(state.other_info).toBe('');
    expect(Object.keys(state.channel_info.multi_key_status_list)).toHaveLength(1);
    expect(await enabledAbilities(id)).toEqual([true]);
    expect((await reasons()).at(-1)).toMatch(/^key #\d enabled automatically: the channel passed a test$/);
    const text = JSON.stringify((await t.gateway.events.store.readStream(`audit_channel-${id}`)).map((e) => e.event));
    expect(text).not.toContain(first);
    expect(text).not.toContain(second);
  });

  it('drops its decision when an admin changes the key while the test is under way', async () => {
    const edited = await createChannel({ name: 'edited-mid-test', key: SLOW_WRONG, test_model: 'model-edited' });
    slowWrongHeld = new Promise<void>((resolve) => (releaseSlowWrong = resolve));
    expect((await call('admin', 'GET', '/api/channel/test')).body).toMatchObject({ success: true, data: { total: 1 } });
    await eventually(() => tested().includes('model-edited'), { what: 'the test to reach the upstream' });
    // The upstream holds the old key's 401 while the admin puts in a working key.
    const fields = {
      type: 1,
      name: 'edited-mid-test',
      key: GOOD,
      group: 'default',
      models: 'gpt-4o-mini',
      base_url: `http://${upstreamHost}`,
      test_model: 'model-edited',
    };
    expect((await call('admin', 'PUT', '/api/channel/', { id: edited.id, ...fields })).body.success).toBe(true);
    releaseSlowWrong();
    await runFinished();
    expect(tested()).toEqual(['model-edited']);
    expect((await channel(edited.id)).status).toBe(1);
    const reasons = (await t.gateway.events.store.readStream(`audit_channel-${edited.id}`)).map((e) => (e.event.data as { reason: string | null }).reason);
    expect(reasons.some((r) => r?.startsWith('disabled automatically'))).toBe(false);
  });

  it('goes on past a channel whose key no configured secret key opens, in test all and in update all', async () => {
    const broken = await createChannel({ name: 'sealed-elsewhere', key: GOOD, test_model: 'model-broken', priority: 9 });
    const good = await createChannel({ name: 'after-broken', key: GOOD, test_model: 'model-after', priority: 1 });
    // As after a SECRET_KEY rotation without SECRET_KEY_PREVIOUS: the stored text opens with no key this gateway has.
    await t.gateway.db.query('UPDATE channels SET key_ciphertext = $2 WHERE id = $1', [broken.id, 'v1.00000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']);
    expect((await call('admin', 'GET', '/api/channel/test')).body).toMatchObject({ success: true, data: { total: 2 } });
    await runFinished();
    expect(tested()).toEqual(['model-after']);
    expect((await channel(good.id)).test_time).toBeGreaterThan(0);
    const { rows } = await t.gateway.db.query<{ done: number; total: number; abandoned: boolean }>(
      'SELECT done, total, abandoned FROM channel_test_runs ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({ done: 2, total: 2, abandoned: false });
    const balances = await call<{ updated: number; failed: number }>('admin', 'GET', '/api/channel/update_balance');
    expect(balances.body).toMatchObject({ success: true, data: { updated: 1, failed: 1 } });
    const single = await call('admin', 'GET', `/api/channel/test/${broken.id}`);
    expect(single.body).toMatchObject({ success: false, message: expect.stringContaining('cannot be decrypted') as unknown });
  });

  it('changes nothing automatically when the switches are off', async () => {
    await setOption('AutomaticDisableChannelEnabled', 'false');
    const wrong = await createChannel({ name: 'wrong-off', key: WRONG });
    expect((await call('admin', 'GET', '/api/channel/test')).body).toMatchObject({ success: true, data: { total: 1 } });
    await runFinished();
    const after = await channel(wrong.id);
    expect(after.status).toBe(1);
    expect(after.test_time).toBeGreaterThan(0);
  });

  it('is for admins only, the subscription too', async () => {
    expect((await call('op_carol', 'GET', '/api/channel/test')).body.success).toBe(false);
    expect((await call(null, 'GET', '/api/channel/test')).status).toBe(401);
    const carol = sessions.get('op_carol')!;
    const client = wsClient(t.baseUrl, { cookie: carol.cookie, 'new-api-user': String(carol.id) });
    try {
      const progress = await subscribe(client, 'subscription { channelTestProgress { done } }');
      await expect(progress.next()).rejects.toThrow(/subscription error/);
    } finally {
      await client.dispose();
    }
  });
});

describe('balances', () => {
  it('reads one channel: OpenAI billing (hard limit − usage), DeepSeek in CNY at the Price; stored with the time', async () => {
    const openai = await createChannel({ name: 'bal-openai', key: GOOD });
    const before = Math.floor(Date.now() / 1000);
    const read = await call<{ balance: number; balance_updated_time: number }>('admin', 'GET', `/api/channel/update_balance/${openai.id}/`);
    expect(read.body).toMatchObject({ success: true, message: '', balance: 94.5, data: { balance: 94.5 } });
    expect(read.body.data!.balance_updated_time).toBeGreaterThanOrEqual(before);
    expect(paths()[0]).toBe('/v1/dashboard/billing/subscription');
    expect(paths()[1]).toMatch(/^\/v1\/dashboard\/billing\/usage\?start_date=\d{4}-\d{2}-01&end_date=\d{4}-\d{2}-\d{2}$/);
    expect(await channel(openai.id)).toMatchObject({ balance: 94.5, balance_updated_time: read.body.data!.balance_updated_time });

    await setOption('Price', '7.3');
    const deepseek = await createChannel({ name: 'bal-deepseek', type: 43, key: GOOD });
    expect((await call('admin', 'GET', `/api/channel/update_balance/${deepseek.id}`)).body).toMatchObject({ success: true, balance: 10 });
  });

  it('says which types are not supported, and answers the upstream message for a wrong key without the key', async () => {
    const anthropic = await createChannel({ name: 'bal-claude', type: 14, key: GOOD });
    expect((await call('admin', 'GET', `/api/channel/update_balance/${anthropic.id}`)).body).toMatchObject({
      success: false,
      message: 'balance is not supported for this channel type (Anthropic)',
    });
    const wrong = await createChannel({ name: 'bal-wrong', key: WRONG });
    const refused = await call('admin', 'GET', `/api/channel/update_balance/${wrong.id}`);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toContain('Incorrect API key provided');
    expect(JSON.stringify(refused.body)).not.toContain('sk-ops');
    expect((await call('op_carol', 'GET', `/api/channel/update_balance/${wrong.id}`)).body.success).toBe(false);
  });

  it('updates every enabled channel and disables those at zero or below', async () => {
    const full = await createChannel({ name: 'or-full', type: 20, key: GOOD });
    const empty = await createChannel({ name: 'or-empty', type: 20, key: EMPTY });
    const noBan = await createChannel({ name: 'or-empty-noban', type: 20, key: EMPTY, auto_ban: 0 });
    await createChannel({ name: 'claude', type: 14, key: GOOD });
    await createChannel({ name: 'broken', key: WRONG });
    const off = await createChannel({ name: 'or-off', type: 20, key: GOOD });
    expect((await call('admin', 'PUT', '/api/channel/', { id: off.id, status: 2 })).body.success).toBe(true);

    const all = await call('admin', 'GET', '/api/channel/update_balance');
    expect(all.body).toMatchObject({ success: true, data: { updated: 3, skipped: 1, failed: 1, disabled: 1 } });
    expect(await channel(full.id)).toMatchObject({ status: 1, balance: 74.75 });
    const disabled = await channel(empty.id);
    expect(disabled).toMatchObject({ status: 3, balance: 0 });
    expect(JSON.parse(disabled.other_info).status_reason).toBe('insufficient balance (0.00 USD)');
    expect(await channel(noBan.id)).toMatchObject({ status: 1, balance: 0 });
    expect(await channel(off.id)).toMatchObject({ status: 2, balance_updated_time: 0 });
    const events = await t.gateway.events.store.readStream(`audit_channel-${empty.id}`);
    expect(events.at(-1)!.event.data).toMatchObject({ reason: 'disabled automatically: insufficient balance (0.00 USD)' });
  });
});

describe('GraphQL', () => {
  it('tests a channel, fetches its models and updates balances', async () => {
    const good = await createChannel({ name: 'gql', type: 20, key: GOOD });
    const result = await graphql('admin', 'mutation($id: Int!) { testChannel(id: $id) { success message time } }', { id: good.id });
    expect(result.data).toMatchObject({ testChannel: { success: true, message: '' } });
    expect(
      (await graphql('admin', 'mutation($id: Int!) { updateChannelBalance(id: $id) { balance balanceUpdatedTime } }', { id: good.id })).data,
    ).toMatchObject({
      updateChannelBalance: { balance: 74.75 },
    });
    expect((await graphql('admin', 'mutation { updateChannelBalances { updated skipped failed disabled } }')).data).toMatchObject({
      updateChannelBalances: { updated: 1, skipped: 0, failed: 0, disabled: 0 },
    });
    expect((await graphql('admin', 'mutation { testAllChannels { runId total } }')).data).toMatchObject({ testAllChannels: { total: 1 } });
    await runFinished();
  });
});
