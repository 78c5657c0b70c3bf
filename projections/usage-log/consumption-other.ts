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
    billing_source: 'wallet',
    // Tollgate's own: how the stream ended, where the counts came from, what was corrected, and how the amount was reached.
    stream_end: detail.end,
    usage_source: detail.usageSource,
    ...(detail.corrections.length > 0 ? { usage_corrections: detail.corrections } : {}),
    charge_basis: detail.basis,
    admin_info: { use_channel: detail.channelsTried, ...(detail.usageSource === 'local' ? { local_count_tokens: true } : {}) },
  });
}
