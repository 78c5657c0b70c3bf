import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../console/src/lib/format-date-time';
import { formatCurrency, formatQuota, quotaToAmount } from '../../../console/src/lib/format-quota';
import { formatTokenCount } from '../../../console/src/lib/format-token-count';
import { DEFAULT_PAGE_SIZE, readPageSize, savePageSize } from '../../../console/src/lib/page-size';

describe('console formatting', () => {
  it('shows quota as money (quota / quota per unit) or as units', () => {
    expect(quotaToAmount(750_000, 500_000)).toBe(1.5);
    expect(formatQuota(750_000, { quotaPerUnit: 500_000, displayInCurrency: true })).toBe('$1.50');
    expect(formatQuota(-125_000, { quotaPerUnit: 500_000, displayInCurrency: true })).toBe('-$0.25');
    expect(formatQuota(1, { quotaPerUnit: 500_000, displayInCurrency: true })).toBe('$0.01');
    expect(formatQuota(1_234_567, { quotaPerUnit: 500_000, displayInCurrency: false })).toBe('1,234,567');
    expect(formatCurrency(7.2, '¥')).toBe('¥7.20');
  });

  it('counts tokens as they are below 10,000, in k from 10,000 and in M from a million', () => {
    expect([0, 9_999, 10_000, 12_345, 999_999, 1_000_000, 1_550_000].map(formatTokenCount)).toEqual(['0', '9999', '10k', '12.3k', '999.9k', '1M', '1.5M']);
  });

  it('writes local time as YYYY-MM-DD HH:mm:ss', () => {
    const at = new Date(2026, 0, 2, 3, 4, 5);
    expect(formatDateTime(at.getTime() / 1000)).toBe('2026-01-02 03:04:05');
  });
});

describe('page size (spec 01 section 9)', () => {
  it('defaults to 10 and remembers only 10, 20, 50 or 100 under page-size', () => {
    const store = new Map<string, string>();
    Object.assign(globalThis, {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
        removeItem: (k: string) => store.delete(k),
      },
    });
    expect(readPageSize()).toBe(DEFAULT_PAGE_SIZE);
    savePageSize(50);
    expect(store.get('page-size')).toBe('50');
    savePageSize(30);
    expect(readPageSize()).toBe(50);
  });
});
