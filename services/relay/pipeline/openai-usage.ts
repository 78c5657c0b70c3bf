import type { PricedUsage } from '../../features/pricing/index';

/*
 * Usage accounting on OpenAI-format answers (server-behaviour 4.3, 4.4): what
 * an upstream reported, read into the pricing `Usage` that settleCost charges
 * (semantics `openai`: the prompt count includes the cached, cache-write and
 * image tokens). Pure; the relay hands in parsed JSON.
 *
 * Where the established gateway trusts the figures as they come, this reads
 * them defensively, because every one of them moves money:
 *
 * - Counts are whole numbers ≥ 0: a negative, fractional, NaN or string count
 *   is read as the nearest whole number ≥ 0 (a decimal string as its value),
 *   so pricing never sees a count it refuses (quota-units.ts, RELIABILITY T23).
 * - Cache reads are counted once: DeepSeek reports the same hits as
 *   `prompt_cache_hit_tokens` and `prompt_tokens_details.cached_tokens`,
 *   Moonshot as a top-level `cached_tokens`; the largest report wins, they
 *   are never added up.
 * - The prompt's parts are taken out of the prompt in settleCost's order
 *   (cache reads, cache writes, images) and never exceed what is left of it:
 *   more cached than prompt tokens gives a base of 0, never a negative one,
 *   and the correction is named in `corrections` for the log.
 * - Cache writes are billed where a provider reports them
 *   (`prompt_tokens_details.cache_write_tokens`, as OpenAI and OpenRouter
 *   name them; `cache_creation_input_tokens`; the Responses API's
 *   `input_tokens_details.cache_write_tokens`).
 * - Reasoning tokens are part of the completion tokens (OpenAI:
 *   `completion_tokens_details.reasoning_tokens` is a breakdown of
 *   `completion_tokens`). A provider that reports them beside the completion
 *   instead (its `total_tokens` is prompt + completion + reasoning, or the
 *   reasoning alone exceeds the completion) gets them added once.
 * - Audio tokens stay inside the prompt and completion counts (billed at the
 *   input and output rates; `AudioRatio` is not priced yet) and are reported
 *   for the log; image-input tokens become `imageTokens`.
 * - A usage of all zeros is what a broken upstream sends (4.3 treats P + C = 0
 *   as "no billing information"); it reads as no usage, so the relay counts
 *   the request itself instead of giving it away.
 */

/** Usage as an OpenAI-format upstream reported it, ready for settleCost. */
export interface UpstreamUsage extends PricedUsage {
  readonly semantics: 'openai';
  /** `upstream`: read from the answer; `local`: counted by the gateway because the answer had none. */
  readonly source: 'upstream' | 'local';
  /** Reasoning tokens, already inside `completionTokens`. */
  readonly reasoningTokens: number;
  /** Audio input tokens, already inside `promptTokens`. */
  readonly audioInputTokens: number;
  /** Audio output tokens, already inside `completionTokens`. */
  readonly audioOutputTokens: number;
  /** What the provider says it charged, in its own unit (OpenRouter's `cost`, in credits), for the log. */
  readonly upstreamCost?: number;
  /** The reported figures this corrected, for the log; empty when they were taken as they came. */
  readonly corrections: readonly UsageCorrection[];
}

export type UsageCorrection =
  /** More cache reads reported than prompt tokens: cut to the prompt. */
  | 'cached-above-prompt'
  /** Cache writes above what the prompt had left after the cache reads: cut. */
  | 'cache-write-above-prompt'
  /** Image tokens above what the prompt had left: cut. */
  | 'image-above-prompt'
  /** Reasoning tokens reported beside the completion tokens, not inside them: added. */
  | 'reasoning-outside-completion'
  /** A count that was not a whole number ≥ 0 (negative, fractional, a string, NaN). */
  | 'malformed-count'
  /** The answer had no prompt count: taken from DeepSeek's cache hits plus misses. */
  | 'prompt-from-cache-split'
  /** Upstream reported 0 prompt tokens for a request that had some: the local estimate. */
  | 'prompt-from-local-estimate'
  /** Upstream reported 0 completion tokens for an answer that had output: the local count. */
  | 'completion-from-local-count';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The largest count believed (2^40, about 10^12 tokens: no request comes near it); a larger one is malformed, and read as this. */
export const MAX_REPORTED_COUNT = 2 ** 40;

/** Reads reported counts, noting the malformed ones. */
class CountReader {
  malformed = false;

  /** A whole number ≥ 0, or undefined when the field is absent or null. */
  read(value: unknown): number | undefined {
    if (value === undefined || value === null) return undefined;
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isFinite(n)) {
      this.malformed = true;
      return 0;
    }
    // Bounded far below 2^53, so the sums made of counts (reasoning added to a completion, DeepSeek's hits and misses) stay exact.
    const whole = Math.min(Math.max(Math.round(n), 0), MAX_REPORTED_COUNT);
    if (whole !== n) this.malformed = true;
    return whole;
  }

  /** The largest of several reports of one quantity (0 when none is present). */
  largest(...values: unknown[]): number {
    let best = 0;
    for (const value of values) best = Math.max(best, this.read(value) ?? 0);
    return best;
  }
}

const field = (object: unknown, name: string): unknown => (isObject(object) ? object[name] : undefined);

interface Reported {
  readonly prompt: number | undefined;
  readonly completion: number | undefined;
  readonly total: number | undefined;
  readonly cached: number;
  readonly cacheWrite: number;
  readonly image: number;
  readonly reasoning: number;
  readonly audioIn: number;
  readonly audioOut: number;
  readonly cacheSplit: number | undefined;
  readonly cost: number | undefined;
}

