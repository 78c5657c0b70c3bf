import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SqlDatabase } from '../ports/sql';
import { PACKAGE_ROOT } from '../package-root';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
  readonly checksum: string;
}

export interface MigrationReport {
  readonly applied: readonly Migration[];
  readonly alreadyApplied: number;
}

/** Any number fits; it only has to be the same in every process of one deployment. */
const MIGRATION_LOCK_KEY = 7_260_523_001;
const FILE_NAME = /^(\d{3,})_([a-z0-9_]+)\.sql$/;

export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'schema/sql');

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`migration file name "${file}" must look like 001_what_it_does.sql`);
    const sql = await readFile(path.join(dir, file), 'utf8');
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) throw new Error(`two migrations are numbered ${version}`);
    migrations.push({ version, name: match[2]!, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return migrations;
}

/**
 * Applies the pending migrations in one transaction that holds an advisory
 * lock, so any number of processes may start at once: the first applies, the
 * others wait and then find nothing left to do. An applied migration whose
 * file has since changed stops the start, since the schema would no longer be
 * what the file says.
 */
export async function migrate(db: SqlDatabase, migrations: readonly Migration[]): Promise<MigrationReport> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.execScript(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer PRIMARY KEY,
        name       text NOT NULL,
        checksum   text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await tx.query<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations ORDER BY version');
    const recorded = new Map(rows.map((r) => [r.version, r.checksum]));
    for (const m of migrations) {
      const checksum = recorded.get(m.version);
      if (checksum !== undefined && checksum !== m.checksum) {
        throw new Error(`migration ${m.version}_${m.name} was changed after it was applied; add a new migration instead`);
      }
    }
    const pending = migrations.filter((m) => !recorded.has(m.version));
    for (const m of pending) {
      await tx.execScript(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [m.version, m.name, m.checksum]);
    }
    return { applied: pending, alreadyApplied: recorded.size };
  });
}

/** True when every known migration is recorded (used by /readyz). */
export async function isMigrated(db: SqlDatabase, migrations: readonly Migration[]): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations WHERE version = ANY($1::int[])', [
    migrations.map((m) => m.version),
  ]);
  return rows[0]?.n === migrations.length;
}
