/*
 * Spec 02 sections 4 and 9 for the usage log: the row types, which columns a
 * type fills, the time colours and the default range. Pure, so the tests
 * check them without rendering.
 */

/** Spec 02 §4: 1 top-up, 2 consumption, 3 management, 4 system, 5 error. */
export const LOG_TYPES = [1, 2, 3, 4, 5] as const;

export type LogTypeKey = 'topUp' | 'consumption' | 'management' | 'system' | 'error' | 'unknown';

const TYPE_KEYS: Record<number, LogTypeKey> = { 1: 'topUp', 2: 'consumption', 3: 'management', 4: 'system', 5: 'error' };

/** The translation key of a type; any other value is unknown. */
export const logTypeKey = (type: number): LogTypeKey => TYPE_KEYS[type] ?? 'unknown';

/** The colour of a type's tag. */
export const LOG_TYPE_COLOURS: Record<LogTypeKey, string> = {
  topUp: 'cyan',
  consumption: 'green',
  management: 'orange',
  system: 'purple',
  error: 'red',
  unknown: 'gray',
};

/** Spec 02 §4: the channel, token, group, model, time, token and cost cells belong to types 0, 2 and 5 only. */
export const hasRequestCells = (type: number): boolean => type === 0 || type === 2 || type === 5;

export type TimeColour = 'green' | 'orange' | 'red';

/** Spec 02 §9: use time under 101 s green, under 300 s orange, else red. */
export function spentTimeColour(seconds: number): TimeColour {
  if (seconds < 101) return 'green';
  if (seconds < 300) return 'orange';
  return 'red';
}

/** Spec 02 §9: first-token time under 3 s green, under 10 s orange, else red. */
export function firstTokenColour(seconds: number): TimeColour {
  if (seconds < 3) return 'green';
  if (seconds < 10) return 'orange';
  return 'red';
}

/** Seconds as the tags show them: two decimals under a second (`0.03`), else at most one (`2.3`, `12`). */
export const secondsText = (ms: number): string => (ms < 1000 ? String(Math.round(ms / 10) / 100) : String(Math.round(ms / 100) / 10));

/** The default range (spec 02 §9): from the start of today to now plus one hour, in Unix seconds. */
export function defaultRange(now: Date): { start: number; end: number } {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return { start: Math.floor(startOfToday.getTime() / 1000), end: Math.floor(now.getTime() / 1000) + 3600 };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Unix seconds as a `datetime-local` input value (local time, to the minute). */
export function toInputTime(unixSeconds: number): string {
  const at = new Date(unixSeconds * 1000);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value as Unix seconds, or null when empty or invalid. */
export function fromInputTime(value: string): number | null {
  if (!value) return null;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? null : Math.floor(at / 1000);
}
