import type { Clock } from '../clock';
import { assertValidTtl, type Cache, type JsonValue } from '../ports/cache';

interface Entry {
  readonly json: string;
  readonly expiresAt: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Cache for one process (the embedded default). Values are stored as JSON text,
 * so reads return copies exactly as the Redis cache does. Expired entries are
 * dropped when read, and all of them once a minute on the next write.
 */
export function createInProcessCache(clock: Clock): Cache {
  const entries = new Map<string, Entry>();
  let nextSweepAt = 0;

  const sweep = (now: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    nextSweepAt = now + SWEEP_EVERY_MS;
  };

  return {
    async get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt <= clock().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return JSON.parse(entry.json) as JsonValue;
    },
    async set(key, value, ttlMs) {
      assertValidTtl(ttlMs);
      const now = clock().getTime();
      if (now >= nextSweepAt) sweep(now);
      entries.set(key, { json: JSON.stringify(value), expiresAt: now + ttlMs });
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}
