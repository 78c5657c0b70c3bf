import type { Actor } from '../../platform/actor';
import { EventEmitter, on } from 'node:events';
import type { OptionStore } from '../../platform/options/option-store';
import type { SetupState } from '../accounts';

/** The public server status (spec 01 §3 and 03 §3.4): what every visitor's console needs first. */
export interface SystemStatus {
  systemName: string;
  logo: string;
  footerHtml: string;
  version: string;
  startTime: number;
  setup: boolean;
  quotaPerUnit: number;
  displayInCurrency: boolean;
  price: number;
  usdExchangeRate: number;
  minTopUp: number;
  topUpLink: string;
  enableOnlineTopUp: boolean;
  serverAddress: string;
  docsLink: string;
  enableDrawing: boolean;
  enableTask: boolean;
  enableDataExport: boolean;
  dataExportDefaultTime: string;
  defaultCollapseSidebar: boolean;
  mjNotifyEnabled: boolean;
  chats: Array<Record<string, string>>;
  selfUseModeEnabled: boolean;
  demoSiteEnabled: boolean;
  emailVerification: boolean;
  githubOAuth: boolean;
  githubClientId: string;
  oidcEnabled: boolean;
  oidcClientId: string;
  oidcAuthorizationEndpoint: string;
  linuxDoOAuth: boolean;
  linuxDoClientId: string;
  telegramOAuth: boolean;
  telegramBotName: string;
  wechatLogin: boolean;
  wechatQrCode: string;
  turnstileCheck: boolean;
  turnstileSiteKey: string;
}

export interface StatusDeps {
  readonly options: OptionStore;
  readonly setup: SetupState;
  readonly version: string;
  readonly startedAt: Date;
}

/** Public: anyone may read the status, signed in or not. */
export async function getStatus(deps: StatusDeps, _actor: Actor): Promise<SystemStatus> {
  const o = deps.options;
  return {
    systemName: o.get('SystemName'),
    logo: o.get('Logo'),
    footerHtml: o.get('Footer'),
    version: deps.version,
    startTime: Math.floor(deps.startedAt.getTime() / 1000),
    setup: await deps.setup.isDone(),
    quotaPerUnit: o.get('QuotaPerUnit'),
    displayInCurrency: o.get('DisplayInCurrencyEnabled'),
    price: o.get('Price'),
    usdExchangeRate: o.get('USDExchangeRate'),
    minTopUp: o.get('MinTopUp'),
    topUpLink: o.get('TopUpLink'),
    enableOnlineTopUp: o.get('PayAddress') !== '' && o.get('EpayId') !== '' && o.get('EpayKey') !== '',
    serverAddress: o.get('ServerAddress'),
    docsLink: o.get('general_setting.docs_link'),
    enableDrawing: o.get('DrawingEnabled'),
    enableTask: o.get('TaskEnabled'),
    enableDataExport: o.get('DataExportEnabled'),
    dataExportDefaultTime: o.get('DataExportDefaultTime'),
    defaultCollapseSidebar: o.get('DefaultCollapseSidebar'),
    mjNotifyEnabled: o.get('MjNotifyEnabled'),
    chats: o.get('Chats'),
    selfUseModeEnabled: o.get('SelfUseModeEnabled'),
    demoSiteEnabled: o.get('DemoSiteEnabled'),
    emailVerification: o.get('EmailVerificationEnabled'),
    githubOAuth: o.get('GitHubOAuthEnabled'),
    githubClientId: o.get('GitHubClientId'),
    oidcEnabled: o.get('oidc.enabled'),
    oidcClientId: o.get('oidc.client_id'),
    oidcAuthorizationEndpoint: o.get('oidc.authorization_endpoint'),
    linuxDoOAuth: o.get('LinuxDOOAuthEnabled'),
    linuxDoClientId: o.get('LinuxDOClientId'),
    telegramOAuth: o.get('TelegramOAuthEnabled'),
    telegramBotName: o.get('TelegramBotName'),
    wechatLogin: o.get('WeChatAuthEnabled'),
    wechatQrCode: o.get('WeChatAccountQRCodeImageURL'),
    turnstileCheck: o.get('TurnstileCheckEnabled'),
    turnstileSiteKey: o.get('TurnstileSiteKey'),
  };
}

/**
 * The status again after every option change (made here or by another
 * instance), until `signal` aborts.
 */
export async function* watchStatus(deps: StatusDeps, actor: Actor, signal: AbortSignal): AsyncGenerator<SystemStatus> {
  const changes = new EventEmitter();
  const stopListening = deps.options.onChange(() => changes.emit('change'));
  try {
    for await (const _change of on(changes, 'change', { signal })) {
      yield await getStatus(deps, actor);
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  } finally {
    stopListening();
  }
}

export interface StatusApp {
  get(actor: Actor): Promise<SystemStatus>;
  watch(actor: Actor, signal: AbortSignal): AsyncIterable<SystemStatus>;
}

export function createStatusApp(deps: StatusDeps): StatusApp {
  return {
    get: (actor) => getStatus(deps, actor),
    watch: (actor, signal) => watchStatus(deps, actor, signal),
  };
}
