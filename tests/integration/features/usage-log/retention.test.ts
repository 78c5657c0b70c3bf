import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLogRetention } from '../../../../services/features/usage-log/retention';
import { createWalletService } from '../../../../services/features/wallet/wallet-service';
import { silentLogger } from '../../../../services/platform/logger';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { catchUpAll, freshUserId, TEST_META } from '../../../testkit/ledger';
import { recordSchedulerTicks } from '../../../testkit/scheduler-ticks';

/*
 * The usage log's retention (issue 17 item 8): with LogRetentionDays set,
 * the daily run clears the rows older than that from the read model through
 * a UsageLogCleared event, once a day across instances, and the ledger keeps
 * every event. The gateway ticks the job on its scheduler.
 */

const DAY = 86_400_000;
const ticks = recordSchedulerTicks();
let t: TestGateway;

beforeAll(async () => {
  t = await startTestGateway({}, { schedulerTickMs: 50, onSchedulerTick: ticks.onSchedulerTick });
});
afterAll(async () => t?.dispose());

const rowsOf = async (userId: number) =>
  (await t.gateway.db.query<{ content: string }>('SELECT content FROM usage_logs WHERE user_id = $1 ORDER BY created_at', [userId])).rows.map((r) => r.content);

describe('usage log retention', () => {
  it('is off by default: the scheduler looks and clears nothing', async () => {
    const outcomes = await ticks.looked('usage log retention');
    expect(outcomes).toEqual([{ ran: false }]);
  });

  it('clears rows older than LogRetentionDays through an event, once a day, and never the ledger', async () => {
    const { db, events, options } = t.gateway;
    const userId = freshUserId();
    const now = new Date();
    const walletAt = (at: Date) => createWalletService({ store: events.store, db, clock: () => at, logger: silentLogger });
    await walletAt(new Date(now.getTime() - 3 * DAY)).credit(
      userId,
      { key: `old-${userId}`, source: 'topup', amount: 5, reference: null, reason: null },
      TEST_META,
    );
    await walletAt(now).credit(userId, { key: `new-${userId}`, source: 'topup', amount: 7, reference: null, reason: null }, TEST_META);
    await catchUpAll(db, events.store);
    expect(await rowsOf(userId)).toEqual(['Online top-up: +5 quota', 'Online top-up: +7 quota']);

    await options.set('LogRetentionDays', '2', { kind: 'system', reason: 'test' });
    // The run the test makes itself; the scheduler's own ticks may claim the day first, which clears the same rows.
    const run = await runLogRetention({ db, store: events.store, options, clock: () => now });
    const cleared = (await events.store.readStream('usage_log-clearings')).map((r) => r.event);
    expect(cleared.filter((e) => e.type === 'UsageLogCleared' && e.data.reason === 'retention')).toHaveLength(1);
    if (run.ran) expect(run.before).toBe(new Date(now.getTime() - 2 * DAY).toISOString());
    expect(await runLogRetention({ db, store: events.store, options, clock: () => now })).toEqual({ ran: false });
    await catchUpAll(db, events.store);
    expect(await rowsOf(userId)).toEqual(['Online top-up: +7 quota']);
    expect((await events.store.readStream(`wallet-${userId}`)).map((r) => r.event.type)).toEqual(['WalletCredited', 'WalletCredited']);
  });
});
