/**
 * The one way the services talk to SQL. Two adapters implement it: PostgreSQL
 * through `pg` and embedded PGlite. Both return the same JavaScript types:
 * int8 as `bigint`, numeric as `string`, timestamptz as `Date`, json as values.
 * Write portable SQL (PostgreSQL 15 and PGlite's 18 both run it) and always
 * pass values as parameters.
 */
export interface SqlResult<Row> {
  readonly rows: Row[];
  readonly rowCount: number;
}

/** How to run one statement. */
export interface QueryOptions {
  /**
   * A statement run very often under this name: the PostgreSQL adapter
   * prepares it once per connection and reuses the plan (planning a large
   * statement can cost more than running it). One name, one text, always.
   */
  readonly prepareAs?: string;
}

export interface SqlSession {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<SqlResult<Row>>;
  /** Runs several statements without parameters (migrations). */
  execScript(text: string): Promise<void>;
}

export interface SqlDatabase extends SqlSession {
  readonly dialect: 'postgres' | 'pglite';
  /** Commits when `work` resolves, rolls back when it throws. */
  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
