/* The redemptions feature: admin-made codes, each redeemed exactly once into the ledger. */
import type { RedemptionsApp } from './redemptions-app';

export { createRedemptionsApp, type RedemptionsApp } from './redemptions-app';

declare module '../../platform/app' {
  interface App {
    readonly redemptions: RedemptionsApp;
  }
}
