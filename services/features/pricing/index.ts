/*
 * The pricing feature: the price engine (rules/: reservations and
 * settlements in exact decimals), the pricing endpoints, usable groups and
 * model lists, and how quota reads to a person. The relay prices through it too.
 */
import type { PricingApp } from './pricing-app';

export { createPricingApp, type PricingApp } from './pricing-app';

declare module '../../platform/app' {
  interface App {
    readonly pricing: PricingApp;
  }
}
