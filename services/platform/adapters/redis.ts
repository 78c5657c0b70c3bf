import { createHash } from 'node:crypto';
import { Redis, ReplyError } from 'ioredis';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { RedisArgument, RedisConnection, RedisSubscriber } from './redis-connection';

export { createRedisCache, type RedisCacheOptions } from './redis-cache';
export { createRedisRateLimiter, type RedisRateLimiterOptions } from './redis-rate-limiter';
export { createRedisPubSub, type RedisPubSubOptions } from './redis-pubsub';
export type { RedisConnection } from './redis-connection';

export interface RedisConnectOptions {
  /** `redis://[user:password@]host:port[/db]` or `rediss://…` for TLS. */
  readonly url: string;
  readonly logger: Logger;
  /** Shown in `CLIENT LIST`, so an operator can tell the gateway's connections apart. Default `tollgate`. */
  readonly name?: string;
  /** How long one connection attempt may take. Default 5 s. */
  readonly connectTimeoutMs?: number;
  /** A connection that leaves a command unanswered this long is dropped and reconnected. Default 5 s. */
  readonly responseTimeoutMs?: number;
  /** The longest wait between reconnection attempts (they back off from 50 ms). Default 5 s. */
  readonly maxRetryDelayMs?: number;
  /**
   * A subscriber connection sends nothing by itself, so a link that died silently would go
   * unnoticed: it sends a PING this often, and `responseTimeoutMs` does the rest. Default 15 s.
   */
  readonly subscriberHeartbeatMs?: number;
}

/**
 * Connects to Redis and resolves once the connection is ready; rejects with
 * `AppError('unavailable')` when the first attempt fails, so a wrong URL stops
 * start-up with a clear message. After that, a lost connection is logged and
 * retried with backoff for as long as the connection is open, and commands
 * sent meanwhile reject at once instead of queueing.
 */
export async function connectRedis(options: RedisConnectOptions): Promise<RedisConnection> {
  const name = options.name ?? 'tollgate';
  const { client, close } = openClient(options, name);
  try {
    await client.connect();
  } catch (error) {
    await close();
    throw unavailable(error);
  }

  const subscribers = new Set<RedisSubscriber>();
  const scriptHashes = new Map<string, string>();
  const call = (command: string, ...args: RedisArgument[]) => client.call(command, ...args).catch(rethrowTyped);

  return {
    name,
    call,
    async runScript(lua, keys, args) {
      let sha = scriptHashes.get(lua);
      if (sha === undefined) scriptHashes.set(lua, (sha = createHash('sha1').update(lua).digest('hex')));
      try {
        return await call('EVALSHA', sha, keys.length, ...keys, ...args);
      } catch (error) {
        // Redis forgets scripts when it restarts or fails over: send the source once more.
        if (!(error instanceof ReplyError && (error as Error).message.startsWith('NOSCRIPT'))) throw error;
        return call('EVAL', lua, keys.length, ...keys, ...args);
      }
    },
    openSubscriber() {
      const subscriber = openSubscriber(options, `${name}:sub`, () => subscribers.delete(subscriber));
      subscribers.add(subscriber);
      return subscriber;
    },
    async close() {
      await Promise.all([...subscribers].map((subscriber) => subscriber.close()));
      await close();
    },
  };
}

function openSubscriber(options: RedisConnectOptions, name: string, onClose: () => void): RedisSubscriber {
  const { client, close } = openClient(options, name);
  client.connect().catch(() => {
    // The first attempt failed; it was logged and the retry strategy keeps trying.
  });
  const heartbeat = setInterval(() => {
    if (client.status === 'ready') client.ping().catch(() => {});
  }, options.subscriberHeartbeatMs ?? 15_000);
  heartbeat.unref();
  return {
    async subscribe(channels) {
      await client.subscribe(...channels).catch(rethrowTyped);
    },
    async unsubscribe(channels) {
      await client.unsubscribe(...channels).catch(rethrowTyped);
    },
    onMessage(listener) {
      client.on('message', listener);
    },
    onReady(listener) {
      client.on('ready', listener);
    },
    isReady: () => client.status === 'ready',
    async close() {
      clearInterval(heartbeat);
      onClose();
      await close();
    },
  };
}

interface ManagedClient {
  readonly client: Redis;
  close(): Promise<void>;
}

/** One ioredis client that never queues commands while disconnected and logs, never throws, its connection trouble. */
function openClient(options: RedisConnectOptions, name: string): ManagedClient {
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 5_000;
  const client = new Redis(options.url, {
    connectionName: name,
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 5_000,
    socketTimeout: options.responseTimeoutMs ?? 5_000,
    // Fail fast during an outage: no offline queue, and nothing in flight is sent twice
    // (a rate-limit take that may have run must not run again).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    // The pubsub adapter subscribes again itself on every `ready`, whichever way the connection came back.
    autoResubscribe: false,
    retryStrategy: (attempt) => Math.min(maxRetryDelayMs, 50 * 2 ** (attempt - 1)) + Math.floor(Math.random() * 50),
  });
  let closing = false;
  watchConnection(client, name, options.logger, () => closing);
  return {
    client,
    async close() {
      closing = true;
      if (client.status === 'ready') {
        // QUIT lets replies in flight arrive; if the link dies meanwhile, just drop it.
        await client.quit().catch(() => client.disconnect());
      } else {
        client.disconnect();
      }
    },
  };
}

/** Logs when a working connection is lost (once), each retry at debug level, and when it is back. */
function watchConnection(client: Redis, name: string, logger: Logger, isClosing: () => boolean): void {
  let lastError: unknown = null;
  let up = false;
  let lost = false;
  client.on('error', (error: unknown) => {
    lastError = error;
    logger.debug('redis connection error', { connection: name, error });
  });
  client.on('close', () => {
    if (up && !isClosing()) {
      lost = true;
      logger.warn('redis connection lost; reconnecting', { connection: name, error: lastError ?? undefined });
    }
    up = false;
  });
  client.on('reconnecting', (delayMs: number) => {
    logger.debug('redis reconnecting', { connection: name, delayMs, error: lastError ?? undefined });
  });
  client.on('ready', () => {
    if (lost) logger.info('redis connection restored', { connection: name });
    up = true;
    lost = false;
    lastError = null;
  });
}

function rethrowTyped(error: unknown): never {
  if (error instanceof ReplyError) throw error;
  throw unavailable(error);
}

function unavailable(error: unknown): AppError {
  return new AppError('unavailable', 'Redis is unavailable', { reason: error instanceof Error ? error.message : String(error) });
}
