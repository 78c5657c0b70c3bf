import { roundHalfUp, type Decimal } from './exact-decimal';

/*
 * Turning an exact amount into quota units, the same way for reservations
 * and settlements: round half up once (exact-decimal.ts), then the
 * established gateway's at-least-one-unit rule, so a priced request that used
 * something is never free because it was small.
 */

/** The largest quota a wallet can hold (the `Quota` scalar's range); larger charges are capped there. */
export const MAX_QUOTA = Number.MAX_SAFE_INTEGER;

export interface Quota {
  readonly quota: number;
  /** The exact amount rounded to 0 and the at-least-one-unit rule made it 1. */
  readonly minimumApplied: boolean;
}

/**
 * `chargeable`: the price is not free and the request used (or may use)
 * something. Capping at `MAX_QUOTA` (about $18 billion at the default
 * `QuotaPerUnit`) keeps every result a safe integer; no wallet can pay it, so
 * the cap never undercharges anyone.
 */
export function toQuota(exact: Decimal, chargeable: boolean): Quota {
  const rounded = roundHalfUp(exact);
  if (chargeable && rounded === 0n) return { quota: 1, minimumApplied: true };
  return { quota: rounded > BigInt(MAX_QUOTA) ? MAX_QUOTA : Number(rounded), minimumApplied: false };
}

/**
 * Token counts come from upstream usage the relay has parsed; a negative,
 * fractional or NaN count there is a bug in that parser, and pricing it would
 * make a negative or NaN charge (RELIABILITY T23). Refuse it loudly.
 */
export function checkTokenCount(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
  return value;
}
