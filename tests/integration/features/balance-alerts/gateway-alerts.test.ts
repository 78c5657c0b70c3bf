import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../testkit/api-client';
import { createPostgresDatabase, postgresMissing, skipNote } from '../../../testkit/databases';
import { eventually } from '../../../testkit/eventually';
import { recordFollowerSteps } from '../../../testkit/follower-steps';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { graphql } from '../../../testkit/graphql';
import { startHttpsReceiver, type HttpsReceiver } from '../../../testkit/https-receiver';
import { decodeQuotedPrintable, startTestSmtpServer, type TestSmtpServer } from '../../../testkit/smtp-server';
import { verifyStandardWebhook } from '../../../testkit/standard-webhooks';

/*
 * Low-balance alerts through whole gateways: two instances (both with the
 * `projections` role, so both run the alert follower) on one PostgreSQL
 * database, settings saved over REST, quota moved by the super admin's
 * GraphQL `adjustQuota`, the email read from a real SMTP server and the
 * webhook from a local https receiver whose self-signed certificate the
 * gateways trust through `outboundTrustedCa`. PostgreSQL only: PGlite is one
 * process's database, so two instances cannot share it. Before asserting that
 * nothing more was sent, a test waits until the fall is folded and both
 * instances' senders report a step that found nothing more to send
 * (GatewayOverrides.onFollowerStep), never for a fixed time.
 */

describe.skipIf(postgresMissing())(`low-balance alerts on two gateways${skipNote('postgres')}`, () => {
  let database: { url: string; drop(): Promise<void> };
  let a: TestGateway;
  let b: TestGateway;
  let smtp: TestSmtpServer;
  let receiver: HttpsReceiver;
  const { sessions, call, headers, signIn } = apiClient(() => a.baseUrl);
  const stepsOfA = recordFollowerSteps();
  const stepsOfB = recordFollowerSteps();

  /** Waits until a follower has folded the user's balance to `quota`, then until each instance's sender has looked for due notices again. */
  async function settled(userId: number, quota: number): Promise<void> {
    const folded = async () =>
      (await a.gateway.db.query<{ quota: bigint }>('SELECT quota FROM balance_alert_state WHERE user_id = $1', [userId])).rows[0]?.quota === BigInt(quota);
    await eventually(folded, { what: `user ${userId}'s balance to be folded to ${quota}` });
    await Promise.all([stepsOfA.caughtUp('sending notifications'), stepsOfB.caughtUp('sending notifications')]);
  }

  async function adjust(userId: number, amount: number, on: TestGateway): Promise<void> {
    const reply = await graphql(
      on.baseUrl,
      'mutation ($u: Int!, $a: Quota!) { adjustQuota(userId: $u, amount: $a, reason: "test") { quota } }',
      { u: userId, a: amount },
      headers('al_root'),
    );
    expect(reply.errors).toBeUndefined();
  }

  async function option(key: string, value: unknown): Promise<void> {
    expect((await call('al_root', 'PUT', '/api/option/', { key, value })).body).toMatchObject({ success: true });
  }

  async function newUser(name: string): Promise<number> {
    expect((await call('al_root', 'POST', '/api/user/', { username: name, password: `${name}-password` })).body.success).toBe(true);
    await signIn(name, `${name}-password`);
    return sessions.get(name)!.id;
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    receiver = await startHttpsReceiver();
    database = await createPostgresDatabase();
    const overrides = { outboundTrustedCa: receiver.certificate };
    // Instances of one deployment share SECRET_KEY: either may open the webhook secret the other sealed.
    const shared = { DATABASE_URL: database.url!, SECRET_KEY: randomBytes(32).toString('hex') };
    a = await startTestGateway(shared, { ...overrides, onFollowerStep: stepsOfA.onStep });
    b = await startTestGateway(shared, { ...overrides, onFollowerStep: stepsOfB.onStep });
    await call(null, 'POST', '/api/setup', { username: 'al_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
    await signIn('al_root', 'root-password-1');
    await option('SMTPServer', '127.0.0.1');
    await option('SMTPPort', smtp.port);
    await option('SMTPFrom', 'Tollgate <noreply@example.test>');
    await option('egress.allow_list', JSON.stringify([`127.0.0.1:${receiver.port}`]));
    // Without REDIS_URL the instances share no pubsub: the second reads the options again itself.
    await b.gateway.options.reload();
  });
  afterAll(async () => {
    await b?.dispose();
    await a?.dispose();
    await database?.drop();
    await smtp?.close();
    await receiver?.close();
  });

  it('emails once when the balance falls below the threshold saved in the settings', async () => {
    const userId = await newUser('al_mail');
    const saved = await call('al_mail', 'PUT', '/api/user/setting', {
      notify_type: 'email',
      notification_email: 'al-mail@example.test',
      quota_warning_threshold: 500_000,
    });
    expect(saved.body.success).toBe(true);
    await adjust(userId, 1_000_000, a);
    await adjust(userId, -700_000, b);
    const mail = await smtp.nextMailTo('al-mail@example.test');
    expect(mail.subject).toBe('Tollgate: your balance is running low');
    expect(decodeQuotedPrintable(mail.raw)).toContain('Your balance is $0.60, below your alert threshold of $1.00.');
    // A further fall within the window, folded by whichever instance reads first: still one mail.
    await adjust(userId, -100_000, a);
    await settled(userId, 200_000);
    expect(smtp.delivered.filter((m) => m.to.includes('al-mail@example.test'))).toHaveLength(1);
  });

  it('posts the webhook with the Bearer secret and a signature the receiver verifies', async () => {
    const userId = await newUser('al_hook');
    const saved = await call('al_hook', 'PUT', '/api/user/setting', {
      notify_type: 'webhook',
      webhook_url: `${receiver.origin}/gw-hook`,
      webhook_secret: 'gw-secret-42',
    });
    expect(saved.body.success).toBe(true);
    await adjust(userId, 2_000, b);
    await adjust(userId, -1_500, a); // below the site's QuotaRemindThreshold (1000): this user set no threshold
    const request = await receiver.next('/gw-hook');
    expect(request.headers['authorization']).toBe('Bearer gw-secret-42');
    // The reference Standard Webhooks verifier: signature, and a timestamp within five minutes of now.
    expect(verifyStandardWebhook('gw-secret-42', request)).toMatchObject({ type: 'quota_exceed' });
    expect(String(request.headers['webhook-id'])).toMatch(/^notice_\d+$/);
    expect(JSON.parse(request.body)).toMatchObject({ type: 'quota_exceed', user_id: userId, quota: 500, threshold: 1000 });
    await settled(userId, 500);
    expect(receiver.received.filter((r) => r.path === '/gw-hook')).toHaveLength(1);
  });
});
