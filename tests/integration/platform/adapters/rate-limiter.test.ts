import { describe, expect, it } from 'vitest';
import { createInProcessRateLimiter } from '../../../../services/platform/adapters/in-process-rate-limiter';
import { createRedisRateLimiter } from '../../../../services/platform/adapters/redis';
import type { RateDecision } from '../../../../services/platform/ports/rate-limiter';
import { createManualClock } from '../../../testkit/manual-clock';
import { rateLimiterContract } from './rate-limiter.contract';
import { killClients, redisMissing, redisSkipNote, useTestRedis } from '../../../testkit/redis-test-server';
import { eventually, sleep } from '../../../testkit/eventually';

describe('in-process rate limiter', () => {
  rateLimiterContract(async () => {
    const time = createManualClock();
    return { limiter: createInProcessRateLimiter(time.clock), pass: async (ms) => time.advance(ms), windowMs: 1_000 };
  });

  it('counts a take as outside the window once it is exactly the window old (server-behaviour §10)', async () => {
    const time = createManualClock();
    const limiter = createInProcessRateLimiter(time.clock);
    const rule = { limit: 1, windowMs: 1_000 };
    expect((await limiter.take('k', rule)).allowed).toBe(true);
    time.advance(999);
    expect(await limiter.take('k', rule)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 1 });
    time.advance(1);
    expect((await limiter.take('k', rule)).allowed).toBe(true);
  });

  it('names the wait until enough takes have aged out when the limit shrinks', async () => {
    const time = createManualClock();
    const limiter = createInProcessRateLimiter(time.clock);
    for (let i = 0; i < 4; i++) {
      await limiter.take('k', { limit: 4, windowMs: 1_000 });
      time.advance(100);
    }
    // Takes at 0, 100, 200 and 300; now 400. A limit of 2 admits when only one is left in the
    // window, so the takes at 0, 100 and 200 must leave: the last of them at 1200, in 800 ms.
    expect(await limiter.take('k', { limit: 2, windowMs: 1_000 })).toEqual({ allowed: false, remaining: 0, retryAfterMs: 800 });
  });
});

describe.skipIf(redisMissing())(`redis rate limiter${redisSkipNote()}`, () => {
  const redis = useTestRedis();

  // Redis decides by its own clock, so windows are waited out in real time (plus a little slack for timers).
  rateLimiterContract(async () => ({
    limiter: createRedisRateLimiter(redis.connection(), { prefix: redis.nextPrefix() }),
    pass: (ms) => sleep(ms + 20),
    windowMs: 1_000,
  }));

  it('admits exactly 50 of 200 concurrent takes made through two separate connections', async () => {
    const prefix = redis.nextPrefix();
    const instances = [createRedisRateLimiter(redis.connection(), { prefix }), createRedisRateLimiter(await redis.openConnection(), { prefix })];
    const rule = { limit: 50, windowMs: 60_000 };
    const decisions = await Promise.all(Array.from({ length: 200 }, (_, i) => instances[i % 2]!.take('shared', rule)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(50);
    const log = `${prefix}rate:shared`;
    expect(await redis.admin().call('ZCARD', log)).toBe(50);
  });

  it('expires an idle key after its window, so Redis keeps no leftovers', async () => {
    const prefix = redis.nextPrefix();
    const limiter = createRedisRateLimiter(redis.connection(), { prefix });
    await limiter.take('idle', { limit: 5, windowMs: 60_000 });
    const ttl = (await redis.admin().call('PTTL', `${prefix}rate:idle`)) as number;
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('names the wait until enough takes have aged out when the limit shrinks', async () => {
    const prefix = redis.nextPrefix();
    const limiter = createRedisRateLimiter(redis.connection(), { prefix });
    const [seconds, micros] = (await redis.admin().call('TIME')) as [string, string];
    const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    // Four takes 4, 3, 2 and 1 s ago, by Redis's clock.
    await redis.admin().call('ZADD', `${prefix}rate:k`, now - 4_000, 'a', now - 3_000, 'b', now - 2_000, 'c', now - 1_000, 'd');
    const decision = await limiter.take('k', { limit: 2, windowMs: 10_000 });
    // Only one may stay, so the take of 2 s ago must leave: in 8 s, less the moments this test took.
    expect(decision).toMatchObject({ allowed: false, remaining: 0 });
    expect(decision.retryAfterMs).toBeGreaterThan(7_000);
    expect(decision.retryAfterMs).toBeLessThanOrEqual(8_000);
  });

  it('keeps limiting after its connection is killed mid-run (CLIENT KILL), never counting a take twice', async () => {
    const connection = await redis.openConnection({ name: `${redis.clientName}-limiter-kill` });
    const prefix = redis.nextPrefix();
    const limiter = createRedisRateLimiter(connection, { prefix });
    const rule = { limit: 1_000, windowMs: 60_000 };
    const decisions: RateDecision[] = [];
    const failures: unknown[] = [];
    const run = (async () => {
      for (let i = 0; i < 200; i++)
        await limiter.take('k', rule).then(
          (decision) => decisions.push(decision),
          (error: unknown) => failures.push(error),
        );
    })();
    await eventually(async () => expect(decisions.length).toBeGreaterThan(20));
    expect(await killClients(redis.admin(), connection.name)).toHaveLength(1);
    await run;

    for (const failure of failures) expect(failure).toMatchObject({ name: 'AppError', kind: 'unavailable' });
    expect(decisions.length + failures.length).toBe(200);
    // Every take the caller saw admitted is in the log; a take that failed was run at most once.
    const logged = (await redis.admin().call('ZCARD', `${prefix}rate:k`)) as number;
    expect(logged).toBeGreaterThanOrEqual(decisions.length);
    expect(logged).toBeLessThanOrEqual(200);
    const after = await eventually(() => limiter.take('k', rule));
    expect(after).toMatchObject({ allowed: true, remaining: rule.limit - logged - 1 });
  });
});
