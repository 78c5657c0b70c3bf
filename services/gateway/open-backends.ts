import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config/config';
import type { Logger } from '../platform/logger';
import type { KafkaEventBus } from '../platform/adapters/kafka';
import { createInProcessPubSub } from '../platform/adapters/in-process-pubsub';
import type { RedisConnection } from '../platform/adapters/redis-connection';
import { createRedisPubSub } from '../platform/adapters/redis-pubsub';
import { createOutboxEventLog } from '../platform/event-store/outbox-event-log';
import { createPostgresEventLog } from '../platform/event-store/postgres-event-log';
import { createPostgresEventStore } from '../platform/event-store/postgres-event-store';
import { createSecretBox, type SecretBox } from '../platform/crypto/secret-box';
import { loadOrCreateKeyFile } from '../platform/crypto/secret-keys';
import { createOptionStore, type OptionStore } from '../platform/options/option-store';
import type { EventLog } from '../platform/ports/event-log';
import type { PubSub } from '../platform/ports/pubsub';
import type { SqlDatabase } from '../platform/ports/sql';
import { loadMigrations, migrate, type Migration } from '../platform/sql/migrator';
import { connectToEventStoreDb, connectToKafka, connectToRedis, openDatabase } from './backends';
import type { Closers } from './closers';
import { forwardsToKafka, queuesEvents } from './roles';

/** The services every role stands on, each opened once and reached before anything starts working. */
export interface Backends {
  readonly db: SqlDatabase;
  /** The schema this code expects; the server is ready once the database has it. */
  readonly migrations: readonly Migration[];
  readonly redis: RedisConnection | null;
  readonly pubsub: PubSub;
  /** Kafka, when this process forwards the log to it. */
  readonly bus: KafkaEventBus | null;
  /** The log of record: `events.store` to read it, `events.appendInTransaction` to record with a config change. */
  readonly events: EventLog;
  readonly options: OptionStore;
  /** Seals what the gateway must show or use again (channel and token keys, option and webhook secrets). */
  readonly secretBox: SecretBox;
}

/**
 * Opens the database (and migrates it), Redis, EventStoreDB and Kafka as
 * configured, then the event log and the option store over them. Each is
 * added to `closers` as soon as it is open, so a later failure closes it.
 */
export async function openBackends(config: Config, logger: Logger, clock: Clock, closers: Closers): Promise<Backends> {
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
  const secretBox = createSecretBox(
    config.secretKey ?? (await loadOrCreateKeyFile(config.dataDir)),
    config.previousSecretKey ? [config.previousSecretKey] : [],
  );
  const options = await createOptionStore({
    db,
    pubsub,
    logger,
    clock,
    recordEvents: async (tx, streamId, batch) => {
      await events.appendInTransaction(tx, streamId, batch, 'any');
    },
    eventsCommitted: () => events.afterCommit(),
    secretBox,
  });
  closers.add(() => options.close());
  return { db, migrations, redis, pubsub, bus, events, options, secretBox };
}
