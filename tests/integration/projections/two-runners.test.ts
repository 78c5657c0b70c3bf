import { afterAll, beforeAll, expect, it } from 'vitest';
import { createColumnTypeCache } from '../../../projections/column-type-cache';
import { PROJECTIONS } from '../../../projections/registry';
import { startProjectionRunner, type RunnerDeps } from '../../../projections/runner';
import { createSharedRound } from '../../../projections/shared-round';
import { openPostgres } from '../../../services/platform/adapters/postgres';
import { createPostgresEventStore } from '../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../services/platform/logger';
import type { EventStore } from '../../../services/platform/ports/event-store';
import type { SqlDatabase } from '../../../services/platform/ports/sql';
import { countingDatabase } from '../../testkit/counting-database';
import { describeOnEachBackend } from '../../testkit/databases';
import { eventually } from '../../testkit/eventually';
import { seedHistory } from '../../testkit/history';
import { allAt, endOfLog, liveAndRebuilt, recordingChanges, resetReadModels } from '../../testkit/read-models';

/** Two runners on one database: each batch is applied by exactly one of them (the checkpoint rows' lock and re-check). */
describeOnEachBackend('two projection runners on one database', (test) => {
  // On PostgreSQL the second runner has its own pool, as a second process would; PGlite is one process's database.
  let second: SqlDatabase;
  beforeAll(() => {
    second = test.url === null ? test.db : openPostgres({ url: test.url, poolMax: 3 });
  });
  afterAll(async () => {
    if (second !== test.db) await second?.close();
  });

  async function expectEveryModelEqualsRebuild(deps: RunnerDeps): Promise<void> {
    for (const projection of PROJECTIONS) {
      const { live, rebuilt } = await liveAndRebuilt(deps, projection);
      expect(rebuilt, projection.name).toEqual(live);
    }
  }

  it('a runner that is behind the other finds the checkpoints moved under the lock and applies nothing twice', async () => {
    const store = createPostgresEventStore(test.db);
    await resetReadModels(test.db);
    const deps: RunnerDeps = { db: test.db, store, pubsub: null, logger: silentLogger };
    const counting = countingDatabase(second);
    const behind = createSharedRound({ ...deps, db: counting.db, store: createPostgresEventStore(counting.db) }, PROJECTIONS, {
      batchSize: 500,
      columnTypes: createColumnTypeCache(),
    });
    const ahead = createSharedRound(deps, PROJECTIONS, { batchSize: 500, columnTypes: createColumnTypeCache() });
    // The second runner sees every checkpoint where it is now...
    await behind.run();
    counting.reset();
    // ...then the first applies everything appended since.
    await seedHistory(store, { count: 150, seed: 31, firstWallet: 11_000 });
    const end = await endOfLog(test.db, store);
    await eventually(async () => (await ahead.run(), allAt(test.db, end)), { what: 'the first runner at the end of the log' });

    // The second reads a page from where it saw the checkpoints, locks them, finds them moved, and writes nothing.
    await behind.run();
    const statements = counting.statements();
    expect(statements.filter((s) => s.text.includes('FOR UPDATE')).length).toBeGreaterThan(0);
    expect(statements.filter((s) => s.text.startsWith('UPDATE') && s.text.includes('"log_checkpoints"'))).toHaveLength(0);
    expect(await allAt(test.db, end)).toBe(true);
    await expectEveryModelEqualsRebuild(deps);
  });

  it('two runners following the same appends apply every batch once', async () => {
    const appender = createPostgresEventStore(test.db);
    await resetReadModels(test.db);
    const changes = [recordingChanges(test.db), recordingChanges(test.db)];
    // Both are woken by the appends (as the runners of two processes would be by their own, or by their idle poll).
    const storeFor = (db: SqlDatabase): EventStore => ({ ...createPostgresEventStore(db), waitForAppend: appender.waitForAppend });
    const runners = [test.db, second].map((db, i) =>
      startProjectionRunner({ db, store: storeFor(db), pubsub: changes[i]!, logger: silentLogger }, PROJECTIONS, { batchSize: 20, coalesceMs: 0 }),
    );
    try {
      await seedHistory(appender, { count: 400, seed: 32, firstWallet: 12_000 });
      const end = await endOfLog(test.db, appender);
      await eventually(() => allAt(test.db, end), { what: 'both runners at the end of the log', timeoutMs: 60_000 });
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }

    // activity_hourly applies every batch, so its notices name every batch applied: no position twice across the two runners.
    const applied = changes.flatMap((c) => c.changes.filter((n) => n.projection === 'activity_hourly').map((n) => n.position));
    expect(new Set(applied).size).toBe(applied.length);
    console.log(
      `two runners: batches applied by each: ${changes.map((c) => c.changes.filter((n) => n.projection === 'activity_hourly').length).join(' and ')}`,
    );
    await expectEveryModelEqualsRebuild({ db: test.db, store: appender, pubsub: null, logger: silentLogger });
  }, 90_000);
});
