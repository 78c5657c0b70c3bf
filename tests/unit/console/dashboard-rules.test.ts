import { describe, expect, it } from 'vitest';
import {
  axisDigits,
  axisLabel,
  bucketLabel,
  bucketsOf,
  bucketStart,
  buildSeries,
  compactNumber,
  niceScale,
  rangeProblem,
} from '../../../console/src/features/dashboard/dashboard-rules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const point = (bucket: string, modelName: string, quota: number, requests = 1) => ({
  bucket,
  modelName,
  quota,
  promptTokens: 10,
  completionTokens: 5,
  requests,
});

describe('the dashboard’s rules', () => {
  it('cuts hours, UTC days and weeks from Monday 00:00 UTC, as the server does', () => {
    const at = Date.UTC(2026, 10, 26, 14, 37); // a Thursday
    expect(bucketStart(at, 'hour')).toBe(Date.UTC(2026, 10, 26, 14));
    expect(bucketStart(at, 'day')).toBe(Date.UTC(2026, 10, 26));
    expect(bucketStart(at, 'week')).toBe(Date.UTC(2026, 10, 23));
    expect(bucketStart(Date.UTC(2026, 10, 23), 'week')).toBe(Date.UTC(2026, 10, 23));
    expect(bucketStart(Date.UTC(2026, 10, 22, 23), 'week')).toBe(Date.UTC(2026, 10, 16));
  });

  it('lists every bucket of a range, oldest first', () => {
    const end = Date.UTC(2026, 10, 26, 14, 37);
    expect(bucketsOf(end - DAY, end, 'hour')).toHaveLength(25);
    expect(bucketsOf(end - 7 * DAY, end, 'day')).toHaveLength(8);
    expect(bucketsOf(end - 30 * DAY, end, 'week')).toEqual([
      Date.UTC(2026, 9, 26),
      Date.UTC(2026, 10, 2),
      Date.UTC(2026, 10, 9),
      Date.UTC(2026, 10, 16),
      Date.UTC(2026, 10, 23),
    ]);
  });

  it('draws the biggest models by name and sums the rest as others', () => {
    const buckets = bucketsOf(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 2), 'day');
    const points = [
      point('2026-01-01T00:00:00.000Z', 'a', 50),
      point('2026-01-02T00:00:00.000Z', 'a', 50),
      point('2026-01-01T00:00:00.000Z', 'b', 80),
      point('2026-01-01T00:00:00.000Z', 'c', 5),
      point('2026-01-02T00:00:00.000Z', 'd', 3),
    ];
    const series = buildSeries(points, 'quota', buckets, 'day', 3);
    expect(series.models).toEqual(['a', 'b', '']);
    expect(series.hasOthers).toBe(true);
    expect(series.values).toEqual([
      [50, 50],
      [80, 0],
      [5, 3],
    ]);
    expect(series.totals).toEqual([135, 53]);
    const tokens = buildSeries(points, 'tokens', buckets, 'day');
    expect(tokens.models).toEqual(['a', 'b', 'c', 'd']);
    expect(tokens.totals).toEqual([45, 30]);
    expect(buildSeries(points, 'requests', buckets, 'day').totals).toEqual([3, 2]);
  });

  it('ignores usage outside the buckets', () => {
    const buckets = bucketsOf(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1), 'day');
    expect(buildSeries([point('2026-02-01T00:00:00.000Z', 'a', 5)], 'quota', buckets, 'day').models).toEqual([]);
  });

  it('scales the axis to a round top in whole steps', () => {
    expect(niceScale(135)).toEqual({ top: 200, ticks: [0, 50, 100, 150, 200] });
    expect(niceScale(3)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(1_234_567).top).toBe(2_000_000);
    expect(niceScale(700).top).toBeGreaterThanOrEqual(700);
  });

  it('refuses a user’s range over 30 days, a start after the end, and a missing end', () => {
    const start = Date.UTC(2026, 0, 1);
    expect(rangeProblem(start, start + 30 * DAY, true)).toBeNull();
    expect(rangeProblem(start, start + 30 * DAY + 60_000, true)).toBe('tooLong');
    expect(rangeProblem(start, start + 90 * DAY, false)).toBeNull();
    expect(rangeProblem(start + 1, start, false)).toBe('startAfterEnd');
    expect(rangeProblem(start, null, false)).toBe('missing');
  });

  it('labels buckets and axis figures briefly', () => {
    expect(bucketLabel(Date.UTC(2026, 10, 23), 'week')).toBe('11-23');
    expect(bucketLabel(new Date(2026, 10, 23, 7).getTime(), 'hour')).toBe('11-23 07:00');
    expect(compactNumber(950)).toBe('950');
    expect(compactNumber(1_200)).toBe('1.2k');
    expect(compactNumber(3_400_000)).toBe('3.4M');
  });
});

describe('the amount axis', () => {
  it('uses as many decimals as the step between ticks needs, from 2 to 8', () => {
    expect(axisDigits(0.5)).toBe(2);
    expect(axisDigits(0.01)).toBe(2);
    expect(axisDigits(0.005)).toBe(3);
    expect(axisDigits(0.00002)).toBe(5);
    expect(axisDigits(1e-12)).toBe(8);
    expect(axisDigits(0)).toBe(2);
  });
});

describe('the axis labels', () => {
  it('name the date of an hour only when the day changes', () => {
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour).getTime();
    expect(axisLabel(at(25, 3), 'hour', null)).toBe('11-25 03:00');
    expect(axisLabel(at(25, 6), 'hour', at(25, 3))).toBe('06:00');
    expect(axisLabel(at(26, 0), 'hour', at(25, 21))).toBe('11-26 00:00');
    expect(axisLabel(Date.UTC(2026, 10, 24), 'day', Date.UTC(2026, 10, 23))).toBe('11-24');
  });
});
