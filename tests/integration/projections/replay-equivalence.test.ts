import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTIONS } from '../../../projections/registry';
import { createScratchSchema, liveSnapshot, rebuildInto } from '../../../projections/replay-verify';
import { prepareProjection, type RunnerDeps } from '../../../projections/runner';
import { catchUpOnAll } from '../../testkit/catch-up';
import { createPostgresEventStore } from '../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../services/platform/logger';
import { loadMigrations, migrate } from '../../../services/platform/sql/migrator';
import { createTestDatabase, preferredBackend, type TestDatabase } from '../../testkit/databases';
import { seedHistory } from '../../testkit/history';

/** RELIABILITY A11 runs 100k in `npm run bench`; CI runs this many. */
const EVENTS = Number(process.env.A11_EVENTS ?? 2000);

describe(`replay equivalence (A11) on ${preferredBackend()}`, () => {
  let test: TestDatabase;
  let deps: RunnerDeps;
  beforeAll(async () => {
    test = await createTestDatabase(preferredBackend());
    await migrate(test.db, await loadMigrations());
    deps = { db: test.db, store: createPostgresEventStore(test.db), pubsub: null, logger: silentLogger };
    await seedHistory(deps.store, { count: EVENTS });
  }, 120_000);
  afterAll(async () => test?.dispose());

  it.each(PROJECTIONS.map((p) => [p.name, p] as const))(
    '%s rebuilds byte-identical with batch sizes 1, 100 and 1000',
    async (_name, projection) => {
      await prepareProjection(test.db, projection);
      await catchUpOnAll(deps, projection, EVENTS);
      const live = await liveSnapshot(test.db, projection);
      expect(live.rows).toBeGreaterThan(0);

      const figures: string[] = [];
      for (const batchSize of [1, 100, 1000]) {
        const scratch = await createScratchSchema(test.db, [projection]);
        try {
          const begun = performance.now();
          const rebuilt = await rebuildInto(deps, projection, scratch.schema, { batchSize, until: live.position });
          figures.push(`batch ${batchSize}: ${((performance.now() - begun) / 1000).toFixed(2)} s`);
          expect(rebuilt).toEqual({ digest: live.digest, rows: live.rows });
        } finally {
          await scratch.drop();
        }
      }
      console.log(
        `A11 replay equivalence: ${projection.table}, ${EVENTS} events, ${live.rows} rows, equal digests ${live.digest}; rebuild ${figures.join(', ')}`,
      );
    },
    300_000,
  );
});
