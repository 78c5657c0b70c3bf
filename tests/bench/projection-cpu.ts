/**
 * The projections' CPU per relay request: a fresh PostgreSQL database is
 * given REQUESTS requests of USERS users (a reservation and a settlement
 * with the relay's charge detail each, appended through the real wallet
 * rules), then the shared round catches every read model up from the start
 * of the log in batches of 500, as the runner does. Printed: the round's
 * CPU per request in this process and in its PostgreSQL backends (utime +
 * stime from /proc, found through pg_stat_activity), and its wall time.
 *
 * Run: `DATABASE_URL=… npx tsx tests/bench/projection-cpu.ts` (REQUESTS,
 * default 5,000; USERS, default 1,000). Not part of `npm run bench`: the
 * figures are in REPORT.md ("Projection rounds"). Run it at two commits in
 * turn to compare them.
 */
import { readFileSync } from 'node:fs';
import { walletStreamId } from '../../schema/events/wallet';
import { decideWallet } from '../../services/features/wallet/rules/decide-wallet';
import type { CommandMeta, WalletCommand } from '../../services/features/wallet/rules/wallet-commands';
import { emptyWallet, type WalletState } from '../../services/features/wallet/rules/wallet-state';
import { openPostgres } from '../../services/platform/adapters/postgres';
import { createPostgresEventStore } from '../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../services/platform/logger';
import type { SqlDatabase } from '../../services/platform/ports/sql';
import { loadMigrations, migrate } from '../../services/platform/sql/migrator';
import { createColumnTypeCache } from '../../projections/column-type-cache';
import { PROJECTIONS } from '../../projections/registry';
import { prepareProjection } from '../../projections/runner';
import { createSharedRound } from '../../projections/shared-round';
import { createDatabaseOn } from '../testkit/databases';
import { chargeDetail } from '../testkit/events';

const REQUESTS = Number(process.env.REQUESTS ?? 5_000);
const USERS = Number(process.env.USERS ?? 1_000);
const META: CommandMeta = { actor: { kind: 'user', userId: 1, role: 1 }, correlationId: 'bench' };
/** A settle's charge detail as the relay records it for a plain chat answer. */
const DETAIL = chargeDetail();

/** The log: each user funded, then REQUESTS requests in turn over the users. */
async function seed(db: SqlDatabase): Promise<void> {
  const store = createPostgresEventStore(db);
  const wallets = new Map<number, { state: WalletState; revision: bigint | 'no_stream' }>();
  const run = async (userId: number, command: WalletCommand) => {
    const wallet = wallets.get(userId) ?? { state: emptyWallet(userId), revision: 'no_stream' as const };
    const decision = decideWallet(wallet.state, [{ command, meta: META }], new Date());
    const { revision } = await store.append(walletStreamId(userId), decision.events, wallet.revision);
    wallets.set(userId, { state: decision.state, revision });
  };
  for (let user = 1; user <= USERS; user++)
    await run(user, { kind: 'credit', key: `fund-${user}`, source: 'topup', amount: 1e9, reference: null, reason: null });
  for (let i = 0; i < REQUESTS; i++) {
    const user = 1 + (i % USERS);
    const requestId = `bench-request-${i}`;
    await run(user, { kind: 'reserve', requestId, tokenId: null, amount: 1_000, modelName: 'gpt-4o-mini', holdMs: 600_000 });
    const usage = { channelId: 1 + (i % 3), modelName: 'gpt-4o-mini', promptTokens: 30, completionTokens: 20, detail: DETAIL };
    await run(user, { kind: 'settle', requestId, actual: 800, usage });
  }
}

/** utime + stime, in seconds, of the backends serving `database`. */
async function backendsCpu(db: SqlDatabase, database: string): Promise<number> {
  const { rows } = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
  let seconds = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      seconds += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // The backend left meanwhile.
    }
  }
  return seconds;
}

const serverUrl = process.env.DATABASE_URL?.trim();
if (!serverUrl) throw new Error('projection-cpu measures on PostgreSQL: set DATABASE_URL');
const database = await createDatabaseOn(serverUrl);
const db = openPostgres({ url: database.url, poolMax: 4 });
try {
  await migrate(db, await loadMigrations());
  await seed(db);
  for (const projection of PROJECTIONS) await prepareProjection(db, projection);
  const round = createSharedRound({ db, store: createPostgresEventStore(db), pubsub: null, logger: silentLogger }, PROJECTIONS, {
    batchSize: 500,
    columnTypes: createColumnTypeCache(),
  });
  const name = new URL(database.url).pathname.slice(1);
  const backendsBefore = await backendsCpu(db, name);
  const cpuBefore = process.cpuUsage();
  const begun = performance.now();
  const summary = await round.run();
  const wallMs = performance.now() - begun;
  const cpu = process.cpuUsage(cpuBefore);
  const backends = (await backendsCpu(db, name)) - backendsBefore;
  const perRequest = (micros: number) => `${Math.round(micros / REQUESTS)} µs`;
  console.log(
    `projections catching up on ${REQUESTS} requests of ${USERS} users (${summary.read} events, ${summary.batches} batches): ` +
      `this process ${perRequest(cpu.user + cpu.system)} of CPU per request, its PostgreSQL backends ${perRequest(backends * 1e6)}; ${Math.round(wallMs)} ms in all`,
  );
} finally {
  await db.close();
  await database.drop();
}
