import { describe, expect, it } from 'vitest';
import { snapshotInterval } from '../../../../services/features/wallet/wallet-snapshot-policy';

describe('snapshotInterval', () => {
  it('is the configured count plus less than half of it again', () => {
    for (let userId = 1; userId <= 500; userId++) {
      const interval = snapshotInterval(userId, 100);
      expect(interval).toBeGreaterThanOrEqual(100);
      expect(interval).toBeLessThan(150);
    }
  });

  it('spreads wallets charged in step over every offset, so they do not fall due in the same append', () => {
    const intervals = Array.from({ length: 1_000 }, (_, i) => snapshotInterval(1_001 + i, 100));
    const perInterval = new Map<number, number>();
    for (const interval of intervals) perInterval.set(interval, (perInterval.get(interval) ?? 0) + 1);
    expect(perInterval.size).toBe(50);
    expect(Math.max(...perInterval.values())).toBe(20);
  });

  it('keeps tiny counts exact enough to test with', () => {
    expect(snapshotInterval(7, 1)).toBe(1);
    expect(snapshotInterval(7, 2)).toBe(2);
    expect(snapshotInterval(7, 3)).toBe(3);
  });
});
