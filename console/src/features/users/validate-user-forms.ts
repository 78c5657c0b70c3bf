/** Spec 01 §5, §9: passwords have at least 8 characters. */
export const PASSWORD_MIN = 8;

export type AddUserErrorKey = 'add.required';

/** Spec 01 §5, admin add user: username and password must not be empty (one message). */
export function validateAddUser(values: { username: string; password: string }): AddUserErrorKey | null {
  return values.username.trim() === '' || values.password === '' ? 'add.required' : null;
}

export interface EditUserValues {
  readonly username: string;
  readonly displayName: string;
  readonly password: string;
  readonly group: string;
  /** As typed: a whole number of quota units. */
  readonly quota: string;
}

export type EditUserErrors = Partial<Record<'username' | 'password' | 'quota', 'edit.usernameRequired' | 'edit.passwordTooShort' | 'edit.quotaInteger'>>;

/** A whole number, optionally negative, as typed (no decimals, no exponent). */
export const isWholeNumber = (text: string): boolean => /^-?\d+$/.test(text.trim()) && Number.isSafeInteger(Number(text.trim()));

/** Spec 01 §5, edit user: a new password has at least 8 characters (empty keeps the old one); the quota is a whole number. */
export function validateEditUser(values: EditUserValues): EditUserErrors {
  const errors: EditUserErrors = {};
  if (values.username.trim() === '') errors.username = 'edit.usernameRequired';
  if (values.password !== '' && values.password.length < PASSWORD_MIN) errors.password = 'edit.passwordTooShort';
  if (!isWholeNumber(values.quota)) errors.quota = 'edit.quotaInteger';
  return errors;
}

/** Spec 01 §2: the add-quota dialog accepts negative numbers and shows the quota that results; null until the amount is a whole number. */
export function resultingQuota(current: number, amount: string): number | null {
  return isWholeNumber(amount) ? current + Number(amount.trim()) : null;
}
