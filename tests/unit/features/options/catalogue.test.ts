import { describe, expect, it } from 'vitest';
import { OPTION_CATALOGUE, OPTION_KEYS, optionKind } from '../../../../schema/options/catalogue';

/** Spec 03 §3.2, every row of the option catalogue, as written there. */
const SPEC_KEYS = `
PasswordLoginEnabled, PasswordRegisterEnabled, EmailVerificationEnabled, RegisterEnabled, GitHubOAuthEnabled, WeChatAuthEnabled, TelegramOAuthEnabled, LinuxDOOAuthEnabled, oidc.enabled, TurnstileCheckEnabled
EmailDomainRestrictionEnabled, EmailAliasRestrictionEnabled, EmailDomainWhitelist
SMTPServer, SMTPPort, SMTPAccount, SMTPFrom, SMTPToken, SMTPSSLEnabled
ServerAddress, WorkerUrl, WorkerValidKey, WorkerAllowHttpImageRequestEnabled
PayAddress, EpayId, EpayKey, Price, MinTopUp, TopupGroupRatio, CustomCallbackAddress, TopUpLink, general_setting.docs_link
QuotaPerUnit, RetryTimes, DisplayInCurrencyEnabled, DisplayTokenStatEnabled, DefaultCollapseSidebar, DemoSiteEnabled, SelfUseModeEnabled
DrawingEnabled, MjNotifyEnabled, MjAccountFilterEnabled, MjForwardUrlEnabled, MjModeClearEnabled, MjActionCheckSuccessEnabled
CheckSensitiveEnabled, CheckSensitiveOnPromptEnabled, SensitiveWords
LogConsumeEnabled, DataExportEnabled, DataExportInterval, DataExportDefaultTime
ChannelDisableThreshold, QuotaRemindThreshold, AutomaticDisableChannelEnabled, AutomaticEnableChannelEnabled, AutomaticDisableKeywords
QuotaForNewUser, PreConsumedQuota, QuotaForInviter, QuotaForInvitee, StreamCacheQueueLength
Notice, SystemName, Logo, HomePageContent, About, Footer
ModelPrice, ModelRatio, CacheRatio, CompletionRatio, GroupRatio, UserUsableGroups, Chats
ModelRequestRateLimitEnabled, ModelRequestRateLimitCount, ModelRequestRateLimitSuccessCount, ModelRequestRateLimitDurationMinutes, ModelRequestRateLimitGroup
gemini.safety_settings, gemini.version_settings, gemini.supported_imagine_models, gemini.thinking_adapter_enabled, gemini.thinking_adapter_budget_tokens_percentage
claude.model_headers_settings, claude.default_max_tokens, claude.thinking_adapter_enabled, claude.thinking_adapter_budget_tokens_percentage
global.pass_through_request_enabled, general_setting.ping_interval_enabled, general_setting.ping_interval_seconds
`
  .split(/[\s,]+/)
  .filter(Boolean);

/** Spec 03 §3.1: the keys whose values are JSON text. */
const SPEC_JSON_KEYS = [
  'ModelRatio',
  'ModelPrice',
  'CacheRatio',
  'CompletionRatio',
  'GroupRatio',
  'UserUsableGroups',
  'Chats',
  'ModelRequestRateLimitGroup',
  'TopupGroupRatio',
  'gemini.safety_settings',
  'gemini.version_settings',
  'gemini.supported_imagine_models',
  'claude.model_headers_settings',
  'claude.default_max_tokens',
];

