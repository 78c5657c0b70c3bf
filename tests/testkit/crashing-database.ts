import type { SqlDatabase, SqlSession } from '../../services/platform/ports/sql';

export class SimulatedCrash extends Error {
  override readonly name = 'SimulatedCrash';
}

/**
 * The real database, but a transaction may "die" at a random statement, as a
 * process killed mid-batch would: the error rolls the transaction back and
 * nothing after that statement runs. `probability` decides how often, and
 * the statement it dies at is one of the transaction's first `within`.
 */
export function crashingDatabase(
  db: SqlDatabase,
  { probability, random = Math.random, within = 4 }: { probability: number; random?: () => number; within?: number },
) {
  let crashes = 0;
  let armed = true;
  const wrapped: SqlDatabase = {
    ...db,
    query: db.query,
    execScript: db.execScript,
    transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
      const dies = armed && random() < probability;
      const at = Math.floor(random() * within);
      return db.transaction((tx) => {
        let statements = 0;
        const tick = () => {
          if (dies && statements++ >= at) {
            crashes++;
            throw new SimulatedCrash(`killed at statement ${at}`);
          }
        };
        return work({
          query: async (text, params, options) => (tick(), tx.query(text, params, options)),
          execScript: async (text) => (tick(), tx.execScript(text)),
        });
      });
    },
  };
  return {
    db: wrapped,
    crashes: () => crashes,
    disarm: () => (armed = false),
  };
}
