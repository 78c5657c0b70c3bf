import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { startNotificationSender } from '../../../../services/features/notifications/sender';
import { createSmtpMailer } from '../../../../services/platform/adapters/smtp-mailer';
import { createOutboundHttp } from '../../../../services/platform/adapters/undici';
import { egressPolicy } from '../../../../services/platform/egress/policy';
import { silentLogger } from '../../../../services/platform/logger';
import type { OptionStore } from '../../../../services/platform/options/option-store';
import { describeOnEachBackend } from '../../../testkit/databases';
import { eventually } from '../../../testkit/eventually';
import { createSecretBox } from '../../../../services/platform/crypto/secret-box';

/*
 * The outbox does not grow for ever: the notification sender forgets sent
 * and skipped notices once they are 30 days old, and keeps every pending
 * one, whatever its age.
 */

const DAY = 86_400_000;

describeOnEachBackend('notification outbox pruning', (test) => {
  it('deletes finished notices older than 30 days and keeps recent and pending ones', async () => {
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
    const rows: Array<[string, string, string | null, string]> = [
      // [dedupe key, status, finished_at, next_attempt_at]
      ['old-sent', 'sent', at(31), at(31)],
      ['old-skipped', 'skipped', at(45), at(45)],
      ['recent-sent', 'sent', at(1), at(1)],
      ['old-pending', 'pending', null, at(-1)], // decided long ago, retried tomorrow: not due, not finished
    ];
    for (const [key, status, finishedAt, nextAttemptAt] of rows) {
      await test.db.query(
        `INSERT INTO notification_deliveries (user_id, kind, payload, dedupe_key, decided_at, status, next_attempt_at, finished_at)
         VALUES (1, 'channel_test_finished', '{"runId":1,"tested":0,"succeeded":0,"failed":0,"disabled":0,"enabled":0}'::jsonb, $1, $2, $3, $4, $5)`,
        [key, at(60), status, nextAttemptAt, finishedAt],
      );
    }
    const options = { get: () => '' } as unknown as OptionStore;
    const outbound = createOutboundHttp({ policy: () => egressPolicy([]) });
    const mailer = createSmtpMailer({ options, logger: silentLogger });
    const sender = startNotificationSender({
      db: test.db,
      options,
      clock: () => new Date(),
      logger: silentLogger,
      mailer,
      outbound,
      secretBox: createSecretBox(randomBytes(32)),
      handBackAlertWindow: async () => {},
    });
    try {
      const kept = async () =>
        (await test.db.query<{ dedupe_key: string }>('SELECT dedupe_key FROM notification_deliveries ORDER BY dedupe_key')).rows.map((r) => r.dedupe_key);
      await eventually(async () => (await kept()).length <= 2, { what: 'the sender to prune the old rows' });
      expect(await kept()).toEqual(['old-pending', 'recent-sent']);
    } finally {
      await sender.stop();
      mailer.close();
      await outbound.close();
    }
  });
});
