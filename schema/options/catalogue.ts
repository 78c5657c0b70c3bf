import { z } from 'zod';
import { bool, choice, decimal, integer, json, text, type OptionKind } from './option-kind';

/**
 * Every system option, its kind and its default. Keys and defaults follow the
 * product specification (03 §3–§4, §9; 01 §9) and the established gateway's
 * defaults (server-behaviour appendix A). The table in the database holds
 * only values an admin has written; a key never written reads as its default,
 * so a new release can improve a default for everyone who kept it.
 */

const numberMap = z.record(z.string(), z.number().nonnegative().refine(Number.isFinite));
const textMap = z.record(z.string(), z.string());
/** `{ group: [max requests ≥ 0, max successes ≥ 1] }` (spec 03 §5). */
const rateLimitGroups = z.record(
  z.string(),
  z.tuple([
    z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1),
    z
      .number()
      .int()
      .min(1)
      .max(2 ** 31 - 1),
  ]),
);
/** A list of `{ name: url template }` objects (spec 03 §9). */
const chatLinks = z.array(z.record(z.string(), z.string()));

/**
 * One entry of `egress.allow_list`: an IP address, a CIDR range or a host
 * name, with an optional `:port` (`[IPv6]:port`; a bare IPv6 address or
 * range takes no port). The egress policy reads the same grammar
 * (services/platform/egress/allow-list.ts); a unit test keeps them in step.
 */
const egressHost = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  // A name whose last label is a number would be read as an IPv4 address.
  z.hostname().refine((name) => !/(?:^|\.)(?:\d+|0x[0-9a-f]*)\.?$/i.test(name)),
]);
const egressAllowEntry = z.string().refine((entry) => {
  const match = /^\[([^\]]+)\](?::([1-9]\d{0,4}))?$/.exec(entry) ?? /^([^:[\]]+)(?::([1-9]\d{0,4}))?$/.exec(entry);
  if (match) {
    const v6 = match[1]!.includes(':');
    if (entry.startsWith('[') !== v6 || (match[2] !== undefined && Number(match[2]) > 65535)) return false;
    return egressHost.safeParse(match[1]).success;
  }
  return /^[^[\]]*:[^[\]]*:[^[\]]*$/.test(entry) && z.union([z.ipv6(), z.cidrv6()]).safeParse(entry).success;
}, 'each entry must be an IP address, a CIDR range or a host name, optionally with :port ([IPv6]:port)');

/** One Epay payment method: `{ name, type, color?, min_topup? }` (spec 03 payment settings). */
const payMethods = z.array(
  z.object({ name: z.string(), type: z.string().min(1), color: z.string().optional(), min_topup: z.union([z.string(), z.number()]).optional() }),
);
const DEFAULT_PAY_METHODS: z.infer<typeof payMethods> = [
  { name: '支付宝', color: 'rgba(var(--semi-blue-5), 1)', type: 'alipay' },
  { name: '微信', color: 'rgba(var(--semi-green-5), 1)', type: 'wxpay' },
  { name: '自定义1', color: 'black', type: 'custom1', min_topup: '50' },
];

const DEFAULT_GROUP_RATIO = { default: 1, vip: 1, svip: 1 };

const DEFAULT_DISABLE_KEYWORDS = [
  'Your credit balance is too low',
  'This organization has been disabled.',
  'You exceeded your current quota',
  'Permission denied',
  'The security token included in the request is invalid',
  'Operation not allowed',
  'Your account is not authorized',
].join('\n');

