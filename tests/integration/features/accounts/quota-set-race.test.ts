import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWalletEvent } from '../../../../schema/events/wallet';
import { createWalletService, type WalletService } from '../../../../services/features/wallet/wallet-service';
import { openPostgres } from '../../../../services/platform/adapters/postgres';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../../services/platform/logger';
import type { SqlDatabase } from '../../../../services/platform/ports/sql';
import { apiClient } from '../../../testkit/api-client';
import { createPostgresDatabase, postgresMissing, skipNote } from '../../../testkit/databases';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { inParallel, TEST_META } from '../../../testkit/ledger';

/*
 * Issue 13, item 10: the user editor's quota set (`PUT /api/user/` with
 * `quota`) raced against adjustments recorded by a second wallet service on
 * its own pool (another instance), as A1/A2 run. Every set must leave the
 * wallet exactly at its target, and its reason must name the balance the
 * wallet really had just before it: read from the log, event by event.
 */

describe.skipIf(postgresMissing())(`setting a quota races adjustments on another instance${skipNote('postgres')}`, () => {
  let database: { url: string; drop(): Promise<void> };
  let t: TestGateway;
  let pool: SqlDatabase;
  let other: WalletService;
  const { sessions, call, setUpSite, signUp } = apiClient(() => t.baseUrl);

  beforeAll(async () => {
    database = await createPostgresDatabase();
    t = await startTestGateway({ DATABASE_URL: database.url });
    await setUpSite('qs');
    await signUp('qs_user');
    pool = openPostgres({ url: database.url, poolMax: 5 });
    other = createWalletService({ store: createPostgresEventStore(pool), db: pool, clock: () => new Date(), logger: silentLogger });
  });
  afterAll(async () => {
    await pool?.close();
    await t?.dispose();
    await database?.drop();
  });

  it('ends every set at its target, with a reason naming the true starting balance', async () => {
    const userId = sessions.get('qs_user')!.id;
    const sets = 25;
    const targets = Array.from({ length: sets }, (_, i) => 10_000 + i * 1_000);
    await inParallel(sets * 5, 25, async (i) => {
      if (i % 5 === 0) {
        // Concurrent edits of one user can lose the race for its audit stream (a known, separate failure, reported
        // before any money moves): such an edit is sent again.
        for (let attempt = 0; ; attempt++) {
          const reply = await call('qs_root', 'PUT', '/api/user/', { id: userId, quota: targets[i / 5] });
          if (reply.body.success) break;
          expect(reply.body.message).toMatch(/^stream audit_user-\d+ is at \d+, expected any$/);
          expect(attempt).toBeLessThan(20);
        }
      } else {
        await other.credit(userId, { key: randomUUID(), source: 'admin_adjustment', amount: i % 2 === 0 ? 7_000 : -3_000, reason: 'race' }, TEST_META);
      }
    });

    // Fold the wallet's stream: before each set, the quota it names; after it, its target.
    const events = (await t.gateway.events.store.readStream(`wallet-${userId}`)).map((e) => e.event).filter(isWalletEvent);
    let quota = 0;
    let checked = 0;
    const wrong: string[] = [];
    for (const event of events) {
      if (event.type !== 'WalletCredited') continue;
      const before = quota;
      quota += event.data.availableDelta + event.data.owedDelta;
      const set = /^quota set from (-?\d+) to (-?\d+)/.exec(event.data.reason ?? '');
      if (!set) continue;
      checked += 1;
      if (Number(set[1]) !== before || Number(set[2]) !== quota) wrong.push(`"${event.data.reason}" recorded at ${before}, left ${quota}`);
    }
    console.log(
      `quota sets raced against ${sets * 4} adjustments on a second instance: ${checked} recorded, ${wrong.length} missed their target or named a wrong start`,
    );
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  }, 120_000);
});
