import { mkdir, readdir } from 'node:fs/promises';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import type { SqlDatabase, SqlResult, SqlSession } from '../ports/sql';

interface PGliteQueryable {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[]; affectedRows?: number }>;
  exec(text: string): Promise<unknown>;
}

function session(db: PGliteQueryable): SqlSession {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
      const result = await db.query<Row>(text, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
    async execScript(text: string) {
      await db.exec(text);
    },
  };
}

/** PGlite's options for every database the gateway opens: BIGINT columns read as bigint. */
const OPTIONS = { parsers: { [pgliteTypes.INT8]: (value: string) => BigInt(value) } };

/** Reads a template made by `pgliteTemplate()`, or answers null when there is none. */
export type PgliteTemplate = () => Promise<Uint8Array<ArrayBuffer> | null>;

const isEmptyFolder = async (dir: string): Promise<boolean> => (await readdir(dir)).length === 0;

/**
 * Embedded PostgreSQL (PGlite) used directly, in `dir` or in memory when `dir`
 * is null. One backend serialises all work, so keep transactions short.
 *
 * `template`: reads a data folder made by `pgliteTemplate()` (gzipped tar),
 * or null when there is none; it is called only for an empty `dir`. A new
 * database in an empty `dir` is unpacked from it instead of being created by
 * initdb, which takes PGlite seconds; `npm run build` makes one beside the
 * compiled server. A folder that already holds a database ignores it.
 */
export async function openPglite(dir: string | null, template: PgliteTemplate | null = null): Promise<SqlDatabase> {
  if (dir !== null) await mkdir(dir, { recursive: true });
  const tarball = dir !== null && template !== null && (await isEmptyFolder(dir)) ? await template() : null;
  const db = await PGlite.create(dir ?? undefined, tarball ? { ...OPTIONS, loadDataDir: new Blob([tarball]) } : OPTIONS);
  const direct = session(db);
  return {
    dialect: 'pglite',
    query: direct.query,
    execScript: direct.execScript,
    transaction: (work) => db.transaction((tx) => work(session(tx))),
    close: () => db.close(),
  };
}

/**
 * A new PGlite data folder as a gzipped tar, for `openPglite`'s `template`:
 * created in memory, then `prepare`d (the build applies the migrations, so a
 * first start finds them done and only checks their checksums).
 */
export async function pgliteTemplate(prepare: (db: SqlDatabase) => Promise<void> = async () => {}): Promise<Uint8Array<ArrayBuffer>> {
  const db = await PGlite.create(OPTIONS);
  try {
    const direct = session(db);
    await prepare({ dialect: 'pglite', ...direct, transaction: (work) => db.transaction((tx) => work(session(tx))), close: () => db.close() });
    return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
}
