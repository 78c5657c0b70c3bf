import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../testkit/api-client';
import { createLogger } from '../../../../services/platform/logger';
import { eventually } from '../../../testkit/eventually';
import { recordFollowerSteps, type FollowerSteps } from '../../../testkit/follower-steps';
import { keyOf, maskedKey, OPENAI, openaiCompatible, startFakeUpstream, type FakeUpstream } from '../../../testkit/fake-upstream';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { startHttpsReceiver, type HttpsReceiver, type ReceivedRequest } from '../../../testkit/https-receiver';
import { decodeQuotedPrintable, startTestSmtpServer, type DeliveredMail, type TestSmtpServer } from '../../../testkit/smtp-server';
import { verifyStandardWebhook } from '../../../testkit/standard-webhooks';

/*
 * Channel notices to the super admin (server-behaviour 3.7, 3.8) on whole
 * gateways: a fake OpenAI-compatible upstream on 127.0.0.1 (allow-listed)
 * answers a completion for the good key and OpenAI's 401 `invalid_api_key`
 * for the wrong one; the notices arrive at a real SMTP server or a local
 * https receiver (trusted through `outboundTrustedCa`), sent by the
 * notification sender of the gateway's `projections` role. Before asserting
 * that nothing more was sent, a test waits for the run's last log line
 * ('channel test run ended', after anything it queues) and then for the
 * sender to report a step that found nothing more to send
 * (GatewayOverrides.onFollowerStep), never for a fixed time.
 */

const GOOD = 'sk-cn-good-0123456789abcdef0123';
const WRONG = 'sk-cn-wrong-fedcba9876543210fedc';

let upstream: FakeUpstream;
let upstreamHost = '';
let smtp: TestSmtpServer;
let receiver: HttpsReceiver;

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => (keyOf(request) === GOOD ? openaiCompatible(request) : OPENAI.invalidApiKey));
  upstreamHost = upstream.host;
  smtp = await startTestSmtpServer();
  receiver = await startHttpsReceiver();
});
afterAll(async () => {
  await upstream?.close();
  await smtp?.close();
  await receiver?.close();
});

/** A gateway that records its log lines and its follow loops' steps. */
async function startObservedGateway(overrides: Parameters<typeof startTestGateway>[1]) {
  const lines: Array<Record<string, unknown>> = [];
  const steps = recordFollowerSteps();
  const logger = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  const t = await startTestGateway({}, { ...overrides, onFollowerStep: steps.onStep }, logger);
  return { t, lines, steps };
}

/** Waits until the run ended (its last log line: anything it queues is queued by then), then until the sender looked again and had nothing more to send. */
async function settled(lines: ReadonlyArray<Record<string, unknown>>, steps: FollowerSteps, runId?: number): Promise<void> {
  const ended = () => lines.some((line) => line['message'] === 'channel test run ended' && (runId === undefined || line['runId'] === runId));
  await eventually(ended, { what: `the channel test run ${runId ?? ''} to end` });
  await steps.caughtUp('sending notifications');
}

/** A gateway with a super admin `<prefix>_root` and an admin `<prefix>_admin`, both mailed at `<name>@example.test`; SMTP and egress set. */
async function prepare(t: TestGateway, prefix: string): Promise<ApiClient & { rootId: number; adminId: number }> {
  const api = apiClient(() => t.baseUrl);
  const root = `${prefix}_root`;
  await api.call(null, 'POST', '/api/setup', { username: root, password: 'root-password-1', confirmPassword: 'root-password-1' });
  await api.signIn(root, 'root-password-1');
  const set = (key: string, value: string) => t.gateway.options.set(key as never, value, { kind: 'system', reason: 'test' });
  await set('SMTPServer', '127.0.0.1');
  await set('SMTPPort', String(smtp.port));
  await set('SMTPFrom', 'Tollgate <noreply@example.test>');
  await set('egress.allow_list', JSON.stringify([upstreamHost, `127.0.0.1:${receiver.port}`]));
  await set('AutomaticDisableChannelEnabled', 'true');
  const admin = `${prefix}_admin`;
  expect((await api.call(root, 'POST', '/api/user/', { username: admin, password: 'admin-password-1', role: 10 })).body.success).toBe(true);
  await api.signIn(admin, 'admin-password-1');
  for (const name of [root, admin]) {
    const saved = await api.call(name, 'PUT', '/api/user/setting', {
      notify_type: 'email',
      notification_email: `${name}@example.test`,
      quota_warning_threshold: 500_000,
    });
    expect(saved.body.success, saved.body.message).toBe(true);
  }
  return { ...api, rootId: api.sessions.get(root)!.id, adminId: api.sessions.get(admin)!.id };
}

