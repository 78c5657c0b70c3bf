/**
 * Ledger reservations (issue 15): how many reserve + settle lifecycles the
 * wallet service records per second, what one reserve and one settle cost
 * the caller, and what the SQL costs, on PostgreSQL and on PGlite.
 *
 * Scenarios, each at every concurrency of BENCH_LEDGER_CONCURRENCY:
 * - one hot wallet: every lifecycle charges the same user, so each append
 *   follows the one before; group commit batches the commands queued meanwhile;
 * - N wallets (BENCH_LEDGER_WALLETS), lifecycle i charging wallet i mod N:
 *   - loaded in memory: the service that funded them, each wallet viewed
 *     once before the runs (its cachedWallets raised to N: the default keeps
 *     10,000);
 *   - read first: a fresh service per run, with the default options, so every
 *     reserve reads its wallet (snapshot + events) before deciding; each
 *     wallet is charged at most once per run, so the run is min(count, N).
 *
 * - parity: the hot wallet and the 1,000 wallets loaded, at concurrency 200,
 *   in alternating pairs (BENCH_LEDGER_PARITY_ROUNDS, default 5), for the
 *   target "1,000 wallets at least the hot wallet": one pair of runs moves
 *   by a tenth or more with the machine, so the target reads their median.
 *
 * A lifecycle is one reserve (cost 1) followed by its settle; reservations/s
 * counts completed lifecycles over the run. Latencies are per call, as the
 * caller sees them (the wallet's queue included). Wallets are funded before
 * timing through the wallet service, 2,000 wallets in flight (two appends
 * of 1,000 wallets, the defaults of `writers` and `maxWallets`). On
 * PostgreSQL each run also reports the transactions the server counted
 * (pg_stat_database.xact_commit, read-only ones included; ledger-meter.ts),
 * and a durable one-row commit is timed first as the reference for issue
 * 15's concurrency-1 target.
 */
import os from 'node:os';
import { openPglite } from '../../services/platform/adapters/pglite';
import type { SqlDatabase } from '../../services/platform/ports/sql';
import { loadMigrations, migrate } from '../../services/platform/sql/migrator';
import { createDatabaseOn } from '../testkit/databases';
import { meteredDatabase, type MeteredDatabase } from './ledger-meter';
import { backendLines, PARITY, type ParityRound, type Scenario } from './ledger-report';
import { fund, pgliteInsert, postgresCommit, timeRun, viewAll, walletService, type CommitReference, type Run } from './ledger-scenarios';
import type { WalletService } from '../../services/features/wallet/wallet-service';

export interface LedgerBenchSizes {
  /** Most lifecycles per run at a concurrency above 1. */
  readonly requests: number;
  /** Most lifecycles per run at concurrency 1. */
  readonly serialRequests: number;
  /** A run stops starting lifecycles after this many seconds. */
  readonly seconds: number;
  /** Lifecycles in flight at once, one run each. */
  readonly concurrency: readonly number[];
  /** Wallet counts of the spread-out scenarios. */
  readonly wallets: readonly number[];
  /** One-row commits timed for the reference. */
  readonly commits: number;
  /** Alternating pairs of the hot wallet and the 1,000 wallets at concurrency 200, for the parity target. */
  readonly parityRounds: number;
}

/** The DATABASE_POOL_MAX default. */
const POOL_MAX = 10;
/** The wallet service's defaults: two appends in flight of up to 1,000 wallets each. */
const FUND_IN_FLIGHT = 2_000;
const VIEW_IN_FLIGHT = 200;
const DEFAULT_CACHED_WALLETS = 10_000;
const WARM_UP = 1_000;

const seconds = (since: number) => (performance.now() - since) / 1000;
const whole = (n: number) => Math.round(n).toLocaleString('en-US');

/** xact_commit counted by a cycle of the meter's pool with nothing run: taken off each run's figure. */
async function commitOverhead(m: MeteredDatabase): Promise<number> {
  const first = await m.commits();
  const second = await m.commits();
  return first === null || second === null ? 0 : second - first;
}

