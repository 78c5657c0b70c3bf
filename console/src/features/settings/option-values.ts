/*
 * Spec 03 §2.2 and §5 as pure rules: what a section's save sends, how its
 * outcome is told, and the checks every option form shares.
 */

/** One option as the settings screen holds it (the `options` query's row). */
export interface OptionInfo {
  readonly key: string;
  /** The stored text; empty for a secret. */
  readonly value: string;
  readonly secret: boolean;
  /** Whether it holds a value (all a secret shows). */
  readonly set: boolean;
  readonly type: 'boolean' | 'integer' | 'json' | 'number' | 'text';
  /** Only the super admin changes the security-critical options. */
  readonly writable: boolean;
}

export type OptionValues = Readonly<Record<string, string>>;

/** The form's starting values for `keys`: the stored text, blank for a secret (spec 03 §2.2), blank for a key the server does not know. */
export function initialValues(options: ReadonlyMap<string, OptionInfo>, keys: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of keys) {
    const option = options.get(key);
    values[key] = option && !option.secret ? option.value : '';
  }
  return values;
}

/**
 * The keys a save sends: those whose text differs from what was loaded; a
 * secret only when something was typed into it (a blank secret keeps the
 * stored one).
 */
export function changedOptions(saved: OptionValues, edited: OptionValues, secrets: ReadonlySet<string>): Array<[string, string]> {
  const changed: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(edited)) {
    if (secrets.has(key) ? value !== '' : value !== (saved[key] ?? '')) changed.push([key, value]);
  }
  return changed;
}

/** Whether `text` is JSON (spec 03 §5: JSON fields are checked when they lose focus). */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Spec 03 §5: addresses are saved without their trailing slashes. */
export const withoutTrailingSlash = (address: string): string => address.trim().replace(/\/+$/, '');

/** A boolean option's text. */
export const booleanText = (on: boolean): 'true' | 'false' => (on ? 'true' : 'false');

/** Whether a boolean option's text says on. */
export const isOn = (text: string | undefined): boolean => text === 'true';

/** How a save of several keys went (spec 03 §8): each key is its own call. */
export type SaveOutcome =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'saved'; readonly keys: readonly string[] }
  | { readonly kind: 'partial'; readonly saved: readonly string[]; readonly failed: readonly string[]; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

/** The outcome of one call per key, from each key's error message (null: it saved). */
export function saveOutcome(results: ReadonlyArray<readonly [key: string, error: string | null]>): SaveOutcome {
  if (results.length === 0) return { kind: 'unchanged' };
  const failed = results.filter(([, error]) => error !== null);
  const saved = results.filter(([, error]) => error === null).map(([key]) => key);
  if (failed.length === 0) return { kind: 'saved', keys: saved };
  const message = failed[0]![1]!;
  if (saved.length === 0) return { kind: 'failed', message };
  return { kind: 'partial', saved, failed: failed.map(([key]) => key), message };
}

/** A whole number within the bounds, as typed (spec 03 §5: quotas, intervals, thresholds). */
export function isWholeNumberText(text: string, min: number, max = Number.MAX_SAFE_INTEGER): boolean {
  if (!/^-?\d+$/.test(text.trim())) return false;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max;
}

/** A decimal number within the bounds, as typed. */
export function isDecimalText(text: string, min: number, max = Number.MAX_VALUE): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || !/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return false;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= min && value <= max;
}
