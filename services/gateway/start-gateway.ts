import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PACKAGE_ROOT } from '../platform/package-root';
import { createApp } from './create-app';
import { createSetupState } from '../features/accounts';
import { buildSchema } from '../transport/graphql/schema';
import { createSessionAuthenticate } from '../transport/auth/session-authenticate';
import { withEpayNotify } from '../features/topup/rest';
import { createGraphqlYoga } from '../transport/graphql/yoga';
import type { Authenticate } from '../transport/auth/authenticate';
import { createRestRouter } from '../transport/rest/router';
import { REST_ROUTES } from '../transport/rest/routes';
import { EVENTS_TOPIC } from '../../projections/kafka-event-record';
import { startKafkaForwarder } from '../../projections/kafka-forwarder';
import { PROJECTIONS } from '../../projections/registry';
import { startProjectionRunner } from '../../projections/runner';
import { startBalanceAlerts } from '../features/balance-alerts';
import { handBackWindow } from '../features/balance-alerts';
import { startNotificationSender } from '../features/notifications';
import { connectToEventStoreDb, connectToKafka, connectToRedis, openDatabase, StartupError } from './backends';
import { createHttpServer, type HttpHandlers } from '../transport/http/server';
import { createReservationSweeper } from '../features/wallet';
import { startPeriodic } from '../platform/periodic';
import { createWalletService } from '../features/wallet';
import { createSecretBox } from '../platform/crypto/secret-box';
import { createOutboundHttp } from '../platform/adapters/undici';
import { createSmtpMailer } from '../platform/adapters/smtp-mailer';
import { createTurnstileVerifier } from '../platform/adapters/turnstile';
import { egressPolicy } from '../platform/egress/policy';
import { createOpenAiCompatibleProbe } from '../relay/providers/openai-compatible-probe';
import { REAL_OAUTH_ENDPOINTS, type OAuthEndpoints } from '../features/accounts';
import { loadOrCreateKeyFile } from '../platform/crypto/secret-keys';
import { createStaticSite } from '../transport/http/static-site';
import { relayNotFound } from '../relay/inbound/relay-router';
import { systemClock } from '../platform/clock';
import { createInProcessPubSub } from '../platform/adapters/in-process-pubsub';
import { createInProcessRateLimiter } from '../platform/adapters/in-process-rate-limiter';
import { createPasswordHasher } from '../platform/adapters/password-hasher';
import { createRedisPubSub, createRedisRateLimiter } from '../platform/adapters/redis';
import { redactUrl, type Config } from '../platform/config/config';
import type { Logger } from '../platform/logger';
import { createOutboxEventLog } from '../platform/event-store/outbox-event-log';
import { createPostgresEventLog } from '../platform/event-store/postgres-event-log';
import { createPostgresEventStore } from '../platform/event-store/postgres-event-store';
import { createOptionStore, type OptionStore } from '../platform/options/option-store';
import type { EventLog } from '../platform/ports/event-log';
import type { SqlDatabase } from '../platform/ports/sql';
import { isMigrated, loadMigrations, migrate } from '../platform/sql/migrator';

export { StartupError } from './backends';

export interface Gateway {
  readonly address: AddressInfo;
  readonly version: string;
  readonly db: SqlDatabase;
  readonly options: OptionStore;
  /** The log of record: `events.store` to read it, `events.appendInTransaction` to record with a config change. */
  readonly events: EventLog;
  /** Human-readable lines: what runs and on which backends. */
  readonly banner: readonly string[];
  stop(): Promise<void>;
}

