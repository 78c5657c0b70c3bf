import fc from 'fast-check';
import type { ResolvedPrice } from '../../services/features/pricing';
import { decimalFrom } from '../../services/features/pricing/rules/exact-decimal';
import type { UpstreamUsage } from '../../services/relay/pipeline/openai-usage';

/*
 * Random prices and upstream usages for the charge tests: the ratios
 * operators set (including zero and long decimals), per-token and per-call
 * prices, and token counts from none to two million, cache and image tokens
 * included. `fc.sample(arbitrary, { seed, numRuns })` draws a seeded history.
 */

const ratio = fc.oneof(
  fc.constantFrom(0, 0.075, 0.1, 0.25, 0.5, 1, 1.25, 1.5, 2, 3, 4, 37.5),
  // Millionths drawn evenly (a double arbitrary draws evenly over float bit patterns, nearly all of them near 0).
  fc.tuple(fc.integer({ min: 0, max: 60_000_000 }), fc.integer({ min: 0, max: 6 })).map(([micros, places]) => Number((micros / 1e6).toFixed(places))),
);
const group = { ratio: decimalFrom(1), fromUserGroup: false };

export const priceArbitrary: fc.Arbitrary<ResolvedPrice> = fc.oneof(
  fc.record({ modelRatio: ratio, completionRatio: ratio, cacheRatio: ratio, createCacheRatio: ratio, imageRatio: ratio, groupRatio: ratio }).map((r) => ({
    kind: 'per-token' as const,
    model: 'm',
    modelRatio: decimalFrom(r.modelRatio),
    completionRatio: decimalFrom(r.completionRatio),
    cacheRatio: decimalFrom(r.cacheRatio),
    createCacheRatio: decimalFrom(r.createCacheRatio),
    imageRatio: decimalFrom(r.imageRatio),
    group: { ...group, ratio: decimalFrom(r.groupRatio) },
    unsetPrice: false,
  })),
  fc.record({ price: ratio, groupRatio: ratio }).map((r) => ({
    kind: 'per-call' as const,
    model: 'm',
    price: decimalFrom(r.price),
    quotaPerUnit: decimalFrom(500_000),
    group: { ...group, ratio: decimalFrom(r.groupRatio) },
  })),
);

const count = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 2_000_000 }));

export const usageArbitrary: fc.Arbitrary<UpstreamUsage> = fc.record({ p: count, c: count, k: count, w: count, i: count }).map(({ p, c, k, w, i }) => ({
  semantics: 'openai' as const,
  promptTokens: p,
  completionTokens: c,
  cachedTokens: k,
  cacheWriteTokens: w,
  imageTokens: i,
  source: 'upstream' as const,
  reasoningTokens: 0,
  audioInputTokens: 0,
  audioOutputTokens: 0,
  corrections: [],
}));
