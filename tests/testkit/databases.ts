import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openPglite } from '../../services/platform/adapters/pglite';
import { openPostgres } from '../../services/platform/adapters/postgres';
import type { SqlDatabase } from '../../services/platform/ports/sql';
import { loadMigrations, migrate } from '../../services/platform/sql/migrator';

export type Backend = 'pglite' | 'postgres';

export interface TestDatabase {
  readonly backend: Backend;
  readonly db: SqlDatabase;
  /** The URL of this test's own database (postgres only), for a second process or pool. */
  readonly url: string | null;
  /** Closes the pool and removes the database. */
  dispose(): Promise<void>;
}

/** Where PostgreSQL is, and if it is not, why. */
export function postgresServer(): { url: string | null; reason: string } {
  return { url: inject('postgresUrl'), reason: inject('postgresMissingReason') };
}

/** The suite name that says why it is skipped, printed once as well. */
export function skipNote(backend: Backend): string {
  const { url, reason } = postgresServer();
  if (backend === 'postgres' && url === null) {
    console.warn(`[skipped] PostgreSQL suites: ${reason}`);
    return ` (skipped: ${reason})`;
  }
  return '';
}

export const postgresMissing = (): boolean => postgresServer().url === null;

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A new, empty database on the run's PostgreSQL server; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = postgresServer().url;
  if (serverUrl === null) throw new Error('no PostgreSQL server for this run');
  return createDatabaseOn(serverUrl);
}

/** A new, empty database on the PostgreSQL server at `serverUrl` (benchmarks call this outside Vitest). */
export async function createDatabaseOn(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tollgate_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres({ url: serverUrl, poolMax: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** A fresh, empty database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const db = await openPglite(null);
    return { backend, db, url: null, dispose: () => db.close() };
  }
  const database = await createPostgresDatabase();
  const db = openPostgres({ url: database.url, poolMax: 5 });
  return {
    backend,
    db,
    url: database.url,
    async dispose() {
      await db.close();
      await database.drop();
    },
  };
}

/** PostgreSQL when this run has one (faster to start), else embedded PGlite. */
export function preferredBackend(): Backend {
  return postgresMissing() ? 'pglite' : 'postgres';
}

/**
 * Declares a suite once per SQL backend, PGlite and PostgreSQL, each with its
 * own fresh database (migrated unless told otherwise). The PostgreSQL one
 * skips, saying why, when the run has no server. `test` is read lazily, so
 * use it inside hooks and tests.
 */
export function describeOnEachBackend(title: string, body: (test: TestDatabase) => void, { migrated = true } = {}): void {
  describe.each<Backend>(['pglite', 'postgres'])(`${title} on %s`, (backend) => {
    describe.skipIf(backend === 'postgres' && postgresMissing())(`runs${skipNote(backend)}`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await createTestDatabase(backend);
        if (migrated) await migrate(current.db, await loadMigrations());
      });
      afterAll(async () => current?.dispose());
      const opened = (): TestDatabase => {
        if (!current) throw new Error('the test database is opened in beforeAll');
        return current;
      };
      body({
        backend,
        get db() {
          return opened().db;
        },
        get url() {
          return opened().url;
        },
        dispose: async () => {},
      });
    });
  });
}
