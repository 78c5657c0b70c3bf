/** Spec 01 §5, login: both fields required; the human check must have produced a token when it is on. */
export type LoginError = 'login.missingFields' | 'turnstile.notReady';

export function validateLogin(values: { username: string; password: string }, turnstile: { required: boolean; token: string }): LoginError | null {
  if (values.username.trim() === '' || values.password === '') return 'login.missingFields';
  if (turnstile.required && turnstile.token === '') return 'turnstile.notReady';
  return null;
}
