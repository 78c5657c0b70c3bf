/** "At most `limit` takes in any `windowMs` milliseconds." */
export interface RateRule {
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateDecision {
  readonly allowed: boolean;
  /** How many more takes the window admits right now, after this one. */
  readonly remaining: number;
  /** When denied, how long until a take can be admitted again; 0 when allowed. */
  readonly retryAfterMs: number;
}

/**
 * Sliding-log rate limiting (server-behaviour §10): a key remembers the times of
 * its admitted takes; a take is admitted when fewer than `limit` of them are
 * younger than `windowMs`. Denied takes are not remembered. A take is atomic:
 * concurrent takes on one key, from any number of instances sharing the store,
 * never admit more than `limit`.
 */
export interface RateLimiter {
  take(key: string, rule: RateRule): Promise<RateDecision>;
  /** Whether a take would be allowed now, recording nothing (a limit counted only on success checks before, takes after). */
  peek(key: string, rule: RateRule): Promise<RateDecision>;
}

/** Throws a RangeError for a rule whose limit or window is not a whole number of at least 1. */
export function assertValidRule(rule: RateRule): void {
  if (!Number.isSafeInteger(rule.limit) || rule.limit < 1) throw new RangeError(`rate limit must be a whole number >= 1, got ${rule.limit}`);
  if (!Number.isSafeInteger(rule.windowMs) || rule.windowMs < 1) {
    throw new RangeError(`rate window must be a whole number of milliseconds >= 1, got ${rule.windowMs}`);
  }
}
