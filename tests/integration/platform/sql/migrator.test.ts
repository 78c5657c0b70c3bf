import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../../../services/platform/adapters/postgres';
import { isMigrated, loadMigrations, migrate } from '../../../../services/platform/sql/migrator';
import { createTestDatabase, describeOnEachBackend, postgresMissing, skipNote } from '../../../testkit/databases';

describeOnEachBackend(
  'migrations',
  (test) => {
    it('applies every migration once and records it', async () => {
      const migrations = await loadMigrations();
      expect(migrations.length).toBeGreaterThan(0);
      expect(await isMigrated(test.db, migrations).catch(() => false)).toBe(false);

      const first = await migrate(test.db, migrations);
      expect(first.applied.map((m) => m.version)).toEqual(migrations.map((m) => m.version));
      expect(await isMigrated(test.db, migrations)).toBe(true);

      const second = await migrate(test.db, migrations);
      expect(second.applied).toEqual([]);
      expect(second.alreadyApplied).toBe(migrations.length);

      const { rows } = await test.db.query<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations ORDER BY version');
      expect(rows).toEqual(migrations.map((m) => ({ version: m.version, checksum: m.checksum })));
    });

    it('refuses to start when an applied migration file was edited', async () => {
      const migrations = await loadMigrations();
      const edited = migrations.map((m, i) => (i === 0 ? { ...m, checksum: 'changed' } : m));
      await expect(migrate(test.db, edited)).rejects.toThrow(/was changed after it was applied/);
    });

    it('rolls back a failing migration whole, recording nothing', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'tollgate-migrations-'));
      try {
        const existing = await loadMigrations();
        const next = String(Math.max(...existing.map((m) => m.version)) + 1).padStart(3, '0');
        await writeFile(path.join(dir, `${next}_half_done.sql`), 'CREATE TABLE half_done (id int); SELECT no_such_function();');
        const broken = [...existing, ...(await loadMigrations(dir))];
        await expect(migrate(test.db, broken)).rejects.toThrow();
        const { rows } = await test.db.query<{ n: number }>("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done'");
        expect(rows[0]!.n).toBe(0);
        expect(await isMigrated(test.db, broken)).toBe(false);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('refuses a file name that does not say its number and purpose', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'tollgate-migrations-'));
      try {
        await writeFile(path.join(dir, 'add-users.sql'), 'SELECT 1');
        await expect(loadMigrations(dir)).rejects.toThrow(/must look like 001_what_it_does\.sql/);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  },
  { migrated: false },
);

describe.skipIf(postgresMissing())(`two migrators at once on PostgreSQL${skipNote('postgres')}`, () => {
  it('both finish, and the schema is applied exactly once', async () => {
    const test = await createTestDatabase('postgres');
    const other = openPostgres({ url: test.url!, poolMax: 2 });
    try {
      const migrations = await loadMigrations();
      const [a, b] = await Promise.all([migrate(test.db, migrations), migrate(other, migrations)]);
      expect([a.applied.length, b.applied.length].sort()).toEqual([0, migrations.length]);
      const { rows } = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(rows[0]!.n).toBe(migrations.length);
    } finally {
      await other.close();
      await test.dispose();
    }
  });
});
