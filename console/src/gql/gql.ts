/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query RequireLogin_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n": typeof types.RequireLogin_MeDocument,
    "\n  mutation UserMenu_Logout {\n    logout\n  }\n": typeof types.UserMenu_LogoutDocument,
    "\n  query StatusProvider_Load {\n    status {\n      ...Status_Fields\n    }\n  }\n": typeof types.StatusProvider_LoadDocument,
    "\n  subscription StatusProvider_Changes {\n    statusChanged {\n      ...Status_Fields\n    }\n  }\n": typeof types.StatusProvider_ChangesDocument,
    "\n  query AboutScreen_Content {\n    about\n  }\n": typeof types.AboutScreen_ContentDocument,
    "\n  mutation ExternalSignIns_State($aff: String) {\n    oauthState(aff: $aff)\n  }\n": typeof types.ExternalSignIns_StateDocument,
    "\n  mutation LoginForm_Login($username: String!, $password: String!, $turnstile: String) {\n    login(username: $username, password: $password, turnstile: $turnstile) {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n": typeof types.LoginForm_LoginDocument,
    "\n  mutation TelegramLogin_SignIn($auth: TelegramAuthInput!) {\n    telegramSignIn(auth: $auth) {\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n": typeof types.TelegramLogin_SignInDocument,
    "\n  mutation WechatDialog_SignIn($code: String!) {\n    wechatSignIn(code: $code) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n": typeof types.WechatDialog_SignInDocument,
    "\n  mutation OAuthCallback_SignIn($provider: OAuthProvider!, $code: String!, $state: String!) {\n    oauthSignIn(provider: $provider, code: $code, state: $state) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n": typeof types.OAuthCallback_SignInDocument,
    "\n  mutation EmailCodeField_Send($email: String!, $turnstile: String) {\n    sendVerificationCode(email: $email, turnstile: $turnstile)\n  }\n": typeof types.EmailCodeField_SendDocument,
    "\n  mutation RegisterForm_Register($username: String!, $password: String!, $email: String, $verificationCode: String, $affCode: String, $turnstile: String) {\n    register(username: $username, password: $password, email: $email, verificationCode: $verificationCode, affCode: $affCode, turnstile: $turnstile)\n  }\n": typeof types.RegisterForm_RegisterDocument,
    "\n  mutation ResetConfirm_Reset($email: String!, $token: String!) {\n    resetPassword(email: $email, token: $token)\n  }\n": typeof types.ResetConfirm_ResetDocument,
    "\n  mutation ResetRequest_Send($email: String!, $turnstile: String) {\n    sendPasswordReset(email: $email, turnstile: $turnstile)\n  }\n": typeof types.ResetRequest_SendDocument,
    "\n  query HomeScreen_Content {\n    homePageContent\n  }\n": typeof types.HomeScreen_ContentDocument,
    "\n  mutation SetupForm_Run($username: String!, $password: String!, $confirmPassword: String!, $selfUseMode: Boolean, $demoSite: Boolean) {\n    setup(username: $username, password: $password, confirmPassword: $confirmPassword, selfUseMode: $selfUseMode, demoSite: $demoSite)\n  }\n": typeof types.SetupForm_RunDocument,
    "\n  query SetupScreen_State {\n    setupStatus {\n      status\n      rootInit\n      databaseType\n    }\n  }\n": typeof types.SetupScreen_StateDocument,
    "\n  fragment Status_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n    footerHtml\n    docsLink\n    quotaPerUnit\n    displayInCurrency\n    enableDataExport\n    enableDrawing\n    enableTask\n    mjNotifyEnabled\n    defaultCollapseSidebar\n    chats {\n      name\n      url\n    }\n    selfUseModeEnabled\n    demoSiteEnabled\n    emailVerification\n    turnstileCheck\n    turnstileSiteKey\n    githubOAuth\n    githubClientId\n    oidcEnabled\n    oidcClientId\n    oidcAuthorizationEndpoint\n    linuxDoOAuth\n    linuxDoClientId\n    wechatLogin\n    wechatQrCode\n    telegramOAuth\n    telegramBotName\n  }\n": typeof types.Status_FieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query RequireLogin_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n": types.RequireLogin_MeDocument,
    "\n  mutation UserMenu_Logout {\n    logout\n  }\n": types.UserMenu_LogoutDocument,
    "\n  query StatusProvider_Load {\n    status {\n      ...Status_Fields\n    }\n  }\n": types.StatusProvider_LoadDocument,
    "\n  subscription StatusProvider_Changes {\n    statusChanged {\n      ...Status_Fields\n    }\n  }\n": types.StatusProvider_ChangesDocument,
    "\n  query AboutScreen_Content {\n    about\n  }\n": types.AboutScreen_ContentDocument,
    "\n  mutation ExternalSignIns_State($aff: String) {\n    oauthState(aff: $aff)\n  }\n": types.ExternalSignIns_StateDocument,
    "\n  mutation LoginForm_Login($username: String!, $password: String!, $turnstile: String) {\n    login(username: $username, password: $password, turnstile: $turnstile) {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n": types.LoginForm_LoginDocument,
    "\n  mutation TelegramLogin_SignIn($auth: TelegramAuthInput!) {\n    telegramSignIn(auth: $auth) {\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n": types.TelegramLogin_SignInDocument,
    "\n  mutation WechatDialog_SignIn($code: String!) {\n    wechatSignIn(code: $code) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n": types.WechatDialog_SignInDocument,
    "\n  mutation OAuthCallback_SignIn($provider: OAuthProvider!, $code: String!, $state: String!) {\n    oauthSignIn(provider: $provider, code: $code, state: $state) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n": types.OAuthCallback_SignInDocument,
    "\n  mutation EmailCodeField_Send($email: String!, $turnstile: String) {\n    sendVerificationCode(email: $email, turnstile: $turnstile)\n  }\n": types.EmailCodeField_SendDocument,
    "\n  mutation RegisterForm_Register($username: String!, $password: String!, $email: String, $verificationCode: String, $affCode: String, $turnstile: String) {\n    register(username: $username, password: $password, email: $email, verificationCode: $verificationCode, affCode: $affCode, turnstile: $turnstile)\n  }\n": types.RegisterForm_RegisterDocument,
    "\n  mutation ResetConfirm_Reset($email: String!, $token: String!) {\n    resetPassword(email: $email, token: $token)\n  }\n": types.ResetConfirm_ResetDocument,
    "\n  mutation ResetRequest_Send($email: String!, $turnstile: String) {\n    sendPasswordReset(email: $email, turnstile: $turnstile)\n  }\n": types.ResetRequest_SendDocument,
    "\n  query HomeScreen_Content {\n    homePageContent\n  }\n": types.HomeScreen_ContentDocument,
    "\n  mutation SetupForm_Run($username: String!, $password: String!, $confirmPassword: String!, $selfUseMode: Boolean, $demoSite: Boolean) {\n    setup(username: $username, password: $password, confirmPassword: $confirmPassword, selfUseMode: $selfUseMode, demoSite: $demoSite)\n  }\n": types.SetupForm_RunDocument,
    "\n  query SetupScreen_State {\n    setupStatus {\n      status\n      rootInit\n      databaseType\n    }\n  }\n": types.SetupScreen_StateDocument,
    "\n  fragment Status_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n    footerHtml\n    docsLink\n    quotaPerUnit\n    displayInCurrency\n    enableDataExport\n    enableDrawing\n    enableTask\n    mjNotifyEnabled\n    defaultCollapseSidebar\n    chats {\n      name\n      url\n    }\n    selfUseModeEnabled\n    demoSiteEnabled\n    emailVerification\n    turnstileCheck\n    turnstileSiteKey\n    githubOAuth\n    githubClientId\n    oidcEnabled\n    oidcClientId\n    oidcAuthorizationEndpoint\n    linuxDoOAuth\n    linuxDoClientId\n    wechatLogin\n    wechatQrCode\n    telegramOAuth\n    telegramBotName\n  }\n": types.Status_FieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequireLogin_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n"): (typeof documents)["\n  query RequireLogin_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserMenu_Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation UserMenu_Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatusProvider_Load {\n    status {\n      ...Status_Fields\n    }\n  }\n"): (typeof documents)["\n  query StatusProvider_Load {\n    status {\n      ...Status_Fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StatusProvider_Changes {\n    statusChanged {\n      ...Status_Fields\n    }\n  }\n"): (typeof documents)["\n  subscription StatusProvider_Changes {\n    statusChanged {\n      ...Status_Fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutScreen_Content {\n    about\n  }\n"): (typeof documents)["\n  query AboutScreen_Content {\n    about\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExternalSignIns_State($aff: String) {\n    oauthState(aff: $aff)\n  }\n"): (typeof documents)["\n  mutation ExternalSignIns_State($aff: String) {\n    oauthState(aff: $aff)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginForm_Login($username: String!, $password: String!, $turnstile: String) {\n    login(username: $username, password: $password, turnstile: $turnstile) {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n"): (typeof documents)["\n  mutation LoginForm_Login($username: String!, $password: String!, $turnstile: String) {\n    login(username: $username, password: $password, turnstile: $turnstile) {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TelegramLogin_SignIn($auth: TelegramAuthInput!) {\n    telegramSignIn(auth: $auth) {\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TelegramLogin_SignIn($auth: TelegramAuthInput!) {\n    telegramSignIn(auth: $auth) {\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WechatDialog_SignIn($code: String!) {\n    wechatSignIn(code: $code) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WechatDialog_SignIn($code: String!) {\n    wechatSignIn(code: $code) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OAuthCallback_SignIn($provider: OAuthProvider!, $code: String!, $state: String!) {\n    oauthSignIn(provider: $provider, code: $code, state: $state) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OAuthCallback_SignIn($provider: OAuthProvider!, $code: String!, $state: String!) {\n    oauthSignIn(provider: $provider, code: $code, state: $state) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailCodeField_Send($email: String!, $turnstile: String) {\n    sendVerificationCode(email: $email, turnstile: $turnstile)\n  }\n"): (typeof documents)["\n  mutation EmailCodeField_Send($email: String!, $turnstile: String) {\n    sendVerificationCode(email: $email, turnstile: $turnstile)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterForm_Register($username: String!, $password: String!, $email: String, $verificationCode: String, $affCode: String, $turnstile: String) {\n    register(username: $username, password: $password, email: $email, verificationCode: $verificationCode, affCode: $affCode, turnstile: $turnstile)\n  }\n"): (typeof documents)["\n  mutation RegisterForm_Register($username: String!, $password: String!, $email: String, $verificationCode: String, $affCode: String, $turnstile: String) {\n    register(username: $username, password: $password, email: $email, verificationCode: $verificationCode, affCode: $affCode, turnstile: $turnstile)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetConfirm_Reset($email: String!, $token: String!) {\n    resetPassword(email: $email, token: $token)\n  }\n"): (typeof documents)["\n  mutation ResetConfirm_Reset($email: String!, $token: String!) {\n    resetPassword(email: $email, token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetRequest_Send($email: String!, $turnstile: String) {\n    sendPasswordReset(email: $email, turnstile: $turnstile)\n  }\n"): (typeof documents)["\n  mutation ResetRequest_Send($email: String!, $turnstile: String) {\n    sendPasswordReset(email: $email, turnstile: $turnstile)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeScreen_Content {\n    homePageContent\n  }\n"): (typeof documents)["\n  query HomeScreen_Content {\n    homePageContent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupForm_Run($username: String!, $password: String!, $confirmPassword: String!, $selfUseMode: Boolean, $demoSite: Boolean) {\n    setup(username: $username, password: $password, confirmPassword: $confirmPassword, selfUseMode: $selfUseMode, demoSite: $demoSite)\n  }\n"): (typeof documents)["\n  mutation SetupForm_Run($username: String!, $password: String!, $confirmPassword: String!, $selfUseMode: Boolean, $demoSite: Boolean) {\n    setup(username: $username, password: $password, confirmPassword: $confirmPassword, selfUseMode: $selfUseMode, demoSite: $demoSite)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupScreen_State {\n    setupStatus {\n      status\n      rootInit\n      databaseType\n    }\n  }\n"): (typeof documents)["\n  query SetupScreen_State {\n    setupStatus {\n      status\n      rootInit\n      databaseType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Status_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n    footerHtml\n    docsLink\n    quotaPerUnit\n    displayInCurrency\n    enableDataExport\n    enableDrawing\n    enableTask\n    mjNotifyEnabled\n    defaultCollapseSidebar\n    chats {\n      name\n      url\n    }\n    selfUseModeEnabled\n    demoSiteEnabled\n    emailVerification\n    turnstileCheck\n    turnstileSiteKey\n    githubOAuth\n    githubClientId\n    oidcEnabled\n    oidcClientId\n    oidcAuthorizationEndpoint\n    linuxDoOAuth\n    linuxDoClientId\n    wechatLogin\n    wechatQrCode\n    telegramOAuth\n    telegramBotName\n  }\n"): (typeof documents)["\n  fragment Status_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n    footerHtml\n    docsLink\n    quotaPerUnit\n    displayInCurrency\n    enableDataExport\n    enableDrawing\n    enableTask\n    mjNotifyEnabled\n    defaultCollapseSidebar\n    chats {\n      name\n      url\n    }\n    selfUseModeEnabled\n    demoSiteEnabled\n    emailVerification\n    turnstileCheck\n    turnstileSiteKey\n    githubOAuth\n    githubClientId\n    oidcEnabled\n    oidcClientId\n    oidcAuthorizationEndpoint\n    linuxDoOAuth\n    linuxDoClientId\n    wechatLogin\n    wechatQrCode\n    telegramOAuth\n    telegramBotName\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;