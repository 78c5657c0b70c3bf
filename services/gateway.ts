import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from './api/app/app';
import { createSetupState } from './api/app/setup-state';
import { buildSchema } from './api/graphql/schema';
import { createGraphqlYoga, type Authenticate } from './api/graphql/yoga';
import { createRestRouter } from './api/rest/router';
import { REST_ROUTES } from './api/rest/routes';
import { PROJECTIONS } from '../projections/registry';
import { startProjectionRunner, type ProjectionRunner } from '../projections/runner';
import { createHttpServer, type HttpHandlers } from './http/server';
import { createStaticSite } from './http/static-site';
import { relayNotFound } from './relay/http/relay-router';
import { ANONYMOUS } from './shared/actor';
import { systemClock } from './shared/clock';
import { createInProcessPubSub } from './shared/adapters/in-process-pubsub';
import { openPglite } from './shared/adapters/pglite';
import { openPostgres } from './shared/adapters/postgres';
import { connectRedis, createRedisPubSub, type RedisConnection } from './shared/adapters/redis';
import { redactUrl, type Config } from './shared/config/config';
import type { Logger } from './shared/logger';
import { createPostgresEventStore } from './shared/event-store/postgres-event-store';
import { createOptionStore, type OptionStore } from './shared/options/option-store';
import type { TransactionalEventStore } from './shared/ports/event-store';
import type { SqlDatabase } from './shared/ports/sql';
import { isMigrated, loadMigrations, migrate } from './shared/sql/migrator';

export interface Gateway {
  readonly address: AddressInfo;
  readonly version: string;
  readonly db: SqlDatabase;
  readonly options: OptionStore;
  readonly events: TransactionalEventStore;
  /** Human-readable lines: what runs and on which backends. */
  readonly banner: readonly string[];
  stop(): Promise<void>;
}

/** Failures a person can fix by changing the environment; main.ts prints them as one line. */
export class StartupError extends Error {}

export const PACKAGE_VERSION: string = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as { version: string }
).version;

/** Sessions and API keys plug in here with the accounts work; until then every caller is anonymous. */
const anonymousOnly: Authenticate = async () => ANONYMOUS;

async function openDatabase(config: Config): Promise<SqlDatabase> {
  if (config.database.kind === 'pglite') return openPglite(config.database.dir);
  const db = openPostgres({ url: config.database.url, poolMax: config.database.poolMax });
  try {
    await db.query('SELECT 1');
  } catch (error) {
    await db.close().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`DATABASE_URL: cannot connect to ${redactUrl(config.database.url)}: ${reason}`);
  }
  return db;
}

async function connectToRedis(url: string, logger: Logger, db: SqlDatabase): Promise<RedisConnection> {
  try {
    return await connectRedis({ url, logger, name: 'tollgate' });
  } catch (error) {
    await db.close().catch(() => {});
    const reason = (error as { details?: { reason?: string } }).details?.reason ?? (error instanceof Error ? error.message : String(error));
    throw new StartupError(`REDIS_URL: cannot connect to ${redactUrl(url)}: ${reason}`);
  }
}

function describeBackends(config: Config, consoleBuilt: boolean, address: AddressInfo): string[] {
  const shown = (p: string) => path.relative(process.cwd(), p) || '.';
  const notYet = (variable: string, fallback: string) => `${fallback} (${variable} is set, but its adapter is not in this build yet)`;
  const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.address;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return [
    `Tollgate ${PACKAGE_VERSION} is listening on ${url}`,
    `  roles         ${[...config.roles].join(', ')}`,
    `  console       ${config.roles.has('api') ? (consoleBuilt ? `${url}/ (from ${shown(config.consoleDir)})` : 'not built: run `npm run build`, then reload') : 'not served (api role off)'}`,
    `  api           ${config.roles.has('api') ? `${url}/api  ${url}/graphql (HTTP, WebSocket, SSE)` : 'not served (api role off)'}`,
    `  database      ${config.database.kind === 'pglite' ? `embedded PGlite in ${shown(config.database.dir)}` : `PostgreSQL ${redactUrl(config.database.url)}`}`,
    `  event store   ${config.eventStoreUrl ? notYet('EVENTSTORE_URL', 'Postgres events table') : 'Postgres events table (same database)'}`,
    `  bus           ${config.kafkaBrokers.length > 0 ? notYet('KAFKA_BROKERS', 'none') : 'none (set KAFKA_BROKERS to forward events to Kafka)'}`,
    `  pubsub        ${config.redisUrl ? `Redis ${redactUrl(config.redisUrl)}` : 'in-process (set REDIS_URL to share across instances)'}`,
  ];
}

export interface GatewayOverrides {
  /** How callers are identified; tests pass one that reads a test header. */
  readonly authenticate?: Authenticate;
}

/** Composition root: builds every client once, wires the parts this process's ROLES ask for, and listens. */
export async function startGateway(config: Config, logger: Logger, overrides: GatewayOverrides = {}): Promise<Gateway> {
  const startedAt = new Date();
  const db = await openDatabase(config);
  const migrations = await loadMigrations();
  const report = await migrate(db, migrations);
  if (report.applied.length > 0) {
    logger.info('applied migrations', { migrations: report.applied.map((m) => `${m.version}_${m.name}`) });
  }
  const redis = config.redisUrl ? await connectToRedis(config.redisUrl, logger, db) : null;
  const pubsub = redis ? createRedisPubSub(redis, { logger }) : createInProcessPubSub();
  const events = createPostgresEventStore(db);
  const options = await createOptionStore({
    db,
    pubsub,
    logger,
    clock: systemClock,
    recordEvents: async (tx, streamId, batch) => {
      await events.appendInTransaction(tx, streamId, batch, 'any');
    },
  });
  const app = createApp({ db, pubsub, clock: systemClock, options, setup: createSetupState(db, systemClock), version: PACKAGE_VERSION, startedAt });
  const authenticate = overrides.authenticate ?? anonymousOnly;
  const runner: ProjectionRunner | null = config.roles.has('projections')
    ? startProjectionRunner({ db, store: events, pubsub, logger }, PROJECTIONS)
    : null;

  const consoleBuilt = existsSync(path.join(config.consoleDir, 'index.html'));
  const handlers: HttpHandlers = {
    ...(config.roles.has('api') && {
      rest: createRestRouter(REST_ROUTES, { app, authenticate, logger }),
      graphql: createGraphqlYoga({ schema: buildSchema(), app, authenticate, logger, graphiql: true }),
      console: createStaticSite(config.consoleDir),
    }),
    ...(config.roles.has('relay') && { relay: (req, res) => relayNotFound(req, res) }),
  };
  const http = createHttpServer({
    handlers,
    isReady: () => isMigrated(db, migrations),
    logger,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
  });
  let address: AddressInfo;
  try {
    address = await http.listen(config.port, config.host);
  } catch (error) {
    await runner?.stop();
    await pubsub.close();
    await redis?.close();
    await db.close().catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    throw new StartupError(
      code === 'EADDRINUSE' ? `PORT ${config.port} is already in use on ${config.host}` : `cannot listen on ${config.host}:${config.port}: ${String(error)}`,
    );
  }

  return {
    address,
    version: PACKAGE_VERSION,
    db,
    options,
    events,
    banner: describeBackends(config, consoleBuilt, address),
    async stop() {
      await http.stop();
      await runner?.stop();
      options.close();
      await pubsub.close();
      await redis?.close();
      await db.close();
    },
  };
}
