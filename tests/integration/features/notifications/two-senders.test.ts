import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { enqueueNotice } from '../../../../services/features/notifications/delivery-records';
import { startNotificationSender } from '../../../../services/features/notifications/sender';
import { createSmtpMailer } from '../../../../services/platform/adapters/smtp-mailer';
import { createOutboundHttp } from '../../../../services/platform/adapters/undici';
import { egressPolicy } from '../../../../services/platform/egress/policy';
import { silentLogger } from '../../../../services/platform/logger';
import type { OptionStore } from '../../../../services/platform/options/option-store';
import { describeOnEachBackend } from '../../../testkit/databases';
import { eventually } from '../../../testkit/eventually';
import { recordFollowerSteps } from '../../../testkit/follower-steps';
import { startTestSmtpServer } from '../../../testkit/smtp-server';
import { createSecretBox } from '../../../../services/platform/crypto/secret-box';

/*
 * Two notification senders (two instances) on one outbox, with a mail
 * server that takes 300 ms to accept each message and a lease of 3 s (ten
 * times one send, so a busy machine does not make a slow send look lost):
 * every notice is claimed and mailed exactly once. A sender that claimed
 * many notices at once would leave the last of them waiting past their
 * lease, for the other sender to claim and mail again. The lease is real
 * time here (the system clock), as the slow sends are; once every notice is
 * sent, the test waits for each sender to report a whole step after that
 * (its `onStep`): any send under way, a duplicate included, has ended.
 */

describeOnEachBackend('notification senders on one outbox', (test) => {
  it('mail each notice once, however slow the mail server', async () => {
    const smtp = await startTestSmtpServer({ acceptDelayMs: 300 });
    const { rows } = await test.db.query<{ id: bigint }>(
      `INSERT INTO users (username, email, role, aff_code, created_at, credentials_changed_at) VALUES ('two_senders_root', 'two-senders@example.test', 100, 'twosenders', now(), now()) RETURNING id`,
    );
    const userId = Number(rows[0]!.id);
    const notices = 16;
    await test.db.transaction(async (tx) => {
      for (let runId = 1; runId <= notices; runId++) {
        const notice = { kind: 'channel_test_finished' as const, runId, tested: 1, succeeded: 1, failed: 0, disabled: 0, enabled: 0 };
        await enqueueNotice(tx, { userId, notice, decidedAt: new Date(), dedupeKey: null });
      }
    });
    const settings: Record<string, unknown> = {
      SMTPServer: '127.0.0.1',
      SMTPPort: smtp.port,
      SMTPFrom: 'gateway@example.test',
      SMTPAccount: '',
      SMTPToken: '',
      SMTPSSLEnabled: false,
      SystemName: 'Tollgate',
    };
    const options = { get: (key: string) => settings[key] ?? '' } as unknown as OptionStore;
    const outbound = createOutboundHttp({ policy: () => egressPolicy([]) });
    const mailer = createSmtpMailer({ options, logger: silentLogger });
    const deps = {
      db: test.db,
      options,
      clock: () => new Date(),
      logger: silentLogger,
      mailer,
      outbound,
      secretBox: createSecretBox(randomBytes(32)),
      handBackAlertWindow: async () => {},
    };
    const steps = [recordFollowerSteps(), recordFollowerSteps()];
    const senders = steps.map(({ onStep }) => startNotificationSender(deps, { pollMs: 20, leaseMs: 3_000, onStep }));
    try {
      const sent = async () => (await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notification_deliveries WHERE status = 'sent'`)).rows[0]!.n;
      await eventually(async () => (await sent()) >= notices, { what: 'every notice to be sent', timeoutMs: 25_000 });
      // Each sender looked again after the last was sent and had nothing to claim; a step ends only once its sends have.
      await Promise.all(steps.map((each) => each.caughtUp('sending notifications')));
      expect(await sent()).toBe(notices);
      // Each notice was claimed once: a notice claimed again while its first sender was still on it is a notice sent twice.
      const claims = (await test.db.query<{ attempts: number }>('SELECT attempts FROM notification_deliveries ORDER BY id')).rows.map((r) => r.attempts);
      expect(claims).toEqual(Array.from({ length: notices }, () => 1));
      // One message per notice: a notice mailed twice would make it more.
      expect(smtp.delivered).toHaveLength(notices);
    } finally {
      for (const sender of senders) await sender.stop();
      mailer.close();
      await outbound.close();
      await smtp.close();
    }
  });
});
