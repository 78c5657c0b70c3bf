import { AppError } from '../../platform/errors';
import { text } from '../../platform/input-checks';
import { checkUsername, USERNAME_MAX } from './rules/username';

/*
 * The input rules of spec 01 section 5 that the server enforces, with its
 * messages. Strings arrive from JSON bodies, so every check starts from
 * `unknown`.
 */

export { USERNAME_MAX };
export const PASSWORD_MIN = 8;
/** argon2 takes any length; a ceiling keeps a login from being a CPU lever. */
export const PASSWORD_MAX = 128;

/**
 * A new username (registration, setup, an admin's new user, a rename):
 * NFKC-normalised, with no control, format or space character
 * (rules/username.ts). Unique without regard to case: the database decides.
 */
export function username(value: unknown): string {
  const verdict = checkUsername(text(value, 'username'));
  if (!verdict.ok) throw new AppError('invalid', verdict.message);
  return verdict.username;
}

export function newPassword(value: unknown): string {
  const password = text(value, 'password');
  if (password === '') throw new AppError('invalid', 'username and password cannot be empty');
  if (password.length < PASSWORD_MIN) throw new AppError('invalid', 'password length must not be less than 8');
  if (password.length > PASSWORD_MAX) throw new AppError('invalid', `the password is at most ${PASSWORD_MAX} characters`);
  return password;
}

export function displayName(value: unknown, fallback: string): string {
  const name = text(value, 'display_name').trim();
  if ([...name].length > USERNAME_MAX) throw new AppError('invalid', `the display name is at most ${USERNAME_MAX} characters`);
  return name === '' ? fallback : name;
}
