import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueNotice } from '../../../../services/features/notifications/delivery-records';
import { createLogger } from '../../../../services/platform/logger';
import { apiClient } from '../../../testkit/api-client';
import { startFakeWorker, type FakeWorker } from '../../../testkit/fake-worker';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { startHttpsReceiver, type HttpsReceiver } from '../../../testkit/https-receiver';
import { verifyStandardWebhook } from '../../../testkit/standard-webhooks';

/*
 * The worker options acting on notification webhooks (issue 14 item 7), on
 * a whole gateway: a user's webhook is a local https receiver; a local http
 * server plays the established gateway's published worker (it checks the
 * key, then makes the wrapped request to the receiver). With `WorkerUrl`
 * set the notice reaches the receiver through the worker; with it cleared
 * over the admin API, directly; set again, through the worker again: the
 * sender follows the options without a restart. The worker's key appears in
 * no log line (the gateway logs at debug level into memory), no event and
 * no outbox row. Both local servers are allow-listed: the worker's own
 * address passes the egress policy like any call, and a loopback target is
 * sent to the worker only when the allow-list admits it.
 */

const WORKER_KEY = 'wk-3f9a1c77e2b04d5a-never-logged';
const SECRET = `whsec_${Buffer.from('tollgate worker signing secret!!').toString('base64')}`;

let receiver: HttpsReceiver;
let worker: FakeWorker;
let t: TestGateway;
const lines: string[] = [];
const api = apiClient(() => t.baseUrl);
let rootId = 0;
let runId = 0;

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  worker = await startFakeWorker(WORKER_KEY, { ca: receiver.certificate });
  const logger = createLogger('debug', (line) => lines.push(line));
  t = await startTestGateway({}, { outboundTrustedCa: receiver.certificate }, logger);
  await api.call(null, 'POST', '/api/setup', { username: 'wk_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await api.signIn('wk_root', 'root-password-1');
  rootId = api.sessions.get('wk_root')!.id;
  await setOption('egress.allow_list', JSON.stringify([`127.0.0.1:${receiver.port}`, `127.0.0.1:${worker.port}`]));
  const saved = await api.call('wk_root', 'PUT', '/api/user/setting', {
    notify_type: 'webhook',
    webhook_url: `${receiver.origin}/hook`,
    webhook_secret: SECRET,
    quota_warning_threshold: 500_000,
  });
  expect(saved.body.success, saved.body.message).toBe(true);
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await worker?.close();
  await receiver?.close();
});

/** Changes an option as an admin does, over `/api/option/`. */
async function setOption(key: string, value: string): Promise<void> {
  const answer = await api.call('wk_root', 'PUT', '/api/option/', { key, value });
  expect(answer.body.success, answer.body.message).toBe(true);
}

/** Queues one channel-test notice for the super admin, as a finished run does, and waits for it at the receiver. */
async function noticeArrives() {
  runId += 1;
  const notice = { kind: 'channel_test_finished' as const, runId, tested: 2, succeeded: 1, failed: 1, disabled: 0, enabled: 0 };
  await t.gateway.db.transaction((tx) => enqueueNotice(tx, { userId: rootId, notice, decidedAt: new Date(), dedupeKey: `worker:${runId}` }));
  const arrived = await receiver.next('/hook', 20_000);
  verifyStandardWebhook(SECRET, arrived);
  return arrived;
}

describe('notification webhooks and the worker', () => {
  it('go through the worker while WorkerUrl is set and directly once it is cleared, the option changed at runtime', async () => {
    await setOption('WorkerValidKey', WORKER_KEY);
    await setOption('WorkerUrl', worker.origin);

    // Through the worker: it got the key and the wrapped request, and what reached the receiver is byte for byte what the gateway signed.
    const first = await noticeArrives();
    expect(worker.received).toHaveLength(1);
    const wrapped = worker.received[0]!;
    expect(wrapped.contentType).toBe('application/json');
    expect(wrapped.payload).toEqual({
      url: `${receiver.origin}/hook`,
      key: WORKER_KEY,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': first.headers['webhook-id'],
        'webhook-timestamp': first.headers['webhook-timestamp'],
        authorization: `Bearer ${SECRET}`,
        'webhook-signature': first.headers['webhook-signature'],
      },
      body: first.body,
    });
    expect(JSON.parse(first.body)).toMatchObject({ type: 'channel_test' });

    // Cleared: the next notice goes straight to the receiver; the worker hears nothing more.
    await setOption('WorkerUrl', '');
    const second = await noticeArrives();
    expect(second.headers['webhook-id']).not.toBe(first.headers['webhook-id']);
    expect(worker.received).toHaveLength(1);

    // Set again: through the worker again.
    await setOption('WorkerUrl', `${worker.origin}/`);
    const third = await noticeArrives();
    expect(worker.received).toHaveLength(2);
    expect(worker.received[1]!.payload).toMatchObject({ key: WORKER_KEY, body: third.body });

    // Every notice is recorded sent (just after the receiver answered).
    const sent = async () =>
      (await t.gateway.db.query<{ sent: number }>("SELECT count(*)::int AS sent FROM notification_deliveries WHERE user_id = $1 AND status = 'sent'", [rootId]))
        .rows[0]!.sent;
    await expect.poll(sent, { timeout: 10_000 }).toBe(3);
  }, 60_000);

  it('fails, to be retried, when the worker refuses the key', async () => {
    await setOption('WorkerValidKey', 'not-the-workers-key');
    await setOption('WorkerUrl', worker.origin);
    runId += 1;
    const notice = { kind: 'channel_test_finished' as const, runId, tested: 1, succeeded: 1, failed: 0, disabled: 0, enabled: 0 };
    await t.gateway.db.transaction((tx) => enqueueNotice(tx, { userId: rootId, notice, decidedAt: new Date(), dedupeKey: `worker:${runId}` }));
    const before = receiver.received.length;
    await expect.poll(() => worker.received.length, { timeout: 20_000 }).toBe(3);
    expect(worker.received[2]!.payload.key).toBe('not-the-workers-key');
    await expect.poll(() => lines.some((line) => line.includes('notification failed; retrying') && line.includes('HTTP 403')), { timeout: 20_000 }).toBe(true);
    expect(receiver.received.length).toBe(before);
  }, 60_000);

  it('never put either key in a log line, an event or the outbox, all along', async () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes('notification sent'))).toBe(true);
    expect(lines.filter((line) => line.includes(WORKER_KEY) || line.includes('not-the-workers-key'))).toEqual([]);

    const events = await t.gateway.db.query<{ text: string }>('SELECT row_to_json(e)::text AS text FROM events e');
    expect(events.rows.length).toBeGreaterThan(0);
    expect(events.rows.filter((row) => row.text.includes(WORKER_KEY) || row.text.includes('not-the-workers-key'))).toEqual([]);
    // The key's change is audited, with its value redacted.
    expect(events.rows.some((row) => row.text.includes('WorkerValidKey') && row.text.includes('redacted'))).toBe(true);

    const outbox = await t.gateway.db.query<{ text: string }>('SELECT row_to_json(d)::text AS text FROM notification_deliveries d');
    expect(outbox.rows.filter((row) => row.text.includes(WORKER_KEY) || row.text.includes('not-the-workers-key'))).toEqual([]);
  });
});
