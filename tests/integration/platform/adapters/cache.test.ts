import { describe, expect, it } from 'vitest';
import { createInProcessCache } from '../../../../services/platform/adapters/in-process-cache';
import { createRedisCache } from '../../../../services/platform/adapters/redis';
import { AppError } from '../../../../services/platform/errors';
import { cacheContract } from './cache.contract';
import { createManualClock } from '../../../testkit/manual-clock';
import { clientIds, killClients, redisMissing, redisSkipNote, useTestRedis } from '../../../testkit/redis-test-server';
import { eventually, sleep } from '../../../testkit/eventually';

describe('in-process cache', () => {
  cacheContract(async () => {
    const time = createManualClock();
    return { cache: createInProcessCache(time.clock), pass: async (ms) => time.advance(ms), shortTtlMs: 1_000 };
  });

  it('expires an entry exactly when its TTL has passed, by the injected clock', async () => {
    const time = createManualClock();
    const cache = createInProcessCache(time.clock);
    await cache.set('key', 'value', 1_000);
    time.advance(999);
    expect(await cache.get('key')).toBe('value');
    time.advance(1);
    expect(await cache.get('key')).toBeUndefined();
  });
});

describe.skipIf(redisMissing())(`redis cache${redisSkipNote()}`, () => {
  const redis = useTestRedis();

  // Redis keeps its own time, so a TTL is watched expiring in real time (plus a little slack for timers).
  cacheContract(async () => ({
    cache: createRedisCache(redis.connection(), { prefix: redis.nextPrefix() }),
    pass: (ms) => sleep(ms + 20),
    shortTtlMs: 500,
  }));

  it('shares entries between two connections, as between two gateway instances', async () => {
    const prefix = redis.nextPrefix();
    const first = createRedisCache(redis.connection(), { prefix });
    const second = createRedisCache(await redis.openConnection(), { prefix });
    await first.set('shared', { by: 'first' }, 60_000);
    expect(await second.get('shared')).toEqual({ by: 'first' });
    await second.delete('shared');
    expect(await first.get('shared')).toBeUndefined();
  });

  it('keeps working after its connection is killed mid-run (CLIENT KILL)', async () => {
    const connection = await redis.openConnection({ name: `${redis.clientName}-cache-kill` });
    const cache = createRedisCache(connection, { prefix: redis.nextPrefix() });
    const failures: unknown[] = [];
    const unconfirmed: number[] = [];
    let written = 0;
    const run = (async () => {
      for (let i = 0; i < 200; i++) {
        try {
          await cache.set('counter', i, 60_000);
          written = i;
        } catch (error) {
          failures.push(error);
          unconfirmed.push(i);
        }
      }
    })();
    await eventually(async () => expect(written).toBeGreaterThan(20));
    const killed = await killClients(redis.admin(), connection.name);
    await run;

    expect(killed).toHaveLength(1);
    // Anything that failed said "unavailable"; nothing else went wrong.
    for (const failure of failures) expect(failure).toMatchObject({ kind: 'unavailable' });
    expect(failures.every((failure) => failure instanceof AppError)).toBe(true);
    // It is a new connection under the same name, and it serves reads and writes.
    const now = await eventually(async () => {
      const ids = await clientIds(redis.admin(), connection.name);
      expect(ids).toHaveLength(1);
      expect(ids).not.toEqual(killed);
      return ids;
    });
    expect(now).toHaveLength(1);
    await eventually(() => cache.set('after', 'kill', 60_000));
    expect(await cache.get('after')).toBe('kill');
    // The last confirmed write survived, unless a later write reached Redis and only its reply was lost to the kill.
    const possible = [written, ...unconfirmed.filter((value) => value > written)];
    expect(possible).toContain(await cache.get('counter'));
  });
});
