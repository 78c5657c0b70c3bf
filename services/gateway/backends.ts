import type { EventStoreDbEventStore } from '../platform/adapters/eventstoredb';
import type { KafkaEventBus } from '../platform/adapters/kafka';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openPostgres } from '../platform/adapters/postgres';
import type { RedisConnection } from '../platform/adapters/redis-connection';
import { redactUrl, type Config } from '../platform/config/config';
import type { Logger } from '../platform/logger';
import type { SqlDatabase } from '../platform/ports/sql';

/*
 * Opening each configured service at start-up. A service that does not
 * answer is a StartupError: one line naming the variable, the (redacted)
 * address and the reason, which main.ts prints before exiting with code 1.
 * Each function closes what it opened itself when it fails; the caller
 * closes what was opened before.
 *
 * The clients of the optional services (PGlite, Redis, EventStoreDB, Kafka) load
 * only when configured: each costs megabytes of memory in every process
 * that merely imports it (docs/architecture.md, "What a process loads").
 */

/** Failures a person can fix by changing the environment; main.ts prints them as one line. */
export class StartupError extends Error {}

/** An error's reason as one line, with the URL's password (if any) hidden even where a client repeats it. */
function reasonOf(error: unknown, url?: string): string {
  const detailed = (error as { details?: { reason?: unknown } } | null)?.details?.reason;
  const raw = typeof detailed === 'string' ? detailed : error instanceof Error ? error.message : String(error);
  let line = raw.replace(/\s+/g, ' ').trim();
  const password = url === undefined ? '' : passwordOf(url);
  for (const secret of password ? [password, decodedOrSame(password)] : []) line = line.split(secret).join('***');
  return line;
}

function decodedOrSame(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function passwordOf(url: string): string {
  try {
    return new URL(url).password;
  } catch {
    return '';
  }
}

export async function openDatabase(config: Config): Promise<SqlDatabase> {
  if (config.database.kind === 'pglite') {
    const { openPglite } = await import('../platform/adapters/pglite');
    return openPglite(config.database.dir, pgliteTemplateBesideTheServer);
  }
  const { url } = config.database;
  const db = openPostgres({ url, poolMax: config.database.poolMax });
  try {
    await db.query('SELECT 1');
  } catch (error) {
    await db.close().catch(() => {});
    throw new StartupError(`DATABASE_URL: cannot connect to ${redactUrl(url)}: ${reasonOf(error, url)}`);
  }
  return db;
}

export async function connectToRedis(url: string, logger: Logger): Promise<RedisConnection> {
  const { connectRedis } = await import('../platform/adapters/redis');
  try {
    return await connectRedis({ url, logger, name: 'tollgate' });
  } catch (error) {
    throw new StartupError(`REDIS_URL: cannot connect to ${redactUrl(url)}: ${reasonOf(error, url)}`);
  }
}

/** EventStoreDB, checked by reading the end of its log (G20: a refused connection fails in well under a second). */
export async function connectToEventStoreDb(url: string): Promise<EventStoreDbEventStore> {
  const { openEventStoreDb } = await import('../platform/adapters/eventstoredb');
  let store: EventStoreDbEventStore;
  try {
    store = openEventStoreDb(url);
  } catch (error) {
    throw new StartupError(`EVENTSTORE_URL: cannot use ${redactUrl(url)}: ${reasonOf(error, url)}`);
  }
  try {
    await store.endOfLog();
  } catch (error) {
    await store.close().catch(() => {});
    throw new StartupError(`EVENTSTORE_URL: cannot connect to ${redactUrl(url)}: ${reasonOf(error, url)}`);
  }
  return store;
}

/**
 * Kafka, checked by connecting the producer the forwarder will use. Only a
 * start with no broker answering fails; once running, the forwarder retries
 * an unreachable Kafka for as long as it takes.
 */
export async function connectToKafka(brokers: readonly string[], logger: Logger): Promise<KafkaEventBus> {
  const { createKafkaEventBus } = await import('../platform/adapters/kafka');
  const bus = createKafkaEventBus({ brokers, logger });
  try {
    await bus.connect();
  } catch (error) {
    await bus.close().catch(() => {});
    throw new StartupError(`KAFKA_BROKERS: cannot connect to ${brokers.join(',')}: ${reasonOf(error)}`);
  }
  return bus;
}

/** The empty PGlite data folder `npm run build` writes beside the compiled server (services/tools/build-server.ts). */
export const PGLITE_TEMPLATE_FILE = 'pglite-template.tar.gz';

/**
 * Reads the template beside the running bundle (dist/); openPglite asks for
 * it on a first start only. Null when the sources run through tsx or the
 * build made none: PGlite then runs initdb itself.
 */
async function pgliteTemplateBesideTheServer(): Promise<Uint8Array<ArrayBuffer> | null> {
  const file = path.join(import.meta.dirname, PGLITE_TEMPLATE_FILE);
  return existsSync(file) ? new Uint8Array(await readFile(file)) : null;
}
