/* The tokens feature: API tokens for their owners, found by hash, sealed at rest, with allowances in the ledger. */
import type { TokensApp } from './tokens-app';

export { createTokensApp, type TokensApp } from './tokens-app';
export { type TokensDeps } from './tokens';
export { findRelayToken, findRelayTokens, type RelayTokenRecord } from './relay-token-records';

declare module '../../platform/app' {
  interface App {
    readonly tokens: TokensApp;
  }
}
