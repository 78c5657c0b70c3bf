/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ManageAction =
  | 'delete'
  | 'demote'
  | 'disable'
  | 'enable'
  | 'promote';

export type OAuthProvider =
  | 'github'
  | 'linuxdo'
  | 'oidc';

/** The Telegram Login Widget's answer, field for field; `hash` signs the others. */
export type TelegramAuthInput = {
  authDate: string;
  firstName?: string | null | undefined;
  hash: string;
  id: string;
  lastName?: string | null | undefined;
  photoUrl?: string | null | undefined;
  username?: string | null | undefined;
};

export type UsageLogFilter = {
  /** Admins only. */
  channel?: number | null | undefined;
  /** Unix seconds. */
  endTimestamp?: number | null | undefined;
  group?: string | null | undefined;
  /** Admins may use % wildcards. */
  modelName?: string | null | undefined;
  requestId?: string | null | undefined;
  /** Unix seconds. */
  startTimestamp?: number | null | undefined;
  tokenName?: string | null | undefined;
  /** 1 to 5; 0 or absent: every type. */
  type?: number | null | undefined;
  /** Admins only. */
  username?: string | null | undefined;
};

export type RequireLogin_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type RequireLogin_MeQuery = { me: { id: number, username: string, displayName: string, role: number, status: number, group: string } };

export type UserMenu_LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type UserMenu_LogoutMutation = { logout: boolean };

export type StatusProvider_LoadQueryVariables = Exact<{ [key: string]: never; }>;


export type StatusProvider_LoadQuery = { status: { systemName: string, logo: string, version: string, startTime: number, setup: boolean, footerHtml: string, docsLink: string, quotaPerUnit: number, displayInCurrency: boolean, enableDataExport: boolean, enableDrawing: boolean, enableTask: boolean, mjNotifyEnabled: boolean, defaultCollapseSidebar: boolean, selfUseModeEnabled: boolean, demoSiteEnabled: boolean, emailVerification: boolean, turnstileCheck: boolean, turnstileSiteKey: string, githubOAuth: boolean, githubClientId: string, oidcEnabled: boolean, oidcClientId: string, oidcAuthorizationEndpoint: string, linuxDoOAuth: boolean, linuxDoClientId: string, wechatLogin: boolean, wechatQrCode: string, telegramOAuth: boolean, telegramBotName: string, chats: Array<{ name: string, url: string }> } };

export type StatusProvider_ChangesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type StatusProvider_ChangesSubscription = { statusChanged: { systemName: string, logo: string, version: string, startTime: number, setup: boolean, footerHtml: string, docsLink: string, quotaPerUnit: number, displayInCurrency: boolean, enableDataExport: boolean, enableDrawing: boolean, enableTask: boolean, mjNotifyEnabled: boolean, defaultCollapseSidebar: boolean, selfUseModeEnabled: boolean, demoSiteEnabled: boolean, emailVerification: boolean, turnstileCheck: boolean, turnstileSiteKey: string, githubOAuth: boolean, githubClientId: string, oidcEnabled: boolean, oidcClientId: string, oidcAuthorizationEndpoint: string, linuxDoOAuth: boolean, linuxDoClientId: string, wechatLogin: boolean, wechatQrCode: string, telegramOAuth: boolean, telegramBotName: string, chats: Array<{ name: string, url: string }> } };

export type AboutScreen_ContentQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutScreen_ContentQuery = { about: string };

export type ExternalSignIns_StateMutationVariables = Exact<{
  aff?: string | null | undefined;
}>;


export type ExternalSignIns_StateMutation = { oauthState: string };

export type LoginForm_LoginMutationVariables = Exact<{
  username: string;
  password: string;
  turnstile?: string | null | undefined;
}>;


export type LoginForm_LoginMutation = { login: { id: number, username: string, displayName: string, role: number, status: number, group: string } };

export type TelegramLogin_SignInMutationVariables = Exact<{
  auth: TelegramAuthInput;
}>;


