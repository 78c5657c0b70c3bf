/*
 * The dashboard's rules: granularities and their default spans (as the
 * server applies them), the users' 30-day limit, the buckets of a range,
 * the series a chart draws, and the scale of its axis. Pure, so the tests
 * check them without rendering.
 */

export const GRANULARITIES = ['hour', 'day', 'week'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export const METRICS = ['quota', 'tokens', 'requests'] as const;
export type Metric = (typeof METRICS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The range the server reads when none is given: a day of hours, a week of days, 30 days of weeks. */
export const DEFAULT_SPAN_MS: Readonly<Record<Granularity, number>> = { hour: DAY_MS, day: 7 * DAY_MS, week: 30 * DAY_MS };

/** A user's own range is at most 30 days (the server refuses longer); an admin's is not limited. */
export const SELF_MAX_SPAN_MS = 30 * DAY_MS;

/** How many models a chart draws by name; the rest are summed as "others". */
export const MAX_SERIES = 6;

export type RangeProblem = 'startAfterEnd' | 'tooLong' | 'missing';

/** What is wrong with a chosen range, or null (milliseconds; `own`: the caller's own usage). */
export function rangeProblem(start: number | null, end: number | null, own: boolean): RangeProblem | null {
  if (start === null || end === null) return 'missing';
  if (start > end) return 'startAfterEnd';
  if (own && end - start > SELF_MAX_SPAN_MS) return 'tooLong';
  return null;
}

/** The start of the bucket holding `ms`: the UTC hour, the UTC day, or the week from Monday 00:00 UTC. */
export function bucketStart(ms: number, granularity: Granularity): number {
  switch (granularity) {
    case 'hour':
      return Math.floor(ms / HOUR_MS) * HOUR_MS;
    case 'day':
      return Math.floor(ms / DAY_MS) * DAY_MS;
    case 'week': {
      const day = Math.floor(ms / DAY_MS) * DAY_MS;
      const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0
      return day - weekday * DAY_MS;
    }
  }
}

const STEP_MS: Readonly<Record<Granularity, number>> = { hour: HOUR_MS, day: DAY_MS, week: 7 * DAY_MS };

/** Every bucket from the one holding `start` to the one holding `end`, oldest first (at most `limit`, the newest kept). */
export function bucketsOf(start: number, end: number, granularity: Granularity, limit = 800): number[] {
  const buckets: number[] = [];
  const last = bucketStart(end, granularity);
  for (let at = bucketStart(start, granularity); at <= last; at += STEP_MS[granularity]) buckets.push(at);
  return buckets.slice(-limit);
}

/** One model's usage in one bucket, as the dashboard answers it. */
export interface UsagePoint {
  readonly bucket: string;
  readonly modelName: string;
  readonly quota: number;
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly requests: number;
}

export const metricOf = (point: UsagePoint, metric: Metric): number => {
  switch (metric) {
    case 'quota':
      return point.quota;
    case 'tokens':
      return point.promptTokens + point.completionTokens;
    case 'requests':
      return point.requests;
  }
};

/** A chart's data: the buckets, the models drawn (the biggest first, then `others` when more), and values[model][bucket]. */
export interface ChartSeries {
  readonly buckets: readonly number[];
  readonly models: readonly string[];
  readonly values: readonly (readonly number[])[];
  /** The sum of every model per bucket. */
  readonly totals: readonly number[];
  /** Whether the last model is the sum of the models not drawn by name. */
  readonly hasOthers: boolean;
}

/** The series of a metric over the range's buckets; the biggest `maxSeries` models by name, the rest as one. */
export function buildSeries(
  points: readonly UsagePoint[],
  metric: Metric,
  buckets: readonly number[],
  granularity: Granularity,
  maxSeries = MAX_SERIES,
): ChartSeries {
  const index = new Map(buckets.map((bucket, i) => [bucket, i]));
  const byModel = new Map<string, number[]>();
  for (const point of points) {
    const at = index.get(bucketStart(Date.parse(point.bucket), granularity));
    if (at === undefined) continue;
    const row = byModel.get(point.modelName) ?? buckets.map(() => 0);
    row[at]! += metricOf(point, metric);
    byModel.set(point.modelName, row);
  }
  const sum = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);
  const ranked = [...byModel.entries()].sort((a, b) => sum(b[1]) - sum(a[1]) || a[0].localeCompare(b[0]));
  const named = ranked.length > maxSeries ? ranked.slice(0, maxSeries - 1) : ranked;
  const rest = ranked.slice(named.length);
  const values = named.map(([, row]) => row);
  if (rest.length > 0) values.push(buckets.map((_, i) => rest.reduce((total, [, row]) => total + row[i]!, 0)));
  return {
    buckets,
    models: named.map(([model]) => model).concat(rest.length > 0 ? [''] : []),
    values,
    totals: buckets.map((_, i) => values.reduce((total, row) => total + row[i]!, 0)),
    hasOthers: rest.length > 0,
  };
}

/** An axis from 0 to a round top with `count` equal steps of 1, 2 or 5 times a power of ten, at least 1 (the figures are whole). */
export function niceScale(max: number, count = 4): { top: number; ticks: number[] } {
  if (!(max > 0)) return { top: count, ticks: Array.from({ length: count + 1 }, (_, i) => i) };
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw) ?? 10 * power);
  return { top: step * count, ticks: Array.from({ length: count + 1 }, (_, i) => i * step) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A bucket's label: an hour in local time (`MM-DD HH:00`); a day or a week by its UTC date (`MM-DD`), as the server cuts them. */
export function bucketLabel(ms: number, granularity: Granularity): string {
  const at = new Date(ms);
  if (granularity === 'hour') return `${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:00`;
  return `${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** A bucket's label under the axis: an hour without its date when the bucket before it (`previous`) was the same local day. */
export function axisLabel(ms: number, granularity: Granularity, previous: number | null): string {
  if (granularity !== 'hour' || previous === null) return bucketLabel(ms, granularity);
  const [at, before] = [new Date(ms), new Date(previous)];
  const sameDay = at.getFullYear() === before.getFullYear() && at.getMonth() === before.getMonth() && at.getDate() === before.getDate();
  return sameDay ? `${pad(at.getHours())}:00` : bucketLabel(ms, granularity);
}

/** Compact figures for an axis: 950, 1.2k, 3.4M. */
export function compactNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000_000) return `${+(value / 1_000_000_000).toFixed(1)}B`;
  if (abs >= 1_000_000) return `${+(value / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${+(value / 1_000).toFixed(1)}k`;
  return String(+value.toFixed(2));
}

/** Decimals an amount axis needs so that ticks `step` apart read differently: 2 for a cent or more, up to 8. */
export function axisDigits(step: number): number {
  if (!(step > 0) || step >= 0.01) return 2;
  return Math.min(8, Math.ceil(-Math.log10(step) - 1e-9));
}
