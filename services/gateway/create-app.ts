import type { App } from '../platform/app';
import { createAccountsApp, createOAuthApp, currentActor, requireActOnUser, type AccountsDeps, type OAuthDeps } from '../features/accounts';
import { createActivityApp, type ActivityDeps } from '../features/activity';
import { createChannelHealthApp, type ChannelHealthDeps } from '../features/channel-health';
import { createChannelProbeApp, createChannelsApp, type ChannelsDeps } from '../features/channels';
import { createDashboardApp, type DashboardDeps } from '../features/dashboard';
import { createOptionsApp, type OptionsDeps } from '../features/options';
import { createPricingApp } from '../features/pricing';
import { createRedemptionsApp } from '../features/redemptions';
import { createStatusApp, type StatusDeps } from '../features/status';
import { createTokensApp, type TokensDeps } from '../features/tokens';
import { createTopupApp, type TopupDeps } from '../features/topup';
import { createTasksApp, type TasksDeps } from '../features/tasks';
import { createUsageLogApp, type UsageLogDeps } from '../features/usage-log';
import { createLedgerApp, createWalletWatchApp, type LedgerDeps } from '../features/wallet';

export type AppDeps = StatusDeps &
  ActivityDeps &
  Omit<LedgerDeps, 'requireActOnUser'> &
  OptionsDeps &
  AccountsDeps &
  TokensDeps &
  TopupDeps &
  ChannelsDeps &
  ChannelHealthDeps &
  OAuthDeps &
  UsageLogDeps &
  TasksDeps &
  DashboardDeps;

/**
 * The application layer both transports call, one member per feature. Each
 * function takes the caller's Actor, validates its input, applies the rules
 * and returns plain data or throws AppError. No HTTP, no GraphQL in here.
 */
export function createApp(deps: AppDeps): App {
  return {
    status: createStatusApp(deps),
    activity: createActivityApp(deps),
    // The ledger's adjustQuota applies the accounts' user level check, and its wallet watch the accounts' current actor, which the wallet feature cannot import.
    ledger: {
      ...createLedgerApp({ ...deps, requireActOnUser: (actor, userId) => requireActOnUser(deps.db, actor, userId, 'only admins adjust quota') }),
      ...createWalletWatchApp({ ...deps, currentActor: (actor) => currentActor(deps.db, actor) }),
    },
    options: createOptionsApp(deps),
    accounts: createAccountsApp(deps),
    tokens: createTokensApp(deps),
    redemptions: createRedemptionsApp(deps),
    topup: createTopupApp(deps),
    channels: { ...createChannelsApp(deps), ...createChannelProbeApp(deps) },
    channelHealth: createChannelHealthApp(deps),
    oauth: createOAuthApp(deps),
    pricing: createPricingApp(deps),
    usageLog: createUsageLogApp(deps),
    tasks: createTasksApp(deps),
    dashboard: createDashboardApp(deps),
  };
}
