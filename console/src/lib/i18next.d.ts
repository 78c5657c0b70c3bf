import 'i18next';
import type zhAuth from '../locales/zh/auth.json';
import type zhChat from '../locales/zh/chat.json';
import type zhChannels from '../locales/zh/channels.json';
import type zhCommon from '../locales/zh/common.json';
import type zhDashboard from '../locales/zh/dashboard.json';
import type zhHome from '../locales/zh/home.json';
import type zhLogs from '../locales/zh/logs.json';
import type zhPersonal from '../locales/zh/personal.json';
import type zhPlayground from '../locales/zh/playground.json';
import type zhPricing from '../locales/zh/pricing.json';
import type zhRedemptions from '../locales/zh/redemptions.json';
import type zhSettings from '../locales/zh/settings.json';
import type zhSettingsOperation from '../locales/zh/settings-operation.json';
import type zhSettingsOther from '../locales/zh/settings-other.json';
import type zhSettingsPricing from '../locales/zh/settings-pricing.json';
import type zhSettingsSystem from '../locales/zh/settings-system.json';
import type zhSetup from '../locales/zh/setup.json';
import type zhTasks from '../locales/zh/tasks.json';
import type zhTokens from '../locales/zh/tokens.json';
import type zhUsers from '../locales/zh/users.json';
import type zhWallet from '../locales/zh/wallet.json';

/** Typed keys: `t('status.version')` compiles, a misspelt key does not. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof zhCommon;
      auth: typeof zhAuth;
      setup: typeof zhSetup;
      home: typeof zhHome;
      users: typeof zhUsers;
      personal: typeof zhPersonal;
      logs: typeof zhLogs;
      pricing: typeof zhPricing;
      playground: typeof zhPlayground;
      chat: typeof zhChat;
      channels: typeof zhChannels;
      tasks: typeof zhTasks;
      dashboard: typeof zhDashboard;
      tokens: typeof zhTokens;
      redemptions: typeof zhRedemptions;
      wallet: typeof zhWallet;
      settings: typeof zhSettings;
      settingsSystem: typeof zhSettingsSystem;
      settingsOperation: typeof zhSettingsOperation;
      settingsPricing: typeof zhSettingsPricing;
      settingsOther: typeof zhSettingsOther;
    };
  }
}
