import { describe, expect, it } from 'vitest';
import { optionValueText, plainDecimal } from '../../../../services/features/options/rules/option-value';

describe('PUT /api/option/ value conversion (server-behaviour §7)', () => {
  it.each([
    [true, 'true'],
    [false, 'false'],
    [7.3, '7.3'],
    [500000, '500000'],
    [0, '0'],
    [-2.5, '-2.5'],
    ['{"gpt-4":15}', '{"gpt-4":15}'],
    ['', ''],
  ] as const)('%j is stored as %j', (value, text) => {
    expect(optionValueText(value)).toEqual({ ok: true, text });
  });

  it.each([
    [{ 'gpt-4': 15 }, 'send JSON-valued options as JSON text'],
    [[1, 2], 'send JSON-valued options as JSON text'],
    [null, 'value is required'],
    [undefined, 'value is required'],
    [Number.NaN, 'finite'],
  ])('refuses %j, saying why', (value, reason) => {
    const result = optionValueText(value);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toContain(reason);
  });

  it('writes numbers without an exponent, as Go does, and without rounding', () => {
    expect(plainDecimal(1e21)).toBe('1000000000000000000000');
    expect(plainDecimal(1.5e22)).toBe('15000000000000000000000');
    expect(plainDecimal(1e-7)).toBe('0.0000001');
    expect(plainDecimal(-1.2345e-8)).toBe('-0.000000012345');
    expect(plainDecimal(0.1 + 0.2)).toBe('0.30000000000000004');
    for (const n of [1e21, 1.5e22, 1e-7, -1.2345e-8, 123.456, 2 ** 53 + 2]) expect(Number(plainDecimal(n))).toBe(n);
  });
});
