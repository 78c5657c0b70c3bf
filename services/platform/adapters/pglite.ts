import { mkdir } from 'node:fs/promises';
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

/**
 * Embedded PostgreSQL (PGlite) used directly, in `dir` or in memory when `dir`
 * is null. One backend serialises all work, so keep transactions short.
 */
export async function openPglite(dir: string | null): Promise<SqlDatabase> {
  if (dir !== null) await mkdir(dir, { recursive: true });
  const db = await PGlite.create(dir ?? undefined, {
    parsers: { [pgliteTypes.INT8]: (value: string) => BigInt(value) },
  });
  const direct = session(db);
  return {
    dialect: 'pglite',
    query: direct.query,
    execScript: direct.execScript,
    transaction: (work) => db.transaction((tx) => work(session(tx))),
    close: () => db.close(),
  };
}
