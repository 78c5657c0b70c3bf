/*
 * The model request rate limit (server-behaviour 10; options
 * ModelRequestRateLimit*): per user, over a sliding window of
 * `ModelRequestRateLimitDurationMinutes`, at most `Count` requests in all
 * (0: no limit on the total) and at most `SuccessCount` that succeeded; a
 * group named in `ModelRequestRateLimitGroup` (`{"vip": [total, successes]}`)
 * has its own pair. The group is the token's, else the user's. Pure.
 */

export interface ModelRateLimitOptions {
  readonly enabled: boolean;
  readonly count: number;
  readonly successCount: number;
  readonly durationMinutes: number;
  readonly groups: Readonly<Record<string, readonly [number, number]>>;
}

export interface ModelRateLimit {
  readonly windowMs: number;
  readonly minutes: number;
  /** The most requests in a window, or null for no limit on the total. */
  readonly total: number | null;
  /** The most requests that succeeded in a window. */
  readonly successes: number;
}

/** The limits for a user in `group`, or null when none applies (off, or a window of 0 minutes). */
export function modelRateLimitFor(options: ModelRateLimitOptions, group: string): ModelRateLimit | null {
  if (!options.enabled || options.durationMinutes <= 0) return null;
  const [total, successes] = Object.hasOwn(options.groups, group) ? options.groups[group]! : [options.count, options.successCount];
  return { windowMs: options.durationMinutes * 60_000, minutes: options.durationMinutes, total: total > 0 ? total : null, successes: Math.max(1, successes) };
}

export const totalKey = (userId: number): string => `model-requests:total:${userId}`;
export const successKey = (userId: number): string => `model-requests:success:${userId}`;
