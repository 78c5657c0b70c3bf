import { OPTION_CATALOGUE, type OptionKey } from './catalogue';

/*
 * Who may change an option and which options are never read back: the one
 * place that decides it. Admins (role 10) read every option and change the
 * operational ones; the keys below are security-critical or move money, so
 * only the super admin (role 100) may change them. Admins still see their
 * (non-secret) values, read-only.
 */

/**
 * Every option that changes what anyone is charged or credited (issue 13,
 * item 3): what a unit of quota is worth, prices and ratios, the hold taken
 * before a request, free quota for new and invited users, which groups (and
 * so which group ratio) a user may use, and the site's low-balance threshold.
 * The top-up prices and amounts are in the payment block below.
 */
export const MONEY_OPTION_KEYS = [
  'QuotaPerUnit',
  'QuotaForNewUser',
  'QuotaForInviter',
  'QuotaForInvitee',
  'PreConsumedQuota',
  'QuotaRemindThreshold',
  'ModelPrice',
  'ModelRatio',
  'CompletionRatio',
  'CacheRatio',
  'CreateCacheRatio',
  'ImageRatio',
  'tool_price_setting.prices',
  'GroupRatio',
  'GroupGroupRatio',
  'UserUsableGroups',
  'group_ratio_setting.group_special_usable_group',
  'AutoGroups',
] as const satisfies readonly OptionKey[];

/**
 * Everything on the settings page's System tab (spec 03 §2.1): sign-in and
 * registration, the mail server, the server and worker addresses and the
 * payment settings. A wrong value here locks users out, hands their mail or
 * their sign-ins to someone else, or changes what they pay.
 */
export const ROOT_ONLY_OPTION_KEYS = [
  // Login and registration toggles, and the OAuth / human-check providers behind them
  'PasswordLoginEnabled',
  'PasswordRegisterEnabled',
  'EmailVerificationEnabled',
  'RegisterEnabled',
  'GitHubOAuthEnabled',
  'GitHubClientId',
  'GitHubClientSecret',
  'WeChatAuthEnabled',
  'WeChatServerAddress',
  'WeChatServerToken',
  'WeChatAccountQRCodeImageURL',
  'TelegramOAuthEnabled',
  'TelegramBotName',
  'TelegramBotToken',
  'LinuxDOOAuthEnabled',
  'LinuxDOClientId',
  'LinuxDOClientSecret',
  'oidc.enabled',
  'oidc.client_id',
  'oidc.client_secret',
  'oidc.well_known',
  'oidc.authorization_endpoint',
  'oidc.token_endpoint',
  'oidc.user_info_endpoint',
  'TurnstileCheckEnabled',
  'TurnstileSiteKey',
  'TurnstileSecretKey',
  // Who may register by e-mail
  'EmailDomainRestrictionEnabled',
  'EmailAliasRestrictionEnabled',
  'EmailDomainWhitelist',
  // SMTP: the mail server receives every verification and password-reset mail
  'SMTPServer',
  'SMTPPort',
  'SMTPAccount',
  'SMTPFrom',
  'SMTPToken',
  'SMTPSSLEnabled',
  // Server and worker addresses (callbacks, links in mails, the image-fetching worker)
  'ServerAddress',
  'WorkerUrl',
  'WorkerValidKey',
  'WorkerAllowHttpImageRequestEnabled',
  // Payment: where money goes and what a dollar of quota costs
  'PayAddress',
  'EpayId',
  'EpayKey',
  'Price',
  'USDExchangeRate',
  'MinTopUp',
  'TopupGroupRatio',
  'CustomCallbackAddress',
  'TopUpLink',
  'PayMethods',
  'payment_setting.amount_options',
  'payment_setting.amount_discount',
  'TopupOrderExpiryMinutes',
  'general_setting.docs_link',
  // Which private addresses the gateway may call: an admin must not open the internal network (RELIABILITY T7)
  'egress.allow_list',
  // Prices, ratios and credits: an admin must not change what anyone pays or is given
  ...MONEY_OPTION_KEYS,
] as const satisfies readonly OptionKey[];

/**
 * The options that are credentials (the catalogue's `secret` flag): stored
 * sealed with the secret box, opened only inside the server, never returned
 * over the API nor recorded in an event, and re-sealed by `npm run
 * reseal-keys`.
 */
export const SECRET_OPTION_KEYS = [
  'GitHubClientSecret',
  'WeChatServerToken',
  'TelegramBotToken',
  'LinuxDOClientSecret',
  'oidc.client_secret',
  'TurnstileSecretKey',
  'SMTPToken',
  'WorkerValidKey',
  'EpayKey',
] as const satisfies readonly OptionKey[];

const secretOptions: ReadonlySet<string> = new Set(SECRET_OPTION_KEYS);

/** A credential option: stored sealed (see SECRET_OPTION_KEYS). */
export const isSecretOption = (key: string): boolean => secretOptions.has(key);

/** The established gateway never returns options whose names end like this (server-behaviour §7). */
const WRITE_ONLY_SUFFIXES = ['Token', 'Secret', 'Key', 'secret', 'api_key'] as const;

const rootOnly: ReadonlySet<string> = new Set(ROOT_ONLY_OPTION_KEYS);

/**
 * A secret: written, never read back over the API. The catalogue's `secret`
 * flag, and the established gateway's name rule so that a secret added
 * later without the flag is still hidden.
 */
export function isWriteOnlyOption(key: OptionKey): boolean {
  return OPTION_CATALOGUE[key].secret || WRITE_ONLY_SUFFIXES.some((suffix) => key.endsWith(suffix));
}

/** Only the super admin may change it: the list above, and every secret wherever it is. */
export function isRootOnlyOption(key: OptionKey): boolean {
  return rootOnly.has(key) || isWriteOnlyOption(key);
}