export const OPTION_CATALOGUE = {
  // Login and registration
  PasswordLoginEnabled: bool(true),
  PasswordRegisterEnabled: bool(true),
  EmailVerificationEnabled: bool(false),
  RegisterEnabled: bool(true),
  GitHubOAuthEnabled: bool(false),
  GitHubClientId: text(''),
  GitHubClientSecret: text('', { secret: true }),
  WeChatAuthEnabled: bool(false),
  WeChatServerAddress: text(''),
  WeChatServerToken: text('', { secret: true }),
  WeChatAccountQRCodeImageURL: text(''),
  TelegramOAuthEnabled: bool(false),
  TelegramBotName: text(''),
  TelegramBotToken: text('', { secret: true }),
  LinuxDOOAuthEnabled: bool(false),
  LinuxDOClientId: text(''),
  LinuxDOClientSecret: text('', { secret: true }),
  'oidc.enabled': bool(false),
  'oidc.client_id': text(''),
  'oidc.client_secret': text('', { secret: true }),
  'oidc.well_known': text(''),
  'oidc.authorization_endpoint': text(''),
  'oidc.token_endpoint': text(''),
  'oidc.user_info_endpoint': text(''),
  TurnstileCheckEnabled: bool(false),
  TurnstileSiteKey: text(''),
  TurnstileSecretKey: text('', { secret: true }),

  // Email restriction
  EmailDomainRestrictionEnabled: bool(false),
  EmailAliasRestrictionEnabled: bool(false),
  EmailDomainWhitelist: text(['gmail.com', '163.com', '126.com', 'qq.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'yahoo.com', 'foxmail.com'].join(',')),

  // Mail
  SMTPServer: text(''),
  SMTPPort: integer(587, { min: 1, max: 65535 }),
  SMTPAccount: text(''),
  SMTPFrom: text(''),
  SMTPToken: text('', { secret: true }),
  SMTPSSLEnabled: bool(false),

  // Addresses and worker
  ServerAddress: text(''),
  WorkerUrl: text(''),
  WorkerValidKey: text('', { secret: true }),
  WorkerAllowHttpImageRequestEnabled: bool(false),

  // Egress: private upstreams (a local model server) the gateway may call despite the egress policy (RELIABILITY A20)
  'egress.allow_list': json([] as string[], z.array(egressAllowEntry)),

  // Payment
  PayAddress: text(''),
  EpayId: text(''),
  EpayKey: text('', { secret: true }),
  Price: decimal(7.3, { min: 0 }),
  USDExchangeRate: decimal(7.3, { min: 0 }),
  MinTopUp: integer(1, { min: 0 }),
  TopupGroupRatio: json(DEFAULT_GROUP_RATIO, numberMap),
  CustomCallbackAddress: text(''),
  TopUpLink: text(''),
  // The Epay methods offered on the wallet page (server-behaviour 5.2); `min_topup` raises the minimum for one method.
  PayMethods: json(DEFAULT_PAY_METHODS, payMethods),
  // The amounts offered as buttons, and a discount factor per amount (missing: 1).
  'payment_setting.amount_options': json([10, 20, 50, 100, 200, 500], z.array(z.number().int().positive())),
  'payment_setting.amount_discount': json({} as Record<string, number>, numberMap),
  // A pending order the provider has not confirmed within this many minutes expires (its callback then credits nothing).
  TopupOrderExpiryMinutes: integer(30, { min: 1, max: 7 * 24 * 60 }),
  'general_setting.docs_link': text(''),

  // Quota and display
  QuotaPerUnit: decimal(500_000, { min: 1 }),
  RetryTimes: integer(0, { min: 0, max: 10 }),
  DisplayInCurrencyEnabled: bool(true),
  DisplayTokenStatEnabled: bool(true),
  DefaultCollapseSidebar: bool(false),
  DemoSiteEnabled: bool(false),
  SelfUseModeEnabled: bool(false),

  // Drawing and tasks
  DrawingEnabled: bool(true),
  TaskEnabled: bool(true),
  MjNotifyEnabled: bool(false),
  MjAccountFilterEnabled: bool(false),
  MjForwardUrlEnabled: bool(true),
  MjModeClearEnabled: bool(false),
  MjActionCheckSuccessEnabled: bool(true),

  // Sensitive words (one word per line)
  CheckSensitiveEnabled: bool(false),
  CheckSensitiveOnPromptEnabled: bool(false),
  SensitiveWords: text(''),

  // Log and dashboard
  LogConsumeEnabled: bool(true),
  /** An extension: days a usage log row stays in the read model (0: for ever); the ledger keeps every event regardless (docs/usage-log.md). */
  LogRetentionDays: integer(0, { min: 0, max: 36_500 }),
  DataExportEnabled: bool(true),
  DataExportInterval: integer(5, { min: 1 }),
  DataExportDefaultTime: choice('hour', ['hour', 'day', 'week']),

  // Channel monitoring
  ChannelDisableThreshold: decimal(5, { min: 0 }),
  QuotaRemindThreshold: integer(1000, { min: 0 }),
  AutomaticDisableChannelEnabled: bool(false),
  // Test every channel on a schedule (server-behaviour 3.8, the established gateway's monitor settings); off by default.
  'monitor_setting.auto_test_channel_enabled': bool(false),
  'monitor_setting.auto_test_channel_minutes': integer(10, { min: 1, max: 1440 }),
  AutomaticEnableChannelEnabled: bool(false),
  AutomaticDisableKeywords: text(DEFAULT_DISABLE_KEYWORDS),
  AutomaticDisableStatusCodes: text('401'),
  AutomaticRetryStatusCodes: text('100-199,300-399,401-407,409-499,500-503,505-523,525-599'),

  // New-user and invite quota
  QuotaForNewUser: integer(0, { min: 0 }),
  PreConsumedQuota: integer(500, { min: 0 }),
  QuotaForInviter: integer(0, { min: 0 }),
  QuotaForInvitee: integer(0, { min: 0 }),
  // Upstream stream events the relay holds for a slow client before it stops reading (0: its default, 64); docs/relay.md.
  StreamCacheQueueLength: integer(0, { min: 0, max: 4096 }),

  // Content
  Notice: text(''),
  SystemName: text('Tollgate'),
  Logo: text('/logo.png'),
  HomePageContent: text(''),
  About: text(''),
  Footer: text(''),

  // Pricing maps (built-in model prices arrive with the pricing work)
  ModelPrice: json({} as Record<string, number>, numberMap),
  ModelRatio: json({} as Record<string, number>, numberMap),
  CacheRatio: json({} as Record<string, number>, numberMap),
  CompletionRatio: json({} as Record<string, number>, numberMap),
  GroupRatio: json(DEFAULT_GROUP_RATIO as Record<string, number>, numberMap),
  UserUsableGroups: json({ default: '默认分组', vip: 'vip分组' } as Record<string, string>, textMap),
  // Pricing of cache writes and image input per model (a missing model: 1.25 and 1, server-behaviour 4.1)
  CreateCacheRatio: json({} as Record<string, number>, numberMap),
  ImageRatio: json({} as Record<string, number>, numberMap),
  // Tool calls an upstream runs for a request, US dollars per 1,000 calls, over the built-in prices:
  // `"web_search": 10` for every model, `"web_search_preview:gpt-4o*": 25` for the models with that prefix (4.3)
  'tool_price_setting.prices': json({} as Record<string, number>, numberMap),
  // `{ userGroup: { usingGroup: ratio } }`: what one user group pays in another group, before GroupRatio (4.1)
  GroupGroupRatio: json({ vip: { edit_this: 0.9 } } as Record<string, Record<string, number>>, z.record(z.string(), numberMap)),
  // The groups the `auto` group walks, in order (3.2); only those the user may use count
  AutoGroups: json(['default'] as string[], z.array(z.string().min(1))),
  // Per user group, changes to UserUsableGroups: `"+:g": desc` or `"g": desc` adds g, `"-:g"` removes it (12)
  'group_ratio_setting.group_special_usable_group': json({} as Record<string, Record<string, string>>, z.record(z.string(), textMap)),
  Chats: json([] as Record<string, string>[], chatLinks),

  // Rate limit
  ModelRequestRateLimitEnabled: bool(false),
  ModelRequestRateLimitCount: integer(0, { min: 0 }),
  ModelRequestRateLimitSuccessCount: integer(1000, { min: 1 }),
  ModelRequestRateLimitDurationMinutes: integer(1, { min: 0 }),
  ModelRequestRateLimitGroup: json({} as Record<string, [number, number]>, rateLimitGroups),

  // Gemini
  'gemini.safety_settings': json({ default: 'OFF' } as Record<string, string>, textMap),
  'gemini.version_settings': json({ default: 'v1beta' } as Record<string, string>, textMap),
  'gemini.supported_imagine_models': json(['gemini-2.0-flash-exp-image-generation', 'gemini-2.0-flash-exp'] as string[], z.array(z.string())),
  'gemini.thinking_adapter_enabled': bool(false),
  'gemini.thinking_adapter_budget_tokens_percentage': decimal(0.6, { min: 0.1, max: 1 }),

  // Claude
  'claude.model_headers_settings': json({} as Record<string, Record<string, string[]>>, z.record(z.string(), z.record(z.string(), z.array(z.string())))),
  'claude.default_max_tokens': json({ default: 8192 } as Record<string, number>, z.record(z.string(), z.number().int().positive())),
  'claude.thinking_adapter_enabled': bool(true),
  'claude.thinking_adapter_budget_tokens_percentage': decimal(0.8, { min: 0.1, max: 1 }),

  // Global
  'global.pass_through_request_enabled': bool(false),
  'general_setting.ping_interval_enabled': bool(false),
  'general_setting.ping_interval_seconds': integer(60, { min: 1 }),
} as const satisfies Record<string, OptionKind<unknown>>;

export type OptionCatalogue = typeof OPTION_CATALOGUE;
export type OptionKey = keyof OptionCatalogue;
export type OptionValue<K extends OptionKey> = OptionCatalogue[K] extends OptionKind<infer T> ? T : never;
export type OptionValues = { readonly [K in OptionKey]: OptionValue<K> };

export const OPTION_KEYS = Object.keys(OPTION_CATALOGUE) as OptionKey[];

export function isOptionKey(key: string): key is OptionKey {
  return Object.hasOwn(OPTION_CATALOGUE, key);
}

export function optionKind<K extends OptionKey>(key: K): OptionKind<OptionValue<K>> {
  return OPTION_CATALOGUE[key] as unknown as OptionKind<OptionValue<K>>;
}