async function scenarios(m: MeteredDatabase, sizes: LedgerBenchSizes, setup: string[]): Promise<{ scenarios: Scenario[]; parity: ParityRound[] }> {
  const overhead = await commitOverhead(m);
  const countAt = (concurrency: number) => (concurrency === 1 ? sizes.serialRequests : sizes.requests);
  const result: Scenario[] = [];

  /** One service funds `userIds`, views each once (so all are in its memory and current), then is timed at every concurrency. */
  const loaded = async (key: 'hot' | 'loaded', userIds: readonly number[], title: string): Promise<WalletService> => {
    // Every wallet stays in memory: the count raised to the wallets', and no limit on what they remember between them.
    const wallets = walletService(m, { cachedWallets: Math.max(DEFAULT_CACHED_WALLETS, userIds.length), cachedEntries: Number.MAX_SAFE_INTEGER });
    let begun = performance.now();
    await fund(wallets, userIds, FUND_IN_FLIGHT);
    const { commands, appends } = wallets.stats();
    const funded = seconds(begun);
    begun = performance.now();
    await viewAll(wallets, userIds, VIEW_IN_FLIGHT);
    setup.push(
      `${title}: funded in ${funded.toFixed(1)} s (credit + token allowance per wallet, ${whole(Math.min(FUND_IN_FLIGHT, userIds.length))} wallets in flight: ` +
        `${whole(commands)} commands in ${whole(appends)} appends, ${(commands / Math.max(appends, 1)).toFixed(1)} per append), ` +
        `then each viewed once in ${seconds(begun).toFixed(1)} s; the bench process's RSS then ${whole(process.memoryUsage().rss / 2 ** 20)} MiB.`,
    );
    if (key === 'hot') {
      // The first runs would otherwise pay for compiling the wallet's code paths.
      await timeRun(wallets, m, { tag: 'warm-up', userIds, count: WARM_UP, concurrency: 32, seconds: sizes.seconds, commitOverhead: 0 });
      setup.push(`${whole(WARM_UP)} untimed lifecycles on the hot wallet, 32 in flight, to warm up the bench process.`);
    }
    const runs: Run[] = [];
    for (const concurrency of sizes.concurrency)
      runs.push(
        await timeRun(wallets, m, {
          tag: `${key}-${userIds.length}`,
          userIds,
          count: countAt(concurrency),
          concurrency,
          seconds: sizes.seconds,
          commitOverhead: overhead,
        }),
      );
    result.push({ key, wallets: userIds.length, title: key === 'hot' ? title : `${title}, loaded`, runs });
    return wallets;
  };

  const hotIds = [1];
  const hot = await loaded('hot', hotIds, 'hot wallet');
  const parity: ParityRound[] = [];
  let firstId = 1_001;
  for (const count of sizes.wallets) {
    const userIds = Array.from({ length: count }, (_, i) => firstId + i);
    firstId += count;
    const title = `${whole(count)} wallets`;
    const many = await loaded('loaded', userIds, title);
    if (count === PARITY.wallets)
      for (let round = 0; round < sizes.parityRounds; round++) {
        // The order alternates, so a machine that slows (or speeds up) during the rounds favours neither.
        const run = (wallets: WalletService, ids: readonly number[], tag: string) =>
          timeRun(wallets, m, {
            tag: `parity-${tag}-${round}`,
            userIds: ids,
            count: sizes.requests,
            concurrency: PARITY.concurrency,
            seconds: sizes.seconds,
            commitOverhead: overhead,
          });
        const manyFirst = round % 2 === 1;
        const first = manyFirst ? await run(many, userIds, 'many') : await run(hot, hotIds, 'hot');
        const second = manyFirst ? await run(hot, hotIds, 'hot') : await run(many, userIds, 'many');
        parity.push(manyFirst ? { many: first, hot: second, manyFirst } : { hot: first, many: second, manyFirst });
      }
    const runs: Run[] = [];
    for (const concurrency of sizes.concurrency) {
      // A fresh service with the default options: none of these wallets is in its memory.
      const wallets = walletService(m);
      runs.push(
        await timeRun(wallets, m, {
          tag: `read-${count}`,
          userIds,
          count: Math.min(countAt(concurrency), count),
          concurrency,
          seconds: sizes.seconds,
          commitOverhead: overhead,
        }),
      );
    }
    result.push({ key: 'read', wallets: count, title: `${title}, read first`, runs });
  }
  return { scenarios: result, parity };
}

async function onBackend(m: MeteredDatabase, sizes: LedgerBenchSizes, title: string, reference: CommitReference): Promise<string[]> {
  await migrate(m.db, await loadMigrations());
  const setup: string[] = [];
  const measured = await scenarios(m, sizes, setup);
  return backendLines({ title, reference, setup, ...measured, postgres: m.db.dialect === 'postgres', sizes });
}

/** The report lines (markdown); PostgreSQL is skipped when `serverUrl` is null. */
export async function benchLedger(serverUrl: string | null, sizes: LedgerBenchSizes): Promise<string[]> {
  const begun = performance.now();
  const lines = [
    `ledger reservations: lifecycles of a reserve (cost 1) then its settle through the wallet service (default writers 2, maxWallets 1,000, maxBatch 256), ` +
      `at ${sizes.concurrency.join(', ')} in flight; a run stops at ${whole(sizes.requests)} lifecycles (${whole(sizes.serialRequests)} at concurrency 1) ` +
      `or after ${sizes.seconds} s. Times in ms. Load average when the section began: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}.`,
    '',
  ];
  if (serverUrl) {
    const database = await createDatabaseOn(serverUrl);
    try {
      const reference = await postgresCommit(database.url, sizes.commits);
      const m = meteredDatabase({ postgres: { url: database.url, serverUrl, poolMax: POOL_MAX } });
      try {
        lines.push(...(await onBackend(m, sizes, `PostgreSQL (a fresh database, pool of ${POOL_MAX}: the DATABASE_POOL_MAX default)`, reference)));
      } finally {
        await m.close();
      }
    } finally {
      await database.drop();
    }
  } else {
    lines.push('### PostgreSQL', '', 'skipped: set DATABASE_URL to a PostgreSQL server', '');
  }

  const pglite: SqlDatabase = await openPglite(null);
  const m = meteredDatabase({ pglite });
  try {
    lines.push(...(await onBackend(m, sizes, 'PGlite (in memory, in the bench process)', await pgliteInsert(pglite, sizes.commits))));
  } finally {
    await m.close();
  }
  lines.push(`The ledger section took ${seconds(begun).toFixed(0)} s.`, '');
  return lines;
}
