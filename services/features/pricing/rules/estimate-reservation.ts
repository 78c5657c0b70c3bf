import { assertNever } from '../../../platform/actor';
import { add, decimalOfInteger, multiply, type Decimal } from './exact-decimal';
import type { PriceTable } from './price-table';
import { checkTokenCount, toQuota } from './quota-units';
import { isFree, priceMultiplier, resolvePrice, withImagePriceRatio, type PriceQuery, type ResolvedPrice } from './resolve-price';

/*
 * How much quota to reserve before a request goes upstream
 * (server-behaviour 4.2, with one change).
 *
 * - Per token: `(max(promptTokens, PreConsumedQuota) + maxTokens ×
 *   completionRatio) × modelRatio × groupRatio`. The established gateway
 *   leaves the completion ratio out (`(max(P, floor) + maxTokens) × ratios`),
 *   so with gpt-4o's ratio 4 it holds a quarter of what a full-length answer
 *   costs. Holding the output at its own price makes the hold cover the
 *   answer the client allowed (the property test states exactly when the
 *   hold covers the settlement); what it still misses (cache writes, a prompt
 *   above the estimate) the ledger's over-settle policy handles (README,
 *   "Cost above the reservation").
 * - Per call: `price × imagePriceRatio × QuotaPerUnit × groupRatio`, which
 *   is also the charge: the ratio (image-price-ratio.ts; 1 when the request
 *   is not for images) becomes part of the price settlement charges by.
 * - A free price (a ratio, price or group ratio of 0) reserves 0.
 *
 * Rounded like settlements (quota-units.ts), with the same at-least-one-unit
 * rule, so a hold is never below the charge of the same usage.
 */

export interface ReservationRequest extends PriceQuery {
  /** The local estimate of the prompt (tokenizer count plus per-message overheads). */
  readonly promptTokens: number;
  /** The answer budget the client set (`max_tokens`, or the larger of it and `max_completion_tokens`, …); 0 when unset. */
  readonly maxTokens: number;
  /**
   * An image request's `imagePriceRatio(…).ratio` (image-price-ratio.ts);
   * absent for every other request, which is ratio 1. Applies to a per-call
   * price only.
   */
  readonly imagePriceRatio?: Decimal;
}

export type ReservationEstimate =
  | {
      readonly kind: 'priced';
      readonly quota: number;
      /** Settle with this same price (settle-cost.ts). */
      readonly price: ResolvedPrice;
      readonly free: boolean;
    }
  | { readonly kind: 'no-price'; readonly model: string };

export function estimateReservation(table: PriceTable, request: ReservationRequest): ReservationEstimate {
  const promptTokens = checkTokenCount('promptTokens', request.promptTokens);
  const maxTokens = checkTokenCount('maxTokens', request.maxTokens);
  const price = resolvePrice(table, request);
  switch (price.kind) {
    case 'no-price':
      return price;
    case 'per-token': {
      const prompt = Math.max(promptTokens, table.promptTokenFloor);
      const tokens = add(decimalOfInteger(prompt), multiply(decimalOfInteger(maxTokens), price.completionRatio));
      const { quota } = toQuota(multiply(tokens, priceMultiplier(price)), !isFree(price) && prompt + maxTokens > 0);
      return { kind: 'priced', quota, price, free: isFree(price) };
    }
    case 'per-call': {
      const charged = request.imagePriceRatio === undefined ? price : withImagePriceRatio(price, request.imagePriceRatio);
      const { quota } = toQuota(priceMultiplier(charged), !isFree(charged));
      return { kind: 'priced', quota, price: charged, free: isFree(charged) };
    }
    default:
      return assertNever(price);
  }
}