describe('option catalogue', () => {
  it('holds every key of the specification', () => {
    const missing = SPEC_KEYS.filter((key) => !OPTION_KEYS.includes(key as never));
    expect(missing).toEqual([]);
  });

  it('stores booleans for every key ending in Enabled (spec 03 §3.1)', () => {
    const wrong = OPTION_KEYS.filter((key) => /enabled$/i.test(key) && OPTION_CATALOGUE[key].type !== 'boolean');
    expect(wrong).toEqual([]);
  });

  it('stores the JSON-valued keys as JSON', () => {
    expect(SPEC_JSON_KEYS.filter((key) => OPTION_CATALOGUE[key as keyof typeof OPTION_CATALOGUE].type !== 'json')).toEqual([]);
  });

  it('round-trips every default through its stored string form', () => {
    for (const key of OPTION_KEYS) {
      const kind = optionKind(key);
      const parsed = kind.parse(kind.serialise(kind.defaultValue));
      expect(parsed, key).toEqual({ ok: true, value: kind.defaultValue });
    }
  });

  it('has the documented defaults', () => {
    const d = (key: keyof typeof OPTION_CATALOGUE) => OPTION_CATALOGUE[key].defaultValue;
    expect(d('QuotaPerUnit')).toBe(500_000);
    expect(d('PreConsumedQuota')).toBe(500);
    expect(d('QuotaRemindThreshold')).toBe(1000);
    expect(d('RetryTimes')).toBe(0);
    expect(d('ChannelDisableThreshold')).toBe(5);
    expect(d('Price')).toBe(7.3);
    expect(d('MinTopUp')).toBe(1);
    expect(d('GroupRatio')).toEqual({ default: 1, vip: 1, svip: 1 });
    expect(d('ModelRequestRateLimitSuccessCount')).toBe(1000);
    expect(d('ModelRequestRateLimitDurationMinutes')).toBe(1);
    expect(d('gemini.thinking_adapter_enabled')).toBe(false);
    expect(d('gemini.thinking_adapter_budget_tokens_percentage')).toBe(0.6);
    expect(d('claude.thinking_adapter_enabled')).toBe(true);
    expect(d('claude.thinking_adapter_budget_tokens_percentage')).toBe(0.8);
    expect(d('claude.default_max_tokens')).toEqual({ default: 8192 });
    expect(d('gemini.version_settings')).toEqual({ default: 'v1beta' });
    expect(d('general_setting.ping_interval_seconds')).toBe(60);
    expect(d('DataExportInterval')).toBe(5);
    expect(d('DataExportDefaultTime')).toBe('hour');
    expect(d('SystemName')).toBe('Tollgate');
    expect(d('Logo')).toBe('/logo.png');
    expect(d('LogConsumeEnabled')).toBe(true);
    expect(d('DisplayTokenStatEnabled')).toBe(true);
  });

  it('marks secrets write-only', () => {
    const secrets = OPTION_KEYS.filter((key) => OPTION_CATALOGUE[key].secret).sort();
    expect(secrets).toEqual(
      [
        'EpayKey',
        'GitHubClientSecret',
        'LinuxDOClientSecret',
        'SMTPToken',
        'TelegramBotToken',
        'TurnstileSecretKey',
        'WeChatServerToken',
        'WorkerValidKey',
        'oidc.client_secret',
      ].sort(),
    );
  });

  it.each([
    ['PasswordLoginEnabled', 'yes', 'not a valid boolean value'],
    ['QuotaForNewUser', '-5', 'must be at least 0'],
    ['QuotaForNewUser', '1.5', 'must be an integer'],
    ['QuotaForNewUser', '', 'not a valid integer value'],
    ['GroupRatio', '{"vip": -1}', ''],
    ['GroupRatio', 'not json', 'not a valid json value'],
    ['ModelRequestRateLimitGroup', '{"vip": [10, 0]}', ''],
    ['gemini.thinking_adapter_budget_tokens_percentage', '1.5', 'must be at most 1'],
    ['general_setting.ping_interval_seconds', '0', 'must be at least 1'],
    ['DataExportDefaultTime', 'month', ''],
    ['Chats', '{"a": "b"}', ''],
  ] as const)('refuses %s = %j', (key, raw, reason) => {
    const result = optionKind(key).parse(raw);
    expect(result.ok).toBe(false);
    if (!result.ok && reason) expect(result.reason).toContain(reason);
  });

  it.each([
    ['PasswordLoginEnabled', 'false', false],
    ['QuotaPerUnit', '1000000', 1_000_000],
    ['ModelRequestRateLimitGroup', '{"vip":[0,5]}', { vip: [0, 5] }],
    ['Chats', '[{"Next":"https://x/#/?key={key}"}]', [{ Next: 'https://x/#/?key={key}' }]],
    ['ChannelDisableThreshold', '2.5', 2.5],
  ] as const)('reads %s = %j', (key, raw, value) => {
    expect(optionKind(key).parse(raw)).toEqual({ ok: true, value });
  });
});
