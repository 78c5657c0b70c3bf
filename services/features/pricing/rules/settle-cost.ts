import { assertNever } from '../../../platform/actor';
import { add, decimalOfInteger, decimalOfText, isZero, multiply, sum, ZERO, type Decimal } from './exact-decimal';
import { ONE_HOUR_CACHE_WRITE_FACTOR } from './price-table';
import { checkTokenCount, toQuota } from './quota-units';
import { isFree, priceMultiplier, type ResolvedPrice } from './resolve-price';

/*
 * What a finished request costs (server-behaviour 4.3), by the price fixed at
 * reservation:
 *
 * - Per token: `(base + K×cacheRatio + W×createCacheRatio + W1h×createCacheRatio×1.6
 *   + I×imageRatio + C×completionRatio) × modelRatio × groupRatio`, where
 *   `base` is the prompt tokens billed at the plain input rate.
 * - Per call: `price × QuotaPerUnit × groupRatio`, where `price` already
 *   holds an image request's ratio (size × quality × n, fixed at reservation:
 *   estimate-reservation.ts, image-price-ratio.ts).
 * - P + C = 0: upstream reported nothing, the request is treated as broken
 *   and costs 0 (the reservation is returned in full).
 * - A price that is not free and an amount that rounds to 0 costs 1.
 *
 * One rounding, half up, at the end (quota-units.ts). The established
 * gateway truncates on its Claude-native path and rounds on the OpenAI one;
 * here both semantics go through this one function.
 *
 * - Tool calls the upstream ran for the request (web search, file search,
 *   image generation) add `count × price per 1,000 calls / 1,000 ×
 *   QuotaPerUnit × groupRatio` each (tool-price.ts), before the rounding; a
 *   free model's tool calls are still charged.
 *
 * Gemini audio input is not priced here yet.
 */

/** One tool's calls in a request, at the price in force (US dollars per 1,000 calls). */
export interface ToolCallCharge {
  readonly tool: string;
  readonly count: number;
  readonly pricePerThousand: Decimal;
}

/** The tool calls a request is charged for, and what a US dollar is in quota. */
export interface ToolCharges {
  readonly calls: readonly ToolCallCharge[];
  readonly quotaPerUnit: Decimal;
}

const PER_THOUSAND = decimalOfText('0.001');

/** The exact quota of the tool calls: Σ count × price / 1,000 × QuotaPerUnit × groupRatio. */
export function toolSurcharge(tools: ToolCharges | undefined, groupRatio: Decimal): Decimal {
  if (tools === undefined) return ZERO;
  const perCall = tools.calls.map((call) =>
    multiply(decimalOfInteger(checkTokenCount(`${call.tool} calls`, call.count)), multiply(call.pricePerThousand, PER_THOUSAND)),
  );
  return multiply(multiply(sum(perCall), tools.quotaPerUnit), groupRatio);
}

export interface Usage {
  /** P: prompt tokens as upstream reported them. */
  readonly promptTokens: number;
  /** C: completion tokens. */
  readonly completionTokens: number;
  /** K: cache-read tokens. */
  readonly cachedTokens?: number;
  /** W: cache-write tokens (Anthropic's 5-minute cache, or any provider's single cache-write count). */
  readonly cacheWriteTokens?: number;
  /** Anthropic's 1-hour cache-write tokens. */
  readonly cacheWrite1hTokens?: number;
  /** I: image-input tokens. */
  readonly imageTokens?: number;
  /**
   * `openai`: the prompt count includes the cache-read, cache-write and image
   * tokens, which are billed at their own ratios instead of the input rate.
   * `anthropic`: `input_tokens` already excludes cache reads and writes, so
   * they are billed on top; image tokens are still part of it.
   */
  readonly semantics: 'openai' | 'anthropic';
}

/** Why the quota is what it is; the consumption log says so. */
export type SettleBasis = 'usage' | 'minimum' | 'free' | 'no-usage';

export interface SettleCost {
  readonly quota: number;
  readonly basis: SettleBasis;
}

export interface InputParts {
  readonly base: number;
  readonly cached: number;
  readonly cacheWrite: number;
  readonly cacheWrite1h: number;
  readonly image: number;
}

/**
 * Splits the prompt into what each part is billed at. With `openai`
 * semantics the parts are taken out of the prompt in order and never exceed
 * what is left of it: a provider reporting more cached than prompt tokens
 * once made the established gateway's base negative and its charge with it
 * (RELIABILITY T23). Each extra prompt token then lands in exactly one part,
 * which is what keeps the charge monotone in the prompt.
 */
export function splitPrompt(usage: Usage): InputParts {
  const prompt = checkTokenCount('promptTokens', usage.promptTokens);
  const cached = checkTokenCount('cachedTokens', usage.cachedTokens ?? 0);
  const cacheWrite = checkTokenCount('cacheWriteTokens', usage.cacheWriteTokens ?? 0);
  const cacheWrite1h = checkTokenCount('cacheWrite1hTokens', usage.cacheWrite1hTokens ?? 0);
  const image = checkTokenCount('imageTokens', usage.imageTokens ?? 0);
  switch (usage.semantics) {
    case 'anthropic': {
      const imagePart = Math.min(image, prompt);
      return { base: prompt - imagePart, cached, cacheWrite, cacheWrite1h, image: imagePart };
    }
    case 'openai': {
      let left = prompt;
      const take = (count: number): number => {
        const part = Math.min(count, left);
        left -= part;
        return part;
      };
      const parts = { cached: take(cached), cacheWrite: take(cacheWrite), cacheWrite1h: take(cacheWrite1h), image: take(image) };
      return { base: left, ...parts };
    }
    default:
      return assertNever(usage.semantics);
  }
}

const tokens = (count: number, ratio: Decimal): Decimal => multiply(decimalOfInteger(count), ratio);

export function settleCost(price: ResolvedPrice, usage: Usage, tools?: ToolCharges): SettleCost {
  const completion = checkTokenCount('completionTokens', usage.completionTokens);
  const parts = splitPrompt(usage);
  if (usage.promptTokens + completion === 0) return { quota: 0, basis: 'no-usage' };
  const surcharge = toolSurcharge(tools, price.group.ratio);
  if (isFree(price)) {
    if (isZero(surcharge)) return { quota: 0, basis: 'free' };
    const { quota, minimumApplied } = toQuota(surcharge, true);
    return { quota, basis: minimumApplied ? 'minimum' : 'usage' };
  }
  switch (price.kind) {
    case 'per-token': {
      const weighted = sum([
        decimalOfInteger(parts.base),
        tokens(parts.cached, price.cacheRatio),
        tokens(parts.cacheWrite, price.createCacheRatio),
        tokens(parts.cacheWrite1h, multiply(price.createCacheRatio, ONE_HOUR_CACHE_WRITE_FACTOR)),
        tokens(parts.image, price.imageRatio),
        tokens(completion, price.completionRatio),
      ]);
      const { quota, minimumApplied } = toQuota(add(multiply(weighted, priceMultiplier(price)), surcharge), true);
      return { quota, basis: minimumApplied ? 'minimum' : 'usage' };
    }
    case 'per-call': {
      const { quota, minimumApplied } = toQuota(add(priceMultiplier(price), surcharge), true);
      return { quota, basis: minimumApplied ? 'minimum' : 'usage' };
    }
    default:
      return assertNever(price);
  }
}
