/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ApiTokenInput = {
  allowIps?: string | null | undefined;
  expiredTime?: number | null | undefined;
  group?: string | null | undefined;
  modelLimits?: string | null | undefined;
  modelLimitsEnabled?: boolean | null | undefined;
  name?: string | null | undefined;
  remainQuota?: number | null | undefined;
  unlimitedQuota?: boolean | null | undefined;
};

export type ChannelInput = {
  autoBan?: number | null | undefined;
  baseUrl?: string | null | undefined;
  /** Comma list; default `default`. */
  group?: string | null | undefined;
  /** On update, empty keeps the stored key. */
  key?: string | null | undefined;
  /** Multi-key channels on update: `replace` (default) or `append` the keys sent. */
  keyMode?: string | null | undefined;
  maxInputTokens?: number | null | undefined;
  modelMapping?: string | null | undefined;
  /** Comma list. */
  models?: string | null | undefined;
  /** Multi-key channels: how a key is picked. */
  multiKeyMode?: MultiKeyMode | null | undefined;
  name?: string | null | undefined;
  openaiOrganization?: string | null | undefined;
  other?: string | null | undefined;
  paramOverride?: string | null | undefined;
  priority?: number | null | undefined;
  setting?: string | null | undefined;
  status?: number | null | undefined;
  statusCodeMapping?: string | null | undefined;
  tag?: string | null | undefined;
  testModel?: string | null | undefined;
  type?: number | null | undefined;
  weight?: number | null | undefined;
};

/** What to change on every channel of a tag; absent or empty fields stay as they are. */
export type ChannelTagEditInput = {
  /** Comma list. */
  groups?: string | null | undefined;
  modelMapping?: string | null | undefined;
  /** Comma list. */
  models?: string | null | undefined;
  newTag?: string | null | undefined;
  priority?: number | null | undefined;
  tag: string;
  weight?: number | null | undefined;
};

/** How usage is bucketed: UTC hours, UTC days, or weeks starting Monday 00:00 UTC. */
export type DashboardGranularity = 'day' | 'hour' | 'week';

export type ManageAction = 'delete' | 'demote' | 'disable' | 'enable' | 'promote';

/** How a multi-key channel picks a key: at random or in turn. */
export type MultiKeyMode = 'polling' | 'random';

export type OAuthProvider = 'github' | 'linuxdo' | 'oidc';

/** How an option value is written as text. */
export type OptionValueType =
  /** "true" or "false". */
  | 'boolean'
  /** A whole number. */
  | 'integer'
  /** JSON text, for example a map of model name to ratio. */
  | 'json'
  /** A decimal number. */
  | 'number'
  /** Any text (some options allow only listed words). */
  | 'text';

export type TaskFilter = {
  /** Admins only. */
  channelId?: number | null | undefined;
  endTimestamp?: number | null | undefined;
  /** Milliseconds for Midjourney, seconds for the others, as the console sends them. */
  startTimestamp?: number | null | undefined;
  /** The upstream’s id (`mj_id`, `task_id`). */
  taskId?: string | null | undefined;
};

export type TaskKind = 'midjourney' | 'task';

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

export type RequireLogin_MeQueryVariables = Exact<{ [key: string]: never }>;

export type RequireLogin_MeQuery = { me: { id: number; username: string; displayName: string; role: number; status: number; group: string } };

export type SiteNotice_NoticeQueryVariables = Exact<{ [key: string]: never }>;

export type SiteNotice_NoticeQuery = { notice: string };

export type UserMenu_LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type UserMenu_LogoutMutation = { logout: boolean };

export type StatusProvider_LoadQueryVariables = Exact<{ [key: string]: never }>;

export type StatusProvider_LoadQuery = {
  status: {
    systemName: string;
    logo: string;
    version: string;
    startTime: number;
    setup: boolean;
    footerHtml: string;
    docsLink: string;
    quotaPerUnit: number;
    displayInCurrency: boolean;
    enableDataExport: boolean;
    enableDrawing: boolean;
    enableTask: boolean;
    mjNotifyEnabled: boolean;
    defaultCollapseSidebar: boolean;
    selfUseModeEnabled: boolean;
    demoSiteEnabled: boolean;
    emailVerification: boolean;
    turnstileCheck: boolean;
    turnstileSiteKey: string;
    githubOAuth: boolean;
    githubClientId: string;
    oidcEnabled: boolean;
    oidcClientId: string;
    oidcAuthorizationEndpoint: string;
    linuxDoOAuth: boolean;
    linuxDoClientId: string;
    wechatLogin: boolean;
    wechatQrCode: string;
    telegramOAuth: boolean;
    telegramBotName: string;
    chats: Array<{ name: string; url: string }>;
  };
};

export type StatusProvider_ChangesSubscriptionVariables = Exact<{ [key: string]: never }>;

export type StatusProvider_ChangesSubscription = {
  statusChanged: {
    systemName: string;
    logo: string;
    version: string;
    startTime: number;
    setup: boolean;
    footerHtml: string;
    docsLink: string;
    quotaPerUnit: number;
    displayInCurrency: boolean;
    enableDataExport: boolean;
    enableDrawing: boolean;
    enableTask: boolean;
    mjNotifyEnabled: boolean;
    defaultCollapseSidebar: boolean;
    selfUseModeEnabled: boolean;
    demoSiteEnabled: boolean;
    emailVerification: boolean;
    turnstileCheck: boolean;
    turnstileSiteKey: string;
    githubOAuth: boolean;
    githubClientId: string;
    oidcEnabled: boolean;
    oidcClientId: string;
    oidcAuthorizationEndpoint: string;
    linuxDoOAuth: boolean;
    linuxDoClientId: string;
    wechatLogin: boolean;
    wechatQrCode: string;
    telegramOAuth: boolean;
    telegramBotName: string;
    chats: Array<{ name: string; url: string }>;
  };
};

export type AboutScreen_ContentQueryVariables = Exact<{ [key: string]: never }>;

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

export type LoginForm_LoginMutation = { login: { id: number; username: string; displayName: string; role: number; status: number; group: string } };

export type TelegramLogin_SignInMutationVariables = Exact<{
  auth: TelegramAuthInput;
}>;

export type TelegramLogin_SignInMutation = {
  telegramSignIn: { user: { id: number; username: string; displayName: string; role: number; status: number; group: string } | null };
};

export type WechatDialog_SignInMutationVariables = Exact<{
  code: string;
}>;

export type WechatDialog_SignInMutation = {
  wechatSignIn: { bound: boolean; user: { id: number; username: string; displayName: string; role: number; status: number; group: string } | null };
};

export type OAuthCallback_SignInMutationVariables = Exact<{
  provider: OAuthProvider;
  code: string;
  state: string;
}>;

export type OAuthCallback_SignInMutation = {
  oauthSignIn: { bound: boolean; user: { id: number; username: string; displayName: string; role: number; status: number; group: string } | null };
};

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

export type ChannelRow_FieldsFragment = {
  id: number;
  name: string;
  type: number;
  status: number;
  group: string;
  models: string;
  tag: string;
  priority: number;
  weight: number;
  responseTime: number;
  testTime: number;
  testModel: string;
  balance: number;
  balanceUpdatedTime: number;
  usedQuota: number;
  otherInfo: string;
  multiKey: { size: number } | null;
};

export type ChannelTagRow_FieldsFragment = {
  tag: string;
  group: string;
  status: number;
  responseTime: number;
  balance: number;
  usedQuota: number;
  tagPriority: number | null;
  tagWeight: number | null;
  channels: Array<{
    id: number;
    name: string;
    type: number;
    status: number;
    group: string;
    models: string;
    tag: string;
    priority: number;
    weight: number;
    responseTime: number;
    testTime: number;
    testModel: string;
    balance: number;
    balanceUpdatedTime: number;
    usedQuota: number;
    otherInfo: string;
    multiKey: { size: number } | null;
  }>;
};

