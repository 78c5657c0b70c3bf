import { describe, expect, it } from 'vitest';
import { OPTION_CATALOGUE, OPTION_KEYS } from '../../../../schema/options/catalogue';
import { isRootOnlyOption, isWriteOnlyOption, ROOT_ONLY_OPTION_KEYS } from '../../../../schema/options/option-access';

describe('option access classification', () => {
  it('names only options of the catalogue, each once', () => {
    expect(ROOT_ONLY_OPTION_KEYS.filter((key) => !OPTION_KEYS.includes(key))).toEqual([]);
    expect(new Set(ROOT_ONLY_OPTION_KEYS).size).toBe(ROOT_ONLY_OPTION_KEYS.length);
  });

  it('hides every secret of the catalogue and every name the established gateway hides (server-behaviour §7)', () => {
    const hidden = OPTION_KEYS.filter(isWriteOnlyOption);
    for (const key of OPTION_KEYS.filter((k) => OPTION_CATALOGUE[k].secret)) expect(hidden).toContain(key);
    expect(hidden.sort()).toEqual(
      [
        'EpayKey',
        'GitHubClientSecret',
        'LinuxDOClientSecret',
        'SMTPToken',
        'TelegramBotToken',
        'TurnstileSecretKey',
        'TurnstileSiteKey',
        'WeChatServerToken',
        'WorkerValidKey',
        'oidc.client_secret',
      ].sort(),
    );
  });

  it('keeps every secret to the super admin', () => {
    expect(OPTION_KEYS.filter((key) => isWriteOnlyOption(key) && !isRootOnlyOption(key))).toEqual([]);
  });

  it.each([
    'PasswordLoginEnabled',
    'RegisterEnabled',
    'GitHubOAuthEnabled',
    'GitHubClientId',
    'oidc.well_known',
    'TurnstileCheckEnabled',
    'EmailDomainWhitelist',
    'SMTPServer',
    'SMTPPort',
    'SMTPFrom',
    'ServerAddress',
    'WorkerUrl',
    'PayAddress',
    'EpayId',
    'Price',
    'TopupGroupRatio',
    'CustomCallbackAddress',
  ] as const)('%s (payment, OAuth, SMTP, addresses, login toggles) is root-only', (key) => {
    expect(isRootOnlyOption(key)).toBe(true);
  });

  /** Every option that changes what anyone is charged or credited, or a quota amount (issue 13, item 3). */
  const MONEY = [
    // What a dollar buys, and what a top-up costs
    'QuotaPerUnit',
    'Price',
    'USDExchangeRate',
    'MinTopUp',
    'TopupGroupRatio',
    'PayMethods',
    'payment_setting.amount_options',
    'payment_setting.amount_discount',
    'TopupOrderExpiryMinutes',
    // Credits
    'QuotaForNewUser',
    'QuotaForInviter',
    'QuotaForInvitee',
    // Prices and ratios, and the hold before a request
    'ModelPrice',
    'ModelRatio',
    'CompletionRatio',
    'CacheRatio',
    'CreateCacheRatio',
    'ImageRatio',
    'GroupRatio',
    'GroupGroupRatio',
    'PreConsumedQuota',
    // Which groups (and so which group ratio) a user may use
    'UserUsableGroups',
    'group_ratio_setting.group_special_usable_group',
    'AutoGroups',
    // Quota amounts
    'QuotaRemindThreshold',
  ] as const;

  it.each(MONEY)('%s (it moves money) is root-only and readable', (key) => {
    expect(isRootOnlyOption(key)).toBe(true);
    expect(isWriteOnlyOption(key)).toBe(false);
  });

  it('lists every money option of the catalogue: no ratio, price or quota option is left to admins', () => {
    const moneyLike = OPTION_KEYS.filter((key) => /Ratio|Price|Quota|TopUp|Topup|payment_setting|UsableGroup|AutoGroups/.test(key));
    expect(moneyLike.filter((key) => !isRootOnlyOption(key))).toEqual([]);
  });

  it.each([
    'SystemName',
    'Notice',
    'About',
    'HomePageContent',
    'Footer',
    'Logo',
    'RetryTimes',
    'ModelRequestRateLimitEnabled',
    'DrawingEnabled',
    'gemini.safety_settings',
    'claude.default_max_tokens',
    'DisplayInCurrencyEnabled',
    'monitor_setting.auto_test_channel_enabled',
    'monitor_setting.auto_test_channel_minutes',
  ] as const)('%s (operation, rate limit, models, content, display) is admin-writable and readable', (key) => {
    expect(isRootOnlyOption(key)).toBe(false);
    expect(isWriteOnlyOption(key)).toBe(false);
  });
});
