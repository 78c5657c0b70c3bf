import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBalanceAlerts, type BalanceAlertsDeps } from '../../../../services/features/balance-alerts/alert-follower';
import { handBackWindow } from '../../../../services/features/balance-alerts/alert-records';
import { startNotificationSender, type NotificationSenderDeps } from '../../../../services/features/notifications/sender';
import { insertUser, updateUser } from '../../../../services/features/accounts/user-writes';
import { createWalletService, type WalletService } from '../../../../services/features/wallet/wallet-service';
import { openPostgres } from '../../../../services/platform/adapters/postgres';
import { createSmtpMailer } from '../../../../services/platform/adapters/smtp-mailer';
import { createOutboundHttp } from '../../../../services/platform/adapters/undici';
import { egressPolicy } from '../../../../services/platform/egress/policy';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../../services/platform/logger';
import type { OptionStore } from '../../../../services/platform/options/option-store';
import type { SqlDatabase } from '../../../../services/platform/ports/sql';
import { describeOnEachBackend } from '../../../testkit/databases';
import { eventually } from '../../../testkit/eventually';
import { recordFollowerSteps } from '../../../testkit/follower-steps';
import { startHttpsReceiver, type HttpsReceiver } from '../../../testkit/https-receiver';
import { freshUserId, TEST_META } from '../../../testkit/ledger';
import { createManualClock } from '../../../testkit/manual-clock';
import { decodeQuotedPrintable, startTestSmtpServer, type TestSmtpServer } from '../../../testkit/smtp-server';
import { referenceSignature } from '../../../testkit/standard-webhooks';
import { createSecretBox } from '../../../../services/platform/crypto/secret-box';

/*
 * Low-balance alerts end to end below the HTTP layer: the wallet service
 * appends to a real event store, the follower decides from the log and sends
 * to a real SMTP server or a local https receiver (self-signed certificate,
 * trusted through the adapter's test-only CA option), under the egress
 * policy. One manual clock drives the wallet, the follower and the
 * notification sender that each `follow()` starts with it. Before asserting
 * that nothing (more) was sent, a test waits for the loops to report steps
 * that found nothing more to do (their `onStep`), never for a fixed time.
 */

let smtp: TestSmtpServer;
let receiver: HttpsReceiver;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  receiver = await startHttpsReceiver();
});
afterAll(async () => {
  await smtp?.close();
  await receiver?.close();
});