export type ChannelsScreen_ListQueryVariables = Exact<{
  keyword?: string | null | undefined;
  group?: string | null | undefined;
  model?: string | null | undefined;
  idSort?: boolean | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type ChannelsScreen_ListQuery = {
  channels: {
    total: number;
    items: Array<{
      id: number;
      name: string;
      type: number;
      status: number;
      group: string;
      models: string;
      tag: string;
      priority: number;
      weight: number;
      responseTime: number;
      testTime: number;
      testModel: string;
      balance: number;
      balanceUpdatedTime: number;
      usedQuota: number;
      otherInfo: string;
      multiKey: { size: number } | null;
    }>;
  };
};

export type ChannelsScreen_ByTagQueryVariables = Exact<{
  keyword?: string | null | undefined;
  group?: string | null | undefined;
  model?: string | null | undefined;
  idSort?: boolean | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type ChannelsScreen_ByTagQuery = {
  channelsByTag: {
    total: number;
    items: Array<
      | {
          __typename: 'Channel';
          id: number;
          name: string;
          type: number;
          status: number;
          group: string;
          models: string;
          tag: string;
          priority: number;
          weight: number;
          responseTime: number;
          testTime: number;
          testModel: string;
          balance: number;
          balanceUpdatedTime: number;
          usedQuota: number;
          otherInfo: string;
          multiKey: { size: number } | null;
        }
      | {
          __typename: 'ChannelTagRow';
          tag: string;
          group: string;
          status: number;
          responseTime: number;
          balance: number;
          usedQuota: number;
          tagPriority: number | null;
          tagWeight: number | null;
          channels: Array<{
            id: number;
            name: string;
            type: number;
            status: number;
            group: string;
            models: string;
            tag: string;
            priority: number;
            weight: number;
            responseTime: number;
            testTime: number;
            testModel: string;
            balance: number;
            balanceUpdatedTime: number;
            usedQuota: number;
            otherInfo: string;
            multiKey: { size: number } | null;
          }>;
        }
    >;
  };
};

export type ChannelsScreen_TypesQueryVariables = Exact<{ [key: string]: never }>;

export type ChannelsScreen_TypesQuery = { channelTypes: Array<{ id: number; name: string; relayed: boolean }> };

export type BatchTag_SetMutationVariables = Exact<{
  ids: Array<number> | number;
  tag: string;
}>;

export type BatchTag_SetMutation = { setChannelsTag: number };

export type ChannelDrawer_ChoicesQueryVariables = Exact<{ [key: string]: never }>;

export type ChannelDrawer_ChoicesQuery = {
  groups: Array<string>;
  channelTypes: Array<{ id: number; name: string; defaultBaseUrl: string | null; relayed: boolean }>;
};

export type ChannelDrawer_ChannelQueryVariables = Exact<{
  id: number;
}>;

export type ChannelDrawer_ChannelQuery = {
  channel: {
    id: number;
    type: number;
    name: string;
    baseUrl: string;
    other: string;
    openaiOrganization: string;
    models: string;
    group: string;
    modelMapping: string;
    statusCodeMapping: string;
    testModel: string;
    autoBan: number;
    priority: number;
    weight: number;
    tag: string;
    maxInputTokens: number;
    setting: string;
    paramOverride: string;
  };
};

export type ChannelDrawer_CreateMutationVariables = Exact<{
  input: ChannelInput;
  batch?: boolean | null | undefined;
}>;

export type ChannelDrawer_CreateMutation = { createChannels: Array<{ id: number }> };

export type ChannelDrawer_UpdateMutationVariables = Exact<{
  id: number;
  input: ChannelInput;
}>;

export type ChannelDrawer_UpdateMutation = { updateChannel: { id: number } };

export type ChannelSearchForm_ChoicesQueryVariables = Exact<{ [key: string]: never }>;

export type ChannelSearchForm_ChoicesQuery = { groups: Array<string>; enabledModels: Array<string> };

export type ChannelsToolbar_BalancesMutationVariables = Exact<{ [key: string]: never }>;

export type ChannelsToolbar_BalancesMutation = { updateChannelBalances: { updated: number; failed: number; skipped: number; disabled: number } };

export type ChannelsToolbar_DeleteDisabledMutationVariables = Exact<{ [key: string]: never }>;

export type ChannelsToolbar_DeleteDisabledMutation = { deleteDisabledChannels: number };

export type ChannelsToolbar_FixMutationVariables = Exact<{ [key: string]: never }>;

export type ChannelsToolbar_FixMutation = { fixChannelAbilities: number };

export type ChannelsToolbar_DeleteManyMutationVariables = Exact<{
  ids: Array<number> | number;
}>;

export type ChannelsToolbar_DeleteManyMutation = { deleteChannels: number };

export type ModelsField_CatalogueQueryVariables = Exact<{ [key: string]: never }>;

export type ModelsField_CatalogueQuery = { modelsByChannelType: Array<{ type: number; models: Array<string> }>; knownModels: Array<{ id: string }> };

export type ModelsField_FetchUpstreamQueryVariables = Exact<{
  type: number;
  key: string;
  baseUrl?: string | null | undefined;
}>;

export type ModelsField_FetchUpstreamQuery = { fetchUpstreamModels: Array<string> };

export type ModelsField_FetchStoredQueryVariables = Exact<{
  id: number;
}>;

export type ModelsField_FetchStoredQuery = { fetchChannelModels: Array<string> };

export type ChannelActions_SetStateMutationVariables = Exact<{
  id: number;
  status?: number | null | undefined;
  priority?: number | null | undefined;
  weight?: number | null | undefined;
}>;

export type ChannelActions_SetStateMutation = { setChannelState: { id: number; status: number; priority: number; weight: number } };

export type ChannelActions_TestMutationVariables = Exact<{
  id: number;
  model?: string | null | undefined;
}>;

export type ChannelActions_TestMutation = { testChannel: { success: boolean; message: string; time: number } };

export type ChannelActions_BalanceMutationVariables = Exact<{
  id: number;
}>;

export type ChannelActions_BalanceMutation = { updateChannelBalance: { balance: number; balanceUpdatedTime: number } };

export type ChannelActions_CopyMutationVariables = Exact<{
  id: number;
}>;

export type ChannelActions_CopyMutation = { copyChannel: { id: number } };

export type ChannelActions_DeleteMutationVariables = Exact<{
  id: number;
}>;

export type ChannelActions_DeleteMutation = { deleteChannel: boolean };

export type ChannelActions_TagEnabledMutationVariables = Exact<{
  tag: string;
  enabled: boolean;
}>;

export type ChannelActions_TagEnabledMutation = { setChannelTagEnabled: number };

export type ChannelActions_EditTagMutationVariables = Exact<{
  input: ChannelTagEditInput;
}>;

export type ChannelActions_EditTagMutation = { editChannelTag: number };

export type ChannelHealth_FieldsFragment = {
  channelId: number;
  status: number;
  statusSince: string | null;
  lastResponseMs: number | null;
  lastFirstTokenMs: number | null;
  lastSuccessAt: string | null;
  lastError: { at: string; message: string; status: number | null } | null;
  lastAutomaticChange: { at: string; reason: string; status: number | null } | null;
  windows: Array<{ minutes: number; requests: number; successes: number; failures: number; successRate: number | null; averageResponseMs: number | null }>;
};

export type ChannelHealth_ChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type ChannelHealth_ChangedSubscription = {
  channelHealthChanged: Array<{
    channelId: number;
    status: number;
    statusSince: string | null;
    lastResponseMs: number | null;
    lastFirstTokenMs: number | null;
    lastSuccessAt: string | null;
    lastError: { at: string; message: string; status: number | null } | null;
    lastAutomaticChange: { at: string; reason: string; status: number | null } | null;
    windows: Array<{ minutes: number; requests: number; successes: number; failures: number; successRate: number | null; averageResponseMs: number | null }>;
  }>;
};

export type TestAll_StartMutationVariables = Exact<{ [key: string]: never }>;

export type TestAll_StartMutation = { testAllChannels: { runId: number; total: number } };

export type TestAll_ProgressSubscriptionVariables = Exact<{ [key: string]: never }>;

export type TestAll_ProgressSubscription = {
  channelTestProgress: {
    runId: number;
    done: number;
    total: number;
    finished: boolean;
    last: { channelId: number; name: string; success: boolean; message: string; time: number; status: number; statusChange: string | null } | null;
  };
};

export type ChatScreen_KeysQueryVariables = Exact<{ [key: string]: never }>;

export type ChatScreen_KeysQuery = { tokens: { items: Array<{ key: string; status: number }> }; status: { serverAddress: string } };

export type ChatScreen_AddressQueryVariables = Exact<{ [key: string]: never }>;

export type ChatScreen_AddressQuery = { status: { serverAddress: string } };

export type DashboardScreen_UsageQueryVariables = Exact<{
  admin: boolean;
  granularity?: DashboardGranularity | null | undefined;
  start?: number | null | undefined;
  end?: number | null | undefined;
  username?: string | null | undefined;
}>;

export type DashboardScreen_UsageQuery = {
  dashboard?: {
    enabled: boolean;
    granularity: DashboardGranularity;
    start: string;
    end: string;
    refreshMinutes: number;
    usage: Array<{ bucket: string; modelName: string; quota: number; promptTokens: number; completionTokens: number; requests: number }>;
  };
  myDashboard?: {
    enabled: boolean;
    granularity: DashboardGranularity;
    start: string;
    end: string;
    refreshMinutes: number;
    usage: Array<{ bucket: string; modelName: string; quota: number; promptTokens: number; completionTokens: number; requests: number }>;
  };
};

export type DashboardScreen_FieldsFragment = {
  enabled: boolean;
  granularity: DashboardGranularity;
  start: string;
  end: string;
  refreshMinutes: number;
  usage: Array<{ bucket: string; modelName: string; quota: number; promptTokens: number; completionTokens: number; requests: number }>;
};

export type UsageRefresh_WalletSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UsageRefresh_WalletSubscription = { walletChanged: { userId: number; usedQuota: number } };

export type UsageRefresh_ActivitySubscriptionVariables = Exact<{ [key: string]: never }>;

export type UsageRefresh_ActivitySubscription = { activityChanged: Array<{ hour: string; events: number }> };

export type HomeScreen_ContentQueryVariables = Exact<{ [key: string]: never }>;

export type HomeScreen_ContentQuery = { homePageContent: string };

export type AccessToken_ResetMutationVariables = Exact<{ [key: string]: never }>;

export type AccessToken_ResetMutation = { resetAccessToken: string };

export type BalanceStats_WalletChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type BalanceStats_WalletChangedSubscription = {
  walletChanged: { userId: number; quota: number; usedQuota: number; requestCount: number; affQuota: number; affCount: number; affHistoryQuota: number };
};

export type BindingsCard_StateMutationVariables = Exact<{ [key: string]: never }>;

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

export type EmailBindDialog_BindMutation = { bindEmail: { id: number; email: string } };

export type ModelChips_ModelsQueryVariables = Exact<{ [key: string]: never }>;

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

export type PersonalScreen_MeQueryVariables = Exact<{ [key: string]: never }>;

export type PersonalScreen_MeQuery = {
  me: {
    id: number;
    username: string;
    displayName: string;
    role: number;
    group: string;
    quota: number;
    usedQuota: number;
    requestCount: number;
    affCode: string;
    affCount: number;
    affQuota: number;
    affHistoryQuota: number;
    email: string;
    githubId: string;
    oidcId: string;
    wechatId: string;
    telegramId: string;
    linuxDoId: string;
    setting: string;
  };
};

export type PlaygroundScreen_GroupsQueryVariables = Exact<{ [key: string]: never }>;

export type PlaygroundScreen_GroupsQuery = { myGroups: Array<{ group: string; ratio: number | null }> };

export type PlaygroundScreen_ModelsQueryVariables = Exact<{
  group?: string | null | undefined;
}>;

export type PlaygroundScreen_ModelsQuery = { myModels: Array<string> };

export type PricingScreen_PricingQueryVariables = Exact<{ [key: string]: never }>;

export type PricingScreen_PricingQuery = {
  pricing: {
    groupRatios: Array<{ group: string; ratio: number }>;
    usableGroups: Array<{ group: string; description: string }>;
    models: Array<{
      modelName: string;
      quotaType: number;
      modelRatio: number;
      completionRatio: number;
      modelPrice: number;
      enableGroups: Array<string>;
      cacheRatio: number | null;
      createCacheRatio: number | null;
      imageRatio: number | null;
    }>;
  };
};

export type RedemptionDrawer_CreateMutationVariables = Exact<{
  name?: string | null | undefined;
  quota?: number | null | undefined;
  count?: number | null | undefined;
}>;

export type RedemptionDrawer_CreateMutation = { createRedemptions: Array<string> };

export type RedemptionDrawer_EditMutationVariables = Exact<{
  id: number;
  name: string;
  quota?: number | null | undefined;
}>;

export type RedemptionDrawer_EditMutation = { editRedemption: { id: number } };

export type RedemptionRowActions_SetStatusMutationVariables = Exact<{
  id: number;
  status: number;
}>;

export type RedemptionRowActions_SetStatusMutation = { setRedemptionStatus: { id: number; status: number } };

export type RedemptionRowActions_DeleteMutationVariables = Exact<{
  id: number;
}>;

export type RedemptionRowActions_DeleteMutation = { deleteRedemption: boolean };

export type RedemptionSearchForm_DeleteInvalidMutationVariables = Exact<{ [key: string]: never }>;

export type RedemptionSearchForm_DeleteInvalidMutation = { deleteInvalidRedemptions: number };

export type RedemptionsScreen_PageQueryVariables = Exact<{
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type RedemptionsScreen_PageQuery = {
  redemptions: {
    total: number;
    items: Array<{ id: number; name: string; key: string; status: number; quota: number; createdTime: number; usedUserId: number; redeemedTime: number }>;
  };
};

export type LogCleaning_ClearMutationVariables = Exact<{
  targetTimestamp: number;
}>;

export type LogCleaning_ClearMutation = { clearUsageLogs: number };

export type ModelRatioEditors_ResetMutationVariables = Exact<{ [key: string]: never }>;

export type ModelRatioEditors_ResetMutation = { resetModelRatio: { key: string; value: string } };

export type UnsetModels_EnabledQueryVariables = Exact<{ [key: string]: never }>;

export type UnsetModels_EnabledQuery = { enabledModels: Array<string> };

export type SettingsScreen_OptionsQueryVariables = Exact<{ [key: string]: never }>;

export type SettingsScreen_OptionsQuery = {
  options: Array<{ key: string; value: string; secret: boolean; set: boolean; type: OptionValueType; writable: boolean }>;
};

export type SettingsScreen_UpdateOptionMutationVariables = Exact<{
  key: string;
  value: string;
}>;

export type SettingsScreen_UpdateOptionMutation = {
  updateOption: { key: string; value: string; secret: boolean; set: boolean; type: OptionValueType; writable: boolean };
};

export type SetupForm_RunMutationVariables = Exact<{
  username: string;
  password: string;
  confirmPassword: string;
  selfUseMode?: boolean | null | undefined;
  demoSite?: boolean | null | undefined;
}>;

export type SetupForm_RunMutation = { setup: boolean };

export type SetupScreen_StateQueryVariables = Exact<{ [key: string]: never }>;

export type SetupScreen_StateQuery = { setupStatus: { status: boolean; rootInit: boolean; databaseType: string } };

export type TaskLogPage_PageQueryVariables = Exact<{
  admin: boolean;
  kind: TaskKind;
  filter?: TaskFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type TaskLogPage_PageQuery = {
  tasks?: {
    total: number;
    cursor: string;
    items: Array<{
      taskKey: string;
      cursor: string;
      userId: number;
      channelId: number | null;
      platform: string;
      action: string;
      upstreamTaskId: string;
      code: number | null;
      status: string;
      progress: string;
      submitTime: number;
      startTime: number;
      finishTime: number;
      imageUrl: string;
      videoUrl: string;
      prompt: string;
      promptEn: string;
      failReason: string;
    }>;
  };
  myTasks?: {
    total: number;
    cursor: string;
    items: Array<{
      taskKey: string;
      cursor: string;
      userId: number;
      channelId: number | null;
      platform: string;
      action: string;
      upstreamTaskId: string;
      code: number | null;
      status: string;
      progress: string;
      submitTime: number;
      startTime: number;
      finishTime: number;
      imageUrl: string;
      videoUrl: string;
      prompt: string;
      promptEn: string;
      failReason: string;
    }>;
  };
};

export type TaskRow_FieldsFragment = {
  taskKey: string;
  cursor: string;
  userId: number;
  channelId: number | null;
  platform: string;
  action: string;
  upstreamTaskId: string;
  code: number | null;
  status: string;
  progress: string;
  submitTime: number;
  startTime: number;
  finishTime: number;
  imageUrl: string;
  videoUrl: string;
  prompt: string;
  promptEn: string;
  failReason: string;
};

export type LiveTasks_AllSubscriptionVariables = Exact<{
  kind: TaskKind;
  filter?: TaskFilter | null | undefined;
  after?: string | null | undefined;
}>;

export type LiveTasks_AllSubscription = {
  taskChanged: {
    taskKey: string;
    cursor: string;
    userId: number;
    channelId: number | null;
    platform: string;
    action: string;
    upstreamTaskId: string;
    code: number | null;
    status: string;
    progress: string;
    submitTime: number;
    startTime: number;
    finishTime: number;
    imageUrl: string;
    videoUrl: string;
    prompt: string;
    promptEn: string;
    failReason: string;
  };
};

export type LiveTasks_MineSubscriptionVariables = Exact<{
  kind: TaskKind;
  filter?: TaskFilter | null | undefined;
  after?: string | null | undefined;
}>;

export type LiveTasks_MineSubscription = {
  myTaskChanged: {
    taskKey: string;
    cursor: string;
    userId: number;
    channelId: number | null;
    platform: string;
    action: string;
    upstreamTaskId: string;
    code: number | null;
    status: string;
    progress: string;
    submitTime: number;
    startTime: number;
    finishTime: number;
    imageUrl: string;
    videoUrl: string;
    prompt: string;
    promptEn: string;
    failReason: string;
  };
};

export type TokenDrawer_OptionsQueryVariables = Exact<{ [key: string]: never }>;

export type TokenDrawer_OptionsQuery = { myModels: Array<string>; myGroups: Array<{ group: string; description: string; ratio: number | null }> };

export type TokenDrawer_CreateMutationVariables = Exact<{
  count?: number | null | undefined;
  input: ApiTokenInput;
}>;

export type TokenDrawer_CreateMutation = { createTokens: Array<{ id: number }> };

export type TokenDrawer_UpdateMutationVariables = Exact<{
  id: number;
  input: ApiTokenInput;
}>;

export type TokenDrawer_UpdateMutation = { updateToken: { id: number } };

export type TokenRowActions_SetStatusMutationVariables = Exact<{
  id: number;
  status: number;
}>;

export type TokenRowActions_SetStatusMutation = { setTokenStatus: { id: number; status: number } };

export type TokenRowActions_DeleteMutationVariables = Exact<{
  id: number;
}>;

export type TokenRowActions_DeleteMutation = { deleteToken: boolean };

export type TokensScreen_PageQueryVariables = Exact<{
  keyword?: string | null | undefined;
  key?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type TokensScreen_PageQuery = {
  tokens: {
    total: number;
    items: Array<{
      id: number;
      name: string;
      key: string;
      status: number;
      remainQuota: number;
      usedQuota: number;
      unlimitedQuota: boolean;
      expiredTime: number;
      createdTime: number;
      modelLimitsEnabled: boolean;
      modelLimits: string;
      allowIps: string;
      group: string;
    }>;
  };
  status: { serverAddress: string };
};

export type TokensScreen_WalletChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type TokensScreen_WalletChangedSubscription = {
  walletChanged: { userId: number; tokens: Array<{ tokenId: number; remainQuota: number; usedQuota: number; heldQuota: number; unlimited: boolean }> };
};

export type ExplainCharge_ExplainQueryVariables = Exact<{
  requestId: string;
  language?: string | null | undefined;
}>;

export type ExplainCharge_ExplainQuery = {
  explainCharge: {
    requestId: string;
    formula: string | null;
    matches: boolean | null;
    recomputed: number | null;
    basis: string | null;
    streamEnd: string | null;
    channelsTried: Array<number>;
    price: { kind: string; modelRatio: string | null; completionRatio: string | null; groupRatio: string; modelPrice: string | null } | null;
    reservation: { amount: number };
    settlement: { actual: number; returned: number } | null;
    release: { amount: number; reason: string } | null;
  };
};

export type SummaryChips_StatQueryVariables = Exact<{
  admin: boolean;
  filter?: UsageLogFilter | null | undefined;
}>;

export type SummaryChips_StatQuery = {
  usageLogStat?: { quota: number; rpm: number; tpm: number };
  myUsageLogStat?: { quota: number; rpm: number; tpm: number };
};

export type UserInfoDialog_UserQueryVariables = Exact<{
  id: number;
}>;

export type UserInfoDialog_UserQuery = {
  user: {
    id: number;
    username: string;
    displayName: string;
    email: string;
    group: string;
    quota: number;
    usedQuota: number;
    requestCount: number;
    affCount: number;
    affQuota: number;
    affHistoryQuota: number;
    inviterId: number;
  };
};

export type LogRow_FieldsFragment = {
  eventId: string;
  cursor: string;
  createdAt: string;
  type: number;
  userId: number;
  username: string;
  channelId: number | null;
  channelName: string;
  tokenName: string;
  group: string;
  modelName: string;
  useTimeMs: number;
  isStream: boolean;
  promptTokens: number;
  completionTokens: number;
  quota: number;
  content: string;
  other: string;
  requestId: string | null;
};

export type UsageLogsScreen_PageQueryVariables = Exact<{
  admin: boolean;
  filter?: UsageLogFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type UsageLogsScreen_PageQuery = {
  usageLogs?: {
    total: number;
    cursor: string;
    items: Array<{
      eventId: string;
      cursor: string;
      createdAt: string;
      type: number;
      userId: number;
      username: string;
      channelId: number | null;
      channelName: string;
      tokenName: string;
      group: string;
      modelName: string;
      useTimeMs: number;
      isStream: boolean;
      promptTokens: number;
      completionTokens: number;
      quota: number;
      content: string;
      other: string;
      requestId: string | null;
    }>;
  };
  myUsageLogs?: {
    total: number;
    cursor: string;
    items: Array<{
      eventId: string;
      cursor: string;
      createdAt: string;
      type: number;
      userId: number;
      username: string;
      channelId: number | null;
      channelName: string;
      tokenName: string;
      group: string;
      modelName: string;
      useTimeMs: number;
      isStream: boolean;
      promptTokens: number;
      completionTokens: number;
      quota: number;
      content: string;
      other: string;
      requestId: string | null;
    }>;
  };
};

export type LiveRows_MineSubscriptionVariables = Exact<{
  filter?: UsageLogFilter | null | undefined;
  after?: string | null | undefined;
}>;

export type LiveRows_MineSubscription = {
  myUsageLogAdded: {
    eventId: string;
    cursor: string;
    createdAt: string;
    type: number;
    userId: number;
    username: string;
    channelId: number | null;
    channelName: string;
    tokenName: string;
    group: string;
    modelName: string;
    useTimeMs: number;
    isStream: boolean;
    promptTokens: number;
    completionTokens: number;
    quota: number;
    content: string;
    other: string;
    requestId: string | null;
  };
};

export type LiveRows_AllSubscriptionVariables = Exact<{
  filter?: UsageLogFilter | null | undefined;
  after?: string | null | undefined;
}>;

export type LiveRows_AllSubscription = {
  usageLogAdded: {
    eventId: string;
    cursor: string;
    createdAt: string;
    type: number;
    userId: number;
    username: string;
    channelId: number | null;
    channelName: string;
    tokenName: string;
    group: string;
    modelName: string;
    useTimeMs: number;
    isStream: boolean;
    promptTokens: number;
    completionTokens: number;
    quota: number;
    content: string;
    other: string;
    requestId: string | null;
  };
};

export type AddQuotaDialog_AdjustMutationVariables = Exact<{
  userId: number;
  amount: number;
}>;

export type AddQuotaDialog_AdjustMutation = { adjustQuota: { userId: number; quota: number } };

export type AddUserDrawer_CreateMutationVariables = Exact<{
  username: string;
  displayName?: string | null | undefined;
  password: string;
}>;

export type AddUserDrawer_CreateMutation = { createUser: { id: number; username: string } };

export type EditUserDrawer_UserQueryVariables = Exact<{
  id: number;
}>;

export type EditUserDrawer_UserQuery = {
  groups: Array<string>;
  user: {
    id: number;
    username: string;
    displayName: string;
    group: string;
    quota: number;
    githubId: string;
    oidcId: string;
    wechatId: string;
    telegramId: string;
    email: string;
    linuxDoId: string;
  };
};

export type EditUserDrawer_SaveMutationVariables = Exact<{
  id: number;
  username?: string | null | undefined;
  displayName?: string | null | undefined;
  password?: string | null | undefined;
  group?: string | null | undefined;
  quota?: number | null | undefined;
}>;

export type EditUserDrawer_SaveMutation = { editUser: { id: number; username: string; displayName: string; group: string; quota: number } };

export type UserRowActions_ManageMutationVariables = Exact<{
  id: number;
  action: ManageAction;
}>;

export type UserRowActions_ManageMutation = { manageUser: { role: number; status: number } };

export type UserSearchForm_GroupsQueryVariables = Exact<{ [key: string]: never }>;

export type UserSearchForm_GroupsQuery = { groups: Array<string> };

export type UsersScreen_PageQueryVariables = Exact<{
  keyword?: string | null | undefined;
  group?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type UsersScreen_PageQuery = {
  users: {
    page: number;
    pageSize: number;
    total: number;
    items: Array<{
      id: number;
      username: string;
      displayName: string;
      email: string;
      group: string;
      quota: number;
      usedQuota: number;
      requestCount: number;
      role: number;
      status: number;
      deletedAt: string | null;
    }>;
  };
};

export type OnlineTopupCard_AmountQueryVariables = Exact<{
  amount: number;
}>;

export type OnlineTopupCard_AmountQuery = { topupAmount: string };

export type RedeemCard_RedeemMutationVariables = Exact<{
  key: string;
}>;

export type RedeemCard_RedeemMutation = { redeemCode: number };

export type TopupConfirmDialog_PayMutationVariables = Exact<{
  amount: number;
  paymentMethod: string;
}>;

export type TopupConfirmDialog_PayMutation = { topupPay: { url: string; tradeNo: string; fields: Array<{ name: string; value: string }> } };

export type WalletBalance_ChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type WalletBalance_ChangedSubscription = { walletChanged: { userId: number; quota: number; usedQuota: number; requestCount: number } };

export type WalletScreen_DataQueryVariables = Exact<{ [key: string]: never }>;

export type WalletScreen_DataQuery = {
  wallet: { userId: number; quota: number; usedQuota: number; requestCount: number };
  topupInfo: {
    enableOnlineTopup: boolean;
    minTopup: number;
    topUpLink: string;
    amountOptions: Array<number>;
    payMethods: Array<{ name: string; type: string; color: string | null; minTopup: number | null }>;
  };
};

export type Status_FieldsFragment = {
  systemName: string;
  logo: string;
  version: string;
  startTime: number;
  setup: boolean;
  footerHtml: string;
  docsLink: string;
  quotaPerUnit: number;
  displayInCurrency: boolean;
  enableDataExport: boolean;
  enableDrawing: boolean;
  enableTask: boolean;
  mjNotifyEnabled: boolean;
  defaultCollapseSidebar: boolean;
  selfUseModeEnabled: boolean;
  demoSiteEnabled: boolean;
  emailVerification: boolean;
  turnstileCheck: boolean;
  turnstileSiteKey: string;
  githubOAuth: boolean;
  githubClientId: string;
  oidcEnabled: boolean;
  oidcClientId: string;
  oidcAuthorizationEndpoint: string;
  linuxDoOAuth: boolean;
  linuxDoClientId: string;
  wechatLogin: boolean;
  wechatQrCode: string;
  telegramOAuth: boolean;
  telegramBotName: string;
  chats: Array<{ name: string; url: string }>;
};

export const ChannelRow_FieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChannelRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Channel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'models' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'responseTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'testTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'testModel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceUpdatedTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherInfo' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'multiKey' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'size' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelRow_FieldsFragment, unknown>;
export const ChannelTagRow_FieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChannelTagRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChannelTagRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', alias: { kind: 'Name', value: 'tagPriority' }, name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', alias: { kind: 'Name', value: 'tagWeight' }, name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'responseTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'channels' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChannelRow_Fields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChannelRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Channel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'models' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'responseTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'testTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'testModel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceUpdatedTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherInfo' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'multiKey' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'size' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelTagRow_FieldsFragment, unknown>;
export const ChannelHealth_FieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChannelHealth_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChannelHealth' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'channelId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastResponseMs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastFirstTokenMs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSuccessAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastError' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastAutomaticChange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'windows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'minutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requests' } },
                { kind: 'Field', name: { kind: 'Name', value: 'successes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'successRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageResponseMs' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelHealth_FieldsFragment, unknown>;
export const DashboardScreen_FieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DashboardScreen_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Dashboard' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'granularity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refreshMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usage' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'modelName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'promptTokens' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completionTokens' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requests' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardScreen_FieldsFragment, unknown>;
export const TaskRow_FieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TaskRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Task' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'taskKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channelId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upstreamTaskId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submitTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'promptEn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failReason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TaskRow_FieldsFragment, unknown>;
export const LogRow_FieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LogRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UsageLog' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channelId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channelName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tokenName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'modelName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'useTimeMs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isStream' } },
          { kind: 'Field', name: { kind: 'Name', value: 'promptTokens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionTokens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'other' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LogRow_FieldsFragment, unknown>;
export const Status_FieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Status_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Status' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'systemName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'logo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'setup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'footerHtml' } },
          { kind: 'Field', name: { kind: 'Name', value: 'docsLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quotaPerUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayInCurrency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enableDataExport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enableDrawing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enableTask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mjNotifyEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'defaultCollapseSidebar' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'selfUseModeEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demoSiteEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerification' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnstileCheck' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnstileSiteKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'githubOAuth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'githubClientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oidcEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oidcClientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oidcAuthorizationEndpoint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linuxDoOAuth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linuxDoClientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wechatLogin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wechatQrCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telegramOAuth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telegramBotName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Status_FieldsFragment, unknown>;
export const RequireLogin_MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RequireLogin_Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequireLogin_MeQuery, RequireLogin_MeQueryVariables>;
export const SiteNotice_NoticeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SiteNotice_Notice' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'notice' } }] },
    },
  ],
} as unknown as DocumentNode<SiteNotice_NoticeQuery, SiteNotice_NoticeQueryVariables>;
export const UserMenu_LogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UserMenu_Logout' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logout' } }] },
    },
  ],
} as unknown as DocumentNode<UserMenu_LogoutMutation, UserMenu_LogoutMutationVariables>;
export const StatusProvider_LoadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StatusProvider_Load' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'status' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Status_Fields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Status_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Status' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'systemName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'logo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'setup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'footerHtml' } },
          { kind: 'Field', name: { kind: 'Name', value: 'docsLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quotaPerUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayInCurrency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enableDataExport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enableDrawing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enableTask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mjNotifyEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'defaultCollapseSidebar' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'selfUseModeEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demoSiteEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerification' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnstileCheck' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnstileSiteKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'githubOAuth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'githubClientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oidcEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oidcClientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oidcAuthorizationEndpoint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linuxDoOAuth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linuxDoClientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wechatLogin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wechatQrCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telegramOAuth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telegramBotName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatusProvider_LoadQuery, StatusProvider_LoadQueryVariables>;
export const StatusProvider_ChangesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'StatusProvider_Changes' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statusChanged' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Status_Fields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Status_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Status' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'systemName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'logo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'setup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'footerHtml' } },
          { kind: 'Field', name: { kind: 'Name', value: 'docsLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quotaPerUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayInCurrency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enableDataExport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enableDrawing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enableTask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mjNotifyEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'defaultCollapseSidebar' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'selfUseModeEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demoSiteEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerification' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnstileCheck' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnstileSiteKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'githubOAuth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'githubClientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oidcEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oidcClientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oidcAuthorizationEndpoint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linuxDoOAuth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linuxDoClientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wechatLogin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wechatQrCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telegramOAuth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telegramBotName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatusProvider_ChangesSubscription, StatusProvider_ChangesSubscriptionVariables>;
export const AboutScreen_ContentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AboutScreen_Content' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'about' } }] },
    },
  ],
} as unknown as DocumentNode<AboutScreen_ContentQuery, AboutScreen_ContentQueryVariables>;
export const ExternalSignIns_StateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExternalSignIns_State' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'aff' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'oauthState' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'aff' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'aff' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExternalSignIns_StateMutation, ExternalSignIns_StateMutationVariables>;
export const LoginForm_LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LoginForm_Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'turnstile' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'username' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'username' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'password' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'turnstile' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'turnstile' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginForm_LoginMutation, LoginForm_LoginMutationVariables>;
export const TelegramLogin_SignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TelegramLogin_SignIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'auth' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TelegramAuthInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'telegramSignIn' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'auth' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'auth' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TelegramLogin_SignInMutation, TelegramLogin_SignInMutationVariables>;
export const WechatDialog_SignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'WechatDialog_SignIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wechatSignIn' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'code' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bound' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WechatDialog_SignInMutation, WechatDialog_SignInMutationVariables>;
export const OAuthCallback_SignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OAuthCallback_SignIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'OAuthProvider' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'oauthSignIn' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'provider' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'code' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'state' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bound' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OAuthCallback_SignInMutation, OAuthCallback_SignInMutationVariables>;
export const EmailCodeField_SendDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EmailCodeField_Send' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'turnstile' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendVerificationCode' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'email' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'turnstile' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'turnstile' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EmailCodeField_SendMutation, EmailCodeField_SendMutationVariables>;
export const RegisterForm_RegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegisterForm_Register' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'verificationCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'affCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'turnstile' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'register' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'username' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'username' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'password' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'email' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'verificationCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'verificationCode' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'affCode' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'affCode' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'turnstile' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'turnstile' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterForm_RegisterMutation, RegisterForm_RegisterMutationVariables>;
export const ResetConfirm_ResetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetConfirm_Reset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'email' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'token' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetConfirm_ResetMutation, ResetConfirm_ResetMutationVariables>;
export const ResetRequest_SendDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetRequest_Send' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'turnstile' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendPasswordReset' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'email' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'turnstile' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'turnstile' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetRequest_SendMutation, ResetRequest_SendMutationVariables>;
export const ChannelsScreen_ListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChannelsScreen_List' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'keyword' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'group' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'model' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idSort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'channels' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'keyword' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'keyword' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'group' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'group' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'model' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'model' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'idSort' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'idSort' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChannelRow_Fields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChannelRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Channel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'models' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'responseTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'testTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'testModel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceUpdatedTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherInfo' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'multiKey' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'size' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelsScreen_ListQuery, ChannelsScreen_ListQueryVariables>;
export const ChannelsScreen_ByTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChannelsScreen_ByTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'keyword' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'group' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'model' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idSort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'channelsByTag' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'keyword' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'keyword' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'group' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'group' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'model' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'model' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'idSort' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'idSort' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                      {
                        kind: 'InlineFragment',
                        typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Channel' } },
                        selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChannelRow_Fields' } }] },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChannelTagRow' } },
                        selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChannelTagRow_Fields' } }] },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChannelRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Channel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'models' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'responseTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'testTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'testModel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceUpdatedTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherInfo' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'multiKey' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'size' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChannelTagRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChannelTagRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', alias: { kind: 'Name', value: 'tagPriority' }, name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', alias: { kind: 'Name', value: 'tagWeight' }, name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'responseTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'channels' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChannelRow_Fields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelsScreen_ByTagQuery, ChannelsScreen_ByTagQueryVariables>;
