import type { Clock } from '../clock';
import { assertValidRule, type RateDecision, type RateLimiter, type RateRule } from '../ports/rate-limiter';

interface Log {
  /** Times (ms) of admitted takes, oldest first. */
  times: number[];
  windowMs: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Sliding-log rate limiter for one process (the embedded default; limits are
 * per process, as in the established gateway's memory store). Keys whose
 * takes have all left their window are dropped once a minute.
 */
export function createInProcessRateLimiter(clock: Clock): RateLimiter {
  const logs = new Map<string, Log>();
  let nextSweepAt = 0;

  const sweep = (now: number) => {
    for (const [key, log] of logs) {
      if (log.times.at(-1)! <= now - log.windowMs) logs.delete(key);
    }
    nextSweepAt = now + SWEEP_EVERY_MS;
  };

  const decide = (key: string, rule: RateRule, record: boolean): RateDecision => {
    assertValidRule(rule);
    const now = clock().getTime();
    if (now >= nextSweepAt) sweep(now);
    const log = logs.get(key) ?? { times: [], windowMs: rule.windowMs };
    log.windowMs = rule.windowMs;
    // A take at least a window old no longer counts.
    log.times = log.times.filter((time) => time > now - rule.windowMs);
    const count = log.times.length;
    if (count < rule.limit) {
      if (record) {
        log.times.push(now);
        logs.set(key, log);
      }
      return { allowed: true, remaining: rule.limit - count - (record ? 1 : 0), retryAfterMs: 0 };
    }
    // Admitting again needs all but limit - 1 of the remembered takes to age out.
    const unblockingTime = log.times[count - rule.limit]!;
    return { allowed: false, remaining: 0, retryAfterMs: unblockingTime + rule.windowMs - now };
  };

  return {
    take: async (key, rule) => decide(key, rule, true),
    peek: async (key, rule) => decide(key, rule, false),
  };
}
