/*
 * The pricing feature: the price engine (rules/: reservations and
 * settlements in exact decimals), the pricing endpoints, usable groups and
 * model lists, and how quota reads to a person. The relay prices through it too.
 */
import type { PricingApp } from './pricing-app';

export { createPricingApp, type PricingApp } from './pricing-app';
/** The groups a user may put on a token: the tokens feature checks a token's group against them. */
export { tokenGroupsOf } from './pricing';
/* The price engine itself, pure, for the relay: the table from the options, the hold, the charge. */
export { priceTableOf } from './price-table-of';
export { estimateReservation, type ReservationEstimate, type ReservationRequest } from './rules/estimate-reservation';
export { imagePriceRatio, MAX_IMAGE_N, type ImagePriceFields, type ImagePriceRatio } from './rules/image-price-ratio';
export { settleCost, type SettleBasis, type SettleCost, type ToolCharges, type Usage as PricedUsage } from './rules/settle-cost';
export { BUILT_IN_TOOL_PRICES, TOOLS, type Tool } from './rules/tool-price';
export { toolChargesOf } from './rules/tool-charges';
export { type PriceTable } from './rules/price-table';
export { explainCost, type CostExplanation, type RecordedUsage } from './rules/explain-cost';
export { formulaLanguageOf, type FormulaLanguage } from './rules/explain-words';
export { type ResolvedPrice } from './rules/resolve-price';
export { AUTO_GROUP, autoGroups, usableGroups, type GroupOptions } from './rules/groups';
export { toNumber as decimalToNumber, toText as decimalText } from './rules/exact-decimal';
export { normaliseModelName } from './rules/model-name';

declare module '../../platform/app' {
  interface App {
    readonly pricing: PricingApp;
  }
}
