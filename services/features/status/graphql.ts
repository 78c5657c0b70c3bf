import type { SystemStatus } from './status';
import { builder } from '../../platform/graphql/builder';
import { endWhenUnsubscribed } from '../../platform/graphql/subscription';

const ChatLink = builder.objectRef<{ name: string; url: string }>('ChatLink').implement({
  description: 'A chat client the console can open with a token filled into the URL template.',
  fields: (t) => ({
    name: t.exposeString('name'),
    url: t.exposeString('url', { description: 'URL template; `{key}` and `{address}` are filled in by the console.' }),
  }),
});

const Status = builder.objectRef<SystemStatus>('Status').implement({
  description: 'The public server status: branding, feature flags and sign-in methods.',
  fields: (t) => ({
    systemName: t.exposeString('systemName'),
    logo: t.exposeString('logo'),
    footerHtml: t.exposeString('footerHtml'),
    version: t.exposeString('version'),
    startTime: t.exposeFloat('startTime', { description: 'Unix seconds when this server started (Float: past 2038 too).' }),
    setup: t.exposeBoolean('setup', { description: 'False until the first-run setup wizard has finished.' }),
    quotaPerUnit: t.exposeFloat('quotaPerUnit', { description: 'Quota units per US dollar.' }),
    displayInCurrency: t.exposeBoolean('displayInCurrency'),
    price: t.exposeFloat('price', { description: 'Top-up price of one dollar of quota, in the local currency.' }),
    usdExchangeRate: t.exposeFloat('usdExchangeRate'),
    minTopUp: t.exposeInt('minTopUp'),
    topUpLink: t.exposeString('topUpLink'),
    enableOnlineTopUp: t.exposeBoolean('enableOnlineTopUp'),
    serverAddress: t.exposeString('serverAddress'),
    docsLink: t.exposeString('docsLink'),
    enableDrawing: t.exposeBoolean('enableDrawing'),
    enableTask: t.exposeBoolean('enableTask'),
    enableDataExport: t.exposeBoolean('enableDataExport'),
    dataExportDefaultTime: t.exposeString('dataExportDefaultTime'),
    defaultCollapseSidebar: t.exposeBoolean('defaultCollapseSidebar'),
    mjNotifyEnabled: t.exposeBoolean('mjNotifyEnabled'),
    chats: t.field({
      type: [ChatLink],
      resolve: (status) => status.chats.flatMap((entry) => Object.entries(entry).map(([name, url]) => ({ name, url }))),
    }),
    selfUseModeEnabled: t.exposeBoolean('selfUseModeEnabled'),
    demoSiteEnabled: t.exposeBoolean('demoSiteEnabled'),
    emailVerification: t.exposeBoolean('emailVerification'),
    githubOAuth: t.exposeBoolean('githubOAuth'),
    githubClientId: t.exposeString('githubClientId'),
    oidcEnabled: t.exposeBoolean('oidcEnabled'),
    oidcClientId: t.exposeString('oidcClientId'),
    oidcAuthorizationEndpoint: t.exposeString('oidcAuthorizationEndpoint'),
    linuxDoOAuth: t.exposeBoolean('linuxDoOAuth'),
    linuxDoClientId: t.exposeString('linuxDoClientId'),
    telegramOAuth: t.exposeBoolean('telegramOAuth'),
    telegramBotName: t.exposeString('telegramBotName'),
    wechatLogin: t.exposeBoolean('wechatLogin'),
    wechatQrCode: t.exposeString('wechatQrCode'),
    turnstileCheck: t.exposeBoolean('turnstileCheck'),
    turnstileSiteKey: t.exposeString('turnstileSiteKey'),
  }),
});

builder.queryField('status', (t) =>
  t.field({
    type: Status,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ctx.app.status.get(ctx.actor),
  }),
);

builder.subscriptionField('statusChanged', (t) =>
  t.field({
    type: Status,
    description: 'The status again whenever a system option changes.',
    authScopes: { public: true },
    subscribe: (_root, _args, ctx) => {
      const stop = new AbortController();
      return endWhenUnsubscribed(ctx.app.status.watch(ctx.actor, stop.signal), stop);
    },
    resolve: (status) => status,
  }),
);
