/** Spec 01 §5 and §9: passwords have at least 8 characters; usernames are said to have at most 20. */
export const PASSWORD_MIN = 8;
export const USERNAME_MAX = 20;

export interface RegisterValues {
  readonly username: string;
  readonly password: string;
  readonly password2: string;
  readonly email: string;
  readonly verificationCode: string;
}

export type RegisterErrorKey =
  | 'register.usernameRequired'
  | 'register.passwordRequired'
  | 'register.passwordTooShort'
  | 'register.passwordsDiffer'
  | 'register.emailRequired'
  | 'register.codeRequired';

export type RegisterErrors = Partial<Record<keyof RegisterValues, RegisterErrorKey>>;

/** Spec 01 §5, register: each field's message key; email and code only when email verification is on. */
export function validateRegister(values: RegisterValues, emailVerification: boolean): RegisterErrors {
  const errors: RegisterErrors = {};
  if (values.username.trim() === '') errors.username = 'register.usernameRequired';
  if (values.password === '') errors.password = 'register.passwordRequired';
  else if (values.password.length < PASSWORD_MIN) errors.password = 'register.passwordTooShort';
  if (values.password2 !== values.password) errors.password2 = 'register.passwordsDiffer';
  if (emailVerification) {
    if (values.email.trim() === '') errors.email = 'register.emailRequired';
    if (values.verificationCode.trim() === '') errors.verificationCode = 'register.codeRequired';
  }
  return errors;
}
