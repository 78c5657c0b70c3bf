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
    "\n  mutation AccessToken_Reset {\n    resetAccessToken\n  }\n": typeof types.AccessToken_ResetDocument,
    "\n  subscription BalanceStats_WalletChanged {\n    walletChanged {\n      userId\n      quota\n      usedQuota\n      requestCount\n      affQuota\n      affCount\n      affHistoryQuota\n    }\n  }\n": typeof types.BalanceStats_WalletChangedDocument,
    "\n  mutation BindingsCard_State {\n    oauthState\n  }\n": typeof types.BindingsCard_StateDocument,
    "\n  mutation ChangePasswordDialog_Change($originalPassword: String!, $password: String!) {\n    changePassword(originalPassword: $originalPassword, password: $password) {\n      id\n    }\n  }\n": typeof types.ChangePasswordDialog_ChangeDocument,
    "\n  mutation DeleteAccountDialog_Delete($username: String!) {\n    deleteSelf(username: $username)\n  }\n": typeof types.DeleteAccountDialog_DeleteDocument,
    "\n  mutation EmailBindDialog_Send($email: String!) {\n    sendVerificationCode(email: $email)\n  }\n": typeof types.EmailBindDialog_SendDocument,
    "\n  mutation EmailBindDialog_Bind($email: String!, $code: String!) {\n    bindEmail(email: $email, code: $code) {\n      id\n      email\n    }\n  }\n": typeof types.EmailBindDialog_BindDocument,
    "\n  query ModelChips_Models {\n    myModels\n  }\n": typeof types.ModelChips_ModelsDocument,
    "\n  mutation SettingsTabs_Update(\n    $notifyType: String\n    $quotaWarningThreshold: Quota\n    $webhookUrl: String\n    $webhookSecret: String\n    $notificationEmail: String\n    $acceptUnsetModelRatioModel: Boolean\n  ) {\n    updateSetting(\n      notifyType: $notifyType\n      quotaWarningThreshold: $quotaWarningThreshold\n      webhookUrl: $webhookUrl\n      webhookSecret: $webhookSecret\n      notificationEmail: $notificationEmail\n      acceptUnsetModelRatioModel: $acceptUnsetModelRatioModel\n    )\n  }\n": typeof types.SettingsTabs_UpdateDocument,
    "\n  mutation TelegramBind_Bind($auth: TelegramAuthInput!) {\n    telegramBind(auth: $auth) {\n      bound\n    }\n  }\n": typeof types.TelegramBind_BindDocument,
    "\n  mutation TransferDialog_Transfer($quota: Quota!) {\n    transferAffQuota(quota: $quota)\n  }\n": typeof types.TransferDialog_TransferDocument,
    "\n  mutation WechatBindDialog_Bind($code: String!) {\n    wechatBind(code: $code) {\n      bound\n    }\n  }\n": typeof types.WechatBindDialog_BindDocument,
    "\n  query PersonalScreen_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      group\n      quota\n      usedQuota\n      requestCount\n      affCode\n      affCount\n      affQuota\n      affHistoryQuota\n      email\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      linuxDoId\n      setting\n    }\n  }\n": typeof types.PersonalScreen_MeDocument,
    "\n  mutation SetupForm_Run($username: String!, $password: String!, $confirmPassword: String!, $selfUseMode: Boolean, $demoSite: Boolean) {\n    setup(username: $username, password: $password, confirmPassword: $confirmPassword, selfUseMode: $selfUseMode, demoSite: $demoSite)\n  }\n": typeof types.SetupForm_RunDocument,
    "\n  query SetupScreen_State {\n    setupStatus {\n      status\n      rootInit\n      databaseType\n    }\n  }\n": typeof types.SetupScreen_StateDocument,
    "\n  query ExplainCharge_Explain($requestId: String!) {\n    explainCharge(requestId: $requestId) {\n      requestId\n      formula\n      matches\n      recomputed\n      basis\n      streamEnd\n      channelsTried\n      price {\n        kind\n        modelRatio\n        completionRatio\n        groupRatio\n        modelPrice\n      }\n      reservation {\n        amount\n      }\n      settlement {\n        actual\n        returned\n      }\n      release {\n        amount\n        reason\n      }\n    }\n  }\n": typeof types.ExplainCharge_ExplainDocument,
    "\n  query SummaryChips_Stat($admin: Boolean!, $filter: UsageLogFilter) {\n    usageLogStat(filter: $filter) @include(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n    myUsageLogStat(filter: $filter) @skip(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n  }\n": typeof types.SummaryChips_StatDocument,
    "\n  query UserInfoDialog_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      email\n      group\n      quota\n      usedQuota\n      requestCount\n      affCount\n      affQuota\n      affHistoryQuota\n      inviterId\n    }\n  }\n": typeof types.UserInfoDialog_UserDocument,
    "\n  fragment LogRow_Fields on UsageLog {\n    eventId\n    cursor\n    createdAt\n    type\n    userId\n    username\n    channelId\n    channelName\n    tokenName\n    group\n    modelName\n    useTimeMs\n    isStream\n    promptTokens\n    completionTokens\n    quota\n    content\n    other\n    requestId\n  }\n": typeof types.LogRow_FieldsFragmentDoc,
    "\n  query UsageLogsScreen_Page($admin: Boolean!, $filter: UsageLogFilter, $page: Int, $pageSize: Int) {\n    usageLogs(filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n    }\n    myUsageLogs(filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n    }\n  }\n": typeof types.UsageLogsScreen_PageDocument,
    "\n  subscription LiveRows_Mine($filter: UsageLogFilter, $after: String) {\n    myUsageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n": typeof types.LiveRows_MineDocument,
    "\n  subscription LiveRows_All($filter: UsageLogFilter, $after: String) {\n    usageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n": typeof types.LiveRows_AllDocument,
    "\n  mutation AddQuotaDialog_Adjust($userId: Int!, $amount: Quota!) {\n    adjustQuota(userId: $userId, amount: $amount) {\n      userId\n      quota\n    }\n  }\n": typeof types.AddQuotaDialog_AdjustDocument,
    "\n  mutation AddUserDrawer_Create($username: String!, $displayName: String, $password: String!) {\n    createUser(username: $username, displayName: $displayName, password: $password) {\n      id\n      username\n    }\n  }\n": typeof types.AddUserDrawer_CreateDocument,
    "\n  query EditUserDrawer_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      group\n      quota\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      email\n      linuxDoId\n    }\n    groups\n  }\n": typeof types.EditUserDrawer_UserDocument,
    "\n  mutation EditUserDrawer_Save($id: Int!, $username: String, $displayName: String, $password: String, $group: String, $quota: Quota) {\n    editUser(id: $id, username: $username, displayName: $displayName, password: $password, group: $group, quota: $quota) {\n      id\n      username\n      displayName\n      group\n      quota\n    }\n  }\n": typeof types.EditUserDrawer_SaveDocument,
    "\n  mutation UserRowActions_Manage($id: Int!, $action: ManageAction!) {\n    manageUser(id: $id, action: $action) {\n      role\n      status\n    }\n  }\n": typeof types.UserRowActions_ManageDocument,
    "\n  query UserSearchForm_Groups {\n    groups\n  }\n": typeof types.UserSearchForm_GroupsDocument,
    "\n  query UsersScreen_Page($keyword: String, $group: String, $page: Int, $pageSize: Int) {\n    users(keyword: $keyword, group: $group, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        username\n        displayName\n        email\n        group\n        quota\n        usedQuota\n        requestCount\n        role\n        status\n        deletedAt\n      }\n      page\n      pageSize\n      total\n    }\n  }\n": typeof types.UsersScreen_PageDocument,
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
    "\n  mutation AccessToken_Reset {\n    resetAccessToken\n  }\n": types.AccessToken_ResetDocument,
    "\n  subscription BalanceStats_WalletChanged {\n    walletChanged {\n      userId\n      quota\n      usedQuota\n      requestCount\n      affQuota\n      affCount\n      affHistoryQuota\n    }\n  }\n": types.BalanceStats_WalletChangedDocument,
    "\n  mutation BindingsCard_State {\n    oauthState\n  }\n": types.BindingsCard_StateDocument,
    "\n  mutation ChangePasswordDialog_Change($originalPassword: String!, $password: String!) {\n    changePassword(originalPassword: $originalPassword, password: $password) {\n      id\n    }\n  }\n": types.ChangePasswordDialog_ChangeDocument,
    "\n  mutation DeleteAccountDialog_Delete($username: String!) {\n    deleteSelf(username: $username)\n  }\n": types.DeleteAccountDialog_DeleteDocument,
    "\n  mutation EmailBindDialog_Send($email: String!) {\n    sendVerificationCode(email: $email)\n  }\n": types.EmailBindDialog_SendDocument,
    "\n  mutation EmailBindDialog_Bind($email: String!, $code: String!) {\n    bindEmail(email: $email, code: $code) {\n      id\n      email\n    }\n  }\n": types.EmailBindDialog_BindDocument,
    "\n  query ModelChips_Models {\n    myModels\n  }\n": types.ModelChips_ModelsDocument,
    "\n  mutation SettingsTabs_Update(\n    $notifyType: String\n    $quotaWarningThreshold: Quota\n    $webhookUrl: String\n    $webhookSecret: String\n    $notificationEmail: String\n    $acceptUnsetModelRatioModel: Boolean\n  ) {\n    updateSetting(\n      notifyType: $notifyType\n      quotaWarningThreshold: $quotaWarningThreshold\n      webhookUrl: $webhookUrl\n      webhookSecret: $webhookSecret\n      notificationEmail: $notificationEmail\n      acceptUnsetModelRatioModel: $acceptUnsetModelRatioModel\n    )\n  }\n": types.SettingsTabs_UpdateDocument,
    "\n  mutation TelegramBind_Bind($auth: TelegramAuthInput!) {\n    telegramBind(auth: $auth) {\n      bound\n    }\n  }\n": types.TelegramBind_BindDocument,
    "\n  mutation TransferDialog_Transfer($quota: Quota!) {\n    transferAffQuota(quota: $quota)\n  }\n": types.TransferDialog_TransferDocument,
    "\n  mutation WechatBindDialog_Bind($code: String!) {\n    wechatBind(code: $code) {\n      bound\n    }\n  }\n": types.WechatBindDialog_BindDocument,
    "\n  query PersonalScreen_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      group\n      quota\n      usedQuota\n      requestCount\n      affCode\n      affCount\n      affQuota\n      affHistoryQuota\n      email\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      linuxDoId\n      setting\n    }\n  }\n": types.PersonalScreen_MeDocument,
    "\n  mutation SetupForm_Run($username: String!, $password: String!, $confirmPassword: String!, $selfUseMode: Boolean, $demoSite: Boolean) {\n    setup(username: $username, password: $password, confirmPassword: $confirmPassword, selfUseMode: $selfUseMode, demoSite: $demoSite)\n  }\n": types.SetupForm_RunDocument,
    "\n  query SetupScreen_State {\n    setupStatus {\n      status\n      rootInit\n      databaseType\n    }\n  }\n": types.SetupScreen_StateDocument,
    "\n  query ExplainCharge_Explain($requestId: String!) {\n    explainCharge(requestId: $requestId) {\n      requestId\n      formula\n      matches\n      recomputed\n      basis\n      streamEnd\n      channelsTried\n      price {\n        kind\n        modelRatio\n        completionRatio\n        groupRatio\n        modelPrice\n      }\n      reservation {\n        amount\n      }\n      settlement {\n        actual\n        returned\n      }\n      release {\n        amount\n        reason\n      }\n    }\n  }\n": types.ExplainCharge_ExplainDocument,
    "\n  query SummaryChips_Stat($admin: Boolean!, $filter: UsageLogFilter) {\n    usageLogStat(filter: $filter) @include(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n    myUsageLogStat(filter: $filter) @skip(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n  }\n": types.SummaryChips_StatDocument,
    "\n  query UserInfoDialog_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      email\n      group\n      quota\n      usedQuota\n      requestCount\n      affCount\n      affQuota\n      affHistoryQuota\n      inviterId\n    }\n  }\n": types.UserInfoDialog_UserDocument,
    "\n  fragment LogRow_Fields on UsageLog {\n    eventId\n    cursor\n    createdAt\n    type\n    userId\n    username\n    channelId\n    channelName\n    tokenName\n    group\n    modelName\n    useTimeMs\n    isStream\n    promptTokens\n    completionTokens\n    quota\n    content\n    other\n    requestId\n  }\n": types.LogRow_FieldsFragmentDoc,
    "\n  query UsageLogsScreen_Page($admin: Boolean!, $filter: UsageLogFilter, $page: Int, $pageSize: Int) {\n    usageLogs(filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n    }\n    myUsageLogs(filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n    }\n  }\n": types.UsageLogsScreen_PageDocument,
    "\n  subscription LiveRows_Mine($filter: UsageLogFilter, $after: String) {\n    myUsageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n": types.LiveRows_MineDocument,
    "\n  subscription LiveRows_All($filter: UsageLogFilter, $after: String) {\n    usageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n": types.LiveRows_AllDocument,
    "\n  mutation AddQuotaDialog_Adjust($userId: Int!, $amount: Quota!) {\n    adjustQuota(userId: $userId, amount: $amount) {\n      userId\n      quota\n    }\n  }\n": types.AddQuotaDialog_AdjustDocument,
    "\n  mutation AddUserDrawer_Create($username: String!, $displayName: String, $password: String!) {\n    createUser(username: $username, displayName: $displayName, password: $password) {\n      id\n      username\n    }\n  }\n": types.AddUserDrawer_CreateDocument,
    "\n  query EditUserDrawer_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      group\n      quota\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      email\n      linuxDoId\n    }\n    groups\n  }\n": types.EditUserDrawer_UserDocument,
    "\n  mutation EditUserDrawer_Save($id: Int!, $username: String, $displayName: String, $password: String, $group: String, $quota: Quota) {\n    editUser(id: $id, username: $username, displayName: $displayName, password: $password, group: $group, quota: $quota) {\n      id\n      username\n      displayName\n      group\n      quota\n    }\n  }\n": types.EditUserDrawer_SaveDocument,
    "\n  mutation UserRowActions_Manage($id: Int!, $action: ManageAction!) {\n    manageUser(id: $id, action: $action) {\n      role\n      status\n    }\n  }\n": types.UserRowActions_ManageDocument,
    "\n  query UserSearchForm_Groups {\n    groups\n  }\n": types.UserSearchForm_GroupsDocument,
    "\n  query UsersScreen_Page($keyword: String, $group: String, $page: Int, $pageSize: Int) {\n    users(keyword: $keyword, group: $group, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        username\n        displayName\n        email\n        group\n        quota\n        usedQuota\n        requestCount\n        role\n        status\n        deletedAt\n      }\n      page\n      pageSize\n      total\n    }\n  }\n": types.UsersScreen_PageDocument,
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
export function graphql(source: "\n  mutation AccessToken_Reset {\n    resetAccessToken\n  }\n"): (typeof documents)["\n  mutation AccessToken_Reset {\n    resetAccessToken\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BalanceStats_WalletChanged {\n    walletChanged {\n      userId\n      quota\n      usedQuota\n      requestCount\n      affQuota\n      affCount\n      affHistoryQuota\n    }\n  }\n"): (typeof documents)["\n  subscription BalanceStats_WalletChanged {\n    walletChanged {\n      userId\n      quota\n      usedQuota\n      requestCount\n      affQuota\n      affCount\n      affHistoryQuota\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindingsCard_State {\n    oauthState\n  }\n"): (typeof documents)["\n  mutation BindingsCard_State {\n    oauthState\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePasswordDialog_Change($originalPassword: String!, $password: String!) {\n    changePassword(originalPassword: $originalPassword, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePasswordDialog_Change($originalPassword: String!, $password: String!) {\n    changePassword(originalPassword: $originalPassword, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccountDialog_Delete($username: String!) {\n    deleteSelf(username: $username)\n  }\n"): (typeof documents)["\n  mutation DeleteAccountDialog_Delete($username: String!) {\n    deleteSelf(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailBindDialog_Send($email: String!) {\n    sendVerificationCode(email: $email)\n  }\n"): (typeof documents)["\n  mutation EmailBindDialog_Send($email: String!) {\n    sendVerificationCode(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailBindDialog_Bind($email: String!, $code: String!) {\n    bindEmail(email: $email, code: $code) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation EmailBindDialog_Bind($email: String!, $code: String!) {\n    bindEmail(email: $email, code: $code) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModelChips_Models {\n    myModels\n  }\n"): (typeof documents)["\n  query ModelChips_Models {\n    myModels\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsTabs_Update(\n    $notifyType: String\n    $quotaWarningThreshold: Quota\n    $webhookUrl: String\n    $webhookSecret: String\n    $notificationEmail: String\n    $acceptUnsetModelRatioModel: Boolean\n  ) {\n    updateSetting(\n      notifyType: $notifyType\n      quotaWarningThreshold: $quotaWarningThreshold\n      webhookUrl: $webhookUrl\n      webhookSecret: $webhookSecret\n      notificationEmail: $notificationEmail\n      acceptUnsetModelRatioModel: $acceptUnsetModelRatioModel\n    )\n  }\n"): (typeof documents)["\n  mutation SettingsTabs_Update(\n    $notifyType: String\n    $quotaWarningThreshold: Quota\n    $webhookUrl: String\n    $webhookSecret: String\n    $notificationEmail: String\n    $acceptUnsetModelRatioModel: Boolean\n  ) {\n    updateSetting(\n      notifyType: $notifyType\n      quotaWarningThreshold: $quotaWarningThreshold\n      webhookUrl: $webhookUrl\n      webhookSecret: $webhookSecret\n      notificationEmail: $notificationEmail\n      acceptUnsetModelRatioModel: $acceptUnsetModelRatioModel\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TelegramBind_Bind($auth: TelegramAuthInput!) {\n    telegramBind(auth: $auth) {\n      bound\n    }\n  }\n"): (typeof documents)["\n  mutation TelegramBind_Bind($auth: TelegramAuthInput!) {\n    telegramBind(auth: $auth) {\n      bound\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferDialog_Transfer($quota: Quota!) {\n    transferAffQuota(quota: $quota)\n  }\n"): (typeof documents)["\n  mutation TransferDialog_Transfer($quota: Quota!) {\n    transferAffQuota(quota: $quota)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WechatBindDialog_Bind($code: String!) {\n    wechatBind(code: $code) {\n      bound\n    }\n  }\n"): (typeof documents)["\n  mutation WechatBindDialog_Bind($code: String!) {\n    wechatBind(code: $code) {\n      bound\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalScreen_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      group\n      quota\n      usedQuota\n      requestCount\n      affCode\n      affCount\n      affQuota\n      affHistoryQuota\n      email\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      linuxDoId\n      setting\n    }\n  }\n"): (typeof documents)["\n  query PersonalScreen_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      group\n      quota\n      usedQuota\n      requestCount\n      affCode\n      affCount\n      affQuota\n      affHistoryQuota\n      email\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      linuxDoId\n      setting\n    }\n  }\n"];
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
export function graphql(source: "\n  query ExplainCharge_Explain($requestId: String!) {\n    explainCharge(requestId: $requestId) {\n      requestId\n      formula\n      matches\n      recomputed\n      basis\n      streamEnd\n      channelsTried\n      price {\n        kind\n        modelRatio\n        completionRatio\n        groupRatio\n        modelPrice\n      }\n      reservation {\n        amount\n      }\n      settlement {\n        actual\n        returned\n      }\n      release {\n        amount\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExplainCharge_Explain($requestId: String!) {\n    explainCharge(requestId: $requestId) {\n      requestId\n      formula\n      matches\n      recomputed\n      basis\n      streamEnd\n      channelsTried\n      price {\n        kind\n        modelRatio\n        completionRatio\n        groupRatio\n        modelPrice\n      }\n      reservation {\n        amount\n      }\n      settlement {\n        actual\n        returned\n      }\n      release {\n        amount\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SummaryChips_Stat($admin: Boolean!, $filter: UsageLogFilter) {\n    usageLogStat(filter: $filter) @include(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n    myUsageLogStat(filter: $filter) @skip(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n  }\n"): (typeof documents)["\n  query SummaryChips_Stat($admin: Boolean!, $filter: UsageLogFilter) {\n    usageLogStat(filter: $filter) @include(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n    myUsageLogStat(filter: $filter) @skip(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserInfoDialog_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      email\n      group\n      quota\n      usedQuota\n      requestCount\n      affCount\n      affQuota\n      affHistoryQuota\n      inviterId\n    }\n  }\n"): (typeof documents)["\n  query UserInfoDialog_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      email\n      group\n      quota\n      usedQuota\n      requestCount\n      affCount\n      affQuota\n      affHistoryQuota\n      inviterId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LogRow_Fields on UsageLog {\n    eventId\n    cursor\n    createdAt\n    type\n    userId\n    username\n    channelId\n    channelName\n    tokenName\n    group\n    modelName\n    useTimeMs\n    isStream\n    promptTokens\n    completionTokens\n    quota\n    content\n    other\n    requestId\n  }\n"): (typeof documents)["\n  fragment LogRow_Fields on UsageLog {\n    eventId\n    cursor\n    createdAt\n    type\n    userId\n    username\n    channelId\n    channelName\n    tokenName\n    group\n    modelName\n    useTimeMs\n    isStream\n    promptTokens\n    completionTokens\n    quota\n    content\n    other\n    requestId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsageLogsScreen_Page($admin: Boolean!, $filter: UsageLogFilter, $page: Int, $pageSize: Int) {\n    usageLogs(filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n    }\n    myUsageLogs(filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query UsageLogsScreen_Page($admin: Boolean!, $filter: UsageLogFilter, $page: Int, $pageSize: Int) {\n    usageLogs(filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n    }\n    myUsageLogs(filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveRows_Mine($filter: UsageLogFilter, $after: String) {\n    myUsageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveRows_Mine($filter: UsageLogFilter, $after: String) {\n    myUsageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveRows_All($filter: UsageLogFilter, $after: String) {\n    usageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveRows_All($filter: UsageLogFilter, $after: String) {\n    usageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddQuotaDialog_Adjust($userId: Int!, $amount: Quota!) {\n    adjustQuota(userId: $userId, amount: $amount) {\n      userId\n      quota\n    }\n  }\n"): (typeof documents)["\n  mutation AddQuotaDialog_Adjust($userId: Int!, $amount: Quota!) {\n    adjustQuota(userId: $userId, amount: $amount) {\n      userId\n      quota\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddUserDrawer_Create($username: String!, $displayName: String, $password: String!) {\n    createUser(username: $username, displayName: $displayName, password: $password) {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  mutation AddUserDrawer_Create($username: String!, $displayName: String, $password: String!) {\n    createUser(username: $username, displayName: $displayName, password: $password) {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditUserDrawer_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      group\n      quota\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      email\n      linuxDoId\n    }\n    groups\n  }\n"): (typeof documents)["\n  query EditUserDrawer_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      group\n      quota\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      email\n      linuxDoId\n    }\n    groups\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditUserDrawer_Save($id: Int!, $username: String, $displayName: String, $password: String, $group: String, $quota: Quota) {\n    editUser(id: $id, username: $username, displayName: $displayName, password: $password, group: $group, quota: $quota) {\n      id\n      username\n      displayName\n      group\n      quota\n    }\n  }\n"): (typeof documents)["\n  mutation EditUserDrawer_Save($id: Int!, $username: String, $displayName: String, $password: String, $group: String, $quota: Quota) {\n    editUser(id: $id, username: $username, displayName: $displayName, password: $password, group: $group, quota: $quota) {\n      id\n      username\n      displayName\n      group\n      quota\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserRowActions_Manage($id: Int!, $action: ManageAction!) {\n    manageUser(id: $id, action: $action) {\n      role\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UserRowActions_Manage($id: Int!, $action: ManageAction!) {\n    manageUser(id: $id, action: $action) {\n      role\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSearchForm_Groups {\n    groups\n  }\n"): (typeof documents)["\n  query UserSearchForm_Groups {\n    groups\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersScreen_Page($keyword: String, $group: String, $page: Int, $pageSize: Int) {\n    users(keyword: $keyword, group: $group, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        username\n        displayName\n        email\n        group\n        quota\n        usedQuota\n        requestCount\n        role\n        status\n        deletedAt\n      }\n      page\n      pageSize\n      total\n    }\n  }\n"): (typeof documents)["\n  query UsersScreen_Page($keyword: String, $group: String, $page: Int, $pageSize: Int) {\n    users(keyword: $keyword, group: $group, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        username\n        displayName\n        email\n        group\n        quota\n        usedQuota\n        requestCount\n        role\n        status\n        deletedAt\n      }\n      page\n      pageSize\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Status_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n    footerHtml\n    docsLink\n    quotaPerUnit\n    displayInCurrency\n    enableDataExport\n    enableDrawing\n    enableTask\n    mjNotifyEnabled\n    defaultCollapseSidebar\n    chats {\n      name\n      url\n    }\n    selfUseModeEnabled\n    demoSiteEnabled\n    emailVerification\n    turnstileCheck\n    turnstileSiteKey\n    githubOAuth\n    githubClientId\n    oidcEnabled\n    oidcClientId\n    oidcAuthorizationEndpoint\n    linuxDoOAuth\n    linuxDoClientId\n    wechatLogin\n    wechatQrCode\n    telegramOAuth\n    telegramBotName\n  }\n"): (typeof documents)["\n  fragment Status_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n    footerHtml\n    docsLink\n    quotaPerUnit\n    displayInCurrency\n    enableDataExport\n    enableDrawing\n    enableTask\n    mjNotifyEnabled\n    defaultCollapseSidebar\n    chats {\n      name\n      url\n    }\n    selfUseModeEnabled\n    demoSiteEnabled\n    emailVerification\n    turnstileCheck\n    turnstileSiteKey\n    githubOAuth\n    githubClientId\n    oidcEnabled\n    oidcClientId\n    oidcAuthorizationEndpoint\n    linuxDoOAuth\n    linuxDoClientId\n    wechatLogin\n    wechatQrCode\n    telegramOAuth\n    telegramBotName\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;