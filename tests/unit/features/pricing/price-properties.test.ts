import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateReservation } from '../../../../services/features/pricing/rules/estimate-reservation';
import type { PriceOptions } from '../../../../services/features/pricing/rules/price-table';
import type { ResolvedPrice } from '../../../../services/features/pricing/rules/resolve-price';
import { settleCost, type Usage } from '../../../../services/features/pricing/rules/settle-cost';
import { query, table } from './price-fixtures';

/*
 * Properties of the price engine (RELIABILITY T23), over random prices,
 * groups and usage:
 *
 * 1. Every reservation and settlement is a safe integer ≥ 0.
 * 2. A settlement never decreases when usage grows: more prompt tokens, more
 *    completion tokens, or more cache-read, cache-write or image tokens. With
 *    OpenAI usage those are part of the prompt, so "more cached tokens" means
 *    cached tokens and prompt tokens grow together (holding the prompt fixed
 *    and calling more of it cached is a discount, and must cost less).
 * 3. The reservation covers the settlement when: the completion is within
 *    max_tokens; the prompt is within the reservation's prompt estimate
 *    max(estimate, PreConsumedQuota) (with Anthropic usage, input plus
 *    cache-read tokens); no cache writes; the model's cache-read and image
 *    ratios are ≤ 1. Per-call prices reserve exactly what they settle.
 * 4. A group ratio of 0 makes every request free: 0 reserved, 0 charged.
 * 5. The one rounding rule: the settlement equals the exact amount, computed
 *    independently with integer fractions, rounded half up once (and 1 when
 *    that is 0 for a priced request that used something; capped at 2^53 − 1).
 */

const RUNS = { numRuns: 300 };

/**
 * A decimal as admins write them, as digits and decimal places: mostly up to
 * 999.99 with up to 5 places (0, 0.075, 1.25, 37.5), sometimes up to 999 999,
 * where large token counts reach the 2^53 − 1 cap.
 */
const decimalParts = fc.oneof(
  { weight: 9, arbitrary: fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 2, max: 5 })) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 5 })) },
);
const ratio = decimalParts.map(([digits, places]) => Number(`${digits}e-${places}`));
const positiveRatio = fc.tuple(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 0, max: 5 })).map(([d, p]) => Number(`${d}e-${p}`));
const atMostOne = fc.integer({ min: 0, max: 10_000 }).map((n) => n / 10_000);
const count = fc.integer({ min: 0, max: 2_000_000 });
const small = fc.integer({ min: 0, max: 50_000 });
const semantics = fc.constantFrom<Usage['semantics']>('openai', 'anthropic');

/** Prices for model `m`: per token (its own completion ratio), per call, or unpriced but accepted. */
const pricing = fc.record({
  kind: fc.constantFrom('per-token', 'per-call', 'unset'),
  modelRatio: ratio,
  completionRatio: ratio,
  cacheRatio: ratio,
  createCacheRatio: ratio,
  imageRatio: ratio,
  price: ratio,
  groupRatio: ratio,
  quotaPerUnit: positiveRatio,
  floor: fc.integer({ min: 0, max: 5_000 }),
});

type Pricing = typeof pricing extends fc.Arbitrary<infer T> ? T : never;

function optionsOf(p: Pricing): Partial<PriceOptions> {
  return {
    ModelRatio: p.kind === 'per-token' ? { m: p.modelRatio } : {},
    ModelPrice: p.kind === 'per-call' ? { m: p.price } : {},
    CompletionRatio: { m: p.completionRatio },
    CacheRatio: { m: p.cacheRatio },
    CreateCacheRatio: { m: p.createCacheRatio },
    ImageRatio: { m: p.imageRatio },
    GroupRatio: { default: p.groupRatio },
    QuotaPerUnit: p.quotaPerUnit,
    PreConsumedQuota: p.floor,
  };
}

function reserveFor(p: Pricing, promptTokens: number, maxTokens: number): { quota: number; price: ResolvedPrice } {
  const estimate = estimateReservation(table(optionsOf(p)), { ...query('m', { acceptUnsetPrice: true }), promptTokens, maxTokens });
  if (estimate.kind !== 'priced') throw new Error('accepted prices are always priced');
  return estimate;
}

const priceOf = (p: Pricing): ResolvedPrice => reserveFor(p, 0, 0).price;

const usage = fc.record({
  promptTokens: count,
  completionTokens: count,
  cachedTokens: count,
  cacheWriteTokens: small,
  cacheWrite1hTokens: small,
  imageTokens: small,
  semantics,
});

const isQuota = (n: number) => Number.isSafeInteger(n) && n >= 0;

