/* The topup feature: online top-up orders through Epay, each credited once. */
import type { TopupApp } from './topup-app';

export { type TopupDeps } from './deps';
export { createTopupApp, type TopupApp } from './topup-app';

declare module '../../platform/app' {
  interface App {
    readonly topup: TopupApp;
  }
}
