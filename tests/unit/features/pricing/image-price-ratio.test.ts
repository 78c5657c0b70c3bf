import { describe, expect, it } from 'vitest';
import { estimateReservation, type ReservationEstimate } from '../../../../services/features/pricing/rules/estimate-reservation';
import { decimalFrom, toText } from '../../../../services/features/pricing/rules/exact-decimal';
import { explainCost } from '../../../../services/features/pricing/rules/explain-cost';
import { imagePriceRatio, MAX_IMAGE_N, type ImagePriceFields } from '../../../../services/features/pricing/rules/image-price-ratio';
import { withImagePriceRatio, type ResolvedPrice } from '../../../../services/features/pricing/rules/resolve-price';
import { settleCost } from '../../../../services/features/pricing/rules/settle-cost';
import { query, table } from './price-fixtures';

/*
 * Images priced per call (server-behaviour 4.2): `price × imagePriceRatio ×
 * QuotaPerUnit × groupRatio`, imagePriceRatio = size factor × quality factor
 * × n. At QuotaPerUnit 500 000, dall-e-2 at $0.02 is 10 000 units an image
 * and dall-e-3 at $0.04 is 20 000.
 */

function ratioText(fields: ImagePriceFields): string {
  const result = imagePriceRatio(fields);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return toText(result.ratio);
}

function refusal(fields: ImagePriceFields): { param: string; message: string } {
  const result = imagePriceRatio(fields);
  if (result.ok) throw new Error(`expected a refusal, got ratio ${toText(result.ratio)}`);
  return { param: result.param, message: result.message };
}

describe('imagePriceRatio', () => {
  it('is 1 for one image at the default size and quality', () => {
    expect(imagePriceRatio({ model: 'dall-e-2' })).toEqual({
      ok: true,
      ratio: decimalFrom(1),
      n: 1,
      sizeFactor: decimalFrom(1),
      qualityFactor: decimalFrom(1),
    });
    expect(ratioText({ model: 'dall-e-3', n: null, size: null, quality: null })).toBe('1');
    expect(ratioText({ model: 'dall-e-2', size: '' })).toBe('1');
  });

  it('prices dall-e sizes at 0.4, 0.45, 1 and 2', () => {
    expect(ratioText({ model: 'dall-e-2', size: '256x256' })).toBe('0.4');
    expect(ratioText({ model: 'dall-e-2', size: '512x512' })).toBe('0.45');
    expect(ratioText({ model: 'dall-e-2', size: '1024x1024' })).toBe('1');
    expect(ratioText({ model: 'dall-e', size: '256x256' })).toBe('0.4');
    expect(ratioText({ model: 'dall-e-3', size: '1024x1024' })).toBe('1');
    expect(ratioText({ model: 'dall-e-3', size: '1792x1024' })).toBe('2');
    expect(ratioText({ model: 'dall-e-3', size: '1024x1792' })).toBe('2');
  });

  it('prices dall-e-3 HD at 2, or 1.5 more at the 1792 sizes', () => {
    expect(ratioText({ model: 'dall-e-3', quality: 'hd' })).toBe('2');
    expect(ratioText({ model: 'dall-e-3', size: '1024x1024', quality: 'hd' })).toBe('2');
    expect(ratioText({ model: 'dall-e-3', size: '1792x1024', quality: 'hd' })).toBe('3');
    expect(ratioText({ model: 'dall-e-3', size: '1024x1792', quality: 'hd' })).toBe('3');
    expect(ratioText({ model: 'dall-e-3', size: '1792x1024', quality: 'standard' })).toBe('2');
    // The quality factor is dall-e-3's alone.
    expect(ratioText({ model: 'dall-e-2', size: '512x512', quality: 'hd' })).toBe('0.45');
  });

  it('multiplies by n, exactly', () => {
    expect(ratioText({ model: 'dall-e-2', n: 10 })).toBe('10');
    expect(ratioText({ model: 'dall-e-2', n: 3, size: '512x512' })).toBe('1.35');
    expect(ratioText({ model: 'dall-e-2', n: 7, size: '256x256' })).toBe('2.8');
    expect(ratioText({ model: 'dall-e-3', n: 2, size: '1024x1792', quality: 'hd' })).toBe('6');
    // A form field (/v1/images/edits) arrives as text.
    expect(ratioText({ model: 'dall-e-2', n: '4' })).toBe('4');
  });

  it('applies the size and quality factors to dall-e models only, n to every image model', () => {
    expect(ratioText({ model: 'gpt-image-1', n: 2, size: '256x256', quality: 'hd' })).toBe('2');
    expect(ratioText({ model: 'flux-schnell', size: '1792x1024' })).toBe('1');
    // Other names starting with dall-e take the size factor; an unlisted size is 1.
    expect(ratioText({ model: 'dall-e-3-preview', size: '1792x1024', quality: 'hd' })).toBe('2');
    expect(ratioText({ model: 'dall-e-3-preview', size: '2048x2048' })).toBe('1');
  });

  it.each([
    0,
    -1,
    -10,
    1.5,
    0.5,
    MAX_IMAGE_N + 1,
    1e9,
    2 ** 53,
    Number.MAX_VALUE,
    NaN,
    Infinity,
    -Infinity,
    '0',
    '-1',
    '1.5',
    '11',
    '',
    ' 2',
    '1e3',
    true,
    [],
    {},
  ])('refuses n = %j', (n) => {
    expect(refusal({ model: 'dall-e-2', n })).toEqual({ param: 'n', message: `n must be a whole number from 1 to ${MAX_IMAGE_N}` });
  });

  it('accepts every n from 1 to the maximum', () => {
    for (let n = 1; n <= MAX_IMAGE_N; n++) expect(ratioText({ model: 'gpt-image-1', n })).toBe(String(n));
  });

  it('refuses the sizes the established gateway refuses, and fields that are not text', () => {
    expect(refusal({ model: 'dall-e-2', size: '1792x1024' })).toEqual({
      param: 'size',
      message: 'size must be one of 256x256, 512x512, or 1024x1024 for dall-e-2 or dall-e',
    });
    expect(refusal({ model: 'dall-e', size: '2048x2048' }).param).toBe('size');
    expect(refusal({ model: 'dall-e-3', size: '256x256' })).toEqual({
      param: 'size',
      message: 'size must be one of 1024x1024, 1024x1792 or 1792x1024 for dall-e-3',
    });
    expect(refusal({ model: 'gpt-image-1', size: '1024×1024' }).param).toBe('size');
    expect(refusal({ model: 'dall-e-2', size: 256 })).toEqual({ param: 'size', message: 'size must be a string' });
    expect(refusal({ model: 'dall-e-3', quality: 2 })).toEqual({ param: 'quality', message: 'quality must be a string' });
  });
});

