/**
 * What the ledger bench's SQL costs: a SqlDatabase that counts every
 * statement the wallet service and its event store send, by what it is for,
 * and on PostgreSQL the commits the server counted (pg_stat_database).
 *
 * A statement on the database itself is one round trip; a transaction adds
 * BEGIN and COMMIT, counted with its first statement's kind. PGlite runs in
 * this process, so its "round trips" are calls into it, not network trips.
 *
 * PostgreSQL's counters are flushed by each backend at most once a second,
 * and by an idle one up to 10 s later. `commits()` therefore closes the pool
 * (a backend flushes its counts as it exits), waits for its backends to be
 * gone, reads xact_commit, and opens a fresh, warmed pool: the wallet service
 * keeps its wallets, only the connections are new.
 */
import { openPostgres } from '../../services/platform/adapters/postgres';
import type { SqlDatabase, SqlSession } from '../../services/platform/ports/sql';

export type SqlKind = 'append' | 'read' | 'snapshot' | 'other';
export const SQL_KINDS: readonly SqlKind[] = ['append', 'read', 'snapshot', 'other'];
/** Per kind: statements, round trips, and the milliseconds from sending each to its answer (waiting for a connection included). */
export type SqlCounts = Record<SqlKind, { statements: number; roundTrips: number; ms: number }>;

/** What a statement is for, by its text (services/platform/event-store/postgres-append.ts and postgres-append-one.ts, wallet-loader.ts, wallet-snapshot-records.ts). */
function kindOf(text: string): SqlKind {
  if (/WITH input AS|WITH moved AS|FROM event_streams WHERE stream_id = ANY|FROM events WHERE event_id = ANY/.test(text)) return 'append';
  if (/INSERT INTO wallet_snapshots/.test(text)) return 'snapshot';
  if (/FROM wallet_snapshots WHERE user_id|FROM events WHERE stream_id = \$1/.test(text)) return 'read';
  return 'other';
}

const zero = (): SqlCounts => ({
  append: { statements: 0, roundTrips: 0, ms: 0 },
  read: { statements: 0, roundTrips: 0, ms: 0 },
  snapshot: { statements: 0, roundTrips: 0, ms: 0 },
  other: { statements: 0, roundTrips: 0, ms: 0 },
});

export function countsSince(after: SqlCounts, before: SqlCounts): SqlCounts {
  const delta = zero();
  for (const kind of SQL_KINDS) {
    delta[kind].statements = after[kind].statements - before[kind].statements;
    delta[kind].roundTrips = after[kind].roundTrips - before[kind].roundTrips;
    delta[kind].ms = after[kind].ms - before[kind].ms;
  }
  return delta;
}

export interface MeteredDatabase {
  /** Give this to the wallet service and its event store. */
  readonly db: SqlDatabase;
  counts(): SqlCounts;
  /** PostgreSQL: the bench database's xact_commit, every commit so far included; null on PGlite. */
  commits(): Promise<number | null>;
  close(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const giveUp = performance.now() + 10_000;
  while (!(await check())) {
    if (performance.now() > giveUp) throw new Error(`ledger bench: gave up waiting for ${what}`);
    await pause(5);
  }
}

/**
 * `postgres`: the bench database's URL and the server's (xact_commit is read
 * from a connection to the server's own database, so the reads are not
 * counted); null for PGlite, given as `pglite`.
 */
export function meteredDatabase(target: { postgres: { url: string; serverUrl: string; poolMax: number } } | { pglite: SqlDatabase }): MeteredDatabase {
  const counts = zero();
  let inFlight = 0;
  let generation = 0;
  const open = (pg: { url: string; poolMax: number }) =>
    openPostgres({ url: pg.url, poolMax: pg.poolMax, applicationName: `tollgate-bench-ledger-${++generation}` });
  let inner: SqlDatabase = 'postgres' in target ? open(target.postgres) : target.pglite;
  const monitor = 'postgres' in target ? openPostgres({ url: target.postgres.serverUrl, poolMax: 1, applicationName: 'tollgate-bench-monitor' }) : null;
  const dbName = 'postgres' in target ? decodeURIComponent(new URL(target.postgres.url).pathname.slice(1)) : '';

  async function counted<T>(kind: SqlKind, roundTrips: number, run: () => Promise<T>): Promise<T> {
    counts[kind].statements += roundTrips;
    counts[kind].roundTrips += roundTrips;
    inFlight += 1;
    const begun = performance.now();
    try {
      return await run();
    } finally {
      inFlight -= 1;
      counts[kind].ms += performance.now() - begun;
    }
  }

  const db: SqlDatabase = {
    get dialect() {
      return inner.dialect;
    },
    query: (text, params, options) => counted(kindOf(text), 1, () => inner.query(text, params, options)),
    execScript: (text) => counted('other', 1, () => inner.execScript(text)),
    transaction: (work) =>
      counted('other', 0, () =>
        inner.transaction((tx) => {
          let first = true;
          const session: SqlSession = {
            async query(text, params, options) {
              const kind = kindOf(text);
              // BEGIN and COMMIT, counted with the transaction's first statement.
              const extra = first ? 2 : 0;
              first = false;
              counts[kind].statements += 1 + extra;
              counts[kind].roundTrips += 1 + extra;
              const begun = performance.now();
              try {
                return await tx.query(text, params, options);
              } finally {
                counts[kind].ms += performance.now() - begun;
              }
            },
            execScript(text) {
              counts.other.statements += 1;
              counts.other.roundTrips += 1;
              return tx.execScript(text);
            },
          };
          return work(session);
        }),
      ),
    close: () => inner.close(),
  };

  return {
    db,
    counts: () => countsSince(counts, zero()),
    async commits() {
      if (!monitor || !('postgres' in target)) return null;
      // Background snapshot saves may still be running: let them finish on the old pool.
      await until(() => inFlight === 0, 'the last statements');
      const old = inner;
      const oldName = `tollgate-bench-ledger-${generation}`;
      inner = open(target.postgres);
      await old.close();
      await until(async () => {
        const { rows } = await monitor.query<{ n: bigint }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = $2', [
          dbName,
          oldName,
        ]);
        return rows[0]!.n === 0n;
      }, "the old pool's backends to exit");
      const { rows } = await monitor.query<{ n: bigint }>('SELECT xact_commit AS n FROM pg_stat_database WHERE datname = $1', [dbName]);
      // Warm the new pool (connections opened now, not during the next run); its commits are the bench's fixed overhead.
      await Promise.all(Array.from({ length: target.postgres.poolMax }, () => inner.query('SELECT 1')));
      return Number(rows[0]!.n);
    },
    async close() {
      await inner.close();
      await monitor?.close();
    },
  };
}
