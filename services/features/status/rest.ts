import type { SystemStatus } from './status';
import type { RestHandler, RestRoute } from '../../platform/rest/route';

/** The legacy snake_case status object (spec 01 §3, 03 §3.4). */
export function legacyStatus(s: SystemStatus) {
  return {
    system_name: s.systemName,
    logo: s.logo,
    footer_html: s.footerHtml,
    version: s.version,
    start_time: s.startTime,
    setup: s.setup,
    quota_per_unit: s.quotaPerUnit,
    display_in_currency: s.displayInCurrency,
    price: s.price,
    usd_exchange_rate: s.usdExchangeRate,
    min_topup: s.minTopUp,
    top_up_link: s.topUpLink,
    enable_online_topup: s.enableOnlineTopUp,
    server_address: s.serverAddress,
    docs_link: s.docsLink,
    enable_drawing: s.enableDrawing,
    enable_task: s.enableTask,
    enable_data_export: s.enableDataExport,
    data_export_default_time: s.dataExportDefaultTime,
    default_collapse_sidebar: s.defaultCollapseSidebar,
    mj_notify_enabled: s.mjNotifyEnabled,
    chats: s.chats,
    self_use_mode_enabled: s.selfUseModeEnabled,
    demo_site_enabled: s.demoSiteEnabled,
    email_verification: s.emailVerification,
    github_oauth: s.githubOAuth,
    github_client_id: s.githubClientId,
    oidc_enabled: s.oidcEnabled,
    oidc_client_id: s.oidcClientId,
    oidc_authorization_endpoint: s.oidcAuthorizationEndpoint,
    linuxdo_oauth: s.linuxDoOAuth,
    linuxdo_client_id: s.linuxDoClientId,
    telegram_oauth: s.telegramOAuth,
    telegram_bot_name: s.telegramBotName,
    wechat_login: s.wechatLogin,
    wechat_qrcode: s.wechatQrCode,
    turnstile_check: s.turnstileCheck,
    turnstile_site_key: s.turnstileSiteKey,
  };
}

export const getStatus: RestHandler = async (request, app) => legacyStatus(await app.status.get(request.actor));

/** The status `/api` route. */
export const STATUS_ROUTES: readonly RestRoute[] = [{ method: 'GET', path: '/api/status', access: 'public', handler: getStatus }];