function settle(reported: Reported, reader: CountReader): UpstreamUsage | null {
  const corrections: UsageCorrection[] = [];
  let prompt = reported.prompt;
  if (prompt === undefined && reported.cacheSplit !== undefined) {
    prompt = reported.cacheSplit;
    corrections.push('prompt-from-cache-split');
  }
  prompt ??= 0;
  let completion = reported.completion ?? 0;
  const { reasoning, total } = reported;
  if (reasoning > 0 && ((total !== undefined && total !== prompt + completion && total === prompt + completion + reasoning) || reasoning > completion)) {
    completion += reasoning;
    corrections.push('reasoning-outside-completion');
  }
  if (prompt + completion === 0) return null;

  let left = prompt;
  const take = (count: number, correction: UsageCorrection): number => {
    if (count > left) corrections.push(correction);
    const part = Math.min(count, left);
    left -= part;
    return part;
  };
  const cachedTokens = take(reported.cached, 'cached-above-prompt');
  const cacheWriteTokens = take(reported.cacheWrite, 'cache-write-above-prompt');
  const imageTokens = take(reported.image, 'image-above-prompt');
  if (reader.malformed) corrections.push('malformed-count');
  return {
    promptTokens: prompt,
    completionTokens: completion,
    cachedTokens,
    cacheWriteTokens,
    imageTokens,
    semantics: 'openai',
    source: 'upstream',
    reasoningTokens: Math.min(reasoning, completion),
    audioInputTokens: Math.min(reported.audioIn, prompt),
    audioOutputTokens: Math.min(reported.audioOut, completion),
    ...(reported.cost !== undefined ? { upstreamCost: reported.cost } : {}),
    corrections,
  };
}

const costOf = (usage: Json): number | undefined => (typeof usage.cost === 'number' && Number.isFinite(usage.cost) ? usage.cost : undefined);

/**
 * The `usage` object of a chat completion, a legacy completion, an embeddings
 * answer or a chat stream chunk (`prompt_tokens`, `completion_tokens`, their
 * `_details`, and the providers' variants named above); null when there is
 * none or it is all zeros.
 */
export function usageFromChatUsage(usage: unknown): UpstreamUsage | null {
  if (!isObject(usage)) return null;
  const r = new CountReader();
  const promptDetails = usage.prompt_tokens_details;
  const completionDetails = usage.completion_tokens_details;
  const hits = r.read(usage.prompt_cache_hit_tokens);
  const misses = r.read(usage.prompt_cache_miss_tokens);
  return settle(
    {
      prompt: r.read(usage.prompt_tokens),
      completion: r.read(usage.completion_tokens),
      total: r.read(usage.total_tokens),
      cached: r.largest(
        field(promptDetails, 'cached_tokens'),
        hits,
        usage.cached_tokens,
        usage.cache_read_input_tokens,
        field(usage.input_tokens_details, 'cached_tokens'),
      ),
      cacheWrite: r.largest(field(promptDetails, 'cache_write_tokens'), field(promptDetails, 'cached_creation_tokens'), usage.cache_creation_input_tokens),
      image: r.largest(field(promptDetails, 'image_tokens')),
      reasoning: r.largest(field(completionDetails, 'reasoning_tokens'), usage.reasoning_tokens),
      audioIn: r.largest(field(promptDetails, 'audio_tokens')),
      audioOut: r.largest(field(completionDetails, 'audio_tokens')),
      cacheSplit: hits !== undefined || misses !== undefined ? (hits ?? 0) + (misses ?? 0) : undefined,
      cost: costOf(usage),
    },
    r,
  );
}

/** The `usage` object of a Responses API answer (`input_tokens`, `output_tokens` and their `_details`); null when there is none or it is all zeros. */
export function usageFromResponsesUsage(usage: unknown): UpstreamUsage | null {
  if (!isObject(usage)) return null;
  const r = new CountReader();
  const inputDetails = usage.input_tokens_details;
  const outputDetails = usage.output_tokens_details;
  return settle(
    {
      prompt: r.read(usage.input_tokens),
      completion: r.read(usage.output_tokens),
      total: r.read(usage.total_tokens),
      cached: r.largest(field(inputDetails, 'cached_tokens')),
      cacheWrite: r.largest(field(inputDetails, 'cache_write_tokens')),
      image: r.largest(field(inputDetails, 'image_tokens')),
      reasoning: r.largest(field(outputDetails, 'reasoning_tokens')),
      audioIn: r.largest(field(inputDetails, 'audio_tokens')),
      audioOut: r.largest(field(outputDetails, 'audio_tokens')),
      cacheSplit: undefined,
      cost: costOf(usage),
    },
    r,
  );
}

/**
 * The usage of a Responses API answer: a `response` object, or a stream event
 * that carries one (`response.completed`, `response.incomplete`,
 * `response.failed`); null when it has none.
 */
export function usageFromResponsesApi(body: unknown): UpstreamUsage | null {
  if (!isObject(body)) return null;
  const response = body.object === 'response' ? body : body.response;
  return isObject(response) ? usageFromResponsesUsage(response.usage) : null;
}

/**
 * The usage of any plain (not streamed) OpenAI-format answer: chat
 * completion, legacy completion, embeddings or Responses. Null when the
 * answer has none (an error body, a moderation answer, a provider that
 * leaves usage out, all zeros): the relay then counts locally.
 */
export function usageFromOpenAiAnswer(body: unknown): UpstreamUsage | null {
  if (!isObject(body)) return null;
  if (body.object === 'response') return usageFromResponsesApi(body);
  const usage = body.usage;
  if (isObject(usage) && usage.prompt_tokens === undefined && (usage.input_tokens !== undefined || usage.output_tokens !== undefined)) {
    return usageFromResponsesUsage(usage);
  }
  return usageFromChatUsage(usage);
}
