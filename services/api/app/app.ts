import type { Actor } from '../../shared/actor';
import type { WalletView } from '../../ledger/wallet-view';
import { recentActivity, watchActivity, type ActivityDeps, type ActivityPoint } from './activity';
import {
  adjustQuota,
  balanceAt,
  exportLedgerCsv,
  getWallet,
  ledgerEntries,
  tokenBalanceAt,
  type LedgerDeps,
  type LedgerPage,
  type LedgerQuery,
  type TokenAt,
  type WalletAt,
  type WalletSummary,
} from './ledger';
import { createOptionsApp, type OptionsApp, type OptionsDeps } from './options';
import { createAccountsApp, type AccountsApp } from './accounts/accounts-app';
import type { AccountsDeps } from './accounts/deps';
import { createTokensApp, type TokensApp } from './tokens/tokens-app';
import { createRedemptionsApp, type RedemptionsApp } from './redemptions/redemptions-app';
import { createTopupApp, type TopupApp } from './topup/topup-app';
import { createChannelsApp, type ChannelsApp } from './channels/channels-app';
import { createChannelProbeApp, type ChannelProbeApp } from './channels/probe-app';
import { createPricingApp, type PricingApp } from './pricing/pricing-app';
import type { ChannelsDeps } from './channels/deps';
import { createOAuthApp, type OAuthApp } from './oauth/oauth-app';
import type { OAuthDeps } from './oauth/deps';
import type { TopupDeps } from './topup/deps';
import type { TokensDeps } from './tokens/tokens';
import { getStatus, watchStatus, type StatusDeps, type SystemStatus } from './status';

export type AppDeps = StatusDeps & ActivityDeps & LedgerDeps & OptionsDeps & AccountsDeps & TokensDeps & TopupDeps & ChannelsDeps & OAuthDeps;

/**
 * The application layer both transports call. Each function takes the
 * caller's Actor, validates its input, applies the rules and returns plain
 * data or throws AppError. No HTTP, no GraphQL in here.
 */
export interface App {
  readonly status: {
    get(actor: Actor): Promise<SystemStatus>;
    watch(actor: Actor, signal: AbortSignal): AsyncIterable<SystemStatus>;
  };
  readonly activity: {
    recent(actor: Actor, input: { hours: number }): Promise<ActivityPoint[]>;
    watch(actor: Actor, input: { hours: number }, signal: AbortSignal): AsyncIterable<ActivityPoint[]>;
  };
  readonly ledger: {
    wallet(actor: Actor, input: { userId?: number }): Promise<WalletSummary>;
    adjustQuota(actor: Actor, input: { userId: number; amount: number; reason?: string | null }): Promise<WalletView>;
    balanceAt(actor: Actor, input: { userId?: number; at: string | Date }): Promise<WalletAt>;
    tokenBalanceAt(actor: Actor, input: { tokenId: number; at: string | Date }): Promise<TokenAt>;
    entries(actor: Actor, input: LedgerQuery & { first?: number; after?: string | null }): Promise<LedgerPage>;
    exportCsv(actor: Actor, input: LedgerQuery): Promise<AsyncIterable<string>>;
  };
  readonly options: OptionsApp;
  readonly accounts: AccountsApp;
  readonly tokens: TokensApp;
  readonly redemptions: RedemptionsApp;
  readonly topup: TopupApp;
  readonly channels: ChannelsApp & ChannelProbeApp;
  readonly oauth: OAuthApp;
  readonly pricing: PricingApp;
}

export function createApp(deps: AppDeps): App {
  return {
    status: {
      get: (actor) => getStatus(deps, actor),
      watch: (actor, signal) => watchStatus(deps, actor, signal),
    },
    activity: {
      recent: (actor, input) => recentActivity(deps, actor, input),
      watch: (actor, input, signal) => watchActivity(deps, actor, input, signal),
    },
    ledger: {
      wallet: (actor, input) => getWallet(deps, actor, input),
      adjustQuota: (actor, input) => adjustQuota(deps, actor, input),
      balanceAt: (actor, input) => balanceAt(deps, actor, input),
      tokenBalanceAt: (actor, input) => tokenBalanceAt(deps, actor, input),
      entries: (actor, input) => ledgerEntries(deps, actor, input),
      exportCsv: (actor, input) => exportLedgerCsv(deps, actor, input),
    },
    options: createOptionsApp(deps),
    accounts: createAccountsApp(deps),
    tokens: createTokensApp(deps),
    redemptions: createRedemptionsApp(deps),
    topup: createTopupApp(deps),
    channels: { ...createChannelsApp(deps), ...createChannelProbeApp(deps) },
    oauth: createOAuthApp(deps),
    pricing: createPricingApp(deps),
  };
}
