import { z } from 'zod';

/**
 * How one option is stored and read. Options travel as strings (the legacy
 * `/api/option/` contract: booleans are 'true' / 'false', JSON maps are JSON
 * text); each kind parses the stored string into a typed value and refuses a
 * string it cannot parse, so a bad value is never stored.
 */
export interface OptionKind<T> {
  readonly type: 'boolean' | 'integer' | 'number' | 'text' | 'json';
  readonly defaultValue: T;
  /** Write-only options (secrets) are never returned by reads over the API. */
  readonly secret: boolean;
  parse(raw: string): { ok: true; value: T } | { ok: false; reason: string };
  serialise(value: T): string;
}

interface Common {
  secret?: boolean;
}

function kind<T>(
  type: OptionKind<T>['type'],
  defaultValue: T,
  schema: z.ZodType<T>,
  decode: (raw: string) => unknown,
  serialise: (value: T) => string,
  common: Common,
): OptionKind<T> {
  return {
    type,
    defaultValue,
    secret: common.secret ?? false,
    parse(raw) {
      let decoded: unknown;
      try {
        decoded = decode(raw);
      } catch {
        return { ok: false, reason: `not a valid ${type} value` };
      }
      const result = schema.safeParse(decoded);
      if (result.success) return { ok: true, value: result.data };
      return { ok: false, reason: result.error.issues.map((issue) => issue.message).join('; ') };
    },
    serialise,
  };
}

const decodeBoolean = (raw: string): unknown => {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error('not a boolean');
};

const decodeNumber = (raw: string): unknown => {
  if (raw.trim() === '') throw new Error('empty');
  return Number(raw);
};

export const bool = (defaultValue: boolean, common: Common = {}): OptionKind<boolean> =>
  kind('boolean', defaultValue, z.boolean(), decodeBoolean, String, common);

export const integer = (defaultValue: number, range: { min?: number; max?: number } = {}, common: Common = {}): OptionKind<number> => {
  let schema = z.number().int('must be an integer');
  if (range.min !== undefined) schema = schema.min(range.min, `must be at least ${range.min}`);
  if (range.max !== undefined) schema = schema.max(range.max, `must be at most ${range.max}`);
  return kind('integer', defaultValue, schema, decodeNumber, String, common);
};

export const decimal = (defaultValue: number, range: { min?: number; max?: number } = {}, common: Common = {}): OptionKind<number> => {
  let schema = z.number().refine(Number.isFinite, 'must be a finite number');
  if (range.min !== undefined) schema = schema.refine((n) => n >= range.min!, `must be at least ${range.min}`);
  if (range.max !== undefined) schema = schema.refine((n) => n <= range.max!, `must be at most ${range.max}`);
  return kind('number', defaultValue, schema, decodeNumber, String, common);
};

export const text = (defaultValue: string, common: Common = {}): OptionKind<string> =>
  kind(
    'text',
    defaultValue,
    z.string(),
    (raw) => raw,
    (value) => value,
    common,
  );

export const json = <T>(defaultValue: T, schema: z.ZodType<T>, common: Common = {}): OptionKind<T> =>
  kind(
    'json',
    defaultValue,
    schema,
    (raw) => JSON.parse(raw) as unknown,
    (value) => JSON.stringify(value),
    common,
  );

export const choice = <const T extends string>(defaultValue: T, values: readonly [T, ...T[]], common: Common = {}): OptionKind<T> =>
  kind(
    'text',
    defaultValue,
    z.enum(values) as unknown as z.ZodType<T>,
    (raw) => raw,
    (value) => value,
    common,
  );