async function createChannel(api: ApiClient, who: string, name: string, key: string): Promise<number> {
  const created = await api.call<Array<{ id: number }>>(who, 'POST', '/api/channel/', {
    name,
    type: 1,
    key,
    group: 'default',
    models: 'gpt-4o-mini',
    base_url: `http://${upstreamHost}`,
  });
  expect(created.body.success, created.body.message).toBe(true);
  return created.body.data![0]!.id;
}

const notices = async (t: TestGateway, userId: number) =>
  (
    await t.gateway.db.query<{ kind: string; status: string; payload: Record<string, unknown> }>(
      'SELECT kind, status, payload FROM notification_deliveries WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows;

const runsFinished = (t: TestGateway) => async () =>
  (await t.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM channel_test_runs WHERE finished_at IS NULL')).rows[0]!.n === 0;

/** The next `count` mails to `to`, by subject. */
async function mailsTo(to: string, count: number): Promise<Map<string, DeliveredMail>> {
  const mails = new Map<string, DeliveredMail>();
  for (let i = 0; i < count; i++) {
    const mail = await smtp.nextMailTo(to, 15_000);
    mails.set(mail.subject, mail);
  }
  return mails;
}

describe('channel notices after a test of all channels started by an admin', () => {
  let t: TestGateway;
  let observed: Awaited<ReturnType<typeof startObservedGateway>>;
  let api: Awaited<ReturnType<typeof prepare>>;
  beforeAll(async () => {
    observed = await startObservedGateway({ outboundTrustedCa: receiver.certificate });
    t = observed.t;
    api = await prepare(t, 'cn');
  });
  afterAll(async () => t?.dispose());
  beforeEach(async () => {
    // Test all reads every channel: each test starts from none.
    await t.gateway.db.query('DELETE FROM channels');
  });

  it('mails the super admin once per disabled channel (the reason, never the key) and a summary when the run ends; admins get nothing', async () => {
    await api.call('cn_root', 'PUT', '/api/user/setting', {
      notify_type: 'email',
      notification_email: 'cn_root@example.test',
      quota_warning_threshold: 500_000,
    });
    const wrong = await createChannel(api, 'cn_admin', 'cn wrong', WRONG);
    await createChannel(api, 'cn_admin', 'cn good', GOOD);
    const started = await api.call<{ run_id: number; total: number }>('cn_admin', 'GET', '/api/channel/test');
    expect(started.body).toMatchObject({ success: true, data: { total: 2 } });
    const runId = started.body.data!.run_id;

    const mails = await mailsTo('cn_root@example.test', 2);
    const disabled = mails.get(`Tollgate: channel "cn wrong" (#${wrong}) was disabled`);
    expect(disabled, [...mails.keys()].join(' | ')).toBeDefined();
    const disabledBody = decodeQuotedPrintable(disabled!.raw);
    expect(disabledBody).toContain(`(#${wrong}) was disabled automatically. Reason: upstream answered HTTP 401: Incorrect API key provided: [redacted]`);
    expect(disabledBody).not.toContain(WRONG);
    expect(disabledBody).not.toContain(maskedKey(WRONG));
    expect(disabledBody).not.toContain(WRONG.slice(0, 8));

    const summary = mails.get('Tollgate: channel test finished');
    expect(summary, [...mails.keys()].join(' | ')).toBeDefined();
    expect(decodeQuotedPrintable(summary!.raw)).toContain(
      'The test of all channels finished: 2 tested, 1 succeeded, 1 failed; 1 disabled and 0 enabled automatically.',
    );

    await eventually(runsFinished(t), { what: 'the run to end' });
    await settled(observed.lines, observed.steps, runId);
    expect(smtp.delivered.filter((m) => m.to.includes('cn_root@example.test'))).toHaveLength(2);
    expect(smtp.delivered.filter((m) => m.to.includes('cn_admin@example.test'))).toHaveLength(0);
    expect(await notices(t, api.adminId)).toEqual([]);
    expect(await notices(t, api.rootId)).toEqual([
      {
        kind: 'channel_disabled',
        status: 'sent',
        payload: { channelId: wrong, channelName: 'cn wrong', reason: expect.stringContaining('Incorrect API key provided') as unknown },
      },
      { kind: 'channel_test_finished', status: 'sent', payload: { runId, tested: 2, succeeded: 1, failed: 1, disabled: 1, enabled: 0 } },
    ]);
  });

  it('posts both notices, signed, to a super admin whose settings say webhook', async () => {
    const hook = '/hooks/channel-notices';
    const saved = await api.call('cn_root', 'PUT', '/api/user/setting', {
      notify_type: 'webhook',
      webhook_url: `${receiver.origin}${hook}`,
      webhook_secret: 'whsec-root-1',
      quota_warning_threshold: 500_000,
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    const wrong = await createChannel(api, 'cn_admin', 'cn hook wrong', WRONG);
    const started = await api.call<{ run_id: number }>('cn_admin', 'GET', '/api/channel/test');
    expect(started.body.success).toBe(true);

    const received: ReceivedRequest[] = [await receiver.next(hook, 15_000), await receiver.next(hook, 15_000)];
    const bodies = received.map((request) => {
      expect(request.headers['authorization']).toBe('Bearer whsec-root-1');
      expect(() => verifyStandardWebhook('whsec-root-1', request)).not.toThrow();
      expect(request.body).not.toContain(WRONG.slice(0, 8));
      return JSON.parse(request.body) as Record<string, unknown>;
    });
    const byType = new Map(bodies.map((body) => [body['type'], body]));
    expect(byType.get('channel_update')).toMatchObject({
      user_id: api.rootId,
      channel_id: wrong,
      channel_name: 'cn hook wrong',
      reason: expect.stringContaining('Incorrect API key provided') as unknown,
      title: `Channel "cn hook wrong" (#${wrong}) was disabled`,
    });
    expect(byType.get('channel_test')).toMatchObject({
      user_id: api.rootId,
      run_id: started.body.data!.run_id,
      tested: 1,
      succeeded: 0,
      failed: 1,
      disabled: 1,
      enabled: 0,
      title: 'Channel test finished',
    });
    await eventually(runsFinished(t), { what: 'the run to end' });
    await settled(observed.lines, observed.steps, started.body.data!.run_id);
    expect(receiver.received.filter((r) => r.path.startsWith(hook))).toHaveLength(2);
  });
});

describe('channel notices after a scheduled test', () => {
  let t: TestGateway;
  let observed: Awaited<ReturnType<typeof startObservedGateway>>;
  let api: Awaited<ReturnType<typeof prepare>>;
  beforeAll(async () => {
    observed = await startObservedGateway({ schedulerTickMs: 100 });
    t = observed.t;
    api = await prepare(t, 'cs');
  });
  afterAll(async () => t?.dispose());

  it('notifies a disable but sends no summary', async () => {
    const wrong = await createChannel(api, 'cs_admin', 'cs wrong', WRONG);
    await createChannel(api, 'cs_admin', 'cs good', GOOD);
    await t.gateway.options.set('monitor_setting.auto_test_channel_enabled' as never, 'true', { kind: 'system', reason: 'test' });
    await eventually(async () => (await t.gateway.db.query('SELECT 1 FROM channel_test_runs', [])).rows.length > 0, { what: 'the scheduled run to start' });

    const mail = await smtp.nextMailTo('cs_root@example.test', 15_000);
    expect(mail.subject).toBe(`Tollgate: channel "cs wrong" (#${wrong}) was disabled`);
    expect(decodeQuotedPrintable(mail.raw)).not.toContain(WRONG.slice(0, 8));
    await eventually(runsFinished(t), { what: 'the run to end' });
    await settled(observed.lines, observed.steps);
    const { rows } = await t.gateway.db.query<{ trigger: string; done: number }>('SELECT trigger, done FROM channel_test_runs');
    expect(rows).toEqual([{ trigger: 'schedule', done: 2 }]);
    expect(smtp.delivered.filter((m) => m.to.includes('cs_root@example.test')).map((m) => m.subject)).toEqual([mail.subject]);
    expect((await notices(t, api.rootId)).map((n) => n.kind)).toEqual(['channel_disabled']);
  });
});
