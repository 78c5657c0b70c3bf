import { quotaToAmount } from '../../../../lib/format-quota';

/*
 * Spec 03 §9: a quota shown in dollars is the quota divided by the quota per
 * unit. QuotaPerUnit 500000 gives 6-decimal precision, so an amount keeps up
 * to six decimals (and at least two): 500 → $0.001, 100000 → $0.20.
 */

/** An amount of dollars to six decimals, trailing zeros after the cents dropped. */
export function preciseDollars(amount: number): string {
  const text = Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
  return `${amount < 0 ? '-' : ''}$${text}`;
}

/** A typed quota (whole units) in dollars, or null while the text is not a whole number of 0 or more. */
export function quotaAmountText(text: string, quotaPerUnit: number): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quota = Number(trimmed);
  if (!Number.isSafeInteger(quota)) return null;
  return preciseDollars(quotaToAmount(quota, quotaPerUnit));
}

/** The quota per unit the amounts use: the saved option when it is a positive number, else the status's (spec 03 §9). */
export function effectiveQuotaPerUnit(saved: string | undefined, fromStatus: number | undefined): number {
  const value = Number(saved);
  if (saved !== undefined && saved.trim() !== '' && Number.isFinite(value) && value > 0) return value;
  return fromStatus !== undefined && fromStatus > 0 ? fromStatus : 500_000;
}

/** Fields whose keys are in `quotaKeys` with their dollar amount put before their help (`label` words it, e.g. '≈ $0.20'). */
export function withAmounts<F extends { readonly key: string; readonly help?: string }>(
  fields: readonly F[],
  quotaKeys: ReadonlySet<string>,
  values: Readonly<Record<string, string>>,
  quotaPerUnit: number,
  label: (amount: string) => string,
): F[] {
  return fields.map((field) => {
    const amount = quotaKeys.has(field.key) ? quotaAmountText(values[field.key] ?? '', quotaPerUnit) : null;
    if (amount === null) return field;
    return { ...field, help: field.help ? `${label(amount)} · ${field.help}` : label(amount) };
  });
}