export const PACKAGE_VERSION: string = (JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Dashboard sessions live 30 days, as the established gateway's cookie does. */
const SESSION_TTL_MS = 30 * 24 * 3_600_000;

/**
 * With EventStoreDB, the outbox relay runs in the processes that serve
 * requests (api, relay), which are the ones that queue events: a commit then
 * wakes a relay in its own process at once instead of at another process's
 * next poll. Worker processes (projections, forwarder) only read the log.
 */
const queuesEvents = (config: Config) => config.roles.has('api') || config.roles.has('relay');

/** Whether this process forwards the log to Kafka. */
const forwardsToKafka = (config: Config) => config.kafkaBrokers.length > 0 && config.roles.has('forwarder');

function describeBackends(config: Config, consoleBuilt: boolean, address: AddressInfo): string[] {
  const shown = (p: string) => path.relative(process.cwd(), p) || '.';
  const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.address;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  const brokers = config.kafkaBrokers.join(',');
  const eventStore = config.eventStoreUrl
    ? `EventStoreDB ${redactUrl(config.eventStoreUrl)}; config changes reach it through the Postgres outbox` +
      (queuesEvents(config) ? ', relayed from here' : ' (relayed by api/relay processes)')
    : 'Postgres events table (same database)';
  const bus = forwardsToKafka(config)
    ? `Kafka ${brokers}: forwarding the log to ${EVENTS_TOPIC} (${config.kafkaTopicPartitions} partitions if it creates the topic)`
    : config.kafkaBrokers.length > 0
      ? `Kafka ${brokers}, not forwarding from here (forwarder role off)`
      : 'none (set KAFKA_BROKERS to forward events to Kafka)';
  return [
    `Tollgate ${PACKAGE_VERSION} is listening on ${url}`,
    `  roles         ${[...config.roles].join(', ')}`,
    `  console       ${config.roles.has('api') ? (consoleBuilt ? `${url}/ (from ${shown(config.consoleDir)})` : 'not built: run `npm run build`, then reload') : 'not served (api role off)'}`,
    `  api           ${config.roles.has('api') ? `${url}/api  ${url}/graphql (HTTP, WebSocket, SSE)` : 'not served (api role off)'}`,
    `  database      ${config.database.kind === 'pglite' ? `embedded PGlite in ${shown(config.database.dir)}` : `PostgreSQL ${redactUrl(config.database.url)}`}`,
    `  event store   ${eventStore}`,
    `  bus           ${bus}`,
    `  pubsub        ${config.redisUrl ? `Redis ${redactUrl(config.redisUrl)}` : 'in-process (set REDIS_URL to share across instances)'}`,
  ];
}

/**
 * What start-up has opened or started, closed in reverse order: on stop, and
 * when start-up fails part way, so nothing is left running either way.
 */
function createClosers() {
  const closers: Array<() => Promise<unknown> | void> = [];
  return {
    add(close: () => Promise<unknown> | void) {
      closers.push(close);
    },
    /** Closes everything; with `quietly`, a failure to close is ignored (start-up already failed for a better reason). */
    async closeAll({ quietly }: { quietly: boolean }) {
      let first: unknown = null;
      for (const close of closers.splice(0).reverse()) {
        try {
          await close();
        } catch (error) {
          first ??= error;
        }
      }
      if (first !== null && !quietly) throw first;
    },
  };
}

export interface GatewayOverrides {
  /** How callers are identified; tests pass one that reads a test header. */
  readonly authenticate?: Authenticate;
  /** Where GitHub and Linux DO answer: tests point them at local fakes; never an option. */
  readonly oauthEndpoints?: Partial<OAuthEndpoints>;
  /** One more CA (PEM) that outbound calls trust: tests with a self-signed https webhook receiver; never an option. */
  readonly outboundTrustedCa?: string;
  /** How often the scheduled jobs (channel tests, balance refreshes) check whether a run is due (default a minute); tests tick faster. */
  readonly schedulerTickMs?: number;
}

/** Composition root: builds every client once, wires the parts this process's ROLES ask for, and listens. */
export async function startGateway(config: Config, logger: Logger, overrides: GatewayOverrides = {}): Promise<Gateway> {
  const startedAt = new Date();
  const closers = createClosers();
  try {
    const db = await openDatabase(config);
    closers.add(() => db.close());
    const migrations = await loadMigrations();
    const report = await migrate(db, migrations);
    if (report.applied.length > 0) {
      logger.info('applied migrations', { migrations: report.applied.map((m) => `${m.version}_${m.name}`) });
    }
    const redis = config.redisUrl ? await connectToRedis(config.redisUrl, logger) : null;
    if (redis) closers.add(() => redis.close());
    const pubsub = redis ? createRedisPubSub(redis, { logger }) : createInProcessPubSub();
    closers.add(() => pubsub.close());

    // Every service is reached before anything starts working, so a bad address fails start-up cleanly.
    const eventStoreDb = config.eventStoreUrl ? await connectToEventStoreDb(config.eventStoreUrl) : null;
    if (eventStoreDb) closers.add(() => eventStoreDb.close());
    const bus = forwardsToKafka(config) ? await connectToKafka(config.kafkaBrokers, logger) : null;
    if (bus) closers.add(() => bus.close());

    const events: EventLog = eventStoreDb
      ? createOutboxEventLog({ db, store: eventStoreDb, logger, relay: queuesEvents(config) })
      : createPostgresEventLog(createPostgresEventStore(db));
    closers.add(() => events.close());
    const options = await createOptionStore({
      db,
      pubsub,
      logger,
      clock: systemClock,
      recordEvents: async (tx, streamId, batch) => {
        await events.appendInTransaction(tx, streamId, batch, 'any');
      },
      eventsCommitted: () => events.afterCommit(),
    });
    closers.add(() => options.close());
    // Every call to an address an admin typed (channel base URLs) goes through this, under the egress policy of the moment.
    const outbound = createOutboundHttp({ policy: () => egressPolicy(options.get('egress.allow_list')), extraTrustedCa: overrides.outboundTrustedCa });
    closers.add(() => outbound.close());
    // Verification codes, reset links and low-balance alerts, over the SMTP server of the settings page.
    const mailer = createSmtpMailer({ options, logger });
    closers.add(() => mailer.close());
    // The only writer of wallet streams in this process; it appends straight to the log of record (never through the outbox).
    const wallets = createWalletService({ store: events.store, db, clock: systemClock, logger }, { reservationTimeoutMs: config.reservationTimeoutMs });
    // One limiter for the sign-in throttles and the per-address HTTP limits; it counts across instances when Redis is there.
    const limiter = redis ? createRedisRateLimiter(redis) : createInProcessRateLimiter(systemClock);
    const app = createApp({
      db,
      pubsub,
      clock: systemClock,
      options,
      setup: createSetupState(db, systemClock),
      version: PACKAGE_VERSION,
      startedAt,
      wallets,
      store: events.store,
      passwords: createPasswordHasher(),
      mailer,
      turnstile: createTurnstileVerifier({ http: outbound, verifyUrl: config.turnstileVerifyUrl }),
      limiter,
      recordAudit: async (tx, audit) => {
        for (const event of audit) await events.appendInTransaction(tx, event.streamId, [event], 'any');
      },
      auditCommitted: () => events.afterCommit(),
      recordWalletEvents: async (tx, prepared) => {
        await events.appendInTransaction(tx, prepared.streamId, prepared.events, prepared.expected);
      },
      walletAppendsInTransaction: events.store.kind === 'postgres',
      sessionTtlMs: SESSION_TTL_MS,
      probe: createOpenAiCompatibleProbe(outbound),
      outbound,
      oauthEndpoints: { ...REAL_OAUTH_ENDPOINTS, ...overrides.oauthEndpoints },
      logger,
      secretBox: createSecretBox(config.secretKey ?? (await loadOrCreateKeyFile(config.dataDir)), config.previousSecretKey ? [config.previousSecretKey] : []),
    });
    const authenticate = overrides.authenticate ?? createSessionAuthenticate(app.accounts);

    // Projections and the forwarder follow whichever store is the log of record.
    if (config.roles.has('projections')) {
      const runner = startProjectionRunner({ db, store: events.store, pubsub, logger }, PROJECTIONS);
      closers.add(() => runner.stop());
      // Low-balance alerts follow the wallet events like a projection; of several such processes, one decides each batch.
      const alerts = startBalanceAlerts({ db, store: events.store, options, clock: systemClock, logger });
      closers.add(() => alerts.stop());
      // Every notification queued by any process (low-balance alerts, channel notices to the super admins), polled each second.
      const notices = startNotificationSender({ db, mailer, outbound, options, clock: systemClock, logger, handBackAlertWindow: handBackWindow });
      closers.add(() => notices.stop());
    }
    // The processes that take requests also end the reservations whose requests died.
    if (queuesEvents(config)) {
      const sweeper = createReservationSweeper({ db, wallets, clock: systemClock, logger });
      closers.add(() => sweeper.stop());
      // Scheduled channel tests, when an admin turned them on; of all instances ticking, one starts each run.
      const channelTests = startPeriodic(() => app.channels.runScheduledTest(), {
        intervalMs: overrides.schedulerTickMs ?? 60_000,
        logger,
        name: 'scheduled channel test',
      });
      closers.add(() => channelTests.stop());
      // Scheduled balance refreshes, when CHANNEL_UPDATE_FREQUENCY is set; likewise one instance runs each.
      const refreshMinutes = config.channelBalanceRefreshMinutes;
      if (refreshMinutes !== null) {
        const refreshIfDue = async () => {
          const { ran, ...tally } = await app.channels.runScheduledBalanceUpdate(refreshMinutes);
          if (ran) logger.info('scheduled balance refresh done', tally);
        };
        const balances = startPeriodic(refreshIfDue, {
          intervalMs: overrides.schedulerTickMs ?? 60_000,
          logger,
          name: 'scheduled balance refresh',
        });
        closers.add(() => balances.stop());
      }
    }
    if (bus) {
      const forwarder = startKafkaForwarder({ store: events.store, db, bus, logger }, { topic: EVENTS_TOPIC, partitions: config.kafkaTopicPartitions });
      closers.add(() => forwarder.stop());
    }

    const consoleBuilt = existsSync(path.join(config.consoleDir, 'index.html'));
    const handlers: HttpHandlers = {
      ...(config.roles.has('api') && {
        // The payment provider's callback is a form post answered in plain text: it goes in front of the JSON router.
        rest: withEpayNotify(
          { topup: app.topup, logger },
          createRestRouter(REST_ROUTES, {
            app,
            authenticate,
            logger,
            trustProxy: config.trustProxy,
            limits: { limiter, critical: config.rateLimits.critical },
          }),
        ),
        graphql: createGraphqlYoga({
          schema: buildSchema(),
          app,
          authenticate,
          logger,
          graphiql: true,
          trustProxy: config.trustProxy,
          critical: config.rateLimits.critical && { limiter, rule: config.rateLimits.critical },
        }),
        console: createStaticSite(config.consoleDir),
      }),
      ...(config.roles.has('relay') && { relay: (req, res) => relayNotFound(req, res) }),
    };
    const http = createHttpServer({
      handlers,
      isReady: () => isMigrated(db, migrations),
      logger,
      shutdownTimeoutMs: config.shutdownTimeoutMs,
      rateLimits: { limiter, trustProxy: config.trustProxy, api: config.rateLimits.api, web: config.rateLimits.web },
    });
    let address: AddressInfo;
    try {
      address = await http.listen(config.port, config.host);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new StartupError(
        code === 'EADDRINUSE' ? `PORT ${config.port} is already in use on ${config.host}` : `cannot listen on ${config.host}:${config.port}: ${String(error)}`,
      );
    }
    closers.add(() => http.stop());

    return {
      address,
      version: PACKAGE_VERSION,
      db,
      options,
      events,
      banner: describeBackends(config, consoleBuilt, address),
      // The reverse of start-up: HTTP, then the forwarder before its bus, the relay before EventStoreDB, the database last.
      stop: () => closers.closeAll({ quietly: false }),
    };
  } catch (error) {
    await closers.closeAll({ quietly: true });
    throw error;
  }
}
