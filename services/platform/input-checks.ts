import { AppError } from './errors';

/*
 * Checks of input that arrives from JSON bodies and query strings, shared by
 * every feature: each starts from `unknown` and answers the caller's mistake
 * as an AppError('invalid') with a message for a person.
 */

/** Text, or '' for nothing; anything else is a mistake. */
export function text(value: unknown, name: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new AppError('invalid', `${name} must be text`);
  return value;
}

/** A positive whole number, from a number or a decimal string (ids in paths arrive as text). */
export function positiveId(value: unknown, name = 'id'): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new AppError('invalid', `${name} is a positive whole number`);
  return id;
}
