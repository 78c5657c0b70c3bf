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

  it.each([
    'SystemName',
    'Notice',
    'About',
    'HomePageContent',
    'Footer',
    'Logo',
    'ModelRatio',
    'ModelPrice',
    'GroupRatio',
    'QuotaForNewUser',
    'PreConsumedQuota',
    'RetryTimes',
    'ModelRequestRateLimitEnabled',
    'DrawingEnabled',
    'gemini.safety_settings',
    'claude.default_max_tokens',
    'GroupGroupRatio',
    'CreateCacheRatio',
    'ImageRatio',
    'AutoGroups',
    'group_ratio_setting.group_special_usable_group',
    'monitor_setting.auto_test_channel_enabled',
    'monitor_setting.auto_test_channel_minutes',
  ] as const)('%s (operation, rate limit, models, content) is admin-writable and readable', (key) => {
    expect(isRootOnlyOption(key)).toBe(false);
    expect(isWriteOnlyOption(key)).toBe(false);
  });
});