export const ChannelsScreen_TypesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChannelsScreen_Types' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'channelTypes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relayed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelsScreen_TypesQuery, ChannelsScreen_TypesQueryVariables>;
export const BatchTag_SetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BatchTag_Set' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setChannelsTag' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'tag' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchTag_SetMutation, BatchTag_SetMutationVariables>;
export const ChannelDrawer_ChoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChannelDrawer_Choices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'channelTypes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultBaseUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relayed' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'groups' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelDrawer_ChoicesQuery, ChannelDrawer_ChoicesQueryVariables>;
export const ChannelDrawer_ChannelDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChannelDrawer_Channel' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'channel' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'other' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openaiOrganization' } },
                { kind: 'Field', name: { kind: 'Name', value: 'models' } },
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                { kind: 'Field', name: { kind: 'Name', value: 'modelMapping' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusCodeMapping' } },
                { kind: 'Field', name: { kind: 'Name', value: 'testModel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autoBan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxInputTokens' } },
                { kind: 'Field', name: { kind: 'Name', value: 'setting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paramOverride' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelDrawer_ChannelQuery, ChannelDrawer_ChannelQueryVariables>;
export const ChannelDrawer_CreateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelDrawer_Create' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChannelInput' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'batch' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createChannels' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'batch' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'batch' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelDrawer_CreateMutation, ChannelDrawer_CreateMutationVariables>;
export const ChannelDrawer_UpdateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelDrawer_Update' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChannelInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateChannel' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelDrawer_UpdateMutation, ChannelDrawer_UpdateMutationVariables>;
export const ChannelSearchForm_ChoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChannelSearchForm_Choices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'groups' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabledModels' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelSearchForm_ChoicesQuery, ChannelSearchForm_ChoicesQueryVariables>;
export const ChannelsToolbar_BalancesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelsToolbar_Balances' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateChannelBalances' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'updated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'skipped' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelsToolbar_BalancesMutation, ChannelsToolbar_BalancesMutationVariables>;
export const ChannelsToolbar_DeleteDisabledDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelsToolbar_DeleteDisabled' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'deleteDisabledChannels' } }] },
    },
  ],
} as unknown as DocumentNode<ChannelsToolbar_DeleteDisabledMutation, ChannelsToolbar_DeleteDisabledMutationVariables>;
export const ChannelsToolbar_FixDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelsToolbar_Fix' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'fixChannelAbilities' } }] },
    },
  ],
} as unknown as DocumentNode<ChannelsToolbar_FixMutation, ChannelsToolbar_FixMutationVariables>;
export const ChannelsToolbar_DeleteManyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelsToolbar_DeleteMany' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteChannels' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelsToolbar_DeleteManyMutation, ChannelsToolbar_DeleteManyMutationVariables>;
export const ModelsField_CatalogueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ModelsField_Catalogue' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'modelsByChannelType' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'models' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'knownModels' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModelsField_CatalogueQuery, ModelsField_CatalogueQueryVariables>;
export const ModelsField_FetchUpstreamDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ModelsField_FetchUpstream' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseUrl' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fetchUpstreamModels' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'key' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'baseUrl' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'baseUrl' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModelsField_FetchUpstreamQuery, ModelsField_FetchUpstreamQueryVariables>;
export const ModelsField_FetchStoredDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ModelsField_FetchStored' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fetchChannelModels' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModelsField_FetchStoredQuery, ModelsField_FetchStoredQueryVariables>;
export const ChannelActions_SetStateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelActions_SetState' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'priority' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'weight' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setChannelState' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'priority' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'priority' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'weight' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'weight' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelActions_SetStateMutation, ChannelActions_SetStateMutationVariables>;
export const ChannelActions_TestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelActions_Test' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'model' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'testChannel' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'model' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'model' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'time' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelActions_TestMutation, ChannelActions_TestMutationVariables>;
export const ChannelActions_BalanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelActions_Balance' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateChannelBalance' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceUpdatedTime' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelActions_BalanceMutation, ChannelActions_BalanceMutationVariables>;
export const ChannelActions_CopyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelActions_Copy' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'copyChannel' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelActions_CopyMutation, ChannelActions_CopyMutationVariables>;
export const ChannelActions_DeleteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelActions_Delete' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteChannel' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelActions_DeleteMutation, ChannelActions_DeleteMutationVariables>;
export const ChannelActions_TagEnabledDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelActions_TagEnabled' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'enabled' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setChannelTagEnabled' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'tag' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'enabled' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'enabled' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelActions_TagEnabledMutation, ChannelActions_TagEnabledMutationVariables>;
export const ChannelActions_EditTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChannelActions_EditTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChannelTagEditInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'editChannelTag' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelActions_EditTagMutation, ChannelActions_EditTagMutationVariables>;
export const ChannelHealth_ChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'ChannelHealth_Changed' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'channelHealthChanged' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChannelHealth_Fields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChannelHealth_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChannelHealth' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'channelId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastResponseMs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastFirstTokenMs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSuccessAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastError' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastAutomaticChange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'windows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'minutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requests' } },
                { kind: 'Field', name: { kind: 'Name', value: 'successes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'successRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageResponseMs' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChannelHealth_ChangedSubscription, ChannelHealth_ChangedSubscriptionVariables>;
export const TestAll_StartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestAll_Start' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'testAllChannels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'runId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestAll_StartMutation, TestAll_StartMutationVariables>;
export const TestAll_ProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'TestAll_Progress' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'channelTestProgress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'runId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'done' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'finished' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'last' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'channelId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'statusChange' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestAll_ProgressSubscription, TestAll_ProgressSubscriptionVariables>;
export const ChatScreen_KeysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChatScreen_Keys' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tokens' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'IntValue', value: '0' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'size' }, value: { kind: 'IntValue', value: '100' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'status' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'serverAddress' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChatScreen_KeysQuery, ChatScreen_KeysQueryVariables>;
export const ChatScreen_AddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChatScreen_Address' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'status' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'serverAddress' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChatScreen_AddressQuery, ChatScreen_AddressQueryVariables>;
export const DashboardScreen_UsageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardScreen_Usage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'granularity' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DashboardGranularity' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dashboard' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'granularity' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'granularity' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'startTimestamp' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'endTimestamp' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'username' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'username' } } },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'if' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } } }],
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DashboardScreen_Fields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myDashboard' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'granularity' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'granularity' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'startTimestamp' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'endTimestamp' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'skip' },
                arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'if' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } } }],
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DashboardScreen_Fields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DashboardScreen_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Dashboard' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'granularity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refreshMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usage' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'modelName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'promptTokens' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completionTokens' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requests' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardScreen_UsageQuery, DashboardScreen_UsageQueryVariables>;
export const UsageRefresh_WalletDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UsageRefresh_Wallet' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'walletChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UsageRefresh_WalletSubscription, UsageRefresh_WalletSubscriptionVariables>;
export const UsageRefresh_ActivityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UsageRefresh_Activity' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'activityChanged' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'hours' }, value: { kind: 'IntValue', value: '1' } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hour' } },
                { kind: 'Field', name: { kind: 'Name', value: 'events' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UsageRefresh_ActivitySubscription, UsageRefresh_ActivitySubscriptionVariables>;
export const HomeScreen_ContentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomeScreen_Content' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'homePageContent' } }] },
    },
  ],
} as unknown as DocumentNode<HomeScreen_ContentQuery, HomeScreen_ContentQueryVariables>;
export const AccessToken_ResetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AccessToken_Reset' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'resetAccessToken' } }] },
    },
  ],
} as unknown as DocumentNode<AccessToken_ResetMutation, AccessToken_ResetMutationVariables>;
export const BalanceStats_WalletChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'BalanceStats_WalletChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'walletChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'affQuota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'affCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'affHistoryQuota' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BalanceStats_WalletChangedSubscription, BalanceStats_WalletChangedSubscriptionVariables>;
export const BindingsCard_StateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BindingsCard_State' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'oauthState' } }] },
    },
  ],
} as unknown as DocumentNode<BindingsCard_StateMutation, BindingsCard_StateMutationVariables>;
export const ChangePasswordDialog_ChangeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangePasswordDialog_Change' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'originalPassword' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'originalPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'originalPassword' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'password' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangePasswordDialog_ChangeMutation, ChangePasswordDialog_ChangeMutationVariables>;
export const DeleteAccountDialog_DeleteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteAccountDialog_Delete' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteSelf' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'username' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'username' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAccountDialog_DeleteMutation, DeleteAccountDialog_DeleteMutationVariables>;
export const EmailBindDialog_SendDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EmailBindDialog_Send' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendVerificationCode' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'email' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EmailBindDialog_SendMutation, EmailBindDialog_SendMutationVariables>;
export const EmailBindDialog_BindDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EmailBindDialog_Bind' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bindEmail' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'email' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'code' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EmailBindDialog_BindMutation, EmailBindDialog_BindMutationVariables>;
export const ModelChips_ModelsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ModelChips_Models' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'myModels' } }] },
    },
  ],
} as unknown as DocumentNode<ModelChips_ModelsQuery, ModelChips_ModelsQueryVariables>;
export const SettingsTabs_UpdateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SettingsTabs_Update' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'notifyType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quotaWarningThreshold' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Quota' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'webhookUrl' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'webhookSecret' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'notificationEmail' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'acceptUnsetModelRatioModel' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSetting' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'notifyType' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'notifyType' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quotaWarningThreshold' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quotaWarningThreshold' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'webhookUrl' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'webhookUrl' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'webhookSecret' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'webhookSecret' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'notificationEmail' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'notificationEmail' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'acceptUnsetModelRatioModel' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'acceptUnsetModelRatioModel' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsTabs_UpdateMutation, SettingsTabs_UpdateMutationVariables>;
export const TelegramBind_BindDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TelegramBind_Bind' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'auth' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TelegramAuthInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'telegramBind' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'auth' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'auth' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'bound' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TelegramBind_BindMutation, TelegramBind_BindMutationVariables>;
export const TransferDialog_TransferDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TransferDialog_Transfer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quota' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Quota' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'transferAffQuota' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'quota' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'quota' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TransferDialog_TransferMutation, TransferDialog_TransferMutationVariables>;
export const WechatBindDialog_BindDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'WechatBindDialog_Bind' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wechatBind' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'code' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'bound' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WechatBindDialog_BindMutation, WechatBindDialog_BindMutationVariables>;
export const PersonalScreen_MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PersonalScreen_Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'affCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'affCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'affQuota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'affHistoryQuota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'githubId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oidcId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wechatId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'telegramId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linuxDoId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'setting' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PersonalScreen_MeQuery, PersonalScreen_MeQueryVariables>;
export const PlaygroundScreen_GroupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlaygroundScreen_Groups' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myGroups' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ratio' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlaygroundScreen_GroupsQuery, PlaygroundScreen_GroupsQueryVariables>;
export const PlaygroundScreen_ModelsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlaygroundScreen_Models' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'group' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myModels' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'group' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'group' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlaygroundScreen_ModelsQuery, PlaygroundScreen_ModelsQueryVariables>;
export const PricingScreen_PricingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PricingScreen_Pricing' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pricing' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'groupRatios' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ratio' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'usableGroups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'models' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'modelName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quotaType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'modelRatio' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completionRatio' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'modelPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'enableGroups' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cacheRatio' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createCacheRatio' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageRatio' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PricingScreen_PricingQuery, PricingScreen_PricingQueryVariables>;
export const RedemptionDrawer_CreateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RedemptionDrawer_Create' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quota' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Quota' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'count' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createRedemptions' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'quota' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'quota' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'count' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'count' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RedemptionDrawer_CreateMutation, RedemptionDrawer_CreateMutationVariables>;
export const RedemptionDrawer_EditDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RedemptionDrawer_Edit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quota' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Quota' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'editRedemption' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'quota' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'quota' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RedemptionDrawer_EditMutation, RedemptionDrawer_EditMutationVariables>;
export const RedemptionRowActions_SetStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RedemptionRowActions_SetStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setRedemptionStatus' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RedemptionRowActions_SetStatusMutation, RedemptionRowActions_SetStatusMutationVariables>;
export const RedemptionRowActions_DeleteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RedemptionRowActions_Delete' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteRedemption' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RedemptionRowActions_DeleteMutation, RedemptionRowActions_DeleteMutationVariables>;
export const RedemptionSearchForm_DeleteInvalidDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RedemptionSearchForm_DeleteInvalid' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'deleteInvalidRedemptions' } }] },
    },
  ],
} as unknown as DocumentNode<RedemptionSearchForm_DeleteInvalidMutation, RedemptionSearchForm_DeleteInvalidMutationVariables>;
export const RedemptionsScreen_PageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RedemptionsScreen_Page' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'keyword' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'redemptions' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'keyword' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'keyword' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdTime' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'usedUserId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'redeemedTime' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RedemptionsScreen_PageQuery, RedemptionsScreen_PageQueryVariables>;
export const LogCleaning_ClearDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LogCleaning_Clear' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'targetTimestamp' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clearUsageLogs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'targetTimestamp' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'targetTimestamp' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LogCleaning_ClearMutation, LogCleaning_ClearMutationVariables>;
export const ModelRatioEditors_ResetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ModelRatioEditors_Reset' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetModelRatio' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModelRatioEditors_ResetMutation, ModelRatioEditors_ResetMutationVariables>;
export const UnsetModels_EnabledDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UnsetModels_Enabled' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'enabledModels' } }] },
    },
  ],
} as unknown as DocumentNode<UnsetModels_EnabledQuery, UnsetModels_EnabledQueryVariables>;
export const SettingsScreen_OptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettingsScreen_Options' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'set' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'writable' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsScreen_OptionsQuery, SettingsScreen_OptionsQueryVariables>;
export const SettingsScreen_UpdateOptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SettingsScreen_UpdateOption' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOption' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'key' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'value' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'value' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'set' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'writable' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsScreen_UpdateOptionMutation, SettingsScreen_UpdateOptionMutationVariables>;
export const SetupForm_RunDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetupForm_Run' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'confirmPassword' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'selfUseMode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'demoSite' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setup' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'username' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'username' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'password' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'confirmPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'confirmPassword' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'selfUseMode' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'selfUseMode' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'demoSite' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'demoSite' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetupForm_RunMutation, SetupForm_RunMutationVariables>;
export const SetupScreen_StateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SetupScreen_State' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setupStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rootInit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'databaseType' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetupScreen_StateQuery, SetupScreen_StateQueryVariables>;
export const TaskLogPage_PageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TaskLogPage_Page' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TaskKind' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TaskFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tasks' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'kind' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } } },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'if' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } } }],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TaskRow_Fields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myTasks' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'kind' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } } },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'skip' },
                arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'if' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } } }],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TaskRow_Fields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TaskRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Task' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'taskKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channelId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upstreamTaskId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submitTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'promptEn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failReason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TaskLogPage_PageQuery, TaskLogPage_PageQueryVariables>;
