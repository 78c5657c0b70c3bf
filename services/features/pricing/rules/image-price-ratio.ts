import { decimalFrom, decimalOfInteger, multiply, ONE, type Decimal } from './exact-decimal';

/*
 * The image price ratio (server-behaviour 4.2): a model priced per call
 * (`ModelPrice`) and asked for images costs `price × imagePriceRatio ×
 * QuotaPerUnit × groupRatio`, with
 *
 *   imagePriceRatio = size factor × quality factor × n
 *
 * - Size factor, for models whose name starts with `dall-e` (the client's
 *   name, before channel mapping, as the established gateway reads it):
 *   256x256 0.4, 512x512 0.45, 1024x1024 1, 1792x1024 and 1024x1792 2; any
 *   other size, or none, 1.
 * - Quality factor, for `dall-e-3` with `quality: "hd"` only: 2, or 1.5 at
 *   the 1792 sizes (so an HD 1792 image is 2 × 1.5 = 3 times the price,
 *   OpenAI's $0.12 against $0.04). Any other model or quality: 1.
 * - n, for every image model: the number of images asked for, 1 when absent.
 *
 * What is refused, as a client mistake (the caller answers 400):
 * - `n` that is not a whole number from 1 to `MAX_IMAGE_N` (10, OpenAI's
 *   documented maximum for the images API; the providers behind it allow
 *   4 or fewer). The established gateway reads `n` as an unsigned integer and
 *   turns 0 into 1; here 0 is refused, like a negative, fractional or huge n,
 *   so no value makes a request free or its charge absurd. A form field
 *   (`/v1/images/edits`) arrives as text, so decimal digits are read too.
 * - The sizes the established gateway refuses (server-behaviour 15.3, where
 *   it answers 500): a `×` in place of `x` for any model; for `dall-e` and
 *   `dall-e-2` anything but 256x256, 512x512 and 1024x1024; for `dall-e-3`
 *   anything but 1024x1024, 1792x1024 and 1024x1792. Unchecked sizes of other
 *   models cost their listed factor or 1.
 * - A `size` or `quality` that is not a string.
 *
 * Exact decimals (exact-decimal.ts), so the ratio carries no float error
 * into the quota; the one rounding happens where the quota is made.
 */

/** The most images one request may ask for. */
export const MAX_IMAGE_N = 10;

/** The body fields that price an image request, as the body has them (not yet checked). */
export interface ImagePriceFields {
  /** The model the client asked for (before channel model mapping). */
  readonly model: string;
  readonly n?: unknown;
  readonly size?: unknown;
  readonly quality?: unknown;
}

export type ImagePriceRatio =
  | {
      readonly ok: true;
      /** size factor × quality factor × n: what the per-call price is multiplied by. */
      readonly ratio: Decimal;
      readonly n: number;
      readonly sizeFactor: Decimal;
      readonly qualityFactor: Decimal;
    }
  | {
      readonly ok: false;
      /** The body field at fault. */
      readonly param: 'n' | 'size' | 'quality';
      /** For the client, as the 400's message. */
      readonly message: string;
    };

const SIZE_FACTORS: ReadonlyMap<string, Decimal> = new Map([
  ['256x256', decimalFrom(0.4)],
  ['512x512', decimalFrom(0.45)],
  ['1024x1024', ONE],
  ['1792x1024', decimalFrom(2)],
  ['1024x1792', decimalFrom(2)],
]);

const TALL_OR_WIDE = new Set(['1792x1024', '1024x1792']);
const HD_FACTOR = decimalFrom(2);
const HD_TALL_OR_WIDE_FACTOR = decimalFrom(1.5);

const DALL_E_2_SIZES = new Set(['256x256', '512x512', '1024x1024']);
const DALL_E_3_SIZES = new Set(['1024x1024', '1024x1792', '1792x1024']);

type Refusal = Extract<ImagePriceRatio, { ok: false }>;

const refuse = (param: Refusal['param'], message: string): Refusal => ({ ok: false, param, message });

/** n as a whole number in 1..MAX_IMAGE_N, or null. */
function imageCount(value: unknown): number | null {
  if (value === undefined || value === null) return 1;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_IMAGE_N ? n : null;
}

/** An optional text field: '' when absent, null when it is not text. */
function text(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : null;
}

function sizeRefusal(model: string, size: string): Refusal | null {
  if (size.includes('×')) return refuse('size', "size an unexpected error occurred in the parameter, please use 'x' instead of the multiplication sign '×'");
  if (size === '') return null;
  if ((model === 'dall-e' || model === 'dall-e-2') && !DALL_E_2_SIZES.has(size))
    return refuse('size', 'size must be one of 256x256, 512x512, or 1024x1024 for dall-e-2 or dall-e');
  if (model === 'dall-e-3' && !DALL_E_3_SIZES.has(size)) return refuse('size', 'size must be one of 1024x1024, 1024x1792 or 1792x1024 for dall-e-3');
  return null;
}

export function imagePriceRatio(fields: ImagePriceFields): ImagePriceRatio {
  const n = imageCount(fields.n);
  if (n === null) return refuse('n', `n must be a whole number from 1 to ${MAX_IMAGE_N}`);
  const size = text(fields.size);
  if (size === null) return refuse('size', 'size must be a string');
  const quality = text(fields.quality);
  if (quality === null) return refuse('quality', 'quality must be a string');
  const refused = sizeRefusal(fields.model, size);
  if (refused !== null) return refused;

  const dallE = fields.model.startsWith('dall-e');
  const sizeFactor = dallE ? (SIZE_FACTORS.get(size) ?? ONE) : ONE;
  const qualityFactor = fields.model === 'dall-e-3' && quality === 'hd' ? (TALL_OR_WIDE.has(size) ? HD_TALL_OR_WIDE_FACTOR : HD_FACTOR) : ONE;
  return { ok: true, ratio: multiply(multiply(sizeFactor, qualityFactor), decimalOfInteger(n)), n, sizeFactor, qualityFactor };
}