describeOnEachBackend('low-balance alerts', (test) => {
  const time = createManualClock(Date.parse('2026-11-22T10:00:00.000Z'));
  const allowList: string[] = [];
  const values: Record<string, unknown> = {
    QuotaRemindThreshold: 1000,
    QuotaPerUnit: 500_000,
    DisplayInCurrencyEnabled: true,
    SystemName: 'Tollgate',
    ServerAddress: 'https://gw.example.test',
    SMTPServer: '127.0.0.1',
    SMTPAccount: '',
    SMTPFrom: 'Tollgate <noreply@example.test>',
    SMTPToken: '',
    SMTPSSLEnabled: false,
  };
  const options = { get: (key: string) => (key === 'SMTPPort' ? smtp.port : values[key]) } as unknown as OptionStore;
  let wallets: WalletService;
  let deps: BalanceAlertsDeps & NotificationSenderDeps;
  const running: Array<{ stop(): Promise<void> }> = [];
  const closers: Array<() => unknown> = [];

  beforeAll(() => {
    const store = createPostgresEventStore(test.db);
    wallets = createWalletService({ store, db: test.db, clock: time.clock, logger: silentLogger });
    const mailer = createSmtpMailer({ options, logger: silentLogger });
    const outbound = createOutboundHttp({ policy: () => egressPolicy(allowList), extraTrustedCa: receiver.certificate });
    closers.push(
      () => mailer.close(),
      () => outbound.close(),
    );
    deps = {
      db: test.db,
      store,
      mailer,
      outbound,
      options,
      clock: time.clock,
      logger: silentLogger,
      secretBox: createSecretBox(randomBytes(32)),
      handBackAlertWindow: handBackWindow,
    };
  });
  afterAll(async () => {
    for (const follower of running.splice(0)) await follower.stop();
    for (const close of closers) await close();
  });

  const allow = (...entries: string[]) => void allowList.splice(0, allowList.length, ...entries);
  /** One instance's follower and notification sender, stopped together, and the steps they report. */
  const follow = (over: Partial<BalanceAlertsDeps & NotificationSenderDeps> = {}, retryDelaysMs: number[] = [1_000]) => {
    const steps = recordFollowerSteps();
    const follower = startBalanceAlerts({ ...deps, ...over }, { idleWaitMs: 50, onStep: steps.onStep });
    const sender = startNotificationSender({ ...deps, ...over }, { pollMs: 50, retryDelaysMs, onStep: steps.onStep });
    const both = { steps, stop: async () => void (await Promise.all([follower.stop(), sender.stop()])) };
    running.push(both);
    return both;
  };

  async function newUser(setting: Record<string, unknown>): Promise<{ id: number; email: string }> {
    const id = freshUserId();
    const email = `u${id}@example.test`;
    await insertUser(test.db, { id, username: `alert${id}`, displayName: '', passwordHash: null, role: 1, affCode: randomUUID(), email }, time.clock());
    await updateUser(test.db, id, { setting });
    return { id, email };
  }
  const move = (userId: number, amount: number) => wallets.credit(userId, { key: randomUUID(), source: 'admin_adjustment', amount, reason: 'test' }, TEST_META);

  const state = async (userId: number) =>
    (await test.db.query<{ quota: bigint; last_alert_at: Date | null }>('SELECT quota, last_alert_at FROM balance_alert_state WHERE user_id = $1', [userId]))
      .rows[0];
  const deliveries = async (userId: number) =>
    (
      await test.db.query<{ status: string; attempts: number; last_error: string | null; channel: string }>(
        'SELECT status, attempts, last_error, channel FROM notification_deliveries WHERE user_id = $1 ORDER BY id',
        [userId],
      )
    ).rows;
  const folded = (userId: number, quota: number) =>
    eventually(async () => expect((await state(userId))?.quota).toBe(BigInt(quota)), { what: `user ${userId}'s balance to be ${quota}` });

  it('emails the user when the balance falls below their threshold, then at most once per 2 hours', async () => {
    const follower = follow();
    const user = await newUser({ notify_type: 'email', quota_warning_threshold: 500_000 });
    await move(user.id, 1_000_000);
    await move(user.id, -600_000);
    const mail = await smtp.nextMailTo(user.email);
    expect(mail.subject).toBe('Tollgate: your balance is running low');
    expect(decodeQuotedPrintable(mail.raw)).toContain('Your balance is $0.80, below your alert threshold of $1.00.');
    await eventually(async () => expect((await deliveries(user.id))[0]?.status).toBe('sent'), { what: 'the delivery to be marked sent' });

    // One hour later it falls below again: nothing is sent.
    time.advance(3_600_000);
    await move(user.id, 300_000);
    await move(user.id, -400_000);
    await folded(user.id, 300_000);
    // The follower decided the fall (folding and queueing are one transaction); the sender then looked and found nothing due.
    await follower.steps.caughtUp('sending notifications');
    expect(smtp.delivered.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    expect(await deliveries(user.id)).toHaveLength(1);

    // Two hours after the alert it falls again: a second alert.
    time.advance(3_600_000);
    await move(user.id, 300_000);
    await move(user.id, -400_000);
    const second = await smtp.nextMailTo(user.email);
    expect(decodeQuotedPrintable(second.raw)).toContain('Your balance is $0.40');
    await follower.stop();
  });

  it('posts a signed webhook with the secret as a Bearer token', async () => {
    allow(`127.0.0.1:${receiver.port}`);
    const follower = follow();
    const hook = `/hooks/${test.backend}/tollgate`;
    const user = await newUser({ notify_type: 'webhook', webhook_url: `${receiver.origin}${hook}?src=gw`, webhook_secret: 'whsec-test-123' });
    await move(user.id, 800); // below the site's QuotaRemindThreshold (1000), as a rise: no alert
    await move(user.id, -300);
    const request = await receiver.next(hook);
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`${hook}?src=gw`);
    expect(request.headers['authorization']).toBe('Bearer whsec-test-123');
    expect(request.headers['content-type']).toBe('application/json');
    // Sent at the injected time, so compared with what the reference Standard Webhooks implementation signs for it.
    const t = Math.floor(time.clock().getTime() / 1000);
    expect(request.headers['webhook-timestamp']).toBe(String(t));
    expect(request.headers['webhook-signature']).toBe(referenceSignature('whsec-test-123', request));
    expect(JSON.parse(request.body)).toMatchObject({ type: 'quota_exceed', user_id: user.id, quota: 500, threshold: 1000, timestamp: t });
    expect(receiver.received.filter((r) => r.path.startsWith(hook))).toHaveLength(1);
    await follower.stop();
  });

  it('refuses webhooks to private, loopback and metadata addresses: nothing is received and the window is not used', async () => {
    allow();
    const before = receiver.received.length;
    const follower = follow();
    const targets = [`${receiver.origin}/hook`, 'https://169.254.169.254/latest/meta-data', 'https://10.0.0.7/hook'];
    const users = await Promise.all(targets.map((url) => newUser({ notify_type: 'webhook', webhook_url: url, webhook_secret: 'never-logged' })));
    for (const user of users) {
      await move(user.id, 100);
      await move(user.id, -50);
    }
    for (const user of users) {
      const [delivery] = await eventually(
        async () => {
          const d = await deliveries(user.id);
          expect(d[0]?.status).toBe('skipped');
          return d;
        },
        { what: `user ${user.id}'s webhook to be skipped` },
      );
      expect(delivery).toMatchObject({ status: 'skipped', attempts: 1 });
      expect(delivery!.last_error).toMatch(/refused|not allowed|private|loopback|metadata/i);
      expect(delivery!.last_error).not.toContain('never-logged');
      expect((await state(user.id))?.last_alert_at).toBeNull();
    }
    console.log(`refused webhook targets: ${(await Promise.all(users.map(async (u) => (await deliveries(u.id))[0]!.last_error))).join(' | ')}`);
    // The sender looked again after the last refusal and had nothing more to send.
    await follower.steps.caughtUp('sending notifications');
    expect(receiver.received.length).toBe(before);
    await follower.stop();
  });

  it('retries a failed send, and an alert that finally fails does not count as sent', async () => {
    allow(`127.0.0.1:${receiver.port}`);
    const follower = follow({}, [1_000]);
    const user = await newUser({ notify_type: 'webhook', webhook_url: `${receiver.origin}/flaky`, webhook_secret: 's' });
    const before = receiver.received.length;
    receiver.answerWith(500);
    await move(user.id, 100);
    await move(user.id, -50);
    await eventually(
      async () => {
        const d = await deliveries(user.id);
        expect([d[0]?.last_error, d[0]?.status]).toEqual(['the webhook answered HTTP 500', 'pending']);
      },
      { what: 'a first failed attempt' },
    );
    time.advance(1_000);
    const [skipped] = await eventually(
      async () => {
        const d = await deliveries(user.id);
        expect(d[0]?.status).toBe('skipped');
        return d;
      },
      { what: 'the alert to be skipped after its retry' },
    );
    expect(skipped).toMatchObject({ attempts: 2, last_error: 'the webhook answered HTTP 500' });
    expect((await state(user.id))?.last_alert_at).toBeNull();
    expect(receiver.received.length - before).toBe(2);

    // The next fall, well within 2 hours, alerts again because nothing arrived.
    receiver.answerWith(204);
    await move(user.id, -10);
    await eventually(async () => expect((await deliveries(user.id))[1]?.status).toBe('sent'), { what: 'the next alert to be sent' });
    expect(receiver.received.length - before).toBe(3);
    await follower.stop();
  });

  it('sends once when two instances follow the same log', async () => {
    // A second instance: its own pool on PostgreSQL; on PGlite (one process's database) the same handle.
    let second: SqlDatabase = test.db;
    if (test.url) {
      const pool = openPostgres({ url: test.url, poolMax: 3 });
      closers.push(() => pool.close());
      second = pool;
    }
    const instances = [follow(), follow({ db: second, store: createPostgresEventStore(second) })];
    const users = await Promise.all(Array.from({ length: 6 }, () => newUser({ quota_warning_threshold: 1_000 })));
    await Promise.all(users.map(async (user) => (await move(user.id, 5_000), await move(user.id, -4_500))));
    for (const user of users) await smtp.nextMailTo(user.email);
    // Each instance's follower caught up with the log and its sender looked past every notice, a send under way included.
    for (const { steps } of instances) {
      await Promise.all([steps.caughtUp('low-balance alerts'), steps.caughtUp('sending notifications')]);
    }
    for (const user of users) {
      expect(smtp.delivered.filter((m) => m.to.includes(user.email))).toHaveLength(1);
      expect(await deliveries(user.id)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    }
    for (const follower of running.splice(0)) await follower.stop();
  });
});
