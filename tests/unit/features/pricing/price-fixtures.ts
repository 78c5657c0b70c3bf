import { priceTableFrom, type PriceOptions, type PriceTable } from '../../../../services/features/pricing/rules/price-table';

/** The catalogue's defaults for the pricing options, with nothing priced. */
export const DEFAULT_PRICE_OPTIONS: PriceOptions = {
  ModelRatio: {},
  ModelPrice: {},
  CompletionRatio: {},
  CacheRatio: {},
  GroupRatio: { default: 1, vip: 1, svip: 1 },
  QuotaPerUnit: 500_000,
  PreConsumedQuota: 500,
};

export function table(options: Partial<PriceOptions> = {}): PriceTable {
  return priceTableFrom({ ...DEFAULT_PRICE_OPTIONS, ...options });
}

/** The query for a user of group `default` billed in `default`, refusing unpriced models. */
export const query = (model: string, over: { userGroup?: string; usingGroup?: string; acceptUnsetPrice?: boolean } = {}) => ({
  model,
  userGroup: over.userGroup ?? 'default',
  usingGroup: over.usingGroup ?? 'default',
  acceptUnsetPrice: over.acceptUnsetPrice ?? false,
});
