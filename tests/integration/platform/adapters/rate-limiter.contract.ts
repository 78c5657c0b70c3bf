import { expect, it } from 'vitest';
import type { RateDecision, RateLimiter } from '../../../../services/platform/ports/rate-limiter';

export interface RateLimiterSubject {
  readonly limiter: RateLimiter;
  /** Lets `ms` milliseconds pass for the limiter: moves its injected clock, or waits for real. */
  pass(ms: number): Promise<void>;
  /** A window short enough to wait out in a test (at least a few hundred ms when time is real). */
  readonly windowMs: number;
}

const takes = (limiter: RateLimiter, key: string, rule: { limit: number; windowMs: number }, count: number) =>
  Promise.all(Array.from({ length: count }, () => limiter.take(key, rule)));

const admitted = (decisions: RateDecision[]) => decisions.filter((decision) => decision.allowed).length;

/** What every RateLimiter adapter does. `open` gives a limiter that sees no other test's keys. */
export function rateLimiterContract(open: () => Promise<RateLimiterSubject>): void {
  it('admits up to the limit, counting down what remains, then denies with a wait', async () => {
    const { limiter, windowMs } = await open();
    const rule = { limit: 3, windowMs };
    const decisions: RateDecision[] = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.take('user:1', rule));
    expect(decisions.slice(0, 3)).toEqual([
      { allowed: true, remaining: 2, retryAfterMs: 0 },
      { allowed: true, remaining: 1, retryAfterMs: 0 },
      { allowed: true, remaining: 0, retryAfterMs: 0 },
    ]);
    expect(decisions[3]).toMatchObject({ allowed: false, remaining: 0 });
    expect(decisions[3]!.retryAfterMs).toBeGreaterThan(0);
    expect(decisions[3]!.retryAfterMs).toBeLessThanOrEqual(windowMs);
  });

  it('admits again after the wait it named, and denied takes do not count', async () => {
    const { limiter, pass, windowMs } = await open();
    const rule = { limit: 2, windowMs };
    await takes(limiter, 'user:2', rule, 2);
    const denied = await takes(limiter, 'user:2', rule, 5);
    expect(admitted(denied)).toBe(0);
    await pass(Math.max(...denied.map((decision) => decision.retryAfterMs)));
    expect(admitted(await takes(limiter, 'user:2', rule, 5))).toBe(2);
  });

  it('slides: a take leaves the window on its own, not with the takes before it', async () => {
    const { limiter, pass, windowMs } = await open();
    const rule = { limit: 2, windowMs };
    expect((await limiter.take('user:3', rule)).allowed).toBe(true);
    await pass(windowMs / 2);
    expect((await limiter.take('user:3', rule)).allowed).toBe(true);
    const denied = await limiter.take('user:3', rule);
    expect(denied.allowed).toBe(false);
    expect(denied.retryAfterMs).toBeLessThanOrEqual(windowMs / 2);
    await pass(denied.retryAfterMs);
    // The first take has left the window; the second has not, so exactly one more fits.
    expect(await limiter.take('user:3', rule)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    expect((await limiter.take('user:3', rule)).allowed).toBe(false);
  });

  it('peeks without recording: a look says what a take would, and changes nothing', async () => {
    const { limiter, windowMs } = await open();
    const rule = { limit: 2, windowMs };
    expect(await limiter.peek('user:peek', rule)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    for (let i = 0; i < 5; i++) await limiter.peek('user:peek', rule);
    expect(await limiter.take('user:peek', rule)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(await limiter.take('user:peek', rule)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    const full = await limiter.peek('user:peek', rule);
    expect(full).toMatchObject({ allowed: false, remaining: 0 });
    expect(full.retryAfterMs).toBeGreaterThan(0);
  });

  it('keeps keys apart', async () => {
    const { limiter, windowMs } = await open();
    const rule = { limit: 1, windowMs };
    expect((await limiter.take('ip:10.0.0.1', rule)).allowed).toBe(true);
    expect((await limiter.take('ip:10.0.0.1', rule)).allowed).toBe(false);
    expect((await limiter.take('ip:10.0.0.2', rule)).allowed).toBe(true);
  });

  it('admits exactly 50 of 200 concurrent takes against a limit of 50', async () => {
    const { limiter } = await open();
    const decisions = await takes(limiter, 'busy', { limit: 50, windowMs: 60_000 }, 200);
    expect(admitted(decisions)).toBe(50);
    // Each admitted take saw a different count: no two were decided on the same state.
    const remaining = decisions.filter((decision) => decision.allowed).map((decision) => decision.remaining);
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });

  it('refuses a rule whose limit or window is not a whole number of at least 1', async () => {
    const { limiter } = await open();
    for (const rule of [
      { limit: 0, windowMs: 1000 },
      { limit: 1.5, windowMs: 1000 },
      { limit: 1, windowMs: 0 },
      { limit: 1, windowMs: Number.NaN },
    ]) {
      await expect(limiter.take('bad-rule', rule)).rejects.toBeInstanceOf(RangeError);
    }
    expect(await limiter.take('bad-rule', { limit: 1, windowMs: 1000 })).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
  });
}
