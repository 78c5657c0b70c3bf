import { assertValidTtl, type Cache, type JsonValue } from '../ports/cache';
import type { RedisConnection } from './redis-connection';

export interface RedisCacheOptions {
  /** Put before every key, so several deployments can share one Redis. Default `tollgate:`. */
  readonly prefix?: string;
}

/** Cache shared by every instance: one Redis string per entry, as JSON, expiring by itself (`PX`). */
export function createRedisCache(redis: RedisConnection, options: RedisCacheOptions = {}): Cache {
  const keyOf = (key: string) => `${options.prefix ?? 'tollgate:'}cache:${key}`;
  return {
    async get(key) {
      const json = await redis.call('GET', keyOf(key));
      return typeof json === 'string' ? (JSON.parse(json) as JsonValue) : undefined;
    },
    async set(key, value, ttlMs) {
      assertValidTtl(ttlMs);
      await redis.call('SET', keyOf(key), JSON.stringify(value), 'PX', ttlMs);
    },
    async delete(key) {
      await redis.call('DEL', keyOf(key));
    },
  };
}
