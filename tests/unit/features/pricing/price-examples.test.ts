import { describe, expect, it } from 'vitest';
import { estimateReservation, type ReservationEstimate } from '../../../../services/features/pricing/rules/estimate-reservation';
import type { ResolvedPrice } from '../../../../services/features/pricing/rules/resolve-price';
import { settleCost, type Usage } from '../../../../services/features/pricing/rules/settle-cost';
import { query, table } from './price-fixtures';

/*
 * Worked numbers for the formulas of spec 02 §9 and server-behaviour 4.2/4.3.
 * 1 quota unit = $0.000002 at QuotaPerUnit 500 000; ratio 1 = $2 per 1M
 * prompt tokens.
 */

const PRICES = table({
  ModelRatio: { 'gpt-4o': 1.25, 'gpt-4o-mini': 0.075, 'claude-sonnet-4-20250514': 1.5, free: 0 },
  ModelPrice: { 'dall-e-3': 0.04 },
  CacheRatio: { 'gpt-4o': 0.5, 'claude-sonnet-4-20250514': 0.1 },
  GroupRatio: { default: 1, vip: 1, svip: 1.5, promo: 0 },
  GroupGroupRatio: { vip: { default: 0.9 } },
});

function priced(estimate: ReservationEstimate): { quota: number; price: ResolvedPrice } {
  if (estimate.kind !== 'priced') throw new Error(`expected a price, got ${estimate.kind}`);
  return estimate;
}

const reserve = (model: string, promptTokens: number, maxTokens: number, over: Parameters<typeof query>[1] = {}) =>
  priced(estimateReservation(PRICES, { ...query(model, over), promptTokens, maxTokens }));

const settle = (model: string, usage: Omit<Usage, 'semantics'> & { semantics?: Usage['semantics'] }, over: Parameters<typeof query>[1] = {}) =>
  settleCost(reserve(model, 0, 0, over).price, { semantics: 'openai', ...usage });

describe('settlement (server-behaviour 4.3, spec 02 §9)', () => {
  it('gpt-4o, ratio 1.25, completion ratio 4: 1000 prompt + 500 completion tokens', () => {
    // (1000 + 500 × 4) × 1.25 × 1 = 3000 × 1.25 = 3750 units.
    // Spec 02 §9: 1 × 1.25 × (1000 + 500 × 4) / 500 000 = $0.0075 = 3750 units. Prompt price 1.25 × 2 = $2.50 per 1M.
    expect(settle('gpt-4o', { promptTokens: 1000, completionTokens: 500 })).toEqual({ quota: 3750, basis: 'usage' });
  });

  it('applies the effective group ratio', () => {
    // svip: 3750 × 1.5 = 5625. vip user in the default group: GroupGroupRatio 0.9, 3750 × 0.9 = 3375.
    expect(settle('gpt-4o', { promptTokens: 1000, completionTokens: 500 }, { usingGroup: 'svip' }).quota).toBe(5625);
    expect(settle('gpt-4o', { promptTokens: 1000, completionTokens: 500 }, { userGroup: 'vip' }).quota).toBe(3375);
  });

  it('bills cached prompt tokens at the cache ratio (OpenAI usage: cached tokens are part of the prompt)', () => {
    // base 1000 − 400 = 600; (600 + 400 × 0.5 + 100 × 4) × 1.25 = 1200 × 1.25 = 1500.
    expect(settle('gpt-4o', { promptTokens: 1000, cachedTokens: 400, completionTokens: 100 }).quota).toBe(1500);
  });

  it('bills Anthropic cache reads and writes on top of input_tokens', () => {
    // claude-sonnet-4: ratio 1.5 ($3 per 1M), completion ratio 5 (locked), cache read 0.1, cache write 1.25.
    // (200 + 10 000 × 0.1 + 2000 × 1.25 + 300 × 5) × 1.5 = (200 + 1000 + 2500 + 1500) × 1.5 = 5200 × 1.5 = 7800.
    const usage = { promptTokens: 200, cachedTokens: 10_000, cacheWriteTokens: 2000, completionTokens: 300, semantics: 'anthropic' as const };
    expect(settle('claude-sonnet-4-20250514', usage).quota).toBe(7800);
    // A 1-hour write costs 1.25 × 1.6 = 2 per token: + 1000 × 2 = 2000, so 7200 × 1.5 = 10 800.
    expect(settle('claude-sonnet-4-20250514', { ...usage, cacheWrite1hTokens: 1000 }).quota).toBe(10_800);
  });

  it('never lets reported parts exceed the prompt (OpenAI usage)', () => {
    // 100 prompt tokens reported with 250 cached: all 100 are cached, none is negative.
    // (0 + 100 × 0.5 + 10 × 4) × 1.25 = 90 × 1.25 = 112.5 → 113.
    expect(settle('gpt-4o', { promptTokens: 100, cachedTokens: 250, completionTokens: 10 }).quota).toBe(113);
  });

  it('charges a fixed price per call', () => {
    // 0.04 × 500 000 × 1 = 20 000; in svip 0.04 × 500 000 × 1.5 = 30 000.
    expect(settle('dall-e-3', { promptTokens: 1, completionTokens: 0 }).quota).toBe(20_000);
    expect(settle('dall-e-3', { promptTokens: 1, completionTokens: 0 }, { usingGroup: 'svip' }).quota).toBe(30_000);
  });

  it('rounds half up once, on the exact amount', () => {
    // gpt-4o-mini in svip: 144 × 0.075 × 1.5 = 16.2 → 16; 10 × 0.075 × 1 = 0.75 → 1; 30 × 0.075 = 2.25 → 2.
    expect(settle('gpt-4o-mini', { promptTokens: 144, completionTokens: 0 }, { usingGroup: 'svip' }).quota).toBe(16);
    expect(settle('gpt-4o-mini', { promptTokens: 10, completionTokens: 0 })).toEqual({ quota: 1, basis: 'usage' });
    expect(settle('gpt-4o-mini', { promptTokens: 30, completionTokens: 0 }).quota).toBe(2);
    // 0.075 × 180 × 1 = 13.5 → 14; and with a group ratio of 1.25: 0.075 × 144 × 1.25 = 13.5 → 14,
    // where doubles give 13.499999999999998 and Math.round 13.
    expect(settle('gpt-4o-mini', { promptTokens: 180, completionTokens: 0 }).quota).toBe(14);
    const quarter = table({ ModelRatio: { 'gpt-4o-mini': 0.075 }, GroupRatio: { default: 1.25 } });
    const price = priced(estimateReservation(quarter, { ...query('gpt-4o-mini'), promptTokens: 0, maxTokens: 0 })).price;
    expect(Math.round(0.075 * 144 * 1.25)).toBe(13);
    expect(settleCost(price, { promptTokens: 144, completionTokens: 0, semantics: 'openai' }).quota).toBe(14);
  });

  it('charges at least 1 unit when the price is not free and something was used', () => {
    // 6 × 0.075 = 0.45 → 0 → 1.
    expect(settle('gpt-4o-mini', { promptTokens: 6, completionTokens: 0 })).toEqual({ quota: 1, basis: 'minimum' });
  });

  it('charges 0 when upstream reported no tokens', () => {
    expect(settle('gpt-4o', { promptTokens: 0, completionTokens: 0 })).toEqual({ quota: 0, basis: 'no-usage' });
    expect(settle('dall-e-3', { promptTokens: 0, completionTokens: 0 })).toEqual({ quota: 0, basis: 'no-usage' });
  });

  it('charges 0 for a free model or a free group', () => {
    expect(settle('free', { promptTokens: 1000, completionTokens: 1000 })).toEqual({ quota: 0, basis: 'free' });
    expect(settle('gpt-4o', { promptTokens: 1000, completionTokens: 1000 }, { usingGroup: 'promo' })).toEqual({ quota: 0, basis: 'free' });
  });

  it('refuses token counts that are not whole numbers ≥ 0', () => {
    for (const promptTokens of [-1, 1.5, Number.NaN]) {
      expect(() => settle('gpt-4o', { promptTokens, completionTokens: 1 })).toThrow(RangeError);
    }
    expect(() => settle('gpt-4o', { promptTokens: 1, completionTokens: 1, cachedTokens: -3 })).toThrow(RangeError);
  });
});

