import { REDEMPTION_BATCH_MAX, REDEMPTION_NAME_MAX } from './redemption-rules';

export interface RedemptionFormValues {
  readonly name: string;
  /** Quota units as typed. */
  readonly quota: string;
  /** How many codes (create only), as typed. */
  readonly count: string;
}

export type RedemptionErrorKey = 'form.nameRequired' | 'form.nameLength' | 'form.quotaInteger' | 'form.countRange';
export type RedemptionErrors = Partial<Record<'name' | 'quota' | 'count', RedemptionErrorKey>>;

const isWhole = (text: string) => /^\d+$/.test(text.trim()) && Number.isSafeInteger(Number(text.trim()));

/**
 * Spec 02 §5, Redemption: a name when editing (an empty one on create becomes
 * the formatted quota, which the server does), at most 20 characters; quota
 * and count whole numbers, the count 1 to 100.
 */
export function validateRedemption(values: RedemptionFormValues, mode: 'create' | 'edit'): RedemptionErrors {
  const errors: RedemptionErrors = {};
  const name = values.name.trim();
  if (mode === 'edit' && name === '') errors.name = 'form.nameRequired';
  else if ([...name].length > REDEMPTION_NAME_MAX) errors.name = 'form.nameLength';
  if (!isWhole(values.quota)) errors.quota = 'form.quotaInteger';
  if (mode === 'create' && (!isWhole(values.count) || Number(values.count) < 1 || Number(values.count) > REDEMPTION_BATCH_MAX))
    errors.count = 'form.countRange';
  return errors;
}
