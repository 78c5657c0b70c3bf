import { describe, expect, it } from 'vitest';
import {
  countOf,
  expiredTimeOf,
  nameForNew,
  nameOf,
  quotaOf,
  redeemKeyOf,
  redeemRefusal,
  refuseChangeOfUsed,
  statusOf,
} from '../../../../services/features/redemptions/rules/redemption-rules';
import { formatQuota } from '../../../../services/platform/quota-display';

const USD = { quotaPerUnit: 500_000, displayInCurrency: true };
const UNITS = { quotaPerUnit: 500_000, displayInCurrency: false };
const NOW = 1_800_000_000;

const messageOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('redemption rules (spec 02 sections 4, 5 and 9)', () => {
  it('formats quota the way the console renders it', () => {
    expect(formatQuota(100_000, USD)).toBe('$0.20');
    expect(formatQuota(500_000, USD)).toBe('$1.00');
    expect(formatQuota(9_007_199_254_740_991, { quotaPerUnit: 1, displayInCurrency: true })).toHaveLength(20);
    expect(formatQuota(9_999, UNITS)).toBe('9999');
    expect(formatQuota(100_000, UNITS)).toBe('100.0k');
    expect(formatQuota(2_500_000, UNITS)).toBe('2.5M');
    expect(formatQuota(3_000_000_000, UNITS)).toBe('3.0B');
  });

  it('names a new code after its quota when the name is empty, and keeps names to 1-20 characters', () => {
    expect(nameForNew(undefined, 100_000, USD)).toBe('$0.20');
    expect(nameForNew('', 1_000_000, USD)).toBe('$2.00');
    expect(nameForNew('   ', 100_000, UNITS)).toBe('100.0k');
    expect(nameForNew(' spring promo ', 100_000, USD)).toBe('spring promo');
    expect(nameOf('二十个字'.repeat(5))).toHaveLength(20);
    expect(messageOf(() => nameOf('x'.repeat(21)))).toBe('the name must be 1 to 20 characters');
    expect(messageOf(() => nameOf(''))).toBe('a name is required');
    expect(messageOf(() => nameOf(7))).toBe('name must be text');
  });

  it('parses quota and count as integers with the defaults 100000 and 1, and a batch of at most 100', () => {
    expect(quotaOf(undefined, 100_000)).toBe(100_000);
    expect(quotaOf('250000', 100_000)).toBe(250_000);
    expect(messageOf(() => quotaOf(0))).toBe('quota must be a whole number greater than 0');
    expect(messageOf(() => quotaOf(-5))).toBe('quota must be a whole number greater than 0');
    expect(messageOf(() => quotaOf(1.5))).toBe('quota must be a whole number greater than 0');
    expect(countOf(undefined)).toBe(1);
    expect(countOf('100')).toBe(100);
    expect(messageOf(() => countOf(101))).toBe('at most 100 codes can be created at once');
    expect(messageOf(() => countOf(0))).toBe('count must be a whole number greater than 0');
  });

  it('takes an expiry of 0 (never) or a time not in the past', () => {
    expect(expiredTimeOf(undefined, NOW)).toBe(0);
    expect(expiredTimeOf(0, NOW)).toBe(0);
    expect(expiredTimeOf(NOW + 60, NOW)).toBe(NOW + 60);
    expect(messageOf(() => expiredTimeOf(NOW - 1, NOW))).toBe('the expiry time cannot be in the past');
    expect(messageOf(() => expiredTimeOf('soon', NOW))).toBe('expired_time is a Unix time in seconds, or 0 for never');
  });

  it('lets admins set only enabled or disabled, and never change a used code', () => {
    expect(statusOf(1)).toBe(1);
    expect(statusOf('2')).toBe(2);
    expect(messageOf(() => statusOf(3))).toBe('status is 1 (enabled) or 2 (disabled)');
    expect(messageOf(() => refuseChangeOfUsed({ status: 3 }, 'status'))).toBe('this code has been used: its status cannot change');
    expect(messageOf(() => refuseChangeOfUsed({ status: 3 }, 'edit'))).toBe('this code has been used: it can no longer be edited');
    expect(messageOf(() => refuseChangeOfUsed({ status: 2 }, 'edit'))).toBeNull();
  });

  it('requires a code to redeem and tells each refusal apart', () => {
    expect(messageOf(() => redeemKeyOf(''))).toBe('please enter redemption code');
    expect(messageOf(() => redeemKeyOf(undefined))).toBe('please enter redemption code');
    expect(redeemKeyOf(' 0123456789ABCDEF0123456789abcdef ')).toBe('0123456789abcdef0123456789abcdef');
    const refusal = (code: { status: number; expiredTime: number } | null) => redeemRefusal(code, NOW)?.message ?? null;
    expect(refusal(null)).toBe('this redemption code does not exist');
    expect(refusal({ status: 3, expiredTime: 0 })).toBe('this redemption code has already been used');
    expect(refusal({ status: 2, expiredTime: 0 })).toBe('this redemption code is disabled');
    expect(refusal({ status: 1, expiredTime: NOW - 1 })).toBe('this redemption code has expired');
    expect(refusal({ status: 1, expiredTime: NOW })).toBeNull();
    expect(refusal({ status: 1, expiredTime: 0 })).toBeNull();
  });
});
