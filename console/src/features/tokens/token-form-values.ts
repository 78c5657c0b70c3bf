import type { TokenRow } from './token-row';
import { DEFAULT_REMAIN_QUOTA, expiryText } from './token-rules';
import type { TokenFormValues } from './validate-token';

/** Spec 02 §9: a new token's form (quota 500000, never expires, one token, the user's group). */
export const NEW_TOKEN: TokenFormValues = {
  name: '',
  remainQuota: String(DEFAULT_REMAIN_QUOTA),
  unlimitedQuota: false,
  expiry: '',
  count: '1',
  modelLimitsEnabled: false,
  modelLimits: [],
  allowIps: '',
  group: '',
};

/** The form of a stored token. */
export function editValues(token: TokenRow): TokenFormValues {
  return {
    name: token.name,
    remainQuota: String(token.remainQuota),
    unlimitedQuota: token.unlimitedQuota,
    expiry: expiryText(token.expiredTime),
    count: '1',
    modelLimitsEnabled: token.modelLimitsEnabled,
    modelLimits: token.modelLimits
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    allowIps: token.allowIps,
    group: token.group,
  };
}
