import { AppError } from '../../../platform/errors';
import { formatQuota, type QuotaDisplay } from '../../../platform/quota-display';

/*
 * The rules of redemption codes (spec 02 sections 4, 5 and 9;
 * server-behaviour 5.1) as pure functions: input parsing with the spec's
 * messages, the default name, which status changes are allowed, and why a
 * code cannot be redeemed. Inputs arrive from JSON bodies, so every parser
 * starts from `unknown`.
 */

export const REDEMPTION_STATUS = { unused: 1, disabled: 2, used: 3 } as const;
export const NAME_MAX = 20;
export const BATCH_MAX = 100;
export const DEFAULT_QUOTA = 100_000;
export const DEFAULT_COUNT = 1;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A whole number from a JSON number or a decimal string ("quota and count are parsed as integers"). */
function wholeNumber(value: unknown): number | null {
  const parsed = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  return typeof parsed === 'number' && Number.isSafeInteger(parsed) ? parsed : null;
}

export function quotaOf(value: unknown, fallback?: number): number {
  if (isBlank(value) && fallback !== undefined) return fallback;
  const quota = wholeNumber(value);
  if (quota === null || quota <= 0) throw new AppError('invalid', 'quota must be a whole number greater than 0');
  return quota;
}

export function countOf(value: unknown): number {
  if (isBlank(value)) return DEFAULT_COUNT;
  const count = wholeNumber(value);
  if (count === null || count <= 0) throw new AppError('invalid', 'count must be a whole number greater than 0');
  if (count > BATCH_MAX) throw new AppError('invalid', `at most ${BATCH_MAX} codes can be created at once`);
  return count;
}

/** A name of 1 to 20 characters (counted as the user sees them). */
export function nameOf(value: unknown): string {
  if (!isBlank(value) && typeof value !== 'string') throw new AppError('invalid', 'name must be text');
  const name = ((value as string | undefined | null) ?? '').trim();
  if (name === '') throw new AppError('invalid', 'a name is required');
  if ([...name].length > NAME_MAX) throw new AppError('invalid', `the name must be 1 to ${NAME_MAX} characters`);
  return name;
}

/** When creating, an empty name becomes the formatted quota (spec 02 section 5). */
export function nameForNew(value: unknown, quota: number, display: QuotaDisplay): string {
  if (isBlank(value) || (typeof value === 'string' && value.trim() === '')) return nameOf(formatQuota(quota, display));
  return nameOf(value);
}

/** Unix seconds; 0 (or nothing) never expires; otherwise not in the past. */
export function expiredTimeOf(value: unknown, nowSeconds: number): number {
  if (isBlank(value)) return 0;
  const time = wholeNumber(value);
  if (time === null || time < 0) throw new AppError('invalid', 'expired_time is a Unix time in seconds, or 0 for never');
  if (time !== 0 && time < nowSeconds) throw new AppError('invalid', 'the expiry time cannot be in the past');
  return time;
}

export const isExpired = (code: { readonly expiredTime: number }, nowSeconds: number): boolean => code.expiredTime !== 0 && code.expiredTime < nowSeconds;

/** What `PUT ?status_only=true` may set: enable (1) or disable (2); "used" only a redeem sets. */
export function statusOf(value: unknown): 1 | 2 {
  const status = wholeNumber(value);
  if (status !== REDEMPTION_STATUS.unused && status !== REDEMPTION_STATUS.disabled) throw new AppError('invalid', 'status is 1 (enabled) or 2 (disabled)');
  return status;
}

/** A used code is final: it is never enabled, disabled or edited again (spec 02 section 4). */
export function refuseChangeOfUsed(code: { readonly status: number }, change: 'status' | 'edit'): void {
  if (code.status !== REDEMPTION_STATUS.used) return;
  throw new AppError(
    'conflict',
    change === 'status' ? 'this code has been used: its status cannot change' : 'this code has been used: it can no longer be edited',
  );
}

/** The code the user typed: required, trimmed; a 32-hex-character code is matched whatever its letter case. */
export function redeemKeyOf(value: unknown): string {
  if (!isBlank(value) && typeof value !== 'string') throw new AppError('invalid', 'key must be text');
  const key = ((value as string | undefined | null) ?? '').trim();
  if (key === '') throw new AppError('invalid', 'please enter redemption code');
  if (key.length > 128) throw new AppError('not_found', REDEEM_REFUSALS.not_found);
  return /^[0-9a-fA-F]{32}$/.test(key) ? key.toLowerCase() : key;
}

export const REDEEM_REFUSALS = {
  not_found: 'this redemption code does not exist',
  used: 'this redemption code has already been used',
  disabled: 'this redemption code is disabled',
  expired: 'this redemption code has expired',
} as const;

/**
 * Why a code cannot be redeemed now, or null when it can. Each reason has its
 * own message (the established gateway shows one generic failure): codes are
 * 128 random bits and the route is rate limited, so telling "used" from "not
 * found" helps the user and gives a guesser nothing.
 */
export function redeemRefusal(code: { readonly status: number; readonly expiredTime: number } | null, nowSeconds: number): AppError | null {
  if (code === null) return new AppError('not_found', REDEEM_REFUSALS.not_found);
  if (code.status === REDEMPTION_STATUS.used) return new AppError('conflict', REDEEM_REFUSALS.used);
  if (code.status === REDEMPTION_STATUS.disabled) return new AppError('forbidden', REDEEM_REFUSALS.disabled);
  if (isExpired(code, nowSeconds)) return new AppError('conflict', REDEEM_REFUSALS.expired);
  return null;
}