export const LiveTasks_AllDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'LiveTasks_All' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TaskKind' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TaskFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'taskChanged' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'kind' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'after' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TaskRow_Fields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TaskRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Task' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'taskKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channelId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upstreamTaskId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submitTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'promptEn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failReason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveTasks_AllSubscription, LiveTasks_AllSubscriptionVariables>;
export const LiveTasks_MineDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'LiveTasks_Mine' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TaskKind' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TaskFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myTaskChanged' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'kind' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'after' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TaskRow_Fields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TaskRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Task' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'taskKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channelId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upstreamTaskId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submitTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'promptEn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failReason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveTasks_MineSubscription, LiveTasks_MineSubscriptionVariables>;
export const TokenDrawer_OptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TokenDrawer_Options' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'myModels' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myGroups' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ratio' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TokenDrawer_OptionsQuery, TokenDrawer_OptionsQueryVariables>;
export const TokenDrawer_CreateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TokenDrawer_Create' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'count' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiTokenInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTokens' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'count' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'count' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TokenDrawer_CreateMutation, TokenDrawer_CreateMutationVariables>;
export const TokenDrawer_UpdateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TokenDrawer_Update' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiTokenInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateToken' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TokenDrawer_UpdateMutation, TokenDrawer_UpdateMutationVariables>;
export const TokenRowActions_SetStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TokenRowActions_SetStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setTokenStatus' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TokenRowActions_SetStatusMutation, TokenRowActions_SetStatusMutationVariables>;
export const TokenRowActions_DeleteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TokenRowActions_Delete' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteToken' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TokenRowActions_DeleteMutation, TokenRowActions_DeleteMutationVariables>;
export const TokensScreen_PageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TokensScreen_Page' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'keyword' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tokens' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'keyword' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'keyword' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'key' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'size' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'remainQuota' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unlimitedQuota' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expiredTime' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdTime' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'modelLimitsEnabled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'modelLimits' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allowIps' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'status' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'serverAddress' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TokensScreen_PageQuery, TokensScreen_PageQueryVariables>;
export const TokensScreen_WalletChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'TokensScreen_WalletChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'walletChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tokens' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'tokenId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'remainQuota' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'heldQuota' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unlimited' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TokensScreen_WalletChangedSubscription, TokensScreen_WalletChangedSubscriptionVariables>;
export const ExplainCharge_ExplainDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExplainCharge_Explain' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'requestId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'explainCharge' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'requestId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'requestId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'language' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formula' } },
                { kind: 'Field', name: { kind: 'Name', value: 'matches' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recomputed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streamEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'channelsTried' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'modelRatio' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completionRatio' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'groupRatio' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'modelPrice' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reservation' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'amount' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settlement' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'actual' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'returned' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'release' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExplainCharge_ExplainQuery, ExplainCharge_ExplainQueryVariables>;
export const SummaryChips_StatDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SummaryChips_Stat' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UsageLogFilter' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usageLogStat' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } }],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'if' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } } }],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rpm' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tpm' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myUsageLogStat' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } }],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'skip' },
                arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'if' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } } }],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rpm' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tpm' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SummaryChips_StatQuery, SummaryChips_StatQueryVariables>;