describe('price engine properties', () => {
  it('1. every reservation and settlement is a safe integer ≥ 0', () => {
    fc.assert(
      fc.property(pricing, usage, count, count, (p, u, promptTokens, maxTokens) => {
        const reservation = reserveFor(p, promptTokens, maxTokens);
        expect(isQuota(reservation.quota)).toBe(true);
        expect(isQuota(settleCost(reservation.price, u).quota)).toBe(true);
      }),
      RUNS,
    );
  });

  describe('2. settlement is monotone non-decreasing in usage', () => {
    const grows = (name: string, bigger: (u: Usage, d: number) => Usage) =>
      it(name, () => {
        fc.assert(
          fc.property(pricing, usage, fc.integer({ min: 1, max: 100_000 }), (p, u, d) => {
            const price = priceOf(p);
            expect(settleCost(price, bigger(u, d)).quota).toBeGreaterThanOrEqual(settleCost(price, u).quota);
          }),
          RUNS,
        );
      });

    grows('in prompt tokens', (u, d) => ({ ...u, promptTokens: u.promptTokens + d }));
    grows('in completion tokens', (u, d) => ({ ...u, completionTokens: u.completionTokens + d }));
    // Anthropic input_tokens excludes cache reads and writes; OpenAI prompt_tokens includes them.
    const inPrompt = (u: Usage, d: number) => (u.semantics === 'openai' ? u.promptTokens + d : u.promptTokens);
    grows('in cache-read tokens', (u, d) => ({ ...u, cachedTokens: (u.cachedTokens ?? 0) + d, promptTokens: inPrompt(u, d) }));
    grows('in cache-write tokens', (u, d) => ({ ...u, cacheWriteTokens: (u.cacheWriteTokens ?? 0) + d, promptTokens: inPrompt(u, d) }));
    grows('in 1-hour cache-write tokens', (u, d) => ({ ...u, cacheWrite1hTokens: (u.cacheWrite1hTokens ?? 0) + d, promptTokens: inPrompt(u, d) }));
    // Image tokens are part of the prompt in both.
    grows('in image tokens', (u, d) => ({ ...u, imageTokens: (u.imageTokens ?? 0) + d, promptTokens: u.promptTokens + d }));
  });

  it('3. the reservation covers the settlement within the estimate and max_tokens', () => {
    const bounded = fc
      .record({
        p: pricing.chain((p) => fc.record({ cacheRatio: atMostOne, imageRatio: atMostOne }).map((r) => ({ ...p, ...r }))),
        estimate: count,
        maxTokens: count,
        semantics,
        // Fractions of the bounds the usage takes.
        shares: fc.tuple(atMostOne, atMostOne, atMostOne, atMostOne),
      })
      .map(({ p, estimate, maxTokens, semantics, shares: [prompt, cached, image, completion] }) => {
        const within = Math.max(estimate, p.floor);
        const promptTokens = Math.floor(within * prompt);
        // OpenAI: cached and image tokens are inside the prompt (more are clamped anyway). Anthropic: input + cached ≤ the estimate.
        const cachedTokens = semantics === 'openai' ? Math.floor(within * cached) : Math.floor((within - promptTokens) * cached);
        const u: Usage = {
          promptTokens,
          cachedTokens,
          imageTokens: Math.floor(promptTokens * image),
          completionTokens: Math.floor(maxTokens * completion),
          semantics,
        };
        return { p, estimate, maxTokens, u };
      });
    fc.assert(
      fc.property(bounded, ({ p, estimate, maxTokens, u }) => {
        const reservation = reserveFor(p, estimate, maxTokens);
        const charge = settleCost(reservation.price, u).quota;
        expect(charge).toBeLessThanOrEqual(reservation.quota);
        if (reservation.price.kind === 'per-call' && u.promptTokens + u.completionTokens > 0) expect(charge).toBe(reservation.quota);
      }),
      { numRuns: 1000 },
    );
  });

  it('4. a group ratio of 0 makes every request free', () => {
    fc.assert(
      fc.property(pricing, usage, count, count, (p, u, promptTokens, maxTokens) => {
        const reservation = reserveFor({ ...p, groupRatio: 0 }, promptTokens, maxTokens);
        expect(reservation.quota).toBe(0);
        expect(settleCost(reservation.price, u).quota).toBe(0);
      }),
      RUNS,
    );
  });

  it('5. settles at the exact amount rounded half up, once', () => {
    // Ratios as integer fractions digits / 10^places, the amount as one fraction n / d, rounded half up by hand.
    const fraction = decimalParts.map(([digits, places]) => ({ n: BigInt(digits), d: 10n ** BigInt(places), value: Number(`${digits}e-${places}`) }));
    fc.assert(
      fc.property(
        fraction,
        fraction,
        fraction,
        fraction,
        count,
        count,
        count,
        (model, completion, cache, group, promptTokens, completionTokens, cachedTokens) => {
          const price = priceOf({
            kind: 'per-token',
            modelRatio: model.value,
            completionRatio: completion.value,
            cacheRatio: cache.value,
            createCacheRatio: 1.25,
            imageRatio: 1,
            price: 0,
            groupRatio: group.value,
            quotaPerUnit: 500_000,
            floor: 500,
          });
          const cached = BigInt(Math.min(cachedTokens, promptTokens));
          const base = BigInt(promptTokens) - cached;
          // (base + cached × cache + completion tokens × completion) × model × group, over one common denominator.
          const tokensN = base * cache.d * completion.d + cached * cache.n * completion.d + BigInt(completionTokens) * completion.n * cache.d;
          const n = tokensN * model.n * group.n;
          const d = cache.d * completion.d * model.d * group.d;
          // Capped at the largest quota (quota-units.ts MAX_QUOTA), as ratios near a million can exceed it.
          const exact = (2n * n + d) / (2n * d);
          const rounded = exact > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(exact);
          const used = promptTokens + completionTokens > 0;
          const priced = model.n * group.n !== 0n;
          const expected = !used || !priced ? 0 : Math.max(rounded, 1);
          expect(settleCost(price, { promptTokens, completionTokens, cachedTokens, semantics: 'openai' }).quota).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
