import { expect, it } from 'vitest';
import { createColumnTypeCache } from '../../../projections/column-type-cache';
import { PROJECTIONS } from '../../../projections/registry';
import type { RunnerDeps } from '../../../projections/runner';
import { createSharedRound } from '../../../projections/shared-round';
import { createPostgresEventStore } from '../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../services/platform/logger';
import { crashingDatabase, SimulatedCrash } from '../../testkit/crashing-database';
import { describeOnEachBackend } from '../../testkit/databases';
import { eventually } from '../../testkit/eventually';
import { seedHistory } from '../../testkit/history';
import { allAt, checkpointsOf, endOfLog, liveAndRebuilt, resetReadModels } from '../../testkit/read-models';

const EVENTS = 400;
const KILLS = 12;

/** RELIABILITY A12 for the shared round: a batch that dies part way through any projection leaves every read model and checkpoint as before. */
describeOnEachBackend('the shared projection round killed mid-batch', (test) => {
  it(`leaves all seven read models and checkpoints consistent through ${KILLS} kills`, async () => {
    const store = createPostgresEventStore(test.db);
    await resetReadModels(test.db);
    await seedHistory(store, { count: EVENTS, seed: 41, firstWallet: 21_000 });
    const end = await endOfLog(test.db, store);
    // A batch of 10 events runs up to about 16 statements (the lock, a read and a write per projection, the checkpoints): it may die at any of the first 12.
    const crashing = crashingDatabase(test.db, { probability: 0.6, within: 12 });
    const clean: RunnerDeps = { db: test.db, store, pubsub: null, logger: silentLogger };
    const round = createSharedRound({ ...clean, db: crashing.db }, PROJECTIONS, { batchSize: 10, columnTypes: createColumnTypeCache() });

    let checks = 0;
    await eventually(
      async () => {
        try {
          await round.run();
        } catch (error) {
          if (!(error instanceof SimulatedCrash)) throw error;
          round.forget();
          // All seven moved together or not at all, and each table is the log folded up to its checkpoint.
          const positions = new Set((await checkpointsOf(test.db)).values());
          expect(positions.size).toBe(1);
          for (const projection of PROJECTIONS) {
            const { live, rebuilt } = await liveAndRebuilt(clean, projection);
            expect(rebuilt, projection.name).toEqual(live);
          }
          checks++;
          if (crashing.crashes() >= KILLS) crashing.disarm();
          return false;
        }
        return allAt(test.db, end);
      },
      { what: 'the round to reach the end of the log between kills', timeoutMs: 120_000, everyMs: 1 },
    );

    expect(crashing.crashes()).toBeGreaterThanOrEqual(KILLS);
    for (const projection of PROJECTIONS) {
      const { live, rebuilt } = await liveAndRebuilt(clean, projection);
      expect(rebuilt, projection.name).toEqual(live);
    }
    console.log(`shared round crash consistency: ${EVENTS} events, ${crashing.crashes()} kills, ${checks} checks of all seven tables equal to a rebuild`);
  }, 180_000);
});
