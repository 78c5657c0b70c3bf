/** Spec 01 §9: quota units per currency unit unless the operator set another. */
export const DEFAULT_QUOTA_PER_UNIT = 500_000;

export interface QuotaDisplay {
  /** Quota units per US dollar (status `quotaPerUnit`). */
  readonly quotaPerUnit: number;
  /** Show amounts of money instead of raw units (status `displayInCurrency`). */
  readonly displayInCurrency: boolean;
}

/** The currency amount of a quota: quota divided by quota per unit (spec 01 §9). */
export function quotaToAmount(quota: number, quotaPerUnit: number): number {
  const perUnit = quotaPerUnit > 0 ? quotaPerUnit : DEFAULT_QUOTA_PER_UNIT;
  return quota / perUnit;
}

/** A quota as the operator chose to show it: `$1.50`, or `750,000` units. */
export function formatQuota(quota: number, display: QuotaDisplay, digits = 2): string {
  if (!display.displayInCurrency) return Math.trunc(quota).toLocaleString('en-US');
  return formatCurrency(quotaToAmount(quota, display.quotaPerUnit), '$', digits);
}

/**
 * An amount of money with its symbol in front: `$1.50`, `-$0.25`, `¥7.20`.
 * Amounts too small for `digits` but not zero show as the smallest step (`$0.01`)
 * rather than a misleading `$0.00`.
 */
export function formatCurrency(amount: number, symbol = '$', digits = 2): string {
  const step = 10 ** -digits;
  const shown = amount !== 0 && Math.abs(amount) < step ? Math.sign(amount) * step : amount;
  const text = Math.abs(shown).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${shown < 0 ? '-' : ''}${symbol}${text}`;
}
