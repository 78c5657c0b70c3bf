/**
 * A second process for the Redis pubsub tests: publishes `count` notices
 * `{ seq, pid }` to `topic` through the Redis pubsub adapter, then exits 0.
 *
 *   REDIS_URL=redis://… tsx tests/testkit/redis-publisher.ts <prefix> <topic> <count>
 */
import { connectRedis, createRedisPubSub } from '../../services/platform/adapters/redis';
import { createLogger } from '../../services/platform/logger';

async function main(): Promise<void> {
  const [prefix, topic, count] = process.argv.slice(2);
  const url = process.env.REDIS_URL;
  if (!url || !prefix || !topic || !count) throw new Error('usage: REDIS_URL=… redis-publisher.ts <prefix> <topic> <count>');
  const logger = createLogger('warn');
  const redis = await connectRedis({ url, logger, name: 'tollgate:test-publisher' });
  const pubsub = createRedisPubSub(redis, { logger, prefix });
  for (let seq = 0; seq < Number(count); seq++) await pubsub.publish(topic, { seq, pid: process.pid });
  await pubsub.close();
  await redis.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
