import type { OptionStore } from '../../platform/options/option-store';
import { priceTableFrom, type PriceTable } from './rules/price-table';

/** The price engine's table from the current option values: the one source of every price the API shows. */
export function priceTableOf(options: OptionStore): PriceTable {
  return priceTableFrom({
    ModelRatio: options.get('ModelRatio'),
    ModelPrice: options.get('ModelPrice'),
    CompletionRatio: options.get('CompletionRatio'),
    CacheRatio: options.get('CacheRatio'),
    CreateCacheRatio: options.get('CreateCacheRatio'),
    ImageRatio: options.get('ImageRatio'),
    GroupRatio: options.get('GroupRatio'),
    GroupGroupRatio: options.get('GroupGroupRatio'),
    QuotaPerUnit: options.get('QuotaPerUnit'),
    PreConsumedQuota: options.get('PreConsumedQuota'),
    'tool_price_setting.prices': options.get('tool_price_setting.prices'),
  });
}