const PRICES = table({
  ModelRatio: { 'gpt-4o': 1.25 },
  ModelPrice: { 'dall-e-2': 0.02, 'dall-e-3': 0.04 },
  GroupRatio: { default: 1, vip: 1, svip: 1.5 },
});

function priced(estimate: ReservationEstimate): { quota: number; price: ResolvedPrice } {
  if (estimate.kind !== 'priced') throw new Error(`expected a price, got ${estimate.kind}`);
  return estimate;
}

/** The hold and the charge of one image request (the upstream's usage: the prompt estimate, no completion). */
function imageCharge(model: string, fields: Omit<ImagePriceFields, 'model'>, usingGroup = 'default', prices = PRICES): { hold: number; charge: number } {
  const ratio = imagePriceRatio({ model, ...fields });
  if (!ratio.ok) throw new Error(ratio.message);
  const { quota, price } = priced(
    estimateReservation(prices, { ...query(model, { usingGroup }), promptTokens: 12, maxTokens: 0, imagePriceRatio: ratio.ratio }),
  );
  return { hold: quota, charge: settleCost(price, { promptTokens: 12, completionTokens: 0, semantics: 'openai' }).quota };
}

const both = (quota: number) => ({ hold: quota, charge: quota });

describe('reserve and settle of images priced per call', () => {
  it('dall-e-2 ($0.02): n multiplies the hold and the charge', () => {
    expect(imageCharge('dall-e-2', {})).toEqual(both(10_000));
    // The reviewer's case: n 10 is 0.02 × 10 × 500 000 = 100 000, not 10 000.
    expect(imageCharge('dall-e-2', { n: 10 })).toEqual(both(100_000));
    expect(imageCharge('dall-e-2', { n: '3' })).toEqual(both(30_000));
  });

  it('dall-e-2 sizes: 256 is 0.4, 512 is 0.45', () => {
    expect(imageCharge('dall-e-2', { size: '256x256' })).toEqual(both(4000));
    expect(imageCharge('dall-e-2', { size: '512x512' })).toEqual(both(4500));
    expect(imageCharge('dall-e-2', { size: '1024x1024' })).toEqual(both(10_000));
    // 0.02 × 0.45 × 3 × 500 000 = 13 500; 0.02 × 0.4 × 10 × 500 000 = 40 000.
    expect(imageCharge('dall-e-2', { size: '512x512', n: 3 })).toEqual(both(13_500));
    expect(imageCharge('dall-e-2', { size: '256x256', n: 10 })).toEqual(both(40_000));
  });

  it('dall-e-3 ($0.04): 1792 sizes 2×, HD 2×, HD at 1792 3×', () => {
    expect(imageCharge('dall-e-3', {})).toEqual(both(20_000));
    expect(imageCharge('dall-e-3', { size: '1792x1024' })).toEqual(both(40_000));
    expect(imageCharge('dall-e-3', { size: '1024x1792' })).toEqual(both(40_000));
    expect(imageCharge('dall-e-3', { quality: 'hd' })).toEqual(both(40_000));
    expect(imageCharge('dall-e-3', { size: '1024x1024', quality: 'hd' })).toEqual(both(40_000));
    expect(imageCharge('dall-e-3', { size: '1792x1024', quality: 'hd' })).toEqual(both(60_000));
    expect(imageCharge('dall-e-3', { size: '1024x1792', quality: 'hd', n: 2 })).toEqual(both(120_000));
  });

  it('applies the group ratio on top', () => {
    // 0.04 × 3 × 500 000 × 1.5 = 90 000.
    expect(imageCharge('dall-e-3', { size: '1792x1024', quality: 'hd' }, 'svip')).toEqual(both(90_000));
    expect(imageCharge('dall-e-2', { n: 10 }, 'svip')).toEqual(both(150_000));
  });

  it('rounds once, half up, on the exact amount (no float drift)', () => {
    // dall-e-2 at $0.00002: × 0.45 × 6 × 500 000 × 1.5 = 40.5 → 41; in doubles the product is 40.49999999999999, which rounds to 40.
    const tiny = table({ ModelPrice: { 'dall-e-2': 0.00002, 'gpt-image-1': 0.00002 }, GroupRatio: { default: 1, svip: 1.5 } });
    expect(Math.round(0.00002 * 0.45 * 6 * 1.5 * 500_000)).toBe(40);
    expect(imageCharge('dall-e-2', { size: '512x512', n: 6 }, 'svip', tiny)).toEqual(both(41));
    // Not a dall-e model: no size factor; 0.00002 × 6 × 500 000 × 1.5 = 90.
    expect(imageCharge('gpt-image-1', { size: '512x512', n: 6 }, 'svip', tiny)).toEqual(both(90));
    // dall-e-2 at $0.000001, 256x256: 0.000001 × 0.4 × 500 000 = 0.2, and a priced call costs at least 1.
    const speck = table({ ModelPrice: { 'dall-e-2': 0.000001 } });
    expect(imageCharge('dall-e-2', { size: '256x256' }, 'default', speck)).toEqual(both(1));
  });

  it('keeps the configured price beside the price of the call', () => {
    const ratio = imagePriceRatio({ model: 'dall-e-2', n: 10 });
    if (!ratio.ok) throw new Error(ratio.message);
    const { price } = priced(estimateReservation(PRICES, { ...query('dall-e-2'), promptTokens: 1, maxTokens: 0, imagePriceRatio: ratio.ratio }));
    if (price.kind !== 'per-call') throw new Error('expected a per-call price');
    expect([price.modelPrice && toText(price.modelPrice), price.imagePriceRatio && toText(price.imagePriceRatio), toText(price.price)]).toEqual([
      '0.02',
      '10',
      '0.2',
    ]);
    // Applying a ratio again starts from the configured price: never n².
    const again = withImagePriceRatio(price, ratio.ratio);
    expect(again.kind === 'per-call' && toText(again.price)).toBe('0.2');
  });

  it('explains an image charge from what the settle records (the call price)', () => {
    const ratio = imagePriceRatio({ model: 'dall-e-3', size: '1792x1024', quality: 'hd' });
    if (!ratio.ok) throw new Error(ratio.message);
    const { price } = priced(estimateReservation(PRICES, { ...query('dall-e-3'), promptTokens: 1, maxTokens: 0, imagePriceRatio: ratio.ratio }));
    if (price.kind !== 'per-call') throw new Error('expected a per-call price');
    const recorded = {
      kind: 'per-call' as const,
      modelPrice: toText(price.price),
      quotaPerUnit: toText(price.quotaPerUnit),
      groupRatio: toText(price.group.ratio),
    };
    const explained = explainCost(recorded, { promptTokens: 1, completionTokens: 0, cachedTokens: 0, cacheWriteTokens: 0, imageTokens: 0 });
    expect(explained.quota).toBe(60_000);
    expect(explained.quota).toBe(settleCost(price, { promptTokens: 1, completionTokens: 0, semantics: 'openai' }).quota);
  });

  it('changes nothing without a ratio, or for a model priced per token', () => {
    const plain = priced(estimateReservation(PRICES, { ...query('dall-e-3'), promptTokens: 1, maxTokens: 0 }));
    const one = priced(estimateReservation(PRICES, { ...query('dall-e-3'), promptTokens: 1, maxTokens: 0, imagePriceRatio: decimalFrom(1) }));
    expect(plain.quota).toBe(20_000);
    expect(one).toEqual(plain);
    // A per-token price ignores the ratio (server-behaviour 4.2 prices images by it only where the model has a price).
    const request = { ...query('gpt-4o'), promptTokens: 1000, maxTokens: 500 };
    const tokens = priced(estimateReservation(PRICES, request));
    expect(priced(estimateReservation(PRICES, { ...request, imagePriceRatio: decimalFrom(10) }))).toEqual(tokens);
    expect(tokens.quota).toBe((1000 + 500 * 4) * 1.25);
  });

  it('refuses a ratio of 0 as a caller bug rather than make the call free', () => {
    expect(() => estimateReservation(PRICES, { ...query('dall-e-2'), promptTokens: 1, maxTokens: 0, imagePriceRatio: decimalFrom(0) })).toThrow(RangeError);
  });
});