export type TelegramLogin_SignInMutation = { telegramSignIn: { user: { id: number, username: string, displayName: string, role: number, status: number, group: string } | null } };

export type WechatDialog_SignInMutationVariables = Exact<{
  code: string;
}>;


export type WechatDialog_SignInMutation = { wechatSignIn: { bound: boolean, user: { id: number, username: string, displayName: string, role: number, status: number, group: string } | null } };

export type OAuthCallback_SignInMutationVariables = Exact<{
  provider: OAuthProvider;
  code: string;
  state: string;
}>;


export type OAuthCallback_SignInMutation = { oauthSignIn: { bound: boolean, user: { id: number, username: string, displayName: string, role: number, status: number, group: string } | null } };

export type EmailCodeField_SendMutationVariables = Exact<{
  email: string;
  turnstile?: string | null | undefined;
}>;


export type EmailCodeField_SendMutation = { sendVerificationCode: boolean };

export type RegisterForm_RegisterMutationVariables = Exact<{
  username: string;
  password: string;
  email?: string | null | undefined;
  verificationCode?: string | null | undefined;
  affCode?: string | null | undefined;
  turnstile?: string | null | undefined;
}>;


export type RegisterForm_RegisterMutation = { register: boolean };

export type ResetConfirm_ResetMutationVariables = Exact<{
  email: string;
  token: string;
}>;


export type ResetConfirm_ResetMutation = { resetPassword: string };

export type ResetRequest_SendMutationVariables = Exact<{
  email: string;
  turnstile?: string | null | undefined;
}>;


export type ResetRequest_SendMutation = { sendPasswordReset: boolean };

export type HomeScreen_ContentQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeScreen_ContentQuery = { homePageContent: string };

export type AccessToken_ResetMutationVariables = Exact<{ [key: string]: never; }>;


export type AccessToken_ResetMutation = { resetAccessToken: string };

export type BalanceStats_WalletChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BalanceStats_WalletChangedSubscription = { walletChanged: { userId: number, quota: number, usedQuota: number, requestCount: number, affQuota: number, affCount: number, affHistoryQuota: number } };

export type BindingsCard_StateMutationVariables = Exact<{ [key: string]: never; }>;


export type BindingsCard_StateMutation = { oauthState: string };

export type ChangePasswordDialog_ChangeMutationVariables = Exact<{
  originalPassword: string;
  password: string;
}>;


export type ChangePasswordDialog_ChangeMutation = { changePassword: { id: number } };

export type DeleteAccountDialog_DeleteMutationVariables = Exact<{
  username: string;
}>;


export type DeleteAccountDialog_DeleteMutation = { deleteSelf: boolean };

export type EmailBindDialog_SendMutationVariables = Exact<{
  email: string;
}>;


export type EmailBindDialog_SendMutation = { sendVerificationCode: boolean };

export type EmailBindDialog_BindMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type EmailBindDialog_BindMutation = { bindEmail: { id: number, email: string } };

export type ModelChips_ModelsQueryVariables = Exact<{ [key: string]: never; }>;


export type ModelChips_ModelsQuery = { myModels: Array<string> };

export type SettingsTabs_UpdateMutationVariables = Exact<{
  notifyType?: string | null | undefined;
  quotaWarningThreshold?: number | null | undefined;
  webhookUrl?: string | null | undefined;
  webhookSecret?: string | null | undefined;
  notificationEmail?: string | null | undefined;
  acceptUnsetModelRatioModel?: boolean | null | undefined;
}>;


export type SettingsTabs_UpdateMutation = { updateSetting: boolean };

export type TelegramBind_BindMutationVariables = Exact<{
  auth: TelegramAuthInput;
}>;


export type TelegramBind_BindMutation = { telegramBind: { bound: boolean } };

export type TransferDialog_TransferMutationVariables = Exact<{
  quota: number;
}>;


export type TransferDialog_TransferMutation = { transferAffQuota: number };

