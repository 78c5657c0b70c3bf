/**
 * The usage log's live feed, end to end (issue 17), a section of `npm run
 * bench` (BENCH_ONLY=logs): a gateway with every role on a fresh PostgreSQL
 * database (`serverUrl`'s server) or PGlite, a user subscribed to
 * `myUsageLogAdded` over graphql-ws, and `requests` (BENCH_FEED_REQUESTS,
 * default 500) charges recorded one after another through the wallet
 * service, as the relay records a request's reserve and settle. For each:
 * the time from the settle's append returning to the row reaching the
 * subscriber (p50, p99, max).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createWalletService } from '../../services/features/wallet/wallet-service';
import { startGateway } from '../../services/gateway/start-gateway';
import { ROLE } from '../../services/platform/actor';
import { loadConfig } from '../../services/platform/config/config';
import { silentLogger } from '../../services/platform/logger';
import { createDatabaseOn } from '../testkit/databases';
import { subscribe, wsClient } from '../testkit/graphql-ws-client';

const USER = 4_242;
const META = { actor: { kind: 'system', reason: 'bench' }, correlationId: null } as const;

export async function benchUsageLogFeed(serverUrl: string | null, REQUESTS: number): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tollgate-feed-bench-'));
  const database = serverUrl ? await createDatabaseOn(serverUrl) : null;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CONSOLE_DIR: path.join(dataDir, 'none'),
    LOG_LEVEL: 'silent',
    GLOBAL_API_RATE_LIMIT_ENABLE: 'false',
    GLOBAL_WEB_RATE_LIMIT_ENABLE: 'false',
    CRITICAL_RATE_LIMIT_ENABLE: 'false',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  // The bench signs its one user in by a header, as the tests do: it measures the feed, not sign-in.
  const gateway = await startGateway(config, silentLogger, { authenticate: async () => ({ kind: 'user', userId: USER, role: ROLE.user }) });
  const { db, events } = gateway;
  await db.query(`INSERT INTO users (id, username, aff_code, created_at, credentials_changed_at) VALUES ($1, 'feed_bench', 'affbench', now(), now())`, [USER]);
  const wallets = createWalletService({ store: events.store, db, clock: () => new Date(), logger: silentLogger });
  await wallets.credit(USER, { key: 'fund', source: 'topup', amount: 1_000_000_000, reference: null, reason: null }, META);

  const client = wsClient(`http://127.0.0.1:${gateway.address.port}`);
  type Fed = { myUsageLogAdded: { requestId: string } };
  const feed = await subscribe<Fed>(client, 'subscription { myUsageLogAdded { requestId } }');
  // Warm: up to the first charge's row (the top-up's comes first when the feed started before it was projected).
  await wallets.reserve(USER, { requestId: 'warm', tokenId: null, amount: 10, modelName: 'm' }, META);
  await wallets.settle(USER, { requestId: 'warm', actual: 5, usage: { channelId: null, modelName: 'm', promptTokens: 1, completionTokens: 1 } }, META);
  while ((await feed.next()).myUsageLogAdded.requestId !== 'warm');

  const lags: number[] = [];
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const requestId = `r${i}`;
    await wallets.reserve(USER, { requestId, tokenId: null, amount: 10, modelName: 'm' }, META);
    await wallets.settle(USER, { requestId, actual: 5, usage: { channelId: null, modelName: 'm', promptTokens: 1, completionTokens: 1 } }, META);
    const recorded = performance.now();
    const got = await feed.next();
    if (got.myUsageLogAdded.requestId !== requestId) throw new Error(`the feed sent ${got.myUsageLogAdded.requestId} where ${requestId} was due`);
    lags.push(performance.now() - recorded);
  }
  const seconds = (performance.now() - started) / 1000;
  lags.sort((a, b) => a - b);
  const at = (q: number) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))]!.toFixed(1);
  const line = `| ${database ? 'PostgreSQL' : 'PGlite'} | ${REQUESTS} | ${at(0.5)} | ${at(0.99)} | ${lags.at(-1)!.toFixed(1)} | ${(REQUESTS / seconds).toFixed(0)} |`;
  await feed.stop();
  await client.dispose();
  await gateway.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  return line;
}
