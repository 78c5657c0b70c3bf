import { isDecimalText } from '../../option-values';

/*
 * Spec 03 §4, §5 and §9 as pure rules: the numbers of the model pricing
 * editors. Prices are US dollars per 1M tokens; a ratio of 1 is $2 per 1M
 * input tokens ($0.002 per 1K). The user's own text is kept as typed; only
 * derived numbers are computed. Doubling and halving are exact in binary
 * floating point (0.1 × 2 is 0.2), so they are not rounded; a product or
 * quotient of two prices is rounded to 12 significant digits so that float
 * noise (0.6 / 0.2 = 2.9999999999999996) never reaches the screen or a saved
 * map. Nothing here answers NaN or Infinity: a number that cannot be made
 * answers null.
 */

/** Dollars per 1M input tokens that a model ratio of 1 costs (spec 03 §9: input $ per 1M = ratio × 2). */
export const USD_PER_MILLION_AT_RATIO_ONE = 2;

/** Significant digits a derived number keeps: more than any price needs, fewer than float noise reaches. */
const SIGNIFICANT_DIGITS = 12;

/** A derived number without its float noise; null when it is not a finite number. */
export function tidy(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const rounded = Number(value.toPrecision(SIGNIFICANT_DIGITS));
  // -0 reads as "0" but serialises oddly in some places; a price is never negative zero.
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** A number unless it is NaN or infinite (and never -0). */
function finite(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Object.is(value, -0) ? 0 : value;
}

/** How a derived number is shown and stored as text (blank when there is none). */
export function numberText(value: number | null): string {
  const shown = value === null ? null : finite(value);
  return shown === null ? '' : String(shown);
}

/** What is wrong with a number field's text. */
export type NumberProblem = 'notNumber' | 'negative';

/** The number the user typed (decimal, optionally with an exponent), or null when it is not a finite number. */
export function readNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!isDecimalText(trimmed, -Number.MAX_VALUE)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? (Object.is(value, -0) ? 0 : value) : null;
}

/** Spec 03 §5: a numeric field must hold a number ('please enter a number'); the server takes no negative price or ratio. */
export function numberProblem(text: string): NumberProblem | null {
  const value = readNumber(text);
  if (value === null) return 'notNumber';
  return value < 0 ? 'negative' : null;
}

/** A fixed price's problem: a number as above, and never 0 (spec 03 §5: 'model price cannot be 0'). */
export function fixedPriceProblem(text: string): NumberProblem | 'zeroPrice' | null {
  const problem = numberProblem(text);
  if (problem) return problem;
  return readNumber(text) === 0 ? 'zeroPrice' : null;
}

/** Spec 03 §4: the input price per 1M tokens of a ratio (ratio × 2). */
export function priceFromRatio(ratio: number): number | null {
  return finite(ratio * USD_PER_MILLION_AT_RATIO_ONE);
}

/** Spec 03 §4: the ratio of an input price per 1M tokens (halving it). */
export function ratioFromPrice(price: number): number | null {
  return finite(price / USD_PER_MILLION_AT_RATIO_ONE);
}

/**
 * Spec 03 §4: the completion ratio is the completion price divided by the
 * input price. With an input price of 0 there is no such ratio: null.
 */
export function completionRatioFromPrices(inputPrice: number, completionPrice: number): number | null {
  if (inputPrice <= 0) return null;
  return tidy(completionPrice / inputPrice);
}

/** The completion price per 1M tokens: the input price times the completion ratio (spec 03 §9). */
export function completionPriceFromRatio(inputPrice: number, completionRatio: number): number | null {
  return tidy(inputPrice * completionRatio);
}

/** Spec 03 §9: a ratio's tag colour: green up to 1, blue above 1, orange above 3, red above 5. */
export type RatioColour = 'green' | 'blue' | 'orange' | 'red';

export function ratioColour(ratio: number): RatioColour {
  if (ratio > 5) return 'red';
  if (ratio > 3) return 'orange';
  if (ratio > 1) return 'blue';
  return 'green';
}

/** Dollars as shown in the price columns: `$` and the number without float noise. */
export function usdText(value: number | null): string {
  const text = numberText(value);
  return text === '' ? '' : `$${text}`;
}
