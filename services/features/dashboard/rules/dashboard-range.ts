import { AppError } from '../../../platform/errors';

/*
 * The dashboard's range and granularity (spec 03: granularities hour, day
 * and week; server-behaviour: `/api/data/` and `/api/data/self` take
 * `start_timestamp` and `end_timestamp` in unix seconds). Pure: "now" is an
 * argument.
 */

export const GRANULARITIES = ['hour', 'day', 'week'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export const isGranularity = (value: unknown): value is Granularity => typeof value === 'string' && (GRANULARITIES as readonly string[]).includes(value);

/**
 * How far back a range reaches when the caller gives no start: the first
 * range the established console shows for each granularity (a day of hours,
 * a week of days, 30 days of weeks).
 */
export const DEFAULT_SPAN_SECONDS: Readonly<Record<Granularity, number>> = { hour: 86_400, day: 7 * 86_400, week: 30 * 86_400 };

/** A user's own range is at most 30 days (2,592,000 seconds), as the established gateway has it; an admin's is not limited. */
export const SELF_MAX_SPAN_SECONDS = 2_592_000;

/** The range as a caller sends it: unix seconds, as numbers or decimal text; absent, empty or 0 is "not given". */
export interface RangeInput {
  readonly startTimestamp?: unknown;
  readonly endTimestamp?: unknown;
}

/** Hours whose start is at or after `start` and at or before `end` count, both ends included (as the established gateway compares its hour buckets). */
export interface DashboardRange {
  readonly start: Date;
  readonly end: Date;
}

/** The last second JavaScript dates and PostgreSQL timestamps share comfortably (9999-12-31T23:59:59Z). */
const LAST_SECOND = 253_402_300_799;

function seconds(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > LAST_SECOND)
    throw new AppError('invalid', `${name} must be unix seconds, a whole number from 0 to ${LAST_SECOND}`);
  return n === 0 ? null : n;
}

/**
 * The checked range. Without an end it ends now; without a start it reaches
 * back the default span of `granularity` from its end (the span the
 * established console asks for at that granularity). A start after the end
 * is refused, and so is a caller's own range longer than 30 days.
 */
export function checkRange(input: RangeInput, granularity: Granularity, now: Date, own: boolean): DashboardRange {
  const givenEnd = seconds(input.endTimestamp, 'end_timestamp');
  const givenStart = seconds(input.startTimestamp, 'start_timestamp');
  const end = givenEnd ?? Math.floor(now.getTime() / 1000);
  const start = givenStart ?? Math.max(0, end - DEFAULT_SPAN_SECONDS[granularity]);
  if (start > end) throw new AppError('invalid', 'start_timestamp is after end_timestamp');
  if (own && end - start > SELF_MAX_SPAN_SECONDS) throw new AppError('invalid', 'the time span cannot exceed 1 month (2,592,000 seconds)');
  return { start: new Date(start * 1000), end: new Date(end * 1000) };
}

/** The granularity a caller asked for, or the option's default (DataExportDefaultTime) when none. */
export function checkGranularity(value: unknown, fallback: Granularity): Granularity {
  if (value === undefined || value === null || value === '') return fallback;
  if (!isGranularity(value)) throw new AppError('invalid', `granularity must be one of ${GRANULARITIES.join(', ')}`);
  return value;
}

/**
 * Where the answer stops while data export is switched off: the hour it was
 * switched off in, or nothing at all when the log does not say when (`null`).
 * The established gateway stops recording then and keeps answering what it
 * had; Tollgate's read model keeps folding, so the application cuts the
 * answer there instead.
 */
export function rangeWhileOff(range: DashboardRange, switchedOffAt: Date | null): DashboardRange | null {
  if (switchedOffAt === null) return null;
  if (switchedOffAt < range.start) return null;
  return switchedOffAt < range.end ? { start: range.start, end: switchedOffAt } : range;
}
