import { describe, expect, it } from 'vitest';
import { checkGranularity, checkRange, rangeWhileOff, SELF_MAX_SPAN_SECONDS } from '../../../../services/features/dashboard/rules/dashboard-range';

const NOW = new Date('2026-11-25T12:34:56.000Z');
const at = (seconds: number) => new Date(seconds * 1000);
const nowSeconds = NOW.getTime() / 1000;

describe('the dashboard range', () => {
  it('takes unix seconds as numbers or decimal text, both ends included', () => {
    expect(checkRange({ startTimestamp: '1700000000', endTimestamp: 1700003600 }, 'hour', NOW, false)).toEqual({
      start: at(1_700_000_000),
      end: at(1_700_003_600),
    });
  });

  it('ends now and reaches back a day, a week or 30 days by granularity when the caller says nothing (0 says nothing too)', () => {
    expect(checkRange({}, 'hour', NOW, true)).toEqual({ start: at(nowSeconds - 86_400), end: NOW });
    expect(checkRange({ startTimestamp: 0, endTimestamp: '' }, 'day', NOW, true)).toEqual({ start: at(nowSeconds - 7 * 86_400), end: NOW });
    expect(checkRange({}, 'week', NOW, true)).toEqual({ start: at(nowSeconds - 30 * 86_400), end: NOW });
    expect(checkRange({ endTimestamp: 1_700_000_000 }, 'hour', NOW, false)).toEqual({ start: at(1_700_000_000 - 86_400), end: at(1_700_000_000) });
  });

  it('refuses what is not unix seconds, and a start after the end', () => {
    expect(() => checkRange({ startTimestamp: 'yesterday' }, 'hour', NOW, false)).toThrow(/start_timestamp must be unix seconds/);
    expect(() => checkRange({ endTimestamp: -5 }, 'hour', NOW, false)).toThrow(/end_timestamp/);
    expect(() => checkRange({ startTimestamp: 1.5 }, 'hour', NOW, false)).toThrow(/start_timestamp/);
    expect(() => checkRange({ startTimestamp: 200, endTimestamp: 100 }, 'hour', NOW, false)).toThrow(/after end_timestamp/);
  });

  it('limits a caller’s own range to 30 days, as the established gateway does, and an admin’s not at all', () => {
    const month = { startTimestamp: 1_700_000_000, endTimestamp: 1_700_000_000 + SELF_MAX_SPAN_SECONDS };
    expect(checkRange(month, 'week', NOW, true).start).toEqual(at(1_700_000_000));
    const longer = { ...month, endTimestamp: month.endTimestamp + 1 };
    expect(() => checkRange(longer, 'week', NOW, true)).toThrow(/cannot exceed 1 month/);
    expect(checkRange(longer, 'week', NOW, false).end).toEqual(at(longer.endTimestamp));
  });

  it('takes the default granularity when none is asked for, and refuses an unknown one', () => {
    expect(checkGranularity(undefined, 'day')).toBe('day');
    expect(checkGranularity('week', 'day')).toBe('week');
    expect(() => checkGranularity('month', 'day')).toThrow(/hour, day, week/);
  });

  it('stops the answer at the hour data export was switched off, or answers nothing when that is unknown', () => {
    const range = { start: at(1_000_000), end: at(2_000_000) };
    expect(rangeWhileOff(range, at(1_500_000))).toEqual({ start: at(1_000_000), end: at(1_500_000) });
    expect(rangeWhileOff(range, at(3_000_000))).toEqual(range);
    expect(rangeWhileOff(range, at(999_999))).toBeNull();
    expect(rangeWhileOff(range, null)).toBeNull();
  });
});
