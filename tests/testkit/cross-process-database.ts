import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../services/platform/adapters/pglite';
import type { SqlDatabase } from '../../services/platform/ports/sql';
import { loadMigrations, migrate } from '../../services/platform/sql/migrator';
import { createTestDatabase, preferredBackend, type Backend } from './databases';

/**
 * A migrated database that a child process can open too: a new database on
 * the run's PostgreSQL server, else an on-disk PGlite directory. PGlite is
 * one process's at a time, so this process opens it only inside `use`, and
 * never while a child has it open.
 */
export interface CrossProcessDatabase {
  readonly backend: Backend;
  /** What the child opens: a postgres:// URL or the PGlite directory. */
  readonly location: string;
  use<T>(work: (db: SqlDatabase) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

export async function createCrossProcessDatabase(): Promise<CrossProcessDatabase> {
  const migrations = await loadMigrations();
  if (preferredBackend() === 'postgres') {
    const test = await createTestDatabase('postgres');
    await migrate(test.db, migrations);
    return { backend: 'postgres', location: test.url!, use: (work) => work(test.db), dispose: () => test.dispose() };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'tollgate-pglite-'));
  const use = async <T>(work: (db: SqlDatabase) => Promise<T>): Promise<T> => {
    const db = await openPglite(dir);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };
  await use((db) => migrate(db, migrations));
  return { backend: 'pglite', location: dir, use, dispose: () => rm(dir, { recursive: true, force: true }) };
}
