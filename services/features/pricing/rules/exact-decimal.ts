/*
 * Exact, non-negative decimals for price arithmetic.
 *
 * Ratios and prices arrive as JSON numbers (0.075, 37.5, 1.25). A double
 * cannot hold 0.075 exactly, and chaining products of such doubles can land a
 * cost just below a rounding boundary (0.075 × 144 × 1.25 is 13.5 exactly but
 * 13.499999999999998 in doubles, which rounds to 13). So each ratio is read
 * once, when the price table is built, as the decimal its admin wrote: the
 * shortest text that reads back as the same double (`String(x)`, which is
 * how JSON printed it) becomes an integer and a power of ten. Products and sums
 * are then exact BigInt arithmetic, and the one rounding happens at the end
 * (`roundHalfUp`). BigInt costs microseconds per request, which is nothing
 * next to an upstream call.
 */

/** The value `digits / 10^scale`, with `digits ≥ 0` and `scale ≥ 0`. */
export interface Decimal {
  readonly digits: bigint;
  readonly scale: number;
}

const powers: bigint[] = [1n];
function pow10(exponent: number): bigint {
  while (powers.length <= exponent) powers.push(powers[powers.length - 1]! * 10n);
  return powers[exponent]!;
}

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** Reads a finite, non-negative number as the decimal it prints as. */
export function decimalFrom(value: number): Decimal {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`a price or ratio must be a finite number ≥ 0, got ${value}`);
  const match = DECIMAL_TEXT.exec(String(value));
  if (!match) throw new RangeError(`cannot read ${value} as a decimal`);
  const fraction = match[2] ?? '';
  const digits = BigInt(match[1]! + fraction);
  const scale = fraction.length - Number(match[3] ?? 0);
  return scale >= 0 ? { digits, scale } : { digits: digits * pow10(-scale), scale: 0 };
}

/** Reads the exact decimal text `toText` writes (`0.075`, `4`), as records keep ratios; anything else is refused. */
export function decimalOfText(text: string): Decimal {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal: ${JSON.stringify(text)}`);
  const fraction = match[2] ?? '';
  return { digits: BigInt(match[1]! + fraction), scale: fraction.length };
}

/** A whole number of tokens or units; the caller has checked it is a safe integer ≥ 0. */
export function decimalOfInteger(value: number): Decimal {
  return { digits: BigInt(value), scale: 0 };
}

export const ZERO: Decimal = { digits: 0n, scale: 0 };
export const ONE: Decimal = { digits: 1n, scale: 0 };

export function isZero(value: Decimal): boolean {
  return value.digits === 0n;
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { digits: a.digits * b.digits, scale: a.scale + b.scale };
}

function atScale(value: Decimal, scale: number): bigint {
  return value.digits * pow10(scale - value.scale);
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { digits: atScale(a, scale) + atScale(b, scale), scale };
}

export function sum(values: readonly Decimal[]): Decimal {
  return values.reduce(add, ZERO);
}

export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = atScale(a, scale);
  const right = atScale(b, scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The project's one rounding rule for quota: to the nearest whole unit,
 * halves up (13.5 → 14, 13.49 → 13). For values ≥ 0 this is the same as the
 * established gateway's `math.Round` on its OpenAI path, minus the float error.
 */
export function roundHalfUp(value: Decimal): bigint {
  const denominator = pow10(value.scale);
  return (2n * value.digits + denominator) / (2n * denominator);
}

/** For log rows and the pricing page, which show ratios as numbers. */
export function toNumber(value: Decimal): number {
  return Number(`${value.digits}e-${value.scale}`);
}

/** The exact decimal text (`0.075`, `4`, `-1.5`), for records that must say precisely what was applied. */
export function toText(value: Decimal): string {
  const negative = value.digits < 0n;
  const digits = (negative ? -value.digits : value.digits).toString();
  const sign = negative ? '-' : '';
  if (value.scale <= 0) return `${sign}${digits}${'0'.repeat(-value.scale)}`;
  const padded = digits.padStart(value.scale + 1, '0');
  const fraction = padded.slice(-value.scale).replace(/0+$/, '');
  return `${sign}${padded.slice(0, -value.scale)}${fraction === '' ? '' : `.${fraction}`}`;
}
