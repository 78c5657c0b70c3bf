import { createServer, request as httpsRequest, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueNotice } from '../../../../services/features/notifications/delivery-records';
import { webhookHeaders } from '../../../../services/features/notifications/webhook';
import { apiClient } from '../../../testkit/api-client';
import { eventually } from '../../../testkit/eventually';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { selfSignedCertificate } from '../../../testkit/https-receiver';
import { verifyStandardWebhook } from '../../../testkit/standard-webhooks';

/*
 * RELIABILITY A18: 1,000 notification deliveries from a whole gateway to a
 * receiver that does what the Standard Webhooks spec asks of one: verify
 * each with the reference verifier (signature, timestamp within five
 * minutes) and refuse an id it has already accepted. Every delivery must
 * verify; replayed and stale deliveries must be accepted 0 times.
 */

const DELIVERIES = 1_000;
const SECRET = `whsec_${Buffer.from('tollgate a18 signing secret 32b!').toString('base64')}`;

interface Captured {
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** The receiver: 204 for a delivery it accepts, 400 for one that does not verify, 409 for an id already accepted. */
function startVerifyingReceiver() {
  const { key, cert } = selfSignedCertificate();
  const accepted = new Map<string, Captured>();
  const tally = { accepted: 0, unverified: 0, replayed: 0 };
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      try {
        verifyStandardWebhook(SECRET, request);
      } catch {
        tally.unverified += 1;
        return res.writeHead(400).end();
      }
      const id = String(req.headers['webhook-id']);
      if (accepted.has(id)) {
        tally.replayed += 1;
        return res.writeHead(409).end();
      }
      accepted.set(id, request);
      tally.accepted += 1;
      res.writeHead(204).end();
    });
  });
  return { server, cert, accepted, tally };
}

let t: TestGateway;
const receiver = startVerifyingReceiver();
let origin = '';
const api = apiClient(() => t.baseUrl);

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
  t = await startTestGateway({}, { outboundTrustedCa: receiver.cert });
  await api.call(null, 'POST', '/api/setup', { username: 'a18_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await api.signIn('a18_root', 'root-password-1');
  expect(
    (await api.call('a18_root', 'PUT', '/api/option/', { key: 'egress.allow_list', value: JSON.stringify([origin.slice('https://'.length)]) })).body.success,
  ).toBe(true);
  const saved = await api.call('a18_root', 'PUT', '/api/user/setting', {
    notify_type: 'webhook',
    webhook_url: `${origin}/a18`,
    webhook_secret: SECRET,
    quota_warning_threshold: 500_000,
  });
  expect(saved.body.success, saved.body.message).toBe(true);
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
});

/** Sends a captured delivery to the receiver again, as an attacker who saw it would; resolves with the receiver's status. */
function replay(request: Captured, headers: Record<string, string> = {}): Promise<number> {
  const carried = Object.fromEntries(
    ['content-type', 'authorization', 'webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(request.headers[name])]),
  );
  return new Promise((resolve, reject) => {
    const req = httpsRequest(`${origin}/a18`, { method: 'POST', ca: receiver.cert, headers: { ...carried, ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

describe('A18: outgoing webhooks under Standard Webhooks', () => {
  it(`delivers ${DELIVERIES} notices that all verify; replayed and stale deliveries are accepted 0 times`, async () => {
    const rootId = api.sessions.get('a18_root')!.id;
    const decidedAt = new Date();
    await t.gateway.db.transaction(async (tx) => {
      for (let runId = 1; runId <= DELIVERIES; runId += 1) {
        const notice = { kind: 'channel_test_finished' as const, runId, tested: 2, succeeded: 1, failed: 1, disabled: 0, enabled: 0 };
        await enqueueNotice(tx, { userId: rootId, notice, decidedAt, dedupeKey: `a18:${runId}` });
      }
    });
    await eventually(() => receiver.tally.accepted >= DELIVERIES, { what: `${DELIVERIES} verified deliveries`, timeoutMs: 120_000, everyMs: 100 });
    const { rows } = await t.gateway.db.query<{ sent: number }>("SELECT count(*)::int AS sent FROM notification_deliveries WHERE status = 'sent'");

    // The replays: the very requests again (same id, fresh enough) and the same message re-signed five minutes and a bit ago under a new id.
    const captured = [...receiver.accepted.values()].slice(0, 50);
    const before = receiver.tally.accepted;
    const unverifiedDeliveries = receiver.tally.unverified;
    const replayed = await Promise.all(captured.map((request) => replay(request)));
    const stale = new Date(Date.now() - 301_000);
    const staled = await Promise.all(
      captured.map((request, i) => replay(request, webhookHeaders(SECRET, { id: `notice_stale_${i}`, body: request.body, now: stale }))),
    );
    const replayedAccepted = receiver.tally.accepted - before;

    console.info(
      `A18 webhooks: ${before}/${DELIVERIES} deliveries verified by the reference verifier (${unverifiedDeliveries} did not); ` +
        `replays accepted ${replayedAccepted} of ${captured.length * 2} (${receiver.tally.replayed} refused as seen ids, ${receiver.tally.unverified - unverifiedDeliveries} stale refused by the verifier)`,
    );
    expect(unverifiedDeliveries).toBe(0);
    expect(receiver.tally.accepted - replayedAccepted).toBe(DELIVERIES);
    expect(rows[0]!.sent).toBe(DELIVERIES);
    expect(receiver.accepted.size).toBe(DELIVERIES);
    expect(receiver.tally.replayed).toBe(captured.length);
    expect(replayedAccepted).toBe(0);
    expect(new Set(replayed)).toEqual(new Set([409]));
    expect(new Set(staled)).toEqual(new Set([400]));
  }, 180_000);
});