describe('reservation (server-behaviour 4.2, completion held at its own ratio)', () => {
  it('gpt-4o, 1000 estimated prompt tokens, max_tokens 500', () => {
    // (max(1000, 500) + 500 × 4) × 1.25 × 1 = 3000 × 1.25 = 3750: the whole answer the client allowed.
    // The established gateway holds floor((1000 + 500) × 1.25) = 1875.
    expect(reserve('gpt-4o', 1000, 500).quota).toBe(3750);
  });

  it('uses PreConsumedQuota as a floor in tokens for the prompt', () => {
    // (max(20, 500) + 0) × 1.25 = 625.
    expect(reserve('gpt-4o', 20, 0).quota).toBe(625);
  });

  it('reserves a fixed price in full', () => {
    expect(reserve('dall-e-3', 0, 0).quota).toBe(20_000);
  });

  it('reserves 0 for a free price, and says so', () => {
    const estimate = estimateReservation(PRICES, { ...query('gpt-4o', { usingGroup: 'promo' }), promptTokens: 1000, maxTokens: 1000 });
    expect(estimate).toMatchObject({ kind: 'priced', quota: 0, free: true });
  });

  it('answers "no price" for a model with neither price nor ratio, unless the caller accepts that', () => {
    expect(estimateReservation(PRICES, { ...query('my-local-model'), promptTokens: 100, maxTokens: 0 })).toEqual({ kind: 'no-price', model: 'my-local-model' });
    // Accepted: ratio 37.5, completion ratio 1; (max(100, 500) + 100 × 1) × 37.5 = 600 × 37.5 = 22 500.
    const estimate = reserve('my-local-model', 100, 100, { acceptUnsetPrice: true });
    expect(estimate.quota).toBe(22_500);
    expect(estimate.price).toMatchObject({ kind: 'per-token', unsetPrice: true });
  });

  it('may be below the charge when the answer writes a cache (the over-settle policy covers it)', () => {
    // Reserve (max(200, 500) + 300 × 5) × 1.5 = 2000 × 1.5 = 3000; the usage above with cache writes settles at 7800.
    const estimate = reserve('claude-sonnet-4-20250514', 200, 300);
    expect(estimate.quota).toBe(3000);
    const usage = { promptTokens: 200, cachedTokens: 10_000, cacheWriteTokens: 2000, completionTokens: 300, semantics: 'anthropic' as const };
    expect(settleCost(estimate.price, usage).quota).toBe(7800);
  });
});
