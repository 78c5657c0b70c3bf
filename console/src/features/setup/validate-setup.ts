/** Spec 01 §5, setup (when the admin is not yet initialised): each field's message key, or none. */
export interface SetupValues {
  readonly username: string;
  readonly password: string;
  readonly confirmPassword: string;
}

export type SetupErrors = Partial<Record<keyof SetupValues, 'form.usernameRequired' | 'form.passwordTooShort' | 'form.passwordsDiffer'>>;

export const SETUP_PASSWORD_MIN = 8;

export function validateSetup(values: SetupValues): SetupErrors {
  const errors: SetupErrors = {};
  if (values.username.trim() === '') errors.username = 'form.usernameRequired';
  if (values.password.length < SETUP_PASSWORD_MIN) errors.password = 'form.passwordTooShort';
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'form.passwordsDiffer';
  return errors;
}

/** Spec 01 §2: the usage modes of the wizard, external by default. */
export const USAGE_MODES = ['external', 'self', 'demo'] as const;
export type UsageMode = (typeof USAGE_MODES)[number];
