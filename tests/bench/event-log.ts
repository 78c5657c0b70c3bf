/**
 * Full-size event-log figures (RELIABILITY A13 and A11), on PostgreSQL.
 * The CI versions of the same harnesses run smaller in tests/integration.
 */
import { openPostgres } from '../../services/platform/adapters/postgres';
import { createPostgresEventStore } from '../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../services/platform/logger';
import { loadMigrations, migrate } from '../../services/platform/sql/migrator';
import { PROJECTIONS } from '../../projections/registry';
import { createScratchSchema, liveSnapshot, rebuildInto } from '../../projections/replay-verify';
import { catchUp, prepareProjection } from '../../projections/runner';
import { createDatabaseOn } from '../testkit/databases';
import { formatGapReport, runGapHarness } from '../testkit/gap-harness';
import { seedHistory } from '../testkit/history';

export async function benchGapSafety(serverUrl: string, events: number): Promise<string[]> {
  const database = await createDatabaseOn(serverUrl);
  const db = openPostgres({ url: database.url, poolMax: 4 });
  const writers = Array.from({ length: 32 }, () => openPostgres({ url: database.url, poolMax: 1 }));
  try {
    await migrate(db, await loadMigrations());
    const report = await runGapHarness(writers, db, { events });
    return [formatGapReport(report)];
  } finally {
    await Promise.all(writers.map((w) => w.close()));
    await db.close();
    await database.drop();
  }
}

/**
 * A11 at size: seeds `events` events, builds every read model, then rebuilds
 * each into a scratch schema with the given batch sizes and compares digests.
 */
async function replayAtSize(serverUrl: string, events: number, batchSizes: readonly number[]): Promise<string[]> {
  const database = await createDatabaseOn(serverUrl);
  const db = openPostgres({ url: database.url, poolMax: 4 });
  const lines: string[] = [];
  try {
    await migrate(db, await loadMigrations());
    const deps = { db, store: createPostgresEventStore(db), pubsub: null, logger: silentLogger };
    const seeded = performance.now();
    await seedHistory(deps.store, { count: events });
    lines.push(`A11 replay equivalence: seeded ${events} events in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    for (const projection of PROJECTIONS) {
      await prepareProjection(db, projection);
      await catchUp(deps, projection, { batchSize: 500 });
      const live = await liveSnapshot(db, projection);
      for (const batchSize of batchSizes) {
        const scratch = await createScratchSchema(db, [projection]);
        try {
          const begun = performance.now();
          const rebuilt = await rebuildInto(deps, projection, scratch.schema, { batchSize });
          const seconds = (performance.now() - begun) / 1000;
          lines.push(
            `  ${projection.table}: batch ${String(batchSize).padStart(4)} rebuilt ${live.rows} rows in ${seconds.toFixed(1)} s ` +
              `(${Math.round(events / seconds)} events/s), digest ${rebuilt.digest === live.digest ? 'equal' : 'DIFFERENT'}`,
          );
        } finally {
          await scratch.drop();
        }
      }
    }
    return lines;
  } finally {
    await db.close();
    await database.drop();
  }
}

/**
 * A11: every read model rebuilt from `events` events with batches of 100 and
 * 1,000. Batches of one event cost a transaction per event per read model,
 * so that pass runs on its own smaller history (`batchOneEvents`), said so in
 * the report.
 */
export async function benchReplay(serverUrl: string, events: number, batchOneEvents = Math.min(events, 10_000)): Promise<string[]> {
  return [...(await replayAtSize(serverUrl, events, [100, 1000])), ...(await replayAtSize(serverUrl, batchOneEvents, [1]))];
}
