import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTIONS } from '../../projections/registry';
import { prepareProjection } from '../../projections/runner';
import { catchUpOnAll } from '../testkit/catch-up';
import { openPglite } from '../../services/platform/adapters/pglite';
import { openPostgres } from '../../services/platform/adapters/postgres';
import { createPostgresEventStore } from '../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../services/platform/logger';
import type { SqlDatabase } from '../../services/platform/ports/sql';
import { loadMigrations, migrate } from '../../services/platform/sql/migrator';
import { createPostgresDatabase, preferredBackend } from '../testkit/databases';
import { seedHistory } from '../testkit/history';
import { runScript } from '../testkit/run-script';

/**
 * `npm run replay -- --verify` against a database a run produced, as an
 * operator would use it: one process at a time on the same database.
 */
describe(`npm run replay on ${preferredBackend()}`, () => {
  let env: Record<string, string>;
  let open: () => Promise<SqlDatabase>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (preferredBackend() === 'postgres') {
      const database = await createPostgresDatabase();
      env = { DATABASE_URL: database.url };
      open = async () => openPostgres({ url: database.url, poolMax: 2 });
      cleanup = database.drop;
    } else {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'tollgate-replay-'));
      env = { DATA_DIR: dataDir };
      open = () => openPglite(path.join(dataDir, 'pglite'));
      cleanup = () => rm(dataDir, { recursive: true, force: true });
    }
    const db = await open();
    try {
      await migrate(db, await loadMigrations());
      const store = createPostgresEventStore(db);
      await seedHistory(store, { count: 400, seed: 3 });
      // Every read model up to the last event, so the ledger's read models share one position.
      for (const projection of PROJECTIONS) {
        await prepareProjection(db, projection);
        await catchUpOnAll({ db, store, pubsub: null, logger: silentLogger }, projection, 400);
      }
    } finally {
      await db.close();
    }
  }, 120_000);
  afterAll(async () => cleanup?.());

  it('passes on the untouched read models, one line per table', async () => {
    const result = await runScript('services/tools/replay.ts', ['--verify'], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    for (const projection of PROJECTIONS) expect(result.stdout).toMatch(new RegExp(`^${projection.table}\\s+ok\\s+\\d+ rows`, 'm'));
    expect(result.stdout).toMatch(/^ledger clearing\s+ok\s+allowance Σ 0, quota Σ 0; accounts off 0, users off 0, tokens off 0$/m);
  }, 60_000);

  it('fails, naming the table, when a read-model row is altered by hand', async () => {
    const db = await open();
    try {
      await db.query('UPDATE activity_hourly SET events = events + 1 WHERE hour = (SELECT min(hour) FROM activity_hourly)');
      // A balance nudged by hand: both the digest and the ledger's own books catch it.
      await db.query('UPDATE user_balances SET quota = quota + 1 WHERE user_id = (SELECT min(user_id) FROM user_balances)');
    } finally {
      await db.close();
    }
    const result = await runScript('services/tools/replay.ts', ['--verify'], env);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^activity_hourly\s+DIFFERS/m);
    expect(result.stdout).toMatch(/^user_balances\s+DIFFERS/m);
    expect(result.stderr).toContain('activity_hourly, user_balances differ');
    expect(result.stdout).toMatch(/^ledger clearing\s+DIFFERS .*users off 1,/m);
    expect(result.stderr).toContain('the ledger does not clear');
  }, 60_000);

  it('repairs the read models by rebuilding them, after which verify passes again', async () => {
    const rebuilt = await runScript('services/tools/replay.ts', [], env);
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.stdout).toMatch(/^activity_hourly\s+rebuilt from \d+ events/m);
    const verified = await runScript('services/tools/replay.ts', ['--verify'], env);
    expect(verified.code).toBe(0);
  }, 60_000);
});
