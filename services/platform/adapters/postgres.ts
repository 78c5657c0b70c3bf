import pg from 'pg';
import type { QueryOptions, SqlDatabase, SqlResult, SqlSession } from '../ports/sql';

const INT8_OID = 20;

/** Same JavaScript types as the PGlite adapter: int8 becomes bigint. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => BigInt(value);
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

function session(client: pg.PoolClient | pg.Pool): SqlSession {
  return {
    async query<Row>(text: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<SqlResult<Row>> {
      const result = await client.query({ text, values: [...params], types, ...(options?.prepareAs ? { name: options.prepareAs } : {}) });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async execScript(text: string) {
      await client.query(text);
    },
  };
}

export interface PostgresOptions {
  url: string;
  poolMax: number;
  applicationName?: string;
}

export function openPostgres(options: PostgresOptions): SqlDatabase {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    application_name: options.applicationName ?? 'tollgate',
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const direct = session(pool);
  return {
    dialect: 'postgres',
    query: direct.query,
    execScript: direct.execScript,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(session(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