export type WechatBindDialog_BindMutationVariables = Exact<{
  code: string;
}>;


export type WechatBindDialog_BindMutation = { wechatBind: { bound: boolean } };

export type PersonalScreen_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalScreen_MeQuery = { me: { id: number, username: string, displayName: string, role: number, group: string, quota: number, usedQuota: number, requestCount: number, affCode: string, affCount: number, affQuota: number, affHistoryQuota: number, email: string, githubId: string, oidcId: string, wechatId: string, telegramId: string, linuxDoId: string, setting: string } };

export type SetupForm_RunMutationVariables = Exact<{
  username: string;
  password: string;
  confirmPassword: string;
  selfUseMode?: boolean | null | undefined;
  demoSite?: boolean | null | undefined;
}>;


export type SetupForm_RunMutation = { setup: boolean };

export type SetupScreen_StateQueryVariables = Exact<{ [key: string]: never; }>;


export type SetupScreen_StateQuery = { setupStatus: { status: boolean, rootInit: boolean, databaseType: string } };

export type ExplainCharge_ExplainQueryVariables = Exact<{
  requestId: string;
}>;


export type ExplainCharge_ExplainQuery = { explainCharge: { requestId: string, formula: string | null, matches: boolean | null, recomputed: number | null, basis: string | null, streamEnd: string | null, channelsTried: Array<number>, price: { kind: string, modelRatio: string | null, completionRatio: string | null, groupRatio: string, modelPrice: string | null } | null, reservation: { amount: number }, settlement: { actual: number, returned: number } | null, release: { amount: number, reason: string } | null } };

export type SummaryChips_StatQueryVariables = Exact<{
  admin: boolean;
  filter?: UsageLogFilter | null | undefined;
}>;


export type SummaryChips_StatQuery = { usageLogStat?: { quota: number, rpm: number, tpm: number }, myUsageLogStat?: { quota: number, rpm: number, tpm: number } };

export type UserInfoDialog_UserQueryVariables = Exact<{
  id: number;
}>;


export type UserInfoDialog_UserQuery = { user: { id: number, username: string, displayName: string, email: string, group: string, quota: number, usedQuota: number, requestCount: number, affCount: number, affQuota: number, affHistoryQuota: number, inviterId: number } };

export type LogRow_FieldsFragment = { eventId: string, cursor: string, createdAt: string, type: number, userId: number, username: string, channelId: number | null, channelName: string, tokenName: string, group: string, modelName: string, useTimeMs: number, isStream: boolean, promptTokens: number, completionTokens: number, quota: number, content: string, other: string, requestId: string | null };

