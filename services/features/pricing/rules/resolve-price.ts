import { assertNever } from '../../../platform/actor';
import { completionRatioFor } from './completion-ratio';
import { isZero, multiply, ONE, type Decimal } from './exact-decimal';
import { normaliseModelName } from './model-name';
import { DEFAULT_CREATE_CACHE_RATIO, groupRatioFor, UNSET_MODEL_RATIO, type EffectiveGroupRatio, type PriceTable } from './price-table';

/*
 * Which price applies to one request. It is decided once, at reservation,
 * and settlement charges by the same price (as the established gateway
 * does): an admin changing a ratio while a request streams changes the next
 * request, not the bill of one already admitted.
 */

export interface PriceQuery {
  /** The model the client asked for (before channel model mapping). */
  readonly model: string;
  /** The user's own group (the first key of `GroupGroupRatio`). */
  readonly userGroup: string;
  /** The group the request is billed in: the token's group, or the one `auto` picked. */
  readonly usingGroup: string;
  /**
   * Whether a model with neither a price nor a ratio is admitted at ratio
   * 37.5 (`SelfUseModeEnabled`, or the user's accept-unset setting) rather
   * than refused. The caller decides; this module only prices.
   */
  readonly acceptUnsetPrice: boolean;
}

export type ResolvedPrice =
  | {
      readonly kind: 'per-token';
      /** The normalised name the ratios were found under. */
      readonly model: string;
      readonly modelRatio: Decimal;
      readonly completionRatio: Decimal;
      readonly cacheRatio: Decimal;
      readonly createCacheRatio: Decimal;
      readonly imageRatio: Decimal;
      readonly group: EffectiveGroupRatio;
      /** Priced at 37.5 because the model has no ratio and the caller accepted that. */
      readonly unsetPrice: boolean;
    }
  | {
      readonly kind: 'per-call';
      readonly model: string;
      /**
       * US dollars this call costs: `ModelPrice` × `imagePriceRatio`, the
       * established gateway's "reset model price", so the settle and the
       * log's `model_price` carry the price of the call as made.
       */
      readonly price: Decimal;
      /**
       * `ModelPrice` as configured; absent means `price` is it. Optional (as is
       * the ratio) so a price built elsewhere, without an image ratio, still fits.
       */
      readonly modelPrice?: Decimal;
      /** An image request's ratio (image-price-ratio.ts), already in `price`; absent means 1. */
      readonly imagePriceRatio?: Decimal;
      readonly quotaPerUnit: Decimal;
      readonly group: EffectiveGroupRatio;
    };

export type PriceLookup = ResolvedPrice | { readonly kind: 'no-price'; readonly model: string };

export function resolvePrice(table: PriceTable, query: PriceQuery): PriceLookup {
  const model = normaliseModelName(query.model);
  const group = groupRatioFor(table, query.userGroup, query.usingGroup);
  // A fixed price wins over a ratio, as in the established gateway.
  const price = table.modelPrice.get(model);
  if (price !== undefined) return { kind: 'per-call', model, price, modelPrice: price, imagePriceRatio: ONE, quotaPerUnit: table.quotaPerUnit, group };
  const ratio = table.modelRatio.get(model);
  if (ratio === undefined && !query.acceptUnsetPrice) return { kind: 'no-price', model };
  return {
    kind: 'per-token',
    model,
    modelRatio: ratio ?? UNSET_MODEL_RATIO,
    completionRatio: completionRatioFor(model, table.completionRatio),
    cacheRatio: table.cacheRatio.get(model) ?? ONE,
    createCacheRatio: table.createCacheRatio.get(model) ?? DEFAULT_CREATE_CACHE_RATIO,
    imageRatio: table.imageRatio.get(model) ?? ONE,
    group,
    unsetPrice: ratio === undefined,
  };
}

/**
 * A per-call price for an image request: `ModelPrice` × the image price
 * ratio (server-behaviour 4.2). A per-token price is returned as it is: the
 * ratio prices images only where the model has a fixed price, as in the
 * established gateway. A ratio of 0 would make the call free, so it is
 * refused as a caller's bug (image-price-ratio.ts never answers one).
 */
export function withImagePriceRatio(price: ResolvedPrice, imagePriceRatio: Decimal): ResolvedPrice {
  if (isZero(imagePriceRatio)) throw new RangeError('an image price ratio must be above 0');
  if (price.kind !== 'per-call') return price;
  const modelPrice = price.modelPrice ?? price.price;
  return { ...price, price: multiply(modelPrice, imagePriceRatio), modelPrice, imagePriceRatio };
}

/**
 * The multiplier every charge of this price carries: model ratio × group
 * ratio, or price × quota per unit × group ratio. Zero means a free model,
 * and it is the "ratio product" of the at-least-one-unit rule.
 */
export function priceMultiplier(price: ResolvedPrice): Decimal {
  switch (price.kind) {
    case 'per-token':
      return multiply(price.modelRatio, price.group.ratio);
    case 'per-call':
      return multiply(multiply(price.price, price.quotaPerUnit), price.group.ratio);
    default:
      return assertNever(price);
  }
}

export function isFree(price: ResolvedPrice): boolean {
  return isZero(priceMultiplier(price));
}
