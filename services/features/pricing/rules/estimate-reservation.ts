import { assertNever } from '../../../platform/actor';
import { add, decimalOfInteger, isZero, multiply, ZERO, type Decimal } from './exact-decimal';
import type { PriceTable } from './price-table';
import { checkTokenCount, toQuota } from './quota-units';
import { isFree, priceMultiplier, resolvePrice, withImagePriceRatio, type PriceQuery, type ResolvedPrice } from './resolve-price';
import { toolSurcharge } from './settle-cost';
import { toolChargesOf } from './tool-charges';
import type { Tool } from './tool-price';

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
 * - Tool calls known before the call (a chat search model's one search) add
 *   what they will cost (settle-cost.ts); those an answer reports later are
 *   charged by the over-settle policy.
 * - A free price (a ratio, price or group ratio of 0) reserves 0, but for
 *   its known tool calls.
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
  /** The tool calls the request will make, when known before the call (tool-calls.ts); absent for most. */
  readonly toolCalls?: Readonly<Partial<Record<Tool, number>>>;
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

/** What the tool calls known before the call will cost, exactly. */
function knownTools(table: PriceTable, request: ReservationRequest, price: ResolvedPrice): Decimal {
  return request.toolCalls === undefined ? ZERO : toolSurcharge(toolChargesOf(table, request.model, request.toolCalls), price.group.ratio);
}

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
      const tools = knownTools(table, request, price);
      const { quota } = toQuota(add(multiply(tokens, priceMultiplier(price)), tools), (!isFree(price) && prompt + maxTokens > 0) || !isZero(tools));
      return { kind: 'priced', quota, price, free: isFree(price) };
    }
    case 'per-call': {
      const charged = request.imagePriceRatio === undefined ? price : withImagePriceRatio(price, request.imagePriceRatio);
      const tools = knownTools(table, request, charged);
      const { quota } = toQuota(add(priceMultiplier(charged), tools), !isFree(charged) || !isZero(tools));
      return { kind: 'priced', quota, price: charged, free: isFree(charged) };
    }
    default:
      return assertNever(price);
  }
}
