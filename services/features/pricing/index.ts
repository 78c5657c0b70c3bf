/*
 * The pricing feature: the price engine (rules/: reservations and
 * settlements in exact decimals), the pricing endpoints, usable groups and
 * model lists, and how quota reads to a person. The relay prices through it too.
 */
import type { PricingApp } from './pricing-app';

export { createPricingApp, type PricingApp } from './pricing-app';
/** The groups a user may put on a token: the tokens feature checks a token's group against them. */
export { tokenGroupsOf } from './pricing';

declare module '../../platform/app' {
  interface App {
    readonly pricing: PricingApp;
  }
}
