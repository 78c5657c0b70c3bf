import { describe, expect, it } from 'vitest';
import {
  failureRecordOf,
  retryAfterMs,
  SIGN_IN_BACKOFF,
  waitAfter,
  withFailure,
  type FailureRecord,
} from '../../../../services/features/accounts/rules/sign-in-backoff';

/* When a password sign-in may be tried again (issue 13 item 8): a few free failures, then a doubling wait up to a cap. */

const { pair } = SIGN_IN_BACKOFF;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 25) + ms);

describe('sign-in backoff', () => {
  it('admits the free failures without a wait, then doubles from the first wait up to the cap', () => {
    expect([0, 1, 4].map((n) => waitAfter(n, pair))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => waitAfter(n, pair))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(waitAfter(20, pair)).toBe(pair.maxWaitMs);
    expect(waitAfter(10_000, pair)).toBe(pair.maxWaitMs);
  });

  it('counts failures and tells how long is left until the next try', () => {
    let record: FailureRecord | null = null;
    for (let i = 0; i < 5; i++) record = withFailure(record, at(i), pair);
    expect(record).toEqual({ failures: 5, lastFailureAtMs: at(4).getTime() });
    expect(retryAfterMs(record, at(4), pair)).toBe(1_000);
    expect(retryAfterMs(record, at(504), pair)).toBe(500);
    expect(retryAfterMs(record, at(1_004), pair)).toBe(0);
  });

  it('forgets a record with no failure for forgetAfterMs, and starts counting again', () => {
    const old: FailureRecord = { failures: 30, lastFailureAtMs: at(0).getTime() };
    const later = at(pair.forgetAfterMs);
    expect(retryAfterMs(old, later, pair)).toBe(0);
    expect(withFailure(old, later, pair)).toEqual({ failures: 1, lastFailureAtMs: later.getTime() });
  });

  it('allows more free failures per address than per account and address (people share addresses)', () => {
    expect(SIGN_IN_BACKOFF.address.freeFailures).toBeGreaterThan(SIGN_IN_BACKOFF.pair.freeFailures);
  });

  it('engages the account-wide count within 10 failures (A22) and caps its wait at a minute, so an owner on a new address waits at most that', () => {
    const { account } = SIGN_IN_BACKOFF;
    expect(waitAfter(9, account)).toBe(0);
    expect(waitAfter(10, account)).toBeGreaterThan(0);
    expect(waitAfter(1_000, account)).toBe(60_000);
  });

  it('reads back only well-formed records', () => {
    expect(failureRecordOf({ failures: 3, lastFailureAtMs: 17 })).toEqual({ failures: 3, lastFailureAtMs: 17 });
    for (const bad of [null, 'x', { failures: -1, lastFailureAtMs: 1 }, { failures: 1.5, lastFailureAtMs: 1 }, { failures: 1 }])
      expect(failureRecordOf(bad)).toBeNull();
  });
});
