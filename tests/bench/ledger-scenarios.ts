/**
 * The ledger bench's parts: the reference commit, funding and viewing
 * wallets, and one timed run of reserve + settle lifecycles with what it cost.
 */
import { createWalletService, type WalletService, type WalletServiceOptions } from '../../services/features/wallet/wallet-service';
import type { CommandMeta } from '../../services/features/wallet/rules/wallet-commands';
import { openPostgres } from '../../services/platform/adapters/postgres';
import { createPostgresEventStore } from '../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../services/platform/logger';
import type { SqlDatabase } from '../../services/platform/ports/sql';
import { countsSince, type MeteredDatabase, type SqlCounts } from './ledger-meter';

const META: CommandMeta = { actor: { kind: 'system', reason: 'bench' }, correlationId: null };
const USAGE = { channelId: 1, modelName: 'gpt-bench', promptTokens: 3, completionTokens: 2 };
export const TOKEN_ID = 1;
/** Balance and token allowance per wallet: more than any run spends. */
const FUNDS = 1_000_000_000;

/** Runs `work` for 0..count-1, at most `concurrency` at once, starting none after `deadline` (performance.now()). */
export async function inParallel(count: number, concurrency: number, work: (index: number) => Promise<void>, deadline = Infinity): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < count && performance.now() < deadline) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return next;
}

export function percentile(sorted: readonly number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export function walletService(m: MeteredDatabase, options: WalletServiceOptions = {}): WalletService {
  return createWalletService({ store: createPostgresEventStore(m.db), db: m.db, clock: () => new Date(), logger: silentLogger }, options);
}

export interface CommitReference {
  readonly label: string;
  readonly p50: number;
  readonly p99: number;
  readonly count: number;
}

/** One-row INSERTs, autocommit, one at a time, after 100 untimed. */
async function timeInserts(db: SqlDatabase, count: number): Promise<{ p50: number; p99: number }> {
  await db.query('CREATE TABLE bench_commit (id bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), note text NOT NULL)');
  const insert = () => db.query('INSERT INTO bench_commit (note) VALUES ($1)', ['bench']);
  for (let i = 0; i < Math.min(100, count); i++) await insert();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const begun = performance.now();
    await insert();
    times.push(performance.now() - begun);
  }
  times.sort((a, b) => a - b);
  await db.query('DROP TABLE bench_commit');
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** One durable commit on PostgreSQL, on a connection of its own to the bench database. */
export async function postgresCommit(url: string, count: number): Promise<CommitReference> {
  const db = openPostgres({ url, poolMax: 1, applicationName: 'tollgate-bench-commit' });
  try {
    await db.query('SET synchronous_commit = on');
    const { rows } = await db.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method') ORDER BY name",
    );
    const settings = rows.map((r) => `${r.name} ${r.setting}`).join(', ');
    return { label: `one durable commit (one-row INSERT, autocommit, ${settings})`, count, ...(await timeInserts(db, count)) };
  } finally {
    await db.close();
  }
}

/** The same INSERT on the bench's PGlite (in memory: not durable), for scale. */
export async function pgliteInsert(db: SqlDatabase, count: number): Promise<CommitReference> {
  return { label: 'one-row INSERT on this PGlite (in memory, so not a durable commit)', count, ...(await timeInserts(db, count)) };
}

/** Funds each wallet (balance and a limited allowance for TOKEN_ID, the two commands sent together), `inFlight` wallets at once. */
export async function fund(wallets: WalletService, userIds: readonly number[], inFlight: number): Promise<void> {
  await inParallel(userIds.length, inFlight, async (i) => {
    const userId = userIds[i]!;
    await Promise.all([
      wallets.credit(userId, { key: `fund-${userId}`, source: 'topup', amount: FUNDS }, META),
      wallets.setTokenAllowance(userId, { key: `allow-${userId}`, tokenId: TOKEN_ID, unlimited: false, remaining: FUNDS }, META),
    ]);
  });
}

export async function viewAll(wallets: WalletService, userIds: readonly number[], inFlight: number): Promise<void> {
  await inParallel(userIds.length, inFlight, async (i) => void (await wallets.view(userIds[i]!)));
}

export interface Run {
  readonly concurrency: number;
  /** Lifecycles completed (failed ones are in `failures`). */
  readonly lifecycles: number;
  readonly seconds: number;
  /** Sorted, ms. */
  readonly reserves: number[];
  readonly settles: number[];
  readonly failures: number;
  readonly firstFailure: string | null;
  readonly commands: number;
  readonly appends: number;
  readonly conflicts: number;
  readonly sql: SqlCounts;
  /** PostgreSQL transactions committed during the run (xact_commit, the meter's fixed overhead taken off); null on PGlite. */
  readonly commits: number | null;
}

export interface RunPlan {
  readonly tag: string;
  readonly userIds: readonly number[];
  readonly count: number;
  readonly concurrency: number;
  readonly seconds: number;
  /** xact_commit counted by a run that does nothing (the meter's pool cycle). */
  readonly commitOverhead: number;
}

/** Lifecycle i charges userIds[i % length]: a reserve of cost 1, then its settle. Stops at `count` or after `seconds`. */
export async function timeRun(wallets: WalletService, m: MeteredDatabase, plan: RunPlan): Promise<Run> {
  const commitsBefore = await m.commits();
  const before = wallets.stats();
  const sqlBefore = m.counts();
  const reserves: number[] = [];
  const settles: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  const begun = performance.now();
  await inParallel(
    plan.count,
    plan.concurrency,
    async (i) => {
      const userId = plan.userIds[i % plan.userIds.length]!;
      const requestId = `${plan.tag}-${plan.concurrency}-${i}`;
      try {
        const reserveStart = performance.now();
        await wallets.reserve(userId, { requestId, tokenId: TOKEN_ID, amount: 1 }, META);
        const settleStart = performance.now();
        await wallets.settle(userId, { requestId, actual: 1, usage: USAGE }, META);
        settles.push(performance.now() - settleStart);
        reserves.push(settleStart - reserveStart);
      } catch (error) {
        failures += 1;
        firstFailure ??= error instanceof Error ? error.message : String(error);
      }
    },
    begun + plan.seconds * 1000,
  );
  const seconds = (performance.now() - begun) / 1000;
  const sql = countsSince(m.counts(), sqlBefore);
  const after = wallets.stats();
  const commitsAfter = await m.commits();
  reserves.sort((a, b) => a - b);
  settles.sort((a, b) => a - b);
  return {
    concurrency: plan.concurrency,
    lifecycles: reserves.length,
    seconds,
    reserves,
    settles,
    failures,
    firstFailure,
    commands: after.commands - before.commands,
    appends: after.appends - before.appends,
    conflicts: after.conflicts - before.conflicts,
    sql,
    commits: commitsBefore === null || commitsAfter === null ? null : commitsAfter - commitsBefore - plan.commitOverhead,
  };
}
