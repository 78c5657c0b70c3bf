import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteTemplate } from '../../../../services/platform/adapters/pglite';
import { isMigrated, loadMigrations, migrate, type Migration } from '../../../../services/platform/sql/migrator';

/*
 * `npm run build` writes a migrated PGlite data folder beside the compiled
 * server, so a first start on embedded defaults unpacks it instead of
 * running PGlite's initdb (services/tools/build-server.ts). These tests hold
 * the adapter to what that relies on: an empty folder becomes the
 * template's database, and a folder that already holds one keeps it.
 */

let folder: string;
let migrations: readonly Migration[];
let template: Uint8Array<ArrayBuffer>;
let templateReads = 0;
/** The template as openPglite asks for it, counting the reads. */
const readTemplate = async () => {
  templateReads += 1;
  return template;
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tollgate-template-'));
  migrations = await loadMigrations();
  template = await pgliteTemplate(async (db) => {
    await migrate(db, migrations);
    await db.execScript("CREATE TABLE template_marker (note text); INSERT INTO template_marker VALUES ('from the template')");
  });
}, 120_000);
afterAll(async () => rm(folder, { recursive: true, force: true }));

describe('a PGlite template', () => {
  it('becomes the database of an empty folder, migrations included', async () => {
    const dir = path.join(folder, 'fresh');
    const db = await openPglite(dir, readTemplate);
    try {
      expect(await isMigrated(db, migrations)).toBe(true);
      expect((await migrate(db, migrations)).applied).toEqual([]);
      const { rows } = await db.query<{ note: string }>('SELECT note FROM template_marker');
      expect(rows).toEqual([{ note: 'from the template' }]);
      await db.query("INSERT INTO template_marker VALUES ('written after')");
    } finally {
      await db.close();
    }

    // Reopened with the template again, the folder keeps its own database.
    const again = await openPglite(dir, readTemplate);
    try {
      const { rows } = await again.query<{ note: string }>('SELECT note FROM template_marker ORDER BY note');
      expect(rows.map((row) => row.note)).toEqual(['from the template', 'written after']);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('is ignored where a database already is', async () => {
    const dir = path.join(folder, 'existing');
    const existing = await openPglite(dir);
    await existing.close();
    const readsBefore = templateReads;
    const db = await openPglite(dir, readTemplate);
    try {
      expect(await isMigrated(db, migrations).catch(() => false)).toBe(false);
      await expect(db.query('SELECT note FROM template_marker')).rejects.toThrow(/template_marker/);
      expect(templateReads, 'a folder that holds a database never reads the template').toBe(readsBefore);
    } finally {
      await db.close();
    }
  }, 60_000);
});
