import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection, Row } from '../../../projections/projection';
import { PROJECTIONS } from '../../../projections/registry';
import { createScratchSchema, liveSnapshot, rebuildInto } from '../../../projections/replay-verify';
import { catchUp, prepareProjection, type RunnerDeps } from '../../../projections/runner';
import { catchUpOnAll } from '../../testkit/catch-up';
import { createPostgresEventStore } from '../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../services/platform/logger';
import { loadMigrations, migrate } from '../../../services/platform/sql/migrator';
import { crashingDatabase, SimulatedCrash } from '../../testkit/crashing-database';
import { createTestDatabase, preferredBackend, type TestDatabase } from '../../testkit/databases';
import { seedHistory } from '../../testkit/history';

const EVENTS = Number(process.env.A12_EVENTS ?? 2000);
const KILLS = 50;

/** The live table must be exactly the log folded up to its checkpoint: nothing lost, nothing applied twice. */
async function expectLiveEqualsRebuild(deps: RunnerDeps, projection: Projection<Row>) {
  const live = await liveSnapshot(deps.db, projection);
  const scratch = await createScratchSchema(deps.db, [projection]);
  try {
    expect(await rebuildInto(deps, projection, scratch.schema, { batchSize: 500, until: live.position })).toEqual({ digest: live.digest, rows: live.rows });
  } finally {
    await scratch.drop();
  }
  return live;
}

describe(`projector crash consistency (A12) on ${preferredBackend()}`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(preferredBackend());
    await migrate(test.db, await loadMigrations());
    await seedHistory(createPostgresEventStore(test.db), { count: EVENTS, seed: 12 });
  }, 120_000);
  afterAll(async () => test?.dispose());

  it.each(PROJECTIONS.map((p) => [p.name, p] as const))(
    `%s survives ${KILLS} kills during catch-up`,
    async (_name, projection) => {
      const crashing = crashingDatabase(test.db, { probability: 0.35 });
      const deps: RunnerDeps = { db: crashing.db, store: createPostgresEventStore(test.db), pubsub: null, logger: silentLogger };
      const clean: RunnerDeps = { ...deps, db: test.db };
      await prepareProjection(test.db, projection);

      let checksAfterKill = 0;
      let finished = false;
      while (!finished) {
        try {
          await catchUp(deps, projection, { batchSize: 10 });
          finished = true;
        } catch (error) {
          if (!(error instanceof SimulatedCrash)) throw error;
          await expectLiveEqualsRebuild(clean, projection);
          checksAfterKill++;
          if (crashing.crashes() >= KILLS) crashing.disarm();
        }
      }

      await catchUpOnAll(clean, projection, EVENTS);
      const live = await expectLiveEqualsRebuild(clean, projection);
      expect(crashing.crashes()).toBeGreaterThanOrEqual(KILLS);
      console.log(
        `A12 crash consistency: ${projection.table}, ${EVENTS} events, ${crashing.crashes()} kills, ${checksAfterKill} checkpoint checks equal to a rebuild, final digest ${live.digest} = clean rebuild`,
      );
    },
    300_000,
  );
});
