import type { ChargeDetail, QuotaSettledData } from '../../schema/events/wallet';

/*
 * The `other` details of a consumption row, in the established gateway's
 * keys (server-behaviour 4.5) plus a few of Tollgate's own, read only from
 * the settle event: the ratios in force, the usage the upstream reported,
 * the channels tried and how the answer ended. Key order is fixed, so a
 * replay writes the same text byte for byte.
 */

/** A ratio or price as applied (a decimal string), as the JSON number the contract shows. */
const ratio = (decimal: string): number => Number(decimal);

function priceKeys(price: ChargeDetail['price']): Record<string, number> {
  switch (price.kind) {
    case 'per-token':
      return {
        model_ratio: ratio(price.modelRatio),
        completion_ratio: ratio(price.completionRatio),
        cache_ratio: ratio(price.cacheRatio),
        cache_creation_ratio: ratio(price.createCacheRatio),
        image_ratio: ratio(price.imageRatio),
        group_ratio: ratio(price.groupRatio),
        model_price: -1,
      };
    case 'per-call':
      return { model_ratio: 0, completion_ratio: 0, group_ratio: ratio(price.groupRatio), model_price: ratio(price.modelPrice) };
  }
}

/**
 * The tool calls in the established gateway's keys: `web_search` with its
 * count and price ($ per 1,000 calls; a chat search model's
 * `web_search_preview` shows as web search too), `file_search` the same,
 * `image_generation_call` with its price (and, Tollgate's own, its count).
 */
function toolKeys(toolCalls: ChargeDetail['toolCalls']): Record<string, boolean | number> {
  const keys: Record<string, boolean | number> = {};
  for (const { tool, count, pricePerThousand } of toolCalls?.calls ?? []) {
    const price = ratio(pricePerThousand);
    if (tool === 'web_search' || tool === 'web_search_preview')
      Object.assign(keys, {
        web_search: true,
        web_search_call_count: ((keys.web_search_call_count as number | undefined) ?? 0) + count,
        web_search_price: price,
      });
    else if (tool === 'file_search') Object.assign(keys, { file_search: true, file_search_call_count: count, file_search_price: price });
    else if (tool === 'image_generation')
      Object.assign(keys, { image_generation_call: true, image_generation_call_count: count, image_generation_call_price: price });
  }
  return keys;
}

/** The JSON text of a consumption row's `other`; `{}` for a settle recorded without its detail. */
export function consumptionOther(settled: QuotaSettledData): string {
  const detail = settled.usage.detail;
  if (detail === undefined) return '{}';
  return JSON.stringify({
    ...priceKeys(detail.price),
    cache_tokens: detail.cachedTokens,
    cache_creation_tokens: detail.cacheWriteTokens,
    reasoning_tokens: detail.reasoningTokens,
    image_tokens: detail.imageTokens,
    frt: detail.firstTokenMs ?? -1,
    ...(detail.upstreamModel !== null ? { is_model_mapped: true, upstream_model_name: detail.upstreamModel } : {}),
    ...(detail.requestConversion ? { request_conversion: detail.requestConversion } : {}),
    ...toolKeys(detail.toolCalls),
    billing_source: 'wallet',
    // Tollgate's own: how the stream ended, where the counts came from, what was corrected, and how the amount was reached.
    stream_end: detail.end,
    usage_source: detail.usageSource,
    ...(detail.corrections.length > 0 ? { usage_corrections: detail.corrections } : {}),
    charge_basis: detail.basis,
    admin_info: { use_channel: detail.channelsTried, ...(detail.usageSource === 'local' ? { local_count_tokens: true } : {}) },
  });
}
