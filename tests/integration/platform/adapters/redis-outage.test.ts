import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  connectRedis,
  createRedisCache,
  createRedisPubSub,
  createRedisRateLimiter,
  type RedisConnectOptions,
} from '../../../../services/platform/adapters/redis';
import { AppError } from '../../../../services/platform/errors';
import { createLogger, silentLogger } from '../../../../services/platform/logger';
import { readSubscription } from '../../../testkit/pubsub-reader';
import { redisMissing, redisSkipNote, redisUrl, useTestRedis } from '../../../testkit/redis-test-server';
import { startTcpProxy } from '../../../testkit/tcp-proxy';
import { eventually } from '../../../testkit/eventually';

interface LogLine {
  level: string;
  message: string;
  connection?: string;
}

const UNAVAILABLE = { name: 'AppError', kind: 'unavailable' };

/** A port nothing listens on: bound, then closed again. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('connecting to Redis where none answers', () => {
  it('rejects with AppError unavailable', async () => {
    const attempt = connectRedis({ url: `redis://127.0.0.1:${await closedPort()}`, logger: silentLogger, connectTimeoutMs: 1_000 });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ kind: 'unavailable', message: 'Redis is unavailable' });
  });
});

describe.skipIf(redisMissing())(`redis adapters through an outage${redisSkipNote()}`, () => {
  const redis = useTestRedis();
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The three adapters on a connection that goes through a proxy the test can break, logging into `logs`. */
  async function adaptersBehindProxy(name: string, options: Partial<RedisConnectOptions> = {}) {
    const proxy = await startTcpProxy(redisUrl()!);
    const logs: LogLine[] = [];
    const logger = createLogger('info', (line) => logs.push(JSON.parse(line) as LogLine));
    const connection = await connectRedis({ url: proxy.url, logger, name: `${redis.clientName}-${name}`, maxRetryDelayMs: 200, ...options });
    const prefix = redis.nextPrefix();
    const pubsub = createRedisPubSub(connection, { logger: silentLogger, prefix });
    cleanups.push(
      () => proxy.close(),
      () => connection.close(),
      () => pubsub.close(),
    );
    const connectionsLogging = (level: string, message: string) =>
      logs
        .filter((line) => line.level === level && line.message === message)
        .map((line) => line.connection)
        .sort();
    return {
      proxy,
      connectionsLogging,
      names: [connection.name, `${connection.name}:sub`],
      cache: createRedisCache(connection, { prefix }),
      limiter: createRedisRateLimiter(connection, { prefix }),
      pubsub,
    };
  }

  it('rejects every operation with AppError unavailable while Redis is gone, logs it, and works again when it is back', async () => {
    const { proxy, connectionsLogging, names, cache, limiter, pubsub } = await adaptersBehindProxy('gone');
    const rule = { limit: 100, windowMs: 60_000 };
    const watching = new AbortController();
    const reader = readSubscription(pubsub, 'outage', watching.signal);
    await reader.waitUntilLive(pubsub);
    await cache.set('k', 'before', 60_000);

    await proxy.cut();
    await eventually(() => expect(cache.get('k')).rejects.toMatchObject(UNAVAILABLE));
    await expect(cache.set('k', 'during', 60_000)).rejects.toMatchObject(UNAVAILABLE);
    await expect(cache.delete('k')).rejects.toMatchObject(UNAVAILABLE);
    await expect(limiter.take('k', rule)).rejects.toMatchObject(UNAVAILABLE);
    await expect(pubsub.publish('outage', { during: true })).rejects.toMatchObject(UNAVAILABLE);
    await eventually(async () => expect(connectionsLogging('warn', 'redis connection lost; reconnecting')).toEqual(names));

    await proxy.restore();
    expect(await eventually(() => cache.get('k'))).toBe('before');
    expect(await limiter.take('k', rule)).toEqual({ allowed: true, remaining: 99, retryAfterMs: 0 });
    await reader.waitUntilLive(pubsub);
    await pubsub.publish('outage', { after: true });
    expect(await reader.next()).toEqual({ after: true });
    expect(connectionsLogging('info', 'redis connection restored')).toEqual(names);
    watching.abort();
  });

  it('notices a link that died silently, on both connections, and recovers when it answers again', async () => {
    const { proxy, connectionsLogging, names, cache, pubsub } = await adaptersBehindProxy('silent', {
      responseTimeoutMs: 300,
      subscriberHeartbeatMs: 200,
    });
    const watching = new AbortController();
    const reader = readSubscription(pubsub, 'silent', watching.signal);
    await reader.waitUntilLive(pubsub);

    proxy.stall();
    // Nothing comes back: the command connection gives up after its response timeout,
    // and the subscriber's heartbeat finds its own link dead although it sends nothing else.
    await expect(cache.get('k')).rejects.toMatchObject(UNAVAILABLE);
    await eventually(async () => expect(connectionsLogging('warn', 'redis connection lost; reconnecting')).toEqual(names));

    proxy.unstall();
    await eventually(() => cache.set('k', 'back', 60_000));
    expect(await cache.get('k')).toBe('back');
    await reader.waitUntilLive(pubsub);
    await pubsub.publish('silent', { after: 'stall' });
    expect(await reader.next()).toEqual({ after: 'stall' });
    watching.abort();
  });
});
