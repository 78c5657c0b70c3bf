import type { PricedUsage } from '../../features/pricing/index';

/* Writing a usage in OpenAI's shape, the shape openai-usage.ts reads. Pure. */

type Json = Record<string, unknown>;

/** A usage as OpenAI writes it in an answer or a stream's usage chunk (`prompt_tokens`, `completion_tokens`, `total_tokens` and the details that apply). */
export function openAiUsageObject(usage: PricedUsage & { readonly reasoningTokens?: number }): Json {
  const object: Json = {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.promptTokens + usage.completionTokens,
  };
  if ((usage.cachedTokens ?? 0) > 0 || (usage.cacheWriteTokens ?? 0) > 0) {
    object.prompt_tokens_details = {
      cached_tokens: usage.cachedTokens ?? 0,
      ...((usage.cacheWriteTokens ?? 0) > 0 ? { cache_write_tokens: usage.cacheWriteTokens } : {}),
    };
  }
  if ((usage.reasoningTokens ?? 0) > 0) object.completion_tokens_details = { reasoning_tokens: usage.reasoningTokens };
  return object;
}
