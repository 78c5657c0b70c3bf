import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';

/** The part of the public status every screen may read: branding, flags and sign-in methods. */
export const StatusFields = graphql(`
  fragment Status_Fields on Status {
    systemName
    logo
    version
    startTime
    setup
    footerHtml
    docsLink
    quotaPerUnit
    displayInCurrency
    enableDataExport
    enableDrawing
    enableTask
    mjNotifyEnabled
    defaultCollapseSidebar
    chats {
      name
      url
    }
    selfUseModeEnabled
    demoSiteEnabled
    emailVerification
    turnstileCheck
    turnstileSiteKey
    githubOAuth
    githubClientId
    oidcEnabled
    oidcClientId
    oidcAuthorizationEndpoint
    linuxDoOAuth
    linuxDoClientId
    wechatLogin
    wechatQrCode
    telegramOAuth
    telegramBotName
  }
`);

export type Status = ResultOf<typeof StatusFields>;
