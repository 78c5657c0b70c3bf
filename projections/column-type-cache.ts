import type { SqlSession } from '../services/platform/ports/sql';
import { readColumnTypes, type ColumnTypes } from './read-model-sql';

/**
 * The column types of read-model tables, read from the catalog once per
 * (schema, table) and kept. Only a migration changes them, and migrations run
 * before any runner starts; the runner still clears it when it prepares a
 * projection (a rebuild) and after a failure.
 */
export interface ColumnTypeCache {
  get(session: SqlSession, schema: string, table: string): Promise<ColumnTypes>;
  clear(): void;
}

export function createColumnTypeCache(): ColumnTypeCache {
  const known = new Map<string, ColumnTypes>();
  return {
    async get(session, schema, table) {
      const id = `${schema}.${table}`;
      const cached = known.get(id);
      if (cached) return cached;
      const types = await readColumnTypes(session, schema, table);
      known.set(id, types);
      return types;
    },
    clear: () => known.clear(),
  };
}
