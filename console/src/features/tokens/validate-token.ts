import { BATCH_MAX, parseExpiry } from './token-rules';

export interface TokenFormValues {
  readonly name: string;
  /** Quota units as typed. */
  readonly remainQuota: string;
  readonly unlimitedQuota: boolean;
  /** YYYY-MM-DD HH:mm:ss, or empty for never. */
  readonly expiry: string;
  /** How many to create (create only), as typed. */
  readonly count: string;
  readonly modelLimitsEnabled: boolean;
  readonly modelLimits: readonly string[];
  /** One address or range a line. */
  readonly allowIps: string;
  readonly group: string;
}

export type TokenErrorKey = 'form.nameRequired' | 'form.expiryFormat' | 'form.countPositive' | 'form.countMax' | 'form.quotaInteger';
export type TokenErrors = Partial<Record<'name' | 'expiry' | 'count' | 'remainQuota', TokenErrorKey>>;

const isWhole = (text: string) => /^\d+$/.test(text.trim()) && Number.isSafeInteger(Number(text.trim()));

/**
 * Spec 02 §5, Token: a name on create; an expiry that reads as a time; the
 * count a positive whole number (at most 100, as the server makes); a limited
 * quota a whole number of units.
 */
export function validateToken(values: TokenFormValues, mode: 'create' | 'edit'): TokenErrors {
  const errors: TokenErrors = {};
  if (mode === 'create' && values.name.trim() === '') errors.name = 'form.nameRequired';
  if (parseExpiry(values.expiry) === null) errors.expiry = 'form.expiryFormat';
  if (mode === 'create') {
    if (!isWhole(values.count) || Number(values.count) < 1) errors.count = 'form.countPositive';
    else if (Number(values.count) > BATCH_MAX) errors.count = 'form.countMax';
  }
  if (!values.unlimitedQuota && !isWhole(values.remainQuota)) errors.remainQuota = 'form.quotaInteger';
  return errors;
}

/** The GraphQL input for valid values (validateToken found nothing). */
export function tokenInput(values: TokenFormValues) {
  const ips = values.allowIps
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  return {
    name: values.name.trim(),
    remainQuota: values.unlimitedQuota ? 0 : Number(values.remainQuota.trim()),
    unlimitedQuota: values.unlimitedQuota,
    expiredTime: parseExpiry(values.expiry) ?? -1,
    modelLimitsEnabled: values.modelLimitsEnabled,
    modelLimits: values.modelLimitsEnabled ? values.modelLimits.join(',') : '',
    allowIps: ips,
    group: values.group,
  };
}
