import { randomUUID } from 'node:crypto';
import { assertValidRule, type RateDecision, type RateLimiter, type RateRule } from '../ports/rate-limiter';
import type { RedisConnection } from './redis-connection';

export interface RedisRateLimiterOptions {
  /** Put before every key, so several deployments can share one Redis. Default `tollgate:`. */
  readonly prefix?: string;
}

/**
 * One take, atomically (Redis runs a script with nothing in between). The log is a
 * sorted set of admitted takes scored by time in ms. Time is Redis's own clock,
 * so gateway instances with slightly different clocks still share one window.
 *
 * KEYS[1] the log; ARGV[1] limit; ARGV[2] window in ms; ARGV[3] a unique member for this take;
 * ARGV[4] '1' to record the take, '0' only to look (peek).
 * Returns { allowed (1 or 0), remaining, retryAfterMs }.
 */
const TAKE_SCRIPT = `
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count < limit then
  if ARGV[4] == '0' then
    return { 1, limit - count, 0 }
  end
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return { 1, limit - count - 1, 0 }
end
local unblocking = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
return { 0, 0, tonumber(unblocking[2]) + window - now }
`;

/** Sliding-log rate limiter shared by every instance (server-behaviour §10). */
export function createRedisRateLimiter(redis: RedisConnection, options: RedisRateLimiterOptions = {}): RateLimiter {
  const keyOf = (key: string) => `${options.prefix ?? 'tollgate:'}rate:${key}`;
  const decide = async (key: string, rule: RateRule, record: boolean): Promise<RateDecision> => {
    assertValidRule(rule);
    const reply = await redis.runScript(TAKE_SCRIPT, [keyOf(key)], [rule.limit, rule.windowMs, randomUUID(), record ? '1' : '0']);
    const [allowed, remaining, retryAfterMs] = reply as [number, number, number];
    return { allowed: allowed === 1, remaining, retryAfterMs };
  };
  return {
    take: (key, rule) => decide(key, rule, true),
    peek: (key, rule) => decide(key, rule, false),
  };
}
