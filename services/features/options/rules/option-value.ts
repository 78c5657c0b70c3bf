/*
 * The value of `PUT /api/option/ {key, value}` as the string an option is
 * stored as. Like the established gateway (server-behaviour §7), a JSON
 * boolean becomes "true" / "false", a number its shortest decimal without an
 * exponent, a string stays as it is. The established gateway formats objects
 * and arrays with Go's `%v` (text no option can parse, stored anyway); here
 * they are refused, saying to send JSON-valued options as JSON text.
 */

export type OptionValueResult = { ok: true; text: string } | { ok: false; reason: string };

export function optionValueText(value: unknown): OptionValueResult {
  switch (typeof value) {
    case 'string':
      return { ok: true, text: value };
    case 'boolean':
      return { ok: true, text: value ? 'true' : 'false' };
    case 'number':
      if (!Number.isFinite(value)) return { ok: false, reason: 'value must be a finite number' };
      return { ok: true, text: plainDecimal(value) };
    case 'undefined':
      return { ok: false, reason: 'value is required' };
    default:
      return {
        ok: false,
        reason: value === null ? 'value is required' : 'value must be a string, number or boolean; send JSON-valued options as JSON text',
      };
  }
}

/**
 * The shortest decimal that reads back as `n`, never in exponent form (Go's
 * `strconv.FormatFloat(n, 'f', -1, 64)`): 1e21 is "1000000000000000000000",
 * 1e-7 is "0.0000001". JavaScript's own shortest digits are shifted, not
 * recomputed, so nothing is rounded.
 */
export function plainDecimal(n: number): string {
  const text = String(n);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