export const UserInfoDialog_UserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserInfoDialog_User' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'affCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'affQuota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'affHistoryQuota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inviterId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserInfoDialog_UserQuery, UserInfoDialog_UserQueryVariables>;
export const UsageLogsScreen_PageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UsageLogsScreen_Page' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UsageLogFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usageLogs' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } } },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'if' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } } }],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LogRow_Fields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myUsageLogs' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } } },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'skip' },
                arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'if' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } } }],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LogRow_Fields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LogRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UsageLog' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channelId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channelName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tokenName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'modelName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'useTimeMs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isStream' } },
          { kind: 'Field', name: { kind: 'Name', value: 'promptTokens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionTokens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'other' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UsageLogsScreen_PageQuery, UsageLogsScreen_PageQueryVariables>;
export const LiveRows_MineDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'LiveRows_Mine' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UsageLogFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myUsageLogAdded' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'after' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LogRow_Fields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LogRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UsageLog' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channelId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channelName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tokenName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'modelName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'useTimeMs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isStream' } },
          { kind: 'Field', name: { kind: 'Name', value: 'promptTokens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionTokens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'other' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveRows_MineSubscription, LiveRows_MineSubscriptionVariables>;
export const LiveRows_AllDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'LiveRows_All' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UsageLogFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usageLogAdded' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'after' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LogRow_Fields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LogRow_Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UsageLog' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channelId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channelName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tokenName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'modelName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'useTimeMs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isStream' } },
          { kind: 'Field', name: { kind: 'Name', value: 'promptTokens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionTokens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'other' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveRows_AllSubscription, LiveRows_AllSubscriptionVariables>;
export const AddQuotaDialog_AdjustDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddQuotaDialog_Adjust' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Quota' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adjustQuota' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'userId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'amount' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddQuotaDialog_AdjustMutation, AddQuotaDialog_AdjustMutationVariables>;
export const AddUserDrawer_CreateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddUserDrawer_Create' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'displayName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createUser' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'username' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'username' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'displayName' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'displayName' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'password' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddUserDrawer_CreateMutation, AddUserDrawer_CreateMutationVariables>;
export const EditUserDrawer_UserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EditUserDrawer_User' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'githubId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oidcId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wechatId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'telegramId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linuxDoId' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'groups' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditUserDrawer_UserQuery, EditUserDrawer_UserQueryVariables>;
export const EditUserDrawer_SaveDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditUserDrawer_Save' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'displayName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'group' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quota' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Quota' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'editUser' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'username' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'username' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'displayName' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'displayName' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'password' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'group' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'group' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'quota' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'quota' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditUserDrawer_SaveMutation, EditUserDrawer_SaveMutationVariables>;
export const UserRowActions_ManageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UserRowActions_Manage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ManageAction' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'manageUser' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'action' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'action' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserRowActions_ManageMutation, UserRowActions_ManageMutationVariables>;
export const UserSearchForm_GroupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserSearchForm_Groups' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'groups' } }] },
    },
  ],
} as unknown as DocumentNode<UserSearchForm_GroupsQuery, UserSearchForm_GroupsQueryVariables>;
export const UsersScreen_PageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UsersScreen_Page' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'keyword' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'group' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'keyword' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'keyword' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'group' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'group' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requestCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deletedAt' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UsersScreen_PageQuery, UsersScreen_PageQueryVariables>;
export const OnlineTopupCard_AmountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OnlineTopupCard_Amount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topupAmount' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'amount' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OnlineTopupCard_AmountQuery, OnlineTopupCard_AmountQueryVariables>;
export const RedeemCard_RedeemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RedeemCard_Redeem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'redeemCode' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'key' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RedeemCard_RedeemMutation, RedeemCard_RedeemMutationVariables>;
export const TopupConfirmDialog_PayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TopupConfirmDialog_Pay' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'paymentMethod' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topupPay' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'amount' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'paymentMethod' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'paymentMethod' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tradeNo' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fields' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TopupConfirmDialog_PayMutation, TopupConfirmDialog_PayMutationVariables>;
export const WalletBalance_ChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'WalletBalance_Changed' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'walletChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WalletBalance_ChangedSubscription, WalletBalance_ChangedSubscriptionVariables>;
export const WalletScreen_DataDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WalletScreen_Data' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wallet' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usedQuota' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestCount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topupInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enableOnlineTopup' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minTopup' } },
                { kind: 'Field', name: { kind: 'Name', value: 'topUpLink' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amountOptions' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'payMethods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minTopup' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WalletScreen_DataQuery, WalletScreen_DataQueryVariables>;