export type UsageLogsScreen_PageQueryVariables = Exact<{
  admin: boolean;
  filter?: UsageLogFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type UsageLogsScreen_PageQuery = { usageLogs?: { total: number, items: Array<{ eventId: string, cursor: string, createdAt: string, type: number, userId: number, username: string, channelId: number | null, channelName: string, tokenName: string, group: string, modelName: string, useTimeMs: number, isStream: boolean, promptTokens: number, completionTokens: number, quota: number, content: string, other: string, requestId: string | null }> }, myUsageLogs?: { total: number, items: Array<{ eventId: string, cursor: string, createdAt: string, type: number, userId: number, username: string, channelId: number | null, channelName: string, tokenName: string, group: string, modelName: string, useTimeMs: number, isStream: boolean, promptTokens: number, completionTokens: number, quota: number, content: string, other: string, requestId: string | null }> } };

export type LiveRows_MineSubscriptionVariables = Exact<{
  filter?: UsageLogFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type LiveRows_MineSubscription = { myUsageLogAdded: { eventId: string, cursor: string, createdAt: string, type: number, userId: number, username: string, channelId: number | null, channelName: string, tokenName: string, group: string, modelName: string, useTimeMs: number, isStream: boolean, promptTokens: number, completionTokens: number, quota: number, content: string, other: string, requestId: string | null } };

export type LiveRows_AllSubscriptionVariables = Exact<{
  filter?: UsageLogFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type LiveRows_AllSubscription = { usageLogAdded: { eventId: string, cursor: string, createdAt: string, type: number, userId: number, username: string, channelId: number | null, channelName: string, tokenName: string, group: string, modelName: string, useTimeMs: number, isStream: boolean, promptTokens: number, completionTokens: number, quota: number, content: string, other: string, requestId: string | null } };

export type AddQuotaDialog_AdjustMutationVariables = Exact<{
  userId: number;
  amount: number;
}>;


export type AddQuotaDialog_AdjustMutation = { adjustQuota: { userId: number, quota: number } };

export type AddUserDrawer_CreateMutationVariables = Exact<{
  username: string;
  displayName?: string | null | undefined;
  password: string;
}>;


export type AddUserDrawer_CreateMutation = { createUser: { id: number, username: string } };

export type EditUserDrawer_UserQueryVariables = Exact<{
  id: number;
}>;


export type EditUserDrawer_UserQuery = { groups: Array<string>, user: { id: number, username: string, displayName: string, group: string, quota: number, githubId: string, oidcId: string, wechatId: string, telegramId: string, email: string, linuxDoId: string } };

export type EditUserDrawer_SaveMutationVariables = Exact<{
  id: number;
  username?: string | null | undefined;
  displayName?: string | null | undefined;
  password?: string | null | undefined;
  group?: string | null | undefined;
  quota?: number | null | undefined;
}>;


export type EditUserDrawer_SaveMutation = { editUser: { id: number, username: string, displayName: string, group: string, quota: number } };

export type UserRowActions_ManageMutationVariables = Exact<{
  id: number;
  action: ManageAction;
}>;


export type UserRowActions_ManageMutation = { manageUser: { role: number, status: number } };

export type UserSearchForm_GroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserSearchForm_GroupsQuery = { groups: Array<string> };

export type UsersScreen_PageQueryVariables = Exact<{
  keyword?: string | null | undefined;
  group?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type UsersScreen_PageQuery = { users: { page: number, pageSize: number, total: number, items: Array<{ id: number, username: string, displayName: string, email: string, group: string, quota: number, usedQuota: number, requestCount: number, role: number, status: number, deletedAt: string | null }> } };

export type Status_FieldsFragment = { systemName: string, logo: string, version: string, startTime: number, setup: boolean, footerHtml: string, docsLink: string, quotaPerUnit: number, displayInCurrency: boolean, enableDataExport: boolean, enableDrawing: boolean, enableTask: boolean, mjNotifyEnabled: boolean, defaultCollapseSidebar: boolean, selfUseModeEnabled: boolean, demoSiteEnabled: boolean, emailVerification: boolean, turnstileCheck: boolean, turnstileSiteKey: string, githubOAuth: boolean, githubClientId: string, oidcEnabled: boolean, oidcClientId: string, oidcAuthorizationEndpoint: string, linuxDoOAuth: boolean, linuxDoClientId: string, wechatLogin: boolean, wechatQrCode: string, telegramOAuth: boolean, telegramBotName: string, chats: Array<{ name: string, url: string }> };

export const LogRow_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogRow_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsageLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"tokenName"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"modelName"}},{"kind":"Field","name":{"kind":"Name","value":"useTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"isStream"}},{"kind":"Field","name":{"kind":"Name","value":"promptTokens"}},{"kind":"Field","name":{"kind":"Name","value":"completionTokens"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]} as unknown as DocumentNode<LogRow_FieldsFragment, unknown>;
export const Status_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Status_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Status"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"setup"}},{"kind":"Field","name":{"kind":"Name","value":"footerHtml"}},{"kind":"Field","name":{"kind":"Name","value":"docsLink"}},{"kind":"Field","name":{"kind":"Name","value":"quotaPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"displayInCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"enableDataExport"}},{"kind":"Field","name":{"kind":"Name","value":"enableDrawing"}},{"kind":"Field","name":{"kind":"Name","value":"enableTask"}},{"kind":"Field","name":{"kind":"Name","value":"mjNotifyEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCollapseSidebar"}},{"kind":"Field","name":{"kind":"Name","value":"chats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selfUseModeEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"demoSiteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerification"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileCheck"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileSiteKey"}},{"kind":"Field","name":{"kind":"Name","value":"githubOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"githubClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"oidcClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcAuthorizationEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoClientId"}},{"kind":"Field","name":{"kind":"Name","value":"wechatLogin"}},{"kind":"Field","name":{"kind":"Name","value":"wechatQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"telegramOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"telegramBotName"}}]}}]} as unknown as DocumentNode<Status_FieldsFragment, unknown>;
export const RequireLogin_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequireLogin_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}}]}}]} as unknown as DocumentNode<RequireLogin_MeQuery, RequireLogin_MeQueryVariables>;
export const UserMenu_LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserMenu_Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<UserMenu_LogoutMutation, UserMenu_LogoutMutationVariables>;
export const StatusProvider_LoadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatusProvider_Load"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Status_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Status_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Status"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"setup"}},{"kind":"Field","name":{"kind":"Name","value":"footerHtml"}},{"kind":"Field","name":{"kind":"Name","value":"docsLink"}},{"kind":"Field","name":{"kind":"Name","value":"quotaPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"displayInCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"enableDataExport"}},{"kind":"Field","name":{"kind":"Name","value":"enableDrawing"}},{"kind":"Field","name":{"kind":"Name","value":"enableTask"}},{"kind":"Field","name":{"kind":"Name","value":"mjNotifyEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCollapseSidebar"}},{"kind":"Field","name":{"kind":"Name","value":"chats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selfUseModeEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"demoSiteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerification"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileCheck"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileSiteKey"}},{"kind":"Field","name":{"kind":"Name","value":"githubOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"githubClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"oidcClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcAuthorizationEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoClientId"}},{"kind":"Field","name":{"kind":"Name","value":"wechatLogin"}},{"kind":"Field","name":{"kind":"Name","value":"wechatQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"telegramOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"telegramBotName"}}]}}]} as unknown as DocumentNode<StatusProvider_LoadQuery, StatusProvider_LoadQueryVariables>;
export const StatusProvider_ChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StatusProvider_Changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Status_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Status_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Status"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"setup"}},{"kind":"Field","name":{"kind":"Name","value":"footerHtml"}},{"kind":"Field","name":{"kind":"Name","value":"docsLink"}},{"kind":"Field","name":{"kind":"Name","value":"quotaPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"displayInCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"enableDataExport"}},{"kind":"Field","name":{"kind":"Name","value":"enableDrawing"}},{"kind":"Field","name":{"kind":"Name","value":"enableTask"}},{"kind":"Field","name":{"kind":"Name","value":"mjNotifyEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCollapseSidebar"}},{"kind":"Field","name":{"kind":"Name","value":"chats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selfUseModeEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"demoSiteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerification"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileCheck"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileSiteKey"}},{"kind":"Field","name":{"kind":"Name","value":"githubOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"githubClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"oidcClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcAuthorizationEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoClientId"}},{"kind":"Field","name":{"kind":"Name","value":"wechatLogin"}},{"kind":"Field","name":{"kind":"Name","value":"wechatQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"telegramOAuth"}},{"kind":"Field","name":{"kind":"Name","value":"telegramBotName"}}]}}]} as unknown as DocumentNode<StatusProvider_ChangesSubscription, StatusProvider_ChangesSubscriptionVariables>;
export const AboutScreen_ContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AboutScreen_Content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"about"}}]}}]} as unknown as DocumentNode<AboutScreen_ContentQuery, AboutScreen_ContentQueryVariables>;
export const ExternalSignIns_StateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExternalSignIns_State"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aff"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aff"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aff"}}}]}]}}]} as unknown as DocumentNode<ExternalSignIns_StateMutation, ExternalSignIns_StateMutationVariables>;
export const LoginForm_LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginForm_Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"turnstile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}}]}}]} as unknown as DocumentNode<LoginForm_LoginMutation, LoginForm_LoginMutationVariables>;
export const TelegramLogin_SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TelegramLogin_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TelegramAuthInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telegramSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"auth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}}]}}]}}]} as unknown as DocumentNode<TelegramLogin_SignInMutation, TelegramLogin_SignInMutationVariables>;
export const WechatDialog_SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WechatDialog_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wechatSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bound"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}}]}}]}}]} as unknown as DocumentNode<WechatDialog_SignInMutation, WechatDialog_SignInMutationVariables>;
export const OAuthCallback_SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OAuthCallback_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthProvider"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bound"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}}]}}]}}]} as unknown as DocumentNode<OAuthCallback_SignInMutation, OAuthCallback_SignInMutationVariables>;
export const EmailCodeField_SendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailCodeField_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"turnstile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}}}]}]}}]} as unknown as DocumentNode<EmailCodeField_SendMutation, EmailCodeField_SendMutationVariables>;
export const RegisterForm_RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterForm_Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"verificationCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"affCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"verificationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"verificationCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"affCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"affCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"turnstile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}}}]}]}}]} as unknown as DocumentNode<RegisterForm_RegisterMutation, RegisterForm_RegisterMutationVariables>;
export const ResetConfirm_ResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetConfirm_Reset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ResetConfirm_ResetMutation, ResetConfirm_ResetMutationVariables>;
export const ResetRequest_SendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetRequest_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"turnstile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnstile"}}}]}]}}]} as unknown as DocumentNode<ResetRequest_SendMutation, ResetRequest_SendMutationVariables>;
export const HomeScreen_ContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeScreen_Content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePageContent"}}]}}]} as unknown as DocumentNode<HomeScreen_ContentQuery, HomeScreen_ContentQueryVariables>;
export const AccessToken_ResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessToken_Reset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetAccessToken"}}]}}]} as unknown as DocumentNode<AccessToken_ResetMutation, AccessToken_ResetMutationVariables>;
export const BalanceStats_WalletChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BalanceStats_WalletChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"usedQuota"}},{"kind":"Field","name":{"kind":"Name","value":"requestCount"}},{"kind":"Field","name":{"kind":"Name","value":"affQuota"}},{"kind":"Field","name":{"kind":"Name","value":"affCount"}},{"kind":"Field","name":{"kind":"Name","value":"affHistoryQuota"}}]}}]}}]} as unknown as DocumentNode<BalanceStats_WalletChangedSubscription, BalanceStats_WalletChangedSubscriptionVariables>;
export const BindingsCard_StateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindingsCard_State"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthState"}}]}}]} as unknown as DocumentNode<BindingsCard_StateMutation, BindingsCard_StateMutationVariables>;
export const ChangePasswordDialog_ChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePasswordDialog_Change"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"originalPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"originalPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"originalPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordDialog_ChangeMutation, ChangePasswordDialog_ChangeMutationVariables>;
export const DeleteAccountDialog_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccountDialog_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSelf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountDialog_DeleteMutation, DeleteAccountDialog_DeleteMutationVariables>;
export const EmailBindDialog_SendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailBindDialog_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<EmailBindDialog_SendMutation, EmailBindDialog_SendMutationVariables>;
export const EmailBindDialog_BindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailBindDialog_Bind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bindEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<EmailBindDialog_BindMutation, EmailBindDialog_BindMutationVariables>;
export const ModelChips_ModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModelChips_Models"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myModels"}}]}}]} as unknown as DocumentNode<ModelChips_ModelsQuery, ModelChips_ModelsQueryVariables>;
export const SettingsTabs_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsTabs_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notifyType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quotaWarningThreshold"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Quota"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookSecret"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notificationEmail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptUnsetModelRatioModel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"notifyType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notifyType"}}},{"kind":"Argument","name":{"kind":"Name","value":"quotaWarningThreshold"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quotaWarningThreshold"}}},{"kind":"Argument","name":{"kind":"Name","value":"webhookUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"webhookSecret"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookSecret"}}},{"kind":"Argument","name":{"kind":"Name","value":"notificationEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notificationEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptUnsetModelRatioModel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptUnsetModelRatioModel"}}}]}]}}]} as unknown as DocumentNode<SettingsTabs_UpdateMutation, SettingsTabs_UpdateMutationVariables>;
export const TelegramBind_BindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TelegramBind_Bind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TelegramAuthInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telegramBind"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"auth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bound"}}]}}]}}]} as unknown as DocumentNode<TelegramBind_BindMutation, TelegramBind_BindMutationVariables>;
export const TransferDialog_TransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferDialog_Transfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quota"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Quota"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferAffQuota"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quota"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quota"}}}]}]}}]} as unknown as DocumentNode<TransferDialog_TransferMutation, TransferDialog_TransferMutationVariables>;
export const WechatBindDialog_BindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WechatBindDialog_Bind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wechatBind"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bound"}}]}}]}}]} as unknown as DocumentNode<WechatBindDialog_BindMutation, WechatBindDialog_BindMutationVariables>;
export const PersonalScreen_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalScreen_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"usedQuota"}},{"kind":"Field","name":{"kind":"Name","value":"requestCount"}},{"kind":"Field","name":{"kind":"Name","value":"affCode"}},{"kind":"Field","name":{"kind":"Name","value":"affCount"}},{"kind":"Field","name":{"kind":"Name","value":"affQuota"}},{"kind":"Field","name":{"kind":"Name","value":"affHistoryQuota"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"githubId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcId"}},{"kind":"Field","name":{"kind":"Name","value":"wechatId"}},{"kind":"Field","name":{"kind":"Name","value":"telegramId"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoId"}},{"kind":"Field","name":{"kind":"Name","value":"setting"}}]}}]}}]} as unknown as DocumentNode<PersonalScreen_MeQuery, PersonalScreen_MeQueryVariables>;
export const SetupForm_RunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupForm_Run"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selfUseMode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"demoSite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"selfUseMode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selfUseMode"}}},{"kind":"Argument","name":{"kind":"Name","value":"demoSite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"demoSite"}}}]}]}}]} as unknown as DocumentNode<SetupForm_RunMutation, SetupForm_RunMutationVariables>;
export const SetupScreen_StateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupScreen_State"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rootInit"}},{"kind":"Field","name":{"kind":"Name","value":"databaseType"}}]}}]}}]} as unknown as DocumentNode<SetupScreen_StateQuery, SetupScreen_StateQueryVariables>;
export const ExplainCharge_ExplainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExplainCharge_Explain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"explainCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"recomputed"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"streamEnd"}},{"kind":"Field","name":{"kind":"Name","value":"channelsTried"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"modelRatio"}},{"kind":"Field","name":{"kind":"Name","value":"completionRatio"}},{"kind":"Field","name":{"kind":"Name","value":"groupRatio"}},{"kind":"Field","name":{"kind":"Name","value":"modelPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settlement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actual"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<ExplainCharge_ExplainQuery, ExplainCharge_ExplainQueryVariables>;
export const SummaryChips_StatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SummaryChips_Stat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"admin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsageLogFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageLogStat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"admin"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"rpm"}},{"kind":"Field","name":{"kind":"Name","value":"tpm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myUsageLogStat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"admin"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"rpm"}},{"kind":"Field","name":{"kind":"Name","value":"tpm"}}]}}]}}]} as unknown as DocumentNode<SummaryChips_StatQuery, SummaryChips_StatQueryVariables>;
export const UserInfoDialog_UserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserInfoDialog_User"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"usedQuota"}},{"kind":"Field","name":{"kind":"Name","value":"requestCount"}},{"kind":"Field","name":{"kind":"Name","value":"affCount"}},{"kind":"Field","name":{"kind":"Name","value":"affQuota"}},{"kind":"Field","name":{"kind":"Name","value":"affHistoryQuota"}},{"kind":"Field","name":{"kind":"Name","value":"inviterId"}}]}}]}}]} as unknown as DocumentNode<UserInfoDialog_UserQuery, UserInfoDialog_UserQueryVariables>;
export const UsageLogsScreen_PageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsageLogsScreen_Page"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"admin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsageLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"admin"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogRow_Fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myUsageLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"admin"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogRow_Fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogRow_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsageLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"tokenName"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"modelName"}},{"kind":"Field","name":{"kind":"Name","value":"useTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"isStream"}},{"kind":"Field","name":{"kind":"Name","value":"promptTokens"}},{"kind":"Field","name":{"kind":"Name","value":"completionTokens"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]} as unknown as DocumentNode<UsageLogsScreen_PageQuery, UsageLogsScreen_PageQueryVariables>;
export const LiveRows_MineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveRows_Mine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsageLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myUsageLogAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogRow_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogRow_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsageLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"tokenName"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"modelName"}},{"kind":"Field","name":{"kind":"Name","value":"useTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"isStream"}},{"kind":"Field","name":{"kind":"Name","value":"promptTokens"}},{"kind":"Field","name":{"kind":"Name","value":"completionTokens"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]} as unknown as DocumentNode<LiveRows_MineSubscription, LiveRows_MineSubscriptionVariables>;
export const LiveRows_AllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveRows_All"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsageLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageLogAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogRow_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogRow_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsageLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"tokenName"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"modelName"}},{"kind":"Field","name":{"kind":"Name","value":"useTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"isStream"}},{"kind":"Field","name":{"kind":"Name","value":"promptTokens"}},{"kind":"Field","name":{"kind":"Name","value":"completionTokens"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]} as unknown as DocumentNode<LiveRows_AllSubscription, LiveRows_AllSubscriptionVariables>;
export const AddQuotaDialog_AdjustDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddQuotaDialog_Adjust"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Quota"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustQuota"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}}]}}]}}]} as unknown as DocumentNode<AddQuotaDialog_AdjustMutation, AddQuotaDialog_AdjustMutationVariables>;
export const AddUserDrawer_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddUserDrawer_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"displayName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"displayName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"displayName"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<AddUserDrawer_CreateMutation, AddUserDrawer_CreateMutationVariables>;
export const EditUserDrawer_UserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditUserDrawer_User"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"githubId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcId"}},{"kind":"Field","name":{"kind":"Name","value":"wechatId"}},{"kind":"Field","name":{"kind":"Name","value":"telegramId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDoId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"}}]}}]} as unknown as DocumentNode<EditUserDrawer_UserQuery, EditUserDrawer_UserQueryVariables>;
export const EditUserDrawer_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditUserDrawer_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"displayName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quota"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Quota"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"displayName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"displayName"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}},{"kind":"Argument","name":{"kind":"Name","value":"quota"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quota"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}}]}}]}}]} as unknown as DocumentNode<EditUserDrawer_SaveMutation, EditUserDrawer_SaveMutationVariables>;
export const UserRowActions_ManageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserRowActions_Manage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManageAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UserRowActions_ManageMutation, UserRowActions_ManageMutationVariables>;
export const UserSearchForm_GroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSearchForm_Groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"}}]}}]} as unknown as DocumentNode<UserSearchForm_GroupsQuery, UserSearchForm_GroupsQueryVariables>;
export const UsersScreen_PageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersScreen_Page"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"usedQuota"}},{"kind":"Field","name":{"kind":"Name","value":"requestCount"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<UsersScreen_PageQuery, UsersScreen_PageQueryVariables>;