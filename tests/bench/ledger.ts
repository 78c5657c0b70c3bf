/**
 * Ledger reservations: how many reserve + settle lifecycles the wallet
 * service records per second, and what one reserve and one settle cost the
 * caller, on PostgreSQL and on PGlite.
 *
 * - One hot wallet: every request charges the same user (and token), the
 *   worst case for an event-sourced wallet, since each append must follow the
 *   one before. Group commit is what keeps it fast: the commands queued for a
 *   wallet while its previous append is in flight are decided together and
 *   recorded in one append, so the "appends" figure is far below "commands".
 * - 1,000 wallets: the same requests spread over 1,000 users, so appends run
 *   side by side on the pool and batches are small.
 *
 * A lifecycle is one reserve (cost 1) followed by its settle; "reservations/s"
 * counts completed lifecycles. Latencies are per call, queueing in the wallet
 * included, as a caller sees them. One wallet service per scenario; its
 * stats() are counted over the lifecycles only (funding excluded).
 */
import { createWalletService, type WalletService, type WalletServiceStats } from '../../services/features/wallet/wallet-service';
import type { CommandMeta } from '../../services/features/wallet/rules/wallet-commands';
import { openPglite } from '../../services/platform/adapters/pglite';
import { openPostgres } from '../../services/platform/adapters/postgres';
import { createPostgresEventStore } from '../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../services/platform/logger';
import type { SqlDatabase } from '../../services/platform/ports/sql';
import { loadMigrations, migrate } from '../../services/platform/sql/migrator';
import { createDatabaseOn } from '../testkit/databases';

export interface LedgerBenchSizes {
  /** Reserve + settle lifecycles per scenario. */
  readonly requests: number;
  /** Lifecycles in flight at once. */
  readonly concurrency: number;
  /** Wallets in the spread-out scenario. */
  readonly wallets: number;
}

const META: CommandMeta = { actor: { kind: 'system', reason: 'bench' }, correlationId: null };
const USAGE = { channelId: 1, modelName: 'gpt-bench', promptTokens: 3, completionTokens: 2 };
const TOKEN_ID = 1;

/** Runs `work` for 0..count-1, at most `concurrency` at once. */
async function inParallel(count: number, concurrency: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const ms = (sorted: readonly number[]) => `p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p99 ${percentile(sorted, 0.99).toFixed(2)} ms`;

/** Funds `userIds` (balance and a limited token allowance, each enough for every request), then times the lifecycles. */
async function scenario(db: SqlDatabase, label: string, userIds: readonly number[], sizes: LedgerBenchSizes): Promise<string[]> {
  const wallets: WalletService = createWalletService({ store: createPostgresEventStore(db), db, clock: () => new Date(), logger: silentLogger });
  const enough = sizes.requests * 2;
  await inParallel(userIds.length, sizes.concurrency, async (i) => {
    const userId = userIds[i]!;
    await wallets.credit(userId, { key: `fund-${userId}`, source: 'topup', amount: enough }, META);
    await wallets.setTokenAllowance(userId, { key: `allow-${userId}`, tokenId: TOKEN_ID, unlimited: false, remaining: enough }, META);
  });

  const before: WalletServiceStats = wallets.stats();
  const reserves: number[] = [];
  const settles: number[] = [];
  const begun = performance.now();
  await inParallel(sizes.requests, sizes.concurrency, async (i) => {
    const userId = userIds[i % userIds.length]!;
    const requestId = `bench-${i}`;
    const reserveStart = performance.now();
    await wallets.reserve(userId, { requestId, tokenId: TOKEN_ID, amount: 1 }, META);
    const settleStart = performance.now();
    await wallets.settle(userId, { requestId, actual: 1, usage: USAGE }, META);
    settles.push(performance.now() - settleStart);
    reserves.push(settleStart - reserveStart);
  });
  const seconds = (performance.now() - begun) / 1000;
  const after = wallets.stats();
  reserves.sort((a, b) => a - b);
  settles.sort((a, b) => a - b);

  const commands = after.commands - before.commands;
  const appends = after.appends - before.appends;
  return [
    `  ${label.padEnd(12)} ${Math.round(sizes.requests / seconds)
      .toString()
      .padStart(5)} reservations/s (reserve + settle, ${seconds.toFixed(1)} s)   ` + `reserve ${ms(reserves)}   settle ${ms(settles)}`,
    `  ${''.padEnd(12)} group commit: ${commands} commands in ${appends} appends (${(commands / Math.max(appends, 1)).toFixed(1)} per append), ` +
      `${after.conflicts - before.conflicts} conflicts`,
  ];
}

async function onBackend(db: SqlDatabase, sizes: LedgerBenchSizes): Promise<string[]> {
  await migrate(db, await loadMigrations());
  const spread = Array.from({ length: sizes.wallets }, (_, i) => 1_001 + i);
  return [...(await scenario(db, 'hot wallet', [1], sizes)), ...(await scenario(db, `${sizes.wallets} wallets`, spread, sizes))];
}

/** The report lines; PostgreSQL is skipped when `serverUrl` is null. */
export async function benchLedger(serverUrl: string | null, sizes: LedgerBenchSizes): Promise<string[]> {
  const lines = [`ledger reservations  (${sizes.requests} lifecycles per scenario, concurrency ${sizes.concurrency}, cost 1, one wallet service)`];

  if (serverUrl) {
    const database = await createDatabaseOn(serverUrl);
    const db = openPostgres({ url: database.url, poolMax: 10 });
    try {
      lines.push(' postgres (pool of 10, the DATABASE_POOL_MAX default)', ...(await onBackend(db, sizes)));
    } finally {
      await db.close();
      await database.drop();
    }
  } else {
    lines.push(' postgres: skipped: set DATABASE_URL to a PostgreSQL server');
  }

  const pglite = await openPglite(null);
  try {
    lines.push(' pglite (in memory)', ...(await onBackend(pglite, sizes)));
  } finally {
    await pglite.close();
  }
  return lines;
}
