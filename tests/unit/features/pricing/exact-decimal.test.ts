import { describe, expect, it } from 'vitest';
import { add, compare, decimalFrom, multiply, roundHalfUp, toNumber } from '../../../../services/features/pricing/rules/exact-decimal';

describe('exact decimals', () => {
  it('reads a number as the decimal it prints as', () => {
    expect(decimalFrom(0.075)).toEqual({ digits: 75n, scale: 3 });
    expect(decimalFrom(37.5)).toEqual({ digits: 375n, scale: 1 });
    expect(decimalFrom(500_000)).toEqual({ digits: 500_000n, scale: 0 });
    expect(decimalFrom(1e-7)).toEqual({ digits: 1n, scale: 7 });
    expect(decimalFrom(1.5e-7)).toEqual({ digits: 15n, scale: 8 });
    expect(decimalFrom(1e21)).toEqual({ digits: 10n ** 21n, scale: 0 });
    expect(decimalFrom(0)).toEqual({ digits: 0n, scale: 0 });
    // What JSON.parse gives for "0.1 + 0.2"-style values is kept as written, not "fixed".
    expect(decimalFrom(0.1 + 0.2)).toEqual({ digits: 30000000000000004n, scale: 17 });
  });

  it('refuses what is not a finite number ≥ 0', () => {
    for (const bad of [-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => decimalFrom(bad)).toThrow(RangeError);
  });

  it('multiplies and adds exactly where doubles drift', () => {
    // 0.075 × 144 × 1.25 = 13.5; in doubles 13.499999999999998.
    expect(0.075 * 144 * 1.25).toBeLessThan(13.5);
    const exact = multiply(multiply(decimalFrom(0.075), decimalFrom(144)), decimalFrom(1.25));
    expect(compare(exact, decimalFrom(13.5))).toBe(0);
    expect(compare(add(decimalFrom(0.1), decimalFrom(0.2)), decimalFrom(0.3))).toBe(0);
    expect(toNumber(exact)).toBe(13.5);
  });

  it('rounds half up, once', () => {
    expect(roundHalfUp(decimalFrom(13.5))).toBe(14n);
    expect(roundHalfUp(decimalFrom(13.49999))).toBe(13n);
    expect(roundHalfUp(decimalFrom(0.5))).toBe(1n);
    expect(roundHalfUp(decimalFrom(0.49))).toBe(0n);
    expect(roundHalfUp(decimalFrom(2.25))).toBe(2n);
    expect(roundHalfUp(decimalFrom(7))).toBe(7n);
  });
});
