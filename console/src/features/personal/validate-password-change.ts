/** Spec 01 §9: passwords have at least 8 characters. */
export const PASSWORD_MIN = 8;

export interface PasswordChange {
  readonly original: string;
  readonly password: string;
  readonly confirm: string;
}

export type PasswordChangeErrors = Partial<
  Record<keyof PasswordChange, 'password.originalRequired' | 'password.newRequired' | 'password.tooShort' | 'password.same' | 'password.differ'>
>;

/** Spec 01 §5, change password: the original and the new one are required, the new one differs from the original, and the confirmation matches. */
export function validatePasswordChange(values: PasswordChange): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (values.original === '') errors.original = 'password.originalRequired';
  if (values.password === '') errors.password = 'password.newRequired';
  else if (values.password.length < PASSWORD_MIN) errors.password = 'password.tooShort';
  else if (values.password === values.original) errors.password = 'password.same';
  if (values.confirm !== values.password) errors.confirm = 'password.differ';
  return errors;
}

/** Spec 01 §5, self delete: the user types their own username. */
export const confirmsDeletion = (typed: string, username: string): boolean => typed.trim() === username;

/** Spec 01 §5, affiliate transfer: at least the quota per unit, and no more than is pending. */
export function transferProblem(amount: number, pending: number, quotaPerUnit: number): 'minimum' | null {
  return !Number.isSafeInteger(amount) || amount < quotaPerUnit || amount > pending ? 'minimum' : null;
}
