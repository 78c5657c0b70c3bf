export type RedeemErrorKey = 'redeem.required';

/** Spec 02 §5, Wallet: a code is required. */
export const validateRedeemCode = (code: string): RedeemErrorKey | null => (code.trim() === '' ? 'redeem.required' : null);

/** Spec 02 §5: the amount input never goes below 1 (whole units). */
export function clampAmount(text: string): number {
  const value = Math.floor(Number(text));
  return Number.isFinite(value) && value >= 1 ? value : 1;
}

export type TopupBlock = { key: 'topup.disabled' } | { key: 'topup.belowMin'; min: number };

/**
 * Spec 02 §5, Wallet: online top-up must be enabled ('administrator has not
 * enabled online top-up'), and the amount at least the minimum of the status
 * (or of the payment method, when it asks more).
 */
export function topupBlock(enabled: boolean, amount: number, minimum: number): TopupBlock | null {
  if (!enabled) return { key: 'topup.disabled' };
  if (amount < minimum) return { key: 'topup.belowMin', min: minimum };
  return null;
}

/** The minimum of one payment method: the status's, or the method's own when larger. */
export const methodMinimum = (statusMin: number, methodMin: number | null | undefined): number => Math.max(statusMin, methodMin ?? 0);
