import { AppError } from './errors';

/*
 * Checks of input that arrives from JSON bodies and query strings, shared by
 * every feature: each starts from `unknown` and answers the caller's mistake
 * as an AppError('invalid') with a message for a person.
 */

/** A surrogate half without its other half: text no database, URL or header can carry. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with text that no field may hold (a NUL character, an unpaired surrogate), or null. */
export function textFault(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain a NUL character';
  if (UNPAIRED_SURROGATE.test(value)) return 'must not contain an unpaired surrogate (text that is not valid Unicode)';
  return null;
}

/** Refuses text that no field may hold, naming the field. */
export function refuseFaultyText(value: string, name: string): string {
  const fault = textFault(value);
  if (fault !== null) throw new AppError('invalid', `${name} ${fault}`);
  return value;
}

/**
 * The first string in a parsed JSON value (its object keys included) that no
 * field may hold, with its path from `root` (`channel.name`, `ids[2]`), or
 * null. Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findFaultyText(value: unknown, root = ''): { readonly path: string; readonly fault: string } | null {
  const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);
  const stack: Array<{ readonly value: unknown; readonly path: string }> = [{ value, path: root }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (typeof next.value === 'string') {
      const fault = textFault(next.value);
      if (fault !== null) return { path: next.path || 'the request body', fault };
    } else if (Array.isArray(next.value)) {
      for (let i = next.value.length - 1; i >= 0; i--) stack.push({ value: next.value[i] as unknown, path: `${next.path}[${i}]` });
    } else if (typeof next.value === 'object' && next.value !== null) {
      const entries = Object.entries(next.value as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        if (textFault(key) !== null) return { path: next.path || 'the request body', fault: `has a key that ${textFault(key)!}` };
        stack.push({ value: item, path: join(next.path, key) });
      }
    }
  }
  return null;
}

/** Text, or '' for nothing; anything else is a mistake, and so is text with a NUL or an unpaired surrogate. */
export function text(value: unknown, name: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new AppError('invalid', `${name} must be text`);
  return refuseFaultyText(value, name);
}

/** A positive whole number, from a number or a decimal string (ids in paths arrive as text). */
export function positiveId(value: unknown, name = 'id'): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new AppError('invalid', `${name} is a positive whole number`);
  return id;
}
