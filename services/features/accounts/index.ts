/*
 * The accounts feature: setup, registration, sign-in and sessions, email
 * codes and password reset, self-service, admin user management, and
 * external sign-in (oauth/). This file is all that other code may import.
 */
import type { AccountsApp } from './accounts-app';
import type { OAuthApp } from './oauth/oauth-app';

export { createAccountsApp, type AccountsApp } from './accounts-app';
export { currentActor } from './current-actor';
export { type AccountsDeps } from './deps';
export { type OAuthDeps, type OAuthEndpoints, REAL_OAUTH_ENDPOINTS } from './oauth/deps';
export { createOAuthApp, type OAuthApp } from './oauth/oauth-app';
export { userActor } from './rules/user-actor';
export { cookiesOf, sessionSecretOf } from './session-cookie';
export { createSetupState, type SetupState } from './setup-state';
export { findUserById, type UserRecord } from './user-records';
export { findRelayOwners, type RelayOwnerRecord } from './relay-owner-records';
export { requireActOnUser } from './user-guard';

declare module '../../platform/app' {
  interface App {
    readonly accounts: AccountsApp;
    readonly oauth: OAuthApp;
  }
}
