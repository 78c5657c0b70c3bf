import type { SqlDatabase, SqlSession } from '../../services/platform/ports/sql';

/** A statement sent through the wrapped database: its text, its parameters, and whether it ran in a transaction. */
export interface CountedStatement {
  readonly text: string;
  readonly params: readonly unknown[];
  readonly inTransaction: boolean;
}

export interface CountingDatabase {
  readonly db: SqlDatabase;
  /** Every statement since the last reset, in order (BEGIN and COMMIT are the adapter's, not counted here). */
  statements(): readonly CountedStatement[];
  /** Transactions begun since the last reset (rolled back ones included). */
  transactions(): number;
  reset(): void;
}

/**
 * The real database, recording every statement and transaction sent through
 * it, for tests and benchmarks that count the SQL a component issues (never
 * how long it takes). A server-side trace (`log_statement=all`) also counts
 * each transaction's BEGIN and COMMIT: statements() + 2 × transactions().
 */
export function countingDatabase(db: SqlDatabase): CountingDatabase {
  let statements: CountedStatement[] = [];
  let transactions = 0;
  const recording = (session: SqlSession, inTransaction: boolean): SqlSession => ({
    query: (text, params, options) => {
      statements.push({ text, params: params ?? [], inTransaction });
      return session.query(text, params, options);
    },
    execScript: (text) => {
      statements.push({ text, params: [], inTransaction });
      return session.execScript(text);
    },
  });
  const direct = recording(db, false);
  const wrapped: SqlDatabase = {
    dialect: db.dialect,
    query: direct.query,
    execScript: direct.execScript,
    transaction(work) {
      transactions++;
      return db.transaction((tx) => work(recording(tx, true)));
    },
    close: () => db.close(),
  };
  return {
    db: wrapped,
    statements: () => statements,
    transactions: () => transactions,
    reset() {
      statements = [];
      transactions = 0;
    },
  };
}
