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
  '\n  query RequireLogin_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n': typeof types.RequireLogin_MeDocument;
  '\n  query SiteNotice_Notice {\n    notice\n  }\n': typeof types.SiteNotice_NoticeDocument;
  '\n  mutation UserMenu_Logout {\n    logout\n  }\n': typeof types.UserMenu_LogoutDocument;
  '\n  query StatusProvider_Load {\n    status {\n      ...Status_Fields\n    }\n  }\n': typeof types.StatusProvider_LoadDocument;
  '\n  subscription StatusProvider_Changes {\n    statusChanged {\n      ...Status_Fields\n    }\n  }\n': typeof types.StatusProvider_ChangesDocument;
  '\n  query AboutScreen_Content {\n    about\n  }\n': typeof types.AboutScreen_ContentDocument;
  '\n  mutation ExternalSignIns_State($aff: String) {\n    oauthState(aff: $aff)\n  }\n': typeof types.ExternalSignIns_StateDocument;
  '\n  mutation LoginForm_Login($username: String!, $password: String!, $turnstile: String) {\n    login(username: $username, password: $password, turnstile: $turnstile) {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n': typeof types.LoginForm_LoginDocument;
  '\n  mutation TelegramLogin_SignIn($auth: TelegramAuthInput!) {\n    telegramSignIn(auth: $auth) {\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n': typeof types.TelegramLogin_SignInDocument;
  '\n  mutation WechatDialog_SignIn($code: String!) {\n    wechatSignIn(code: $code) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n': typeof types.WechatDialog_SignInDocument;
  '\n  mutation OAuthCallback_SignIn($provider: OAuthProvider!, $code: String!, $state: String!) {\n    oauthSignIn(provider: $provider, code: $code, state: $state) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n': typeof types.OAuthCallback_SignInDocument;
  '\n  mutation EmailCodeField_Send($email: String!, $turnstile: String) {\n    sendVerificationCode(email: $email, turnstile: $turnstile)\n  }\n': typeof types.EmailCodeField_SendDocument;
  '\n  mutation RegisterForm_Register($username: String!, $password: String!, $email: String, $verificationCode: String, $affCode: String, $turnstile: String) {\n    register(username: $username, password: $password, email: $email, verificationCode: $verificationCode, affCode: $affCode, turnstile: $turnstile)\n  }\n': typeof types.RegisterForm_RegisterDocument;
  '\n  mutation ResetConfirm_Reset($email: String!, $token: String!) {\n    resetPassword(email: $email, token: $token)\n  }\n': typeof types.ResetConfirm_ResetDocument;
  '\n  mutation ResetRequest_Send($email: String!, $turnstile: String) {\n    sendPasswordReset(email: $email, turnstile: $turnstile)\n  }\n': typeof types.ResetRequest_SendDocument;
  '\n  fragment ChannelRow_Fields on Channel {\n    id\n    name\n    type\n    status\n    group\n    models\n    tag\n    priority\n    weight\n    responseTime\n    testTime\n    testModel\n    balance\n    balanceUpdatedTime\n    usedQuota\n    otherInfo\n    multiKey {\n      size\n    }\n  }\n': typeof types.ChannelRow_FieldsFragmentDoc;
  '\n  fragment ChannelTagRow_Fields on ChannelTagRow {\n    tag\n    group\n    status\n    tagPriority: priority\n    tagWeight: weight\n    responseTime\n    balance\n    usedQuota\n    channels {\n      ...ChannelRow_Fields\n    }\n  }\n': typeof types.ChannelTagRow_FieldsFragmentDoc;
  '\n  query ChannelsScreen_List($keyword: String, $group: String, $model: String, $idSort: Boolean, $page: Int, $pageSize: Int) {\n    channels(keyword: $keyword, group: $group, model: $model, idSort: $idSort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ChannelRow_Fields\n      }\n      total\n    }\n  }\n': typeof types.ChannelsScreen_ListDocument;
  '\n  query ChannelsScreen_ByTag($keyword: String, $group: String, $model: String, $idSort: Boolean, $page: Int, $pageSize: Int) {\n    channelsByTag(keyword: $keyword, group: $group, model: $model, idSort: $idSort, page: $page, pageSize: $pageSize) {\n      items {\n        __typename\n        ... on Channel {\n          ...ChannelRow_Fields\n        }\n        ... on ChannelTagRow {\n          ...ChannelTagRow_Fields\n        }\n      }\n      total\n    }\n  }\n': typeof types.ChannelsScreen_ByTagDocument;
  '\n  query ChannelsScreen_Types {\n    channelTypes {\n      id\n      name\n      relayed\n    }\n  }\n': typeof types.ChannelsScreen_TypesDocument;
  '\n  mutation BatchTag_Set($ids: [Int!]!, $tag: String!) {\n    setChannelsTag(ids: $ids, tag: $tag)\n  }\n': typeof types.BatchTag_SetDocument;
  '\n  query ChannelDrawer_Choices {\n    channelTypes {\n      id\n      name\n      defaultBaseUrl\n      relayed\n    }\n    groups\n  }\n': typeof types.ChannelDrawer_ChoicesDocument;
  '\n  query ChannelDrawer_Channel($id: Int!) {\n    channel(id: $id) {\n      id\n      type\n      name\n      baseUrl\n      other\n      openaiOrganization\n      models\n      group\n      modelMapping\n      statusCodeMapping\n      testModel\n      autoBan\n      priority\n      weight\n      tag\n      maxInputTokens\n      setting\n      paramOverride\n    }\n  }\n': typeof types.ChannelDrawer_ChannelDocument;
  '\n  mutation ChannelDrawer_Create($input: ChannelInput!, $batch: Boolean) {\n    createChannels(input: $input, batch: $batch) {\n      id\n    }\n  }\n': typeof types.ChannelDrawer_CreateDocument;
  '\n  mutation ChannelDrawer_Update($id: Int!, $input: ChannelInput!) {\n    updateChannel(id: $id, input: $input) {\n      id\n    }\n  }\n': typeof types.ChannelDrawer_UpdateDocument;
  '\n  query ChannelSearchForm_Choices {\n    groups\n    enabledModels\n  }\n': typeof types.ChannelSearchForm_ChoicesDocument;
  '\n  mutation ChannelsToolbar_Balances {\n    updateChannelBalances {\n      updated\n      failed\n      skipped\n      disabled\n    }\n  }\n': typeof types.ChannelsToolbar_BalancesDocument;
  '\n  mutation ChannelsToolbar_DeleteDisabled {\n    deleteDisabledChannels\n  }\n': typeof types.ChannelsToolbar_DeleteDisabledDocument;
  '\n  mutation ChannelsToolbar_Fix {\n    fixChannelAbilities\n  }\n': typeof types.ChannelsToolbar_FixDocument;
  '\n  mutation ChannelsToolbar_DeleteMany($ids: [Int!]!) {\n    deleteChannels(ids: $ids)\n  }\n': typeof types.ChannelsToolbar_DeleteManyDocument;
  '\n  query ModelsField_Catalogue {\n    modelsByChannelType {\n      type\n      models\n    }\n    knownModels {\n      id\n    }\n  }\n': typeof types.ModelsField_CatalogueDocument;
  '\n  query ModelsField_FetchUpstream($type: Int!, $key: String!, $baseUrl: String) {\n    fetchUpstreamModels(type: $type, key: $key, baseUrl: $baseUrl)\n  }\n': typeof types.ModelsField_FetchUpstreamDocument;
  '\n  query ModelsField_FetchStored($id: Int!) {\n    fetchChannelModels(id: $id)\n  }\n': typeof types.ModelsField_FetchStoredDocument;
  '\n  mutation ChannelActions_SetState($id: Int!, $status: Int, $priority: Float, $weight: Int) {\n    setChannelState(id: $id, status: $status, priority: $priority, weight: $weight) {\n      id\n      status\n      priority\n      weight\n    }\n  }\n': typeof types.ChannelActions_SetStateDocument;
  '\n  mutation ChannelActions_Test($id: Int!, $model: String) {\n    testChannel(id: $id, model: $model) {\n      success\n      message\n      time\n    }\n  }\n': typeof types.ChannelActions_TestDocument;
  '\n  mutation ChannelActions_Balance($id: Int!) {\n    updateChannelBalance(id: $id) {\n      balance\n      balanceUpdatedTime\n    }\n  }\n': typeof types.ChannelActions_BalanceDocument;
  '\n  mutation ChannelActions_Copy($id: Int!) {\n    copyChannel(id: $id) {\n      id\n    }\n  }\n': typeof types.ChannelActions_CopyDocument;
  '\n  mutation ChannelActions_Delete($id: Int!) {\n    deleteChannel(id: $id)\n  }\n': typeof types.ChannelActions_DeleteDocument;
  '\n  mutation ChannelActions_TagEnabled($tag: String!, $enabled: Boolean!) {\n    setChannelTagEnabled(tag: $tag, enabled: $enabled)\n  }\n': typeof types.ChannelActions_TagEnabledDocument;
  '\n  mutation ChannelActions_EditTag($input: ChannelTagEditInput!) {\n    editChannelTag(input: $input)\n  }\n': typeof types.ChannelActions_EditTagDocument;
  '\n  fragment ChannelHealth_Fields on ChannelHealth {\n    channelId\n    status\n    statusSince\n    lastResponseMs\n    lastFirstTokenMs\n    lastSuccessAt\n    lastError {\n      at\n      message\n      status\n    }\n    lastAutomaticChange {\n      at\n      reason\n      status\n    }\n    windows {\n      minutes\n      requests\n      successes\n      failures\n      successRate\n      averageResponseMs\n    }\n  }\n': typeof types.ChannelHealth_FieldsFragmentDoc;
  '\n  subscription ChannelHealth_Changed {\n    channelHealthChanged {\n      ...ChannelHealth_Fields\n    }\n  }\n': typeof types.ChannelHealth_ChangedDocument;
  '\n  mutation TestAll_Start {\n    testAllChannels {\n      runId\n      total\n    }\n  }\n': typeof types.TestAll_StartDocument;
  '\n  subscription TestAll_Progress {\n    channelTestProgress {\n      runId\n      done\n      total\n      finished\n      last {\n        channelId\n        name\n        success\n        message\n        time\n        status\n        statusChange\n      }\n    }\n  }\n': typeof types.TestAll_ProgressDocument;
  '\n  query ChatScreen_Keys {\n    tokens(page: 0, size: 100) {\n      items {\n        key\n        status\n      }\n    }\n    status {\n      serverAddress\n    }\n  }\n': typeof types.ChatScreen_KeysDocument;
  '\n  query ChatScreen_Address {\n    status {\n      serverAddress\n    }\n  }\n': typeof types.ChatScreen_AddressDocument;
  '\n  query DashboardScreen_Usage($admin: Boolean!, $granularity: DashboardGranularity, $start: Int, $end: Int, $username: String) {\n    dashboard(granularity: $granularity, startTimestamp: $start, endTimestamp: $end, username: $username) @include(if: $admin) {\n      ...DashboardScreen_Fields\n    }\n    myDashboard(granularity: $granularity, startTimestamp: $start, endTimestamp: $end) @skip(if: $admin) {\n      ...DashboardScreen_Fields\n    }\n  }\n  fragment DashboardScreen_Fields on Dashboard {\n    enabled\n    granularity\n    start\n    end\n    refreshMinutes\n    usage {\n      bucket\n      modelName\n      quota\n      promptTokens\n      completionTokens\n      requests\n    }\n  }\n': typeof types.DashboardScreen_UsageDocument;
  '\n  subscription UsageRefresh_Wallet {\n    walletChanged {\n      userId\n      usedQuota\n    }\n  }\n': typeof types.UsageRefresh_WalletDocument;
  '\n  subscription UsageRefresh_Activity {\n    activityChanged(hours: 1) {\n      hour\n      events\n    }\n  }\n': typeof types.UsageRefresh_ActivityDocument;
  '\n  query HomeScreen_Content {\n    homePageContent\n  }\n': typeof types.HomeScreen_ContentDocument;
  '\n  mutation AccessToken_Reset {\n    resetAccessToken\n  }\n': typeof types.AccessToken_ResetDocument;
  '\n  subscription BalanceStats_WalletChanged {\n    walletChanged {\n      userId\n      quota\n      usedQuota\n      requestCount\n      affQuota\n      affCount\n      affHistoryQuota\n    }\n  }\n': typeof types.BalanceStats_WalletChangedDocument;
  '\n  mutation BindingsCard_State {\n    oauthState\n  }\n': typeof types.BindingsCard_StateDocument;
  '\n  mutation ChangePasswordDialog_Change($originalPassword: String!, $password: String!) {\n    changePassword(originalPassword: $originalPassword, password: $password) {\n      id\n    }\n  }\n': typeof types.ChangePasswordDialog_ChangeDocument;
  '\n  mutation DeleteAccountDialog_Delete($username: String!) {\n    deleteSelf(username: $username)\n  }\n': typeof types.DeleteAccountDialog_DeleteDocument;
  '\n  mutation EmailBindDialog_Send($email: String!) {\n    sendVerificationCode(email: $email)\n  }\n': typeof types.EmailBindDialog_SendDocument;
  '\n  mutation EmailBindDialog_Bind($email: String!, $code: String!) {\n    bindEmail(email: $email, code: $code) {\n      id\n      email\n    }\n  }\n': typeof types.EmailBindDialog_BindDocument;
  '\n  query ModelChips_Models {\n    myModels\n  }\n': typeof types.ModelChips_ModelsDocument;
  '\n  mutation SettingsTabs_Update(\n    $notifyType: String\n    $quotaWarningThreshold: Quota\n    $webhookUrl: String\n    $webhookSecret: String\n    $notificationEmail: String\n    $acceptUnsetModelRatioModel: Boolean\n  ) {\n    updateSetting(\n      notifyType: $notifyType\n      quotaWarningThreshold: $quotaWarningThreshold\n      webhookUrl: $webhookUrl\n      webhookSecret: $webhookSecret\n      notificationEmail: $notificationEmail\n      acceptUnsetModelRatioModel: $acceptUnsetModelRatioModel\n    )\n  }\n': typeof types.SettingsTabs_UpdateDocument;
  '\n  mutation TelegramBind_Bind($auth: TelegramAuthInput!) {\n    telegramBind(auth: $auth) {\n      bound\n    }\n  }\n': typeof types.TelegramBind_BindDocument;
  '\n  mutation TransferDialog_Transfer($quota: Quota!) {\n    transferAffQuota(quota: $quota)\n  }\n': typeof types.TransferDialog_TransferDocument;
  '\n  mutation WechatBindDialog_Bind($code: String!) {\n    wechatBind(code: $code) {\n      bound\n    }\n  }\n': typeof types.WechatBindDialog_BindDocument;
  '\n  query PersonalScreen_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      group\n      quota\n      usedQuota\n      requestCount\n      affCode\n      affCount\n      affQuota\n      affHistoryQuota\n      email\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      linuxDoId\n      setting\n    }\n  }\n': typeof types.PersonalScreen_MeDocument;
  '\n  query PlaygroundScreen_Groups {\n    myGroups {\n      group\n      ratio\n    }\n  }\n': typeof types.PlaygroundScreen_GroupsDocument;
  '\n  query PlaygroundScreen_Models($group: String) {\n    myModels(group: $group)\n  }\n': typeof types.PlaygroundScreen_ModelsDocument;
  '\n  query PricingScreen_Pricing {\n    pricing {\n      groupRatios {\n        group\n        ratio\n      }\n      usableGroups {\n        group\n        description\n      }\n      models {\n        modelName\n        quotaType\n        modelRatio\n        completionRatio\n        modelPrice\n        enableGroups\n        cacheRatio\n        createCacheRatio\n        imageRatio\n      }\n    }\n  }\n': typeof types.PricingScreen_PricingDocument;
  '\n  mutation RedemptionDrawer_Create($name: String, $quota: Quota, $count: Int) {\n    createRedemptions(name: $name, quota: $quota, count: $count)\n  }\n': typeof types.RedemptionDrawer_CreateDocument;
  '\n  mutation RedemptionDrawer_Edit($id: Int!, $name: String!, $quota: Quota) {\n    editRedemption(id: $id, name: $name, quota: $quota) {\n      id\n    }\n  }\n': typeof types.RedemptionDrawer_EditDocument;
  '\n  mutation RedemptionRowActions_SetStatus($id: Int!, $status: Int!) {\n    setRedemptionStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n': typeof types.RedemptionRowActions_SetStatusDocument;
  '\n  mutation RedemptionRowActions_Delete($id: Int!) {\n    deleteRedemption(id: $id)\n  }\n': typeof types.RedemptionRowActions_DeleteDocument;
  '\n  mutation RedemptionSearchForm_DeleteInvalid {\n    deleteInvalidRedemptions\n  }\n': typeof types.RedemptionSearchForm_DeleteInvalidDocument;
  '\n  query RedemptionsScreen_Page($keyword: String, $page: Int, $pageSize: Int) {\n    redemptions(keyword: $keyword, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        key\n        status\n        quota\n        createdTime\n        usedUserId\n        redeemedTime\n      }\n      total\n    }\n  }\n': typeof types.RedemptionsScreen_PageDocument;
  '\n  mutation LogCleaning_Clear($targetTimestamp: Int!) {\n    clearUsageLogs(targetTimestamp: $targetTimestamp)\n  }\n': typeof types.LogCleaning_ClearDocument;
  '\n  mutation ModelRatioEditors_Reset {\n    resetModelRatio {\n      key\n      value\n    }\n  }\n': typeof types.ModelRatioEditors_ResetDocument;
  '\n  query UnsetModels_Enabled {\n    enabledModels\n  }\n': typeof types.UnsetModels_EnabledDocument;
  '\n  query SettingsScreen_Options {\n    options {\n      key\n      value\n      secret\n      set\n      type\n      writable\n    }\n  }\n': typeof types.SettingsScreen_OptionsDocument;
  '\n  mutation SettingsScreen_UpdateOption($key: String!, $value: String!) {\n    updateOption(key: $key, value: $value) {\n      key\n      value\n      secret\n      set\n      type\n      writable\n    }\n  }\n': typeof types.SettingsScreen_UpdateOptionDocument;
  '\n  mutation SetupForm_Run($username: String!, $password: String!, $confirmPassword: String!, $selfUseMode: Boolean, $demoSite: Boolean) {\n    setup(username: $username, password: $password, confirmPassword: $confirmPassword, selfUseMode: $selfUseMode, demoSite: $demoSite)\n  }\n': typeof types.SetupForm_RunDocument;
  '\n  query SetupScreen_State {\n    setupStatus {\n      status\n      rootInit\n      databaseType\n    }\n  }\n': typeof types.SetupScreen_StateDocument;
  '\n  query TaskLogPage_Page($admin: Boolean!, $kind: TaskKind!, $filter: TaskFilter, $page: Int, $pageSize: Int) {\n    tasks(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {\n      items {\n        ...TaskRow_Fields\n      }\n      total\n      cursor\n    }\n    myTasks(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {\n      items {\n        ...TaskRow_Fields\n      }\n      total\n      cursor\n    }\n  }\n': typeof types.TaskLogPage_PageDocument;
  '\n  fragment TaskRow_Fields on Task {\n    taskKey\n    cursor\n    userId\n    channelId\n    platform\n    action\n    upstreamTaskId\n    code\n    status\n    progress\n    submitTime\n    startTime\n    finishTime\n    imageUrl\n    videoUrl\n    prompt\n    promptEn\n    failReason\n  }\n': typeof types.TaskRow_FieldsFragmentDoc;
  '\n  subscription LiveTasks_All($kind: TaskKind!, $filter: TaskFilter, $after: String) {\n    taskChanged(kind: $kind, filter: $filter, after: $after) {\n      ...TaskRow_Fields\n    }\n  }\n': typeof types.LiveTasks_AllDocument;
  '\n  subscription LiveTasks_Mine($kind: TaskKind!, $filter: TaskFilter, $after: String) {\n    myTaskChanged(kind: $kind, filter: $filter, after: $after) {\n      ...TaskRow_Fields\n    }\n  }\n': typeof types.LiveTasks_MineDocument;
  '\n  query TokenDrawer_Options {\n    myModels\n    myGroups {\n      group\n      description\n      ratio\n    }\n  }\n': typeof types.TokenDrawer_OptionsDocument;
  '\n  mutation TokenDrawer_Create($count: Int, $input: ApiTokenInput!) {\n    createTokens(count: $count, input: $input) {\n      id\n    }\n  }\n': typeof types.TokenDrawer_CreateDocument;
  '\n  mutation TokenDrawer_Update($id: Int!, $input: ApiTokenInput!) {\n    updateToken(id: $id, input: $input) {\n      id\n    }\n  }\n': typeof types.TokenDrawer_UpdateDocument;
  '\n  mutation TokenRowActions_SetStatus($id: Int!, $status: Int!) {\n    setTokenStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n': typeof types.TokenRowActions_SetStatusDocument;
  '\n  mutation TokenRowActions_Delete($id: Int!) {\n    deleteToken(id: $id)\n  }\n': typeof types.TokenRowActions_DeleteDocument;
  '\n  query TokensScreen_Page($keyword: String, $key: String, $page: Int, $size: Int) {\n    tokens(keyword: $keyword, key: $key, page: $page, size: $size) {\n      items {\n        id\n        name\n        key\n        status\n        remainQuota\n        usedQuota\n        unlimitedQuota\n        expiredTime\n        createdTime\n        modelLimitsEnabled\n        modelLimits\n        allowIps\n        group\n      }\n      total\n    }\n    status {\n      serverAddress\n    }\n  }\n': typeof types.TokensScreen_PageDocument;
  '\n  subscription TokensScreen_WalletChanged {\n    walletChanged {\n      userId\n      tokens {\n        tokenId\n        remainQuota\n        usedQuota\n        heldQuota\n        unlimited\n      }\n    }\n  }\n': typeof types.TokensScreen_WalletChangedDocument;
  '\n  query ExplainCharge_Explain($requestId: String!, $language: String) {\n    explainCharge(requestId: $requestId, language: $language) {\n      requestId\n      formula\n      matches\n      recomputed\n      basis\n      streamEnd\n      channelsTried\n      price {\n        kind\n        modelRatio\n        completionRatio\n        groupRatio\n        modelPrice\n      }\n      reservation {\n        amount\n      }\n      settlement {\n        actual\n        returned\n      }\n      release {\n        amount\n        reason\n      }\n    }\n  }\n': typeof types.ExplainCharge_ExplainDocument;
  '\n  query SummaryChips_Stat($admin: Boolean!, $filter: UsageLogFilter) {\n    usageLogStat(filter: $filter) @include(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n    myUsageLogStat(filter: $filter) @skip(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n  }\n': typeof types.SummaryChips_StatDocument;
  '\n  query UserInfoDialog_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      email\n      group\n      quota\n      usedQuota\n      requestCount\n      affCount\n      affQuota\n      affHistoryQuota\n      inviterId\n    }\n  }\n': typeof types.UserInfoDialog_UserDocument;
  '\n  fragment LogRow_Fields on UsageLog {\n    eventId\n    cursor\n    createdAt\n    type\n    userId\n    username\n    channelId\n    channelName\n    tokenName\n    group\n    modelName\n    useTimeMs\n    isStream\n    promptTokens\n    completionTokens\n    quota\n    content\n    other\n    requestId\n  }\n': typeof types.LogRow_FieldsFragmentDoc;
  '\n  query UsageLogsScreen_Page($admin: Boolean!, $filter: UsageLogFilter, $page: Int, $pageSize: Int) {\n    usageLogs(filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n      cursor\n    }\n    myUsageLogs(filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n      cursor\n    }\n  }\n': typeof types.UsageLogsScreen_PageDocument;
  '\n  subscription LiveRows_Mine($filter: UsageLogFilter, $after: String) {\n    myUsageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n': typeof types.LiveRows_MineDocument;
  '\n  subscription LiveRows_All($filter: UsageLogFilter, $after: String) {\n    usageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n': typeof types.LiveRows_AllDocument;
  '\n  mutation AddQuotaDialog_Adjust($userId: Int!, $amount: Quota!) {\n    adjustQuota(userId: $userId, amount: $amount) {\n      userId\n      quota\n    }\n  }\n': typeof types.AddQuotaDialog_AdjustDocument;
  '\n  mutation AddUserDrawer_Create($username: String!, $displayName: String, $password: String!) {\n    createUser(username: $username, displayName: $displayName, password: $password) {\n      id\n      username\n    }\n  }\n': typeof types.AddUserDrawer_CreateDocument;
  '\n  query EditUserDrawer_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      group\n      quota\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      email\n      linuxDoId\n    }\n    groups\n  }\n': typeof types.EditUserDrawer_UserDocument;
  '\n  mutation EditUserDrawer_Save($id: Int!, $username: String, $displayName: String, $password: String, $group: String, $quota: Quota) {\n    editUser(id: $id, username: $username, displayName: $displayName, password: $password, group: $group, quota: $quota) {\n      id\n      username\n      displayName\n      group\n      quota\n    }\n  }\n': typeof types.EditUserDrawer_SaveDocument;
  '\n  mutation UserRowActions_Manage($id: Int!, $action: ManageAction!) {\n    manageUser(id: $id, action: $action) {\n      role\n      status\n    }\n  }\n': typeof types.UserRowActions_ManageDocument;
  '\n  query UserSearchForm_Groups {\n    groups\n  }\n': typeof types.UserSearchForm_GroupsDocument;
  '\n  query UsersScreen_Page($keyword: String, $group: String, $page: Int, $pageSize: Int) {\n    users(keyword: $keyword, group: $group, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        username\n        displayName\n        email\n        group\n        quota\n        usedQuota\n        requestCount\n        role\n        status\n        deletedAt\n      }\n      page\n      pageSize\n      total\n    }\n  }\n': typeof types.UsersScreen_PageDocument;
  '\n  query OnlineTopupCard_Amount($amount: Int!) {\n    topupAmount(amount: $amount)\n  }\n': typeof types.OnlineTopupCard_AmountDocument;
  '\n  mutation RedeemCard_Redeem($key: String!) {\n    redeemCode(key: $key)\n  }\n': typeof types.RedeemCard_RedeemDocument;
  '\n  mutation TopupConfirmDialog_Pay($amount: Int!, $paymentMethod: String!) {\n    topupPay(amount: $amount, paymentMethod: $paymentMethod) {\n      url\n      tradeNo\n      fields {\n        name\n        value\n      }\n    }\n  }\n': typeof types.TopupConfirmDialog_PayDocument;
  '\n  subscription WalletBalance_Changed {\n    walletChanged {\n      userId\n      quota\n      usedQuota\n      requestCount\n    }\n  }\n': typeof types.WalletBalance_ChangedDocument;
  '\n  query WalletScreen_Data {\n    wallet {\n      userId\n      quota\n      usedQuota\n      requestCount\n    }\n    topupInfo {\n      enableOnlineTopup\n      minTopup\n      topUpLink\n      amountOptions\n      payMethods {\n        name\n        type\n        color\n        minTopup\n      }\n    }\n  }\n': typeof types.WalletScreen_DataDocument;
  '\n  fragment Status_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n    footerHtml\n    docsLink\n    quotaPerUnit\n    displayInCurrency\n    enableDataExport\n    enableDrawing\n    enableTask\n    mjNotifyEnabled\n    defaultCollapseSidebar\n    chats {\n      name\n      url\n    }\n    selfUseModeEnabled\n    demoSiteEnabled\n    emailVerification\n    turnstileCheck\n    turnstileSiteKey\n    githubOAuth\n    githubClientId\n    oidcEnabled\n    oidcClientId\n    oidcAuthorizationEndpoint\n    linuxDoOAuth\n    linuxDoClientId\n    wechatLogin\n    wechatQrCode\n    telegramOAuth\n    telegramBotName\n  }\n': typeof types.Status_FieldsFragmentDoc;
};
const documents: Documents = {
  '\n  query RequireLogin_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n':
    types.RequireLogin_MeDocument,
  '\n  query SiteNotice_Notice {\n    notice\n  }\n': types.SiteNotice_NoticeDocument,
  '\n  mutation UserMenu_Logout {\n    logout\n  }\n': types.UserMenu_LogoutDocument,
  '\n  query StatusProvider_Load {\n    status {\n      ...Status_Fields\n    }\n  }\n': types.StatusProvider_LoadDocument,
  '\n  subscription StatusProvider_Changes {\n    statusChanged {\n      ...Status_Fields\n    }\n  }\n': types.StatusProvider_ChangesDocument,
  '\n  query AboutScreen_Content {\n    about\n  }\n': types.AboutScreen_ContentDocument,
  '\n  mutation ExternalSignIns_State($aff: String) {\n    oauthState(aff: $aff)\n  }\n': types.ExternalSignIns_StateDocument,
  '\n  mutation LoginForm_Login($username: String!, $password: String!, $turnstile: String) {\n    login(username: $username, password: $password, turnstile: $turnstile) {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n':
    types.LoginForm_LoginDocument,
  '\n  mutation TelegramLogin_SignIn($auth: TelegramAuthInput!) {\n    telegramSignIn(auth: $auth) {\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n':
    types.TelegramLogin_SignInDocument,
  '\n  mutation WechatDialog_SignIn($code: String!) {\n    wechatSignIn(code: $code) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n':
    types.WechatDialog_SignInDocument,
  '\n  mutation OAuthCallback_SignIn($provider: OAuthProvider!, $code: String!, $state: String!) {\n    oauthSignIn(provider: $provider, code: $code, state: $state) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n':
    types.OAuthCallback_SignInDocument,
  '\n  mutation EmailCodeField_Send($email: String!, $turnstile: String) {\n    sendVerificationCode(email: $email, turnstile: $turnstile)\n  }\n':
    types.EmailCodeField_SendDocument,
  '\n  mutation RegisterForm_Register($username: String!, $password: String!, $email: String, $verificationCode: String, $affCode: String, $turnstile: String) {\n    register(username: $username, password: $password, email: $email, verificationCode: $verificationCode, affCode: $affCode, turnstile: $turnstile)\n  }\n':
    types.RegisterForm_RegisterDocument,
  '\n  mutation ResetConfirm_Reset($email: String!, $token: String!) {\n    resetPassword(email: $email, token: $token)\n  }\n':
    types.ResetConfirm_ResetDocument,
  '\n  mutation ResetRequest_Send($email: String!, $turnstile: String) {\n    sendPasswordReset(email: $email, turnstile: $turnstile)\n  }\n':
    types.ResetRequest_SendDocument,
  '\n  fragment ChannelRow_Fields on Channel {\n    id\n    name\n    type\n    status\n    group\n    models\n    tag\n    priority\n    weight\n    responseTime\n    testTime\n    testModel\n    balance\n    balanceUpdatedTime\n    usedQuota\n    otherInfo\n    multiKey {\n      size\n    }\n  }\n':
    types.ChannelRow_FieldsFragmentDoc,
  '\n  fragment ChannelTagRow_Fields on ChannelTagRow {\n    tag\n    group\n    status\n    tagPriority: priority\n    tagWeight: weight\n    responseTime\n    balance\n    usedQuota\n    channels {\n      ...ChannelRow_Fields\n    }\n  }\n':
    types.ChannelTagRow_FieldsFragmentDoc,
  '\n  query ChannelsScreen_List($keyword: String, $group: String, $model: String, $idSort: Boolean, $page: Int, $pageSize: Int) {\n    channels(keyword: $keyword, group: $group, model: $model, idSort: $idSort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ChannelRow_Fields\n      }\n      total\n    }\n  }\n':
    types.ChannelsScreen_ListDocument,
  '\n  query ChannelsScreen_ByTag($keyword: String, $group: String, $model: String, $idSort: Boolean, $page: Int, $pageSize: Int) {\n    channelsByTag(keyword: $keyword, group: $group, model: $model, idSort: $idSort, page: $page, pageSize: $pageSize) {\n      items {\n        __typename\n        ... on Channel {\n          ...ChannelRow_Fields\n        }\n        ... on ChannelTagRow {\n          ...ChannelTagRow_Fields\n        }\n      }\n      total\n    }\n  }\n':
    types.ChannelsScreen_ByTagDocument,
  '\n  query ChannelsScreen_Types {\n    channelTypes {\n      id\n      name\n      relayed\n    }\n  }\n': types.ChannelsScreen_TypesDocument,
  '\n  mutation BatchTag_Set($ids: [Int!]!, $tag: String!) {\n    setChannelsTag(ids: $ids, tag: $tag)\n  }\n': types.BatchTag_SetDocument,
  '\n  query ChannelDrawer_Choices {\n    channelTypes {\n      id\n      name\n      defaultBaseUrl\n      relayed\n    }\n    groups\n  }\n':
    types.ChannelDrawer_ChoicesDocument,
  '\n  query ChannelDrawer_Channel($id: Int!) {\n    channel(id: $id) {\n      id\n      type\n      name\n      baseUrl\n      other\n      openaiOrganization\n      models\n      group\n      modelMapping\n      statusCodeMapping\n      testModel\n      autoBan\n      priority\n      weight\n      tag\n      maxInputTokens\n      setting\n      paramOverride\n    }\n  }\n':
    types.ChannelDrawer_ChannelDocument,
  '\n  mutation ChannelDrawer_Create($input: ChannelInput!, $batch: Boolean) {\n    createChannels(input: $input, batch: $batch) {\n      id\n    }\n  }\n':
    types.ChannelDrawer_CreateDocument,
  '\n  mutation ChannelDrawer_Update($id: Int!, $input: ChannelInput!) {\n    updateChannel(id: $id, input: $input) {\n      id\n    }\n  }\n':
    types.ChannelDrawer_UpdateDocument,
  '\n  query ChannelSearchForm_Choices {\n    groups\n    enabledModels\n  }\n': types.ChannelSearchForm_ChoicesDocument,
  '\n  mutation ChannelsToolbar_Balances {\n    updateChannelBalances {\n      updated\n      failed\n      skipped\n      disabled\n    }\n  }\n':
    types.ChannelsToolbar_BalancesDocument,
  '\n  mutation ChannelsToolbar_DeleteDisabled {\n    deleteDisabledChannels\n  }\n': types.ChannelsToolbar_DeleteDisabledDocument,
  '\n  mutation ChannelsToolbar_Fix {\n    fixChannelAbilities\n  }\n': types.ChannelsToolbar_FixDocument,
  '\n  mutation ChannelsToolbar_DeleteMany($ids: [Int!]!) {\n    deleteChannels(ids: $ids)\n  }\n': types.ChannelsToolbar_DeleteManyDocument,
  '\n  query ModelsField_Catalogue {\n    modelsByChannelType {\n      type\n      models\n    }\n    knownModels {\n      id\n    }\n  }\n':
    types.ModelsField_CatalogueDocument,
  '\n  query ModelsField_FetchUpstream($type: Int!, $key: String!, $baseUrl: String) {\n    fetchUpstreamModels(type: $type, key: $key, baseUrl: $baseUrl)\n  }\n':
    types.ModelsField_FetchUpstreamDocument,
  '\n  query ModelsField_FetchStored($id: Int!) {\n    fetchChannelModels(id: $id)\n  }\n': types.ModelsField_FetchStoredDocument,
  '\n  mutation ChannelActions_SetState($id: Int!, $status: Int, $priority: Float, $weight: Int) {\n    setChannelState(id: $id, status: $status, priority: $priority, weight: $weight) {\n      id\n      status\n      priority\n      weight\n    }\n  }\n':
    types.ChannelActions_SetStateDocument,
  '\n  mutation ChannelActions_Test($id: Int!, $model: String) {\n    testChannel(id: $id, model: $model) {\n      success\n      message\n      time\n    }\n  }\n':
    types.ChannelActions_TestDocument,
  '\n  mutation ChannelActions_Balance($id: Int!) {\n    updateChannelBalance(id: $id) {\n      balance\n      balanceUpdatedTime\n    }\n  }\n':
    types.ChannelActions_BalanceDocument,
  '\n  mutation ChannelActions_Copy($id: Int!) {\n    copyChannel(id: $id) {\n      id\n    }\n  }\n': types.ChannelActions_CopyDocument,
  '\n  mutation ChannelActions_Delete($id: Int!) {\n    deleteChannel(id: $id)\n  }\n': types.ChannelActions_DeleteDocument,
  '\n  mutation ChannelActions_TagEnabled($tag: String!, $enabled: Boolean!) {\n    setChannelTagEnabled(tag: $tag, enabled: $enabled)\n  }\n':
    types.ChannelActions_TagEnabledDocument,
  '\n  mutation ChannelActions_EditTag($input: ChannelTagEditInput!) {\n    editChannelTag(input: $input)\n  }\n': types.ChannelActions_EditTagDocument,
  '\n  fragment ChannelHealth_Fields on ChannelHealth {\n    channelId\n    status\n    statusSince\n    lastResponseMs\n    lastFirstTokenMs\n    lastSuccessAt\n    lastError {\n      at\n      message\n      status\n    }\n    lastAutomaticChange {\n      at\n      reason\n      status\n    }\n    windows {\n      minutes\n      requests\n      successes\n      failures\n      successRate\n      averageResponseMs\n    }\n  }\n':
    types.ChannelHealth_FieldsFragmentDoc,
  '\n  subscription ChannelHealth_Changed {\n    channelHealthChanged {\n      ...ChannelHealth_Fields\n    }\n  }\n': types.ChannelHealth_ChangedDocument,
  '\n  mutation TestAll_Start {\n    testAllChannels {\n      runId\n      total\n    }\n  }\n': types.TestAll_StartDocument,
  '\n  subscription TestAll_Progress {\n    channelTestProgress {\n      runId\n      done\n      total\n      finished\n      last {\n        channelId\n        name\n        success\n        message\n        time\n        status\n        statusChange\n      }\n    }\n  }\n':
    types.TestAll_ProgressDocument,
  '\n  query ChatScreen_Keys {\n    tokens(page: 0, size: 100) {\n      items {\n        key\n        status\n      }\n    }\n    status {\n      serverAddress\n    }\n  }\n':
    types.ChatScreen_KeysDocument,
  '\n  query ChatScreen_Address {\n    status {\n      serverAddress\n    }\n  }\n': types.ChatScreen_AddressDocument,
  '\n  query DashboardScreen_Usage($admin: Boolean!, $granularity: DashboardGranularity, $start: Int, $end: Int, $username: String) {\n    dashboard(granularity: $granularity, startTimestamp: $start, endTimestamp: $end, username: $username) @include(if: $admin) {\n      ...DashboardScreen_Fields\n    }\n    myDashboard(granularity: $granularity, startTimestamp: $start, endTimestamp: $end) @skip(if: $admin) {\n      ...DashboardScreen_Fields\n    }\n  }\n  fragment DashboardScreen_Fields on Dashboard {\n    enabled\n    granularity\n    start\n    end\n    refreshMinutes\n    usage {\n      bucket\n      modelName\n      quota\n      promptTokens\n      completionTokens\n      requests\n    }\n  }\n':
    types.DashboardScreen_UsageDocument,
  '\n  subscription UsageRefresh_Wallet {\n    walletChanged {\n      userId\n      usedQuota\n    }\n  }\n': types.UsageRefresh_WalletDocument,
  '\n  subscription UsageRefresh_Activity {\n    activityChanged(hours: 1) {\n      hour\n      events\n    }\n  }\n': types.UsageRefresh_ActivityDocument,
  '\n  query HomeScreen_Content {\n    homePageContent\n  }\n': types.HomeScreen_ContentDocument,
  '\n  mutation AccessToken_Reset {\n    resetAccessToken\n  }\n': types.AccessToken_ResetDocument,
  '\n  subscription BalanceStats_WalletChanged {\n    walletChanged {\n      userId\n      quota\n      usedQuota\n      requestCount\n      affQuota\n      affCount\n      affHistoryQuota\n    }\n  }\n':
    types.BalanceStats_WalletChangedDocument,
  '\n  mutation BindingsCard_State {\n    oauthState\n  }\n': types.BindingsCard_StateDocument,
  '\n  mutation ChangePasswordDialog_Change($originalPassword: String!, $password: String!) {\n    changePassword(originalPassword: $originalPassword, password: $password) {\n      id\n    }\n  }\n':
    types.ChangePasswordDialog_ChangeDocument,
  '\n  mutation DeleteAccountDialog_Delete($username: String!) {\n    deleteSelf(username: $username)\n  }\n': types.DeleteAccountDialog_DeleteDocument,
  '\n  mutation EmailBindDialog_Send($email: String!) {\n    sendVerificationCode(email: $email)\n  }\n': types.EmailBindDialog_SendDocument,
  '\n  mutation EmailBindDialog_Bind($email: String!, $code: String!) {\n    bindEmail(email: $email, code: $code) {\n      id\n      email\n    }\n  }\n':
    types.EmailBindDialog_BindDocument,
  '\n  query ModelChips_Models {\n    myModels\n  }\n': types.ModelChips_ModelsDocument,
  '\n  mutation SettingsTabs_Update(\n    $notifyType: String\n    $quotaWarningThreshold: Quota\n    $webhookUrl: String\n    $webhookSecret: String\n    $notificationEmail: String\n    $acceptUnsetModelRatioModel: Boolean\n  ) {\n    updateSetting(\n      notifyType: $notifyType\n      quotaWarningThreshold: $quotaWarningThreshold\n      webhookUrl: $webhookUrl\n      webhookSecret: $webhookSecret\n      notificationEmail: $notificationEmail\n      acceptUnsetModelRatioModel: $acceptUnsetModelRatioModel\n    )\n  }\n':
    types.SettingsTabs_UpdateDocument,
  '\n  mutation TelegramBind_Bind($auth: TelegramAuthInput!) {\n    telegramBind(auth: $auth) {\n      bound\n    }\n  }\n': types.TelegramBind_BindDocument,
  '\n  mutation TransferDialog_Transfer($quota: Quota!) {\n    transferAffQuota(quota: $quota)\n  }\n': types.TransferDialog_TransferDocument,
  '\n  mutation WechatBindDialog_Bind($code: String!) {\n    wechatBind(code: $code) {\n      bound\n    }\n  }\n': types.WechatBindDialog_BindDocument,
  '\n  query PersonalScreen_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      group\n      quota\n      usedQuota\n      requestCount\n      affCode\n      affCount\n      affQuota\n      affHistoryQuota\n      email\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      linuxDoId\n      setting\n    }\n  }\n':
    types.PersonalScreen_MeDocument,
  '\n  query PlaygroundScreen_Groups {\n    myGroups {\n      group\n      ratio\n    }\n  }\n': types.PlaygroundScreen_GroupsDocument,
  '\n  query PlaygroundScreen_Models($group: String) {\n    myModels(group: $group)\n  }\n': types.PlaygroundScreen_ModelsDocument,
  '\n  query PricingScreen_Pricing {\n    pricing {\n      groupRatios {\n        group\n        ratio\n      }\n      usableGroups {\n        group\n        description\n      }\n      models {\n        modelName\n        quotaType\n        modelRatio\n        completionRatio\n        modelPrice\n        enableGroups\n        cacheRatio\n        createCacheRatio\n        imageRatio\n      }\n    }\n  }\n':
    types.PricingScreen_PricingDocument,
  '\n  mutation RedemptionDrawer_Create($name: String, $quota: Quota, $count: Int) {\n    createRedemptions(name: $name, quota: $quota, count: $count)\n  }\n':
    types.RedemptionDrawer_CreateDocument,
  '\n  mutation RedemptionDrawer_Edit($id: Int!, $name: String!, $quota: Quota) {\n    editRedemption(id: $id, name: $name, quota: $quota) {\n      id\n    }\n  }\n':
    types.RedemptionDrawer_EditDocument,
  '\n  mutation RedemptionRowActions_SetStatus($id: Int!, $status: Int!) {\n    setRedemptionStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n':
    types.RedemptionRowActions_SetStatusDocument,
  '\n  mutation RedemptionRowActions_Delete($id: Int!) {\n    deleteRedemption(id: $id)\n  }\n': types.RedemptionRowActions_DeleteDocument,
  '\n  mutation RedemptionSearchForm_DeleteInvalid {\n    deleteInvalidRedemptions\n  }\n': types.RedemptionSearchForm_DeleteInvalidDocument,
  '\n  query RedemptionsScreen_Page($keyword: String, $page: Int, $pageSize: Int) {\n    redemptions(keyword: $keyword, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        key\n        status\n        quota\n        createdTime\n        usedUserId\n        redeemedTime\n      }\n      total\n    }\n  }\n':
    types.RedemptionsScreen_PageDocument,
  '\n  mutation LogCleaning_Clear($targetTimestamp: Int!) {\n    clearUsageLogs(targetTimestamp: $targetTimestamp)\n  }\n': types.LogCleaning_ClearDocument,
  '\n  mutation ModelRatioEditors_Reset {\n    resetModelRatio {\n      key\n      value\n    }\n  }\n': types.ModelRatioEditors_ResetDocument,
  '\n  query UnsetModels_Enabled {\n    enabledModels\n  }\n': types.UnsetModels_EnabledDocument,
  '\n  query SettingsScreen_Options {\n    options {\n      key\n      value\n      secret\n      set\n      type\n      writable\n    }\n  }\n':
    types.SettingsScreen_OptionsDocument,
  '\n  mutation SettingsScreen_UpdateOption($key: String!, $value: String!) {\n    updateOption(key: $key, value: $value) {\n      key\n      value\n      secret\n      set\n      type\n      writable\n    }\n  }\n':
    types.SettingsScreen_UpdateOptionDocument,
  '\n  mutation SetupForm_Run($username: String!, $password: String!, $confirmPassword: String!, $selfUseMode: Boolean, $demoSite: Boolean) {\n    setup(username: $username, password: $password, confirmPassword: $confirmPassword, selfUseMode: $selfUseMode, demoSite: $demoSite)\n  }\n':
    types.SetupForm_RunDocument,
  '\n  query SetupScreen_State {\n    setupStatus {\n      status\n      rootInit\n      databaseType\n    }\n  }\n': types.SetupScreen_StateDocument,
  '\n  query TaskLogPage_Page($admin: Boolean!, $kind: TaskKind!, $filter: TaskFilter, $page: Int, $pageSize: Int) {\n    tasks(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {\n      items {\n        ...TaskRow_Fields\n      }\n      total\n      cursor\n    }\n    myTasks(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {\n      items {\n        ...TaskRow_Fields\n      }\n      total\n      cursor\n    }\n  }\n':
    types.TaskLogPage_PageDocument,
  '\n  fragment TaskRow_Fields on Task {\n    taskKey\n    cursor\n    userId\n    channelId\n    platform\n    action\n    upstreamTaskId\n    code\n    status\n    progress\n    submitTime\n    startTime\n    finishTime\n    imageUrl\n    videoUrl\n    prompt\n    promptEn\n    failReason\n  }\n':
    types.TaskRow_FieldsFragmentDoc,
  '\n  subscription LiveTasks_All($kind: TaskKind!, $filter: TaskFilter, $after: String) {\n    taskChanged(kind: $kind, filter: $filter, after: $after) {\n      ...TaskRow_Fields\n    }\n  }\n':
    types.LiveTasks_AllDocument,
  '\n  subscription LiveTasks_Mine($kind: TaskKind!, $filter: TaskFilter, $after: String) {\n    myTaskChanged(kind: $kind, filter: $filter, after: $after) {\n      ...TaskRow_Fields\n    }\n  }\n':
    types.LiveTasks_MineDocument,
  '\n  query TokenDrawer_Options {\n    myModels\n    myGroups {\n      group\n      description\n      ratio\n    }\n  }\n': types.TokenDrawer_OptionsDocument,
  '\n  mutation TokenDrawer_Create($count: Int, $input: ApiTokenInput!) {\n    createTokens(count: $count, input: $input) {\n      id\n    }\n  }\n':
    types.TokenDrawer_CreateDocument,
  '\n  mutation TokenDrawer_Update($id: Int!, $input: ApiTokenInput!) {\n    updateToken(id: $id, input: $input) {\n      id\n    }\n  }\n':
    types.TokenDrawer_UpdateDocument,
  '\n  mutation TokenRowActions_SetStatus($id: Int!, $status: Int!) {\n    setTokenStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n':
    types.TokenRowActions_SetStatusDocument,
  '\n  mutation TokenRowActions_Delete($id: Int!) {\n    deleteToken(id: $id)\n  }\n': types.TokenRowActions_DeleteDocument,
  '\n  query TokensScreen_Page($keyword: String, $key: String, $page: Int, $size: Int) {\n    tokens(keyword: $keyword, key: $key, page: $page, size: $size) {\n      items {\n        id\n        name\n        key\n        status\n        remainQuota\n        usedQuota\n        unlimitedQuota\n        expiredTime\n        createdTime\n        modelLimitsEnabled\n        modelLimits\n        allowIps\n        group\n      }\n      total\n    }\n    status {\n      serverAddress\n    }\n  }\n':
    types.TokensScreen_PageDocument,
  '\n  subscription TokensScreen_WalletChanged {\n    walletChanged {\n      userId\n      tokens {\n        tokenId\n        remainQuota\n        usedQuota\n        heldQuota\n        unlimited\n      }\n    }\n  }\n':
    types.TokensScreen_WalletChangedDocument,
  '\n  query ExplainCharge_Explain($requestId: String!, $language: String) {\n    explainCharge(requestId: $requestId, language: $language) {\n      requestId\n      formula\n      matches\n      recomputed\n      basis\n      streamEnd\n      channelsTried\n      price {\n        kind\n        modelRatio\n        completionRatio\n        groupRatio\n        modelPrice\n      }\n      reservation {\n        amount\n      }\n      settlement {\n        actual\n        returned\n      }\n      release {\n        amount\n        reason\n      }\n    }\n  }\n':
    types.ExplainCharge_ExplainDocument,
  '\n  query SummaryChips_Stat($admin: Boolean!, $filter: UsageLogFilter) {\n    usageLogStat(filter: $filter) @include(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n    myUsageLogStat(filter: $filter) @skip(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n  }\n':
    types.SummaryChips_StatDocument,
  '\n  query UserInfoDialog_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      email\n      group\n      quota\n      usedQuota\n      requestCount\n      affCount\n      affQuota\n      affHistoryQuota\n      inviterId\n    }\n  }\n':
    types.UserInfoDialog_UserDocument,
  '\n  fragment LogRow_Fields on UsageLog {\n    eventId\n    cursor\n    createdAt\n    type\n    userId\n    username\n    channelId\n    channelName\n    tokenName\n    group\n    modelName\n    useTimeMs\n    isStream\n    promptTokens\n    completionTokens\n    quota\n    content\n    other\n    requestId\n  }\n':
    types.LogRow_FieldsFragmentDoc,
  '\n  query UsageLogsScreen_Page($admin: Boolean!, $filter: UsageLogFilter, $page: Int, $pageSize: Int) {\n    usageLogs(filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n      cursor\n    }\n    myUsageLogs(filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n      cursor\n    }\n  }\n':
    types.UsageLogsScreen_PageDocument,
  '\n  subscription LiveRows_Mine($filter: UsageLogFilter, $after: String) {\n    myUsageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n':
    types.LiveRows_MineDocument,
  '\n  subscription LiveRows_All($filter: UsageLogFilter, $after: String) {\n    usageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n':
    types.LiveRows_AllDocument,
  '\n  mutation AddQuotaDialog_Adjust($userId: Int!, $amount: Quota!) {\n    adjustQuota(userId: $userId, amount: $amount) {\n      userId\n      quota\n    }\n  }\n':
    types.AddQuotaDialog_AdjustDocument,
  '\n  mutation AddUserDrawer_Create($username: String!, $displayName: String, $password: String!) {\n    createUser(username: $username, displayName: $displayName, password: $password) {\n      id\n      username\n    }\n  }\n':
    types.AddUserDrawer_CreateDocument,
  '\n  query EditUserDrawer_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      group\n      quota\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      email\n      linuxDoId\n    }\n    groups\n  }\n':
    types.EditUserDrawer_UserDocument,
  '\n  mutation EditUserDrawer_Save($id: Int!, $username: String, $displayName: String, $password: String, $group: String, $quota: Quota) {\n    editUser(id: $id, username: $username, displayName: $displayName, password: $password, group: $group, quota: $quota) {\n      id\n      username\n      displayName\n      group\n      quota\n    }\n  }\n':
    types.EditUserDrawer_SaveDocument,
  '\n  mutation UserRowActions_Manage($id: Int!, $action: ManageAction!) {\n    manageUser(id: $id, action: $action) {\n      role\n      status\n    }\n  }\n':
    types.UserRowActions_ManageDocument,
  '\n  query UserSearchForm_Groups {\n    groups\n  }\n': types.UserSearchForm_GroupsDocument,
  '\n  query UsersScreen_Page($keyword: String, $group: String, $page: Int, $pageSize: Int) {\n    users(keyword: $keyword, group: $group, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        username\n        displayName\n        email\n        group\n        quota\n        usedQuota\n        requestCount\n        role\n        status\n        deletedAt\n      }\n      page\n      pageSize\n      total\n    }\n  }\n':
    types.UsersScreen_PageDocument,
  '\n  query OnlineTopupCard_Amount($amount: Int!) {\n    topupAmount(amount: $amount)\n  }\n': types.OnlineTopupCard_AmountDocument,
  '\n  mutation RedeemCard_Redeem($key: String!) {\n    redeemCode(key: $key)\n  }\n': types.RedeemCard_RedeemDocument,
  '\n  mutation TopupConfirmDialog_Pay($amount: Int!, $paymentMethod: String!) {\n    topupPay(amount: $amount, paymentMethod: $paymentMethod) {\n      url\n      tradeNo\n      fields {\n        name\n        value\n      }\n    }\n  }\n':
    types.TopupConfirmDialog_PayDocument,
  '\n  subscription WalletBalance_Changed {\n    walletChanged {\n      userId\n      quota\n      usedQuota\n      requestCount\n    }\n  }\n':
    types.WalletBalance_ChangedDocument,
  '\n  query WalletScreen_Data {\n    wallet {\n      userId\n      quota\n      usedQuota\n      requestCount\n    }\n    topupInfo {\n      enableOnlineTopup\n      minTopup\n      topUpLink\n      amountOptions\n      payMethods {\n        name\n        type\n        color\n        minTopup\n      }\n    }\n  }\n':
    types.WalletScreen_DataDocument,
  '\n  fragment Status_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n    footerHtml\n    docsLink\n    quotaPerUnit\n    displayInCurrency\n    enableDataExport\n    enableDrawing\n    enableTask\n    mjNotifyEnabled\n    defaultCollapseSidebar\n    chats {\n      name\n      url\n    }\n    selfUseModeEnabled\n    demoSiteEnabled\n    emailVerification\n    turnstileCheck\n    turnstileSiteKey\n    githubOAuth\n    githubClientId\n    oidcEnabled\n    oidcClientId\n    oidcAuthorizationEndpoint\n    linuxDoOAuth\n    linuxDoClientId\n    wechatLogin\n    wechatQrCode\n    telegramOAuth\n    telegramBotName\n  }\n':
    types.Status_FieldsFragmentDoc,
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
export function graphql(
  source: '\n  query RequireLogin_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n',
): (typeof documents)['\n  query RequireLogin_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: '\n  query SiteNotice_Notice {\n    notice\n  }\n'): (typeof documents)['\n  query SiteNotice_Notice {\n    notice\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: '\n  mutation UserMenu_Logout {\n    logout\n  }\n'): (typeof documents)['\n  mutation UserMenu_Logout {\n    logout\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StatusProvider_Load {\n    status {\n      ...Status_Fields\n    }\n  }\n',
): (typeof documents)['\n  query StatusProvider_Load {\n    status {\n      ...Status_Fields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription StatusProvider_Changes {\n    statusChanged {\n      ...Status_Fields\n    }\n  }\n',
): (typeof documents)['\n  subscription StatusProvider_Changes {\n    statusChanged {\n      ...Status_Fields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: '\n  query AboutScreen_Content {\n    about\n  }\n'): (typeof documents)['\n  query AboutScreen_Content {\n    about\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExternalSignIns_State($aff: String) {\n    oauthState(aff: $aff)\n  }\n',
): (typeof documents)['\n  mutation ExternalSignIns_State($aff: String) {\n    oauthState(aff: $aff)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LoginForm_Login($username: String!, $password: String!, $turnstile: String) {\n    login(username: $username, password: $password, turnstile: $turnstile) {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n',
): (typeof documents)['\n  mutation LoginForm_Login($username: String!, $password: String!, $turnstile: String) {\n    login(username: $username, password: $password, turnstile: $turnstile) {\n      id\n      username\n      displayName\n      role\n      status\n      group\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TelegramLogin_SignIn($auth: TelegramAuthInput!) {\n    telegramSignIn(auth: $auth) {\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TelegramLogin_SignIn($auth: TelegramAuthInput!) {\n    telegramSignIn(auth: $auth) {\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WechatDialog_SignIn($code: String!) {\n    wechatSignIn(code: $code) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation WechatDialog_SignIn($code: String!) {\n    wechatSignIn(code: $code) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OAuthCallback_SignIn($provider: OAuthProvider!, $code: String!, $state: String!) {\n    oauthSignIn(provider: $provider, code: $code, state: $state) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation OAuthCallback_SignIn($provider: OAuthProvider!, $code: String!, $state: String!) {\n    oauthSignIn(provider: $provider, code: $code, state: $state) {\n      bound\n      user {\n        id\n        username\n        displayName\n        role\n        status\n        group\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EmailCodeField_Send($email: String!, $turnstile: String) {\n    sendVerificationCode(email: $email, turnstile: $turnstile)\n  }\n',
): (typeof documents)['\n  mutation EmailCodeField_Send($email: String!, $turnstile: String) {\n    sendVerificationCode(email: $email, turnstile: $turnstile)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RegisterForm_Register($username: String!, $password: String!, $email: String, $verificationCode: String, $affCode: String, $turnstile: String) {\n    register(username: $username, password: $password, email: $email, verificationCode: $verificationCode, affCode: $affCode, turnstile: $turnstile)\n  }\n',
): (typeof documents)['\n  mutation RegisterForm_Register($username: String!, $password: String!, $email: String, $verificationCode: String, $affCode: String, $turnstile: String) {\n    register(username: $username, password: $password, email: $email, verificationCode: $verificationCode, affCode: $affCode, turnstile: $turnstile)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetConfirm_Reset($email: String!, $token: String!) {\n    resetPassword(email: $email, token: $token)\n  }\n',
): (typeof documents)['\n  mutation ResetConfirm_Reset($email: String!, $token: String!) {\n    resetPassword(email: $email, token: $token)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetRequest_Send($email: String!, $turnstile: String) {\n    sendPasswordReset(email: $email, turnstile: $turnstile)\n  }\n',
): (typeof documents)['\n  mutation ResetRequest_Send($email: String!, $turnstile: String) {\n    sendPasswordReset(email: $email, turnstile: $turnstile)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ChannelRow_Fields on Channel {\n    id\n    name\n    type\n    status\n    group\n    models\n    tag\n    priority\n    weight\n    responseTime\n    testTime\n    testModel\n    balance\n    balanceUpdatedTime\n    usedQuota\n    otherInfo\n    multiKey {\n      size\n    }\n  }\n',
): (typeof documents)['\n  fragment ChannelRow_Fields on Channel {\n    id\n    name\n    type\n    status\n    group\n    models\n    tag\n    priority\n    weight\n    responseTime\n    testTime\n    testModel\n    balance\n    balanceUpdatedTime\n    usedQuota\n    otherInfo\n    multiKey {\n      size\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ChannelTagRow_Fields on ChannelTagRow {\n    tag\n    group\n    status\n    tagPriority: priority\n    tagWeight: weight\n    responseTime\n    balance\n    usedQuota\n    channels {\n      ...ChannelRow_Fields\n    }\n  }\n',
): (typeof documents)['\n  fragment ChannelTagRow_Fields on ChannelTagRow {\n    tag\n    group\n    status\n    tagPriority: priority\n    tagWeight: weight\n    responseTime\n    balance\n    usedQuota\n    channels {\n      ...ChannelRow_Fields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChannelsScreen_List($keyword: String, $group: String, $model: String, $idSort: Boolean, $page: Int, $pageSize: Int) {\n    channels(keyword: $keyword, group: $group, model: $model, idSort: $idSort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ChannelRow_Fields\n      }\n      total\n    }\n  }\n',
): (typeof documents)['\n  query ChannelsScreen_List($keyword: String, $group: String, $model: String, $idSort: Boolean, $page: Int, $pageSize: Int) {\n    channels(keyword: $keyword, group: $group, model: $model, idSort: $idSort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ChannelRow_Fields\n      }\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChannelsScreen_ByTag($keyword: String, $group: String, $model: String, $idSort: Boolean, $page: Int, $pageSize: Int) {\n    channelsByTag(keyword: $keyword, group: $group, model: $model, idSort: $idSort, page: $page, pageSize: $pageSize) {\n      items {\n        __typename\n        ... on Channel {\n          ...ChannelRow_Fields\n        }\n        ... on ChannelTagRow {\n          ...ChannelTagRow_Fields\n        }\n      }\n      total\n    }\n  }\n',
): (typeof documents)['\n  query ChannelsScreen_ByTag($keyword: String, $group: String, $model: String, $idSort: Boolean, $page: Int, $pageSize: Int) {\n    channelsByTag(keyword: $keyword, group: $group, model: $model, idSort: $idSort, page: $page, pageSize: $pageSize) {\n      items {\n        __typename\n        ... on Channel {\n          ...ChannelRow_Fields\n        }\n        ... on ChannelTagRow {\n          ...ChannelTagRow_Fields\n        }\n      }\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChannelsScreen_Types {\n    channelTypes {\n      id\n      name\n      relayed\n    }\n  }\n',
): (typeof documents)['\n  query ChannelsScreen_Types {\n    channelTypes {\n      id\n      name\n      relayed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation BatchTag_Set($ids: [Int!]!, $tag: String!) {\n    setChannelsTag(ids: $ids, tag: $tag)\n  }\n',
): (typeof documents)['\n  mutation BatchTag_Set($ids: [Int!]!, $tag: String!) {\n    setChannelsTag(ids: $ids, tag: $tag)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChannelDrawer_Choices {\n    channelTypes {\n      id\n      name\n      defaultBaseUrl\n      relayed\n    }\n    groups\n  }\n',
): (typeof documents)['\n  query ChannelDrawer_Choices {\n    channelTypes {\n      id\n      name\n      defaultBaseUrl\n      relayed\n    }\n    groups\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChannelDrawer_Channel($id: Int!) {\n    channel(id: $id) {\n      id\n      type\n      name\n      baseUrl\n      other\n      openaiOrganization\n      models\n      group\n      modelMapping\n      statusCodeMapping\n      testModel\n      autoBan\n      priority\n      weight\n      tag\n      maxInputTokens\n      setting\n      paramOverride\n    }\n  }\n',
): (typeof documents)['\n  query ChannelDrawer_Channel($id: Int!) {\n    channel(id: $id) {\n      id\n      type\n      name\n      baseUrl\n      other\n      openaiOrganization\n      models\n      group\n      modelMapping\n      statusCodeMapping\n      testModel\n      autoBan\n      priority\n      weight\n      tag\n      maxInputTokens\n      setting\n      paramOverride\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelDrawer_Create($input: ChannelInput!, $batch: Boolean) {\n    createChannels(input: $input, batch: $batch) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation ChannelDrawer_Create($input: ChannelInput!, $batch: Boolean) {\n    createChannels(input: $input, batch: $batch) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelDrawer_Update($id: Int!, $input: ChannelInput!) {\n    updateChannel(id: $id, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation ChannelDrawer_Update($id: Int!, $input: ChannelInput!) {\n    updateChannel(id: $id, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChannelSearchForm_Choices {\n    groups\n    enabledModels\n  }\n',
): (typeof documents)['\n  query ChannelSearchForm_Choices {\n    groups\n    enabledModels\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelsToolbar_Balances {\n    updateChannelBalances {\n      updated\n      failed\n      skipped\n      disabled\n    }\n  }\n',
): (typeof documents)['\n  mutation ChannelsToolbar_Balances {\n    updateChannelBalances {\n      updated\n      failed\n      skipped\n      disabled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelsToolbar_DeleteDisabled {\n    deleteDisabledChannels\n  }\n',
): (typeof documents)['\n  mutation ChannelsToolbar_DeleteDisabled {\n    deleteDisabledChannels\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelsToolbar_Fix {\n    fixChannelAbilities\n  }\n',
): (typeof documents)['\n  mutation ChannelsToolbar_Fix {\n    fixChannelAbilities\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelsToolbar_DeleteMany($ids: [Int!]!) {\n    deleteChannels(ids: $ids)\n  }\n',
): (typeof documents)['\n  mutation ChannelsToolbar_DeleteMany($ids: [Int!]!) {\n    deleteChannels(ids: $ids)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ModelsField_Catalogue {\n    modelsByChannelType {\n      type\n      models\n    }\n    knownModels {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query ModelsField_Catalogue {\n    modelsByChannelType {\n      type\n      models\n    }\n    knownModels {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ModelsField_FetchUpstream($type: Int!, $key: String!, $baseUrl: String) {\n    fetchUpstreamModels(type: $type, key: $key, baseUrl: $baseUrl)\n  }\n',
): (typeof documents)['\n  query ModelsField_FetchUpstream($type: Int!, $key: String!, $baseUrl: String) {\n    fetchUpstreamModels(type: $type, key: $key, baseUrl: $baseUrl)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ModelsField_FetchStored($id: Int!) {\n    fetchChannelModels(id: $id)\n  }\n',
): (typeof documents)['\n  query ModelsField_FetchStored($id: Int!) {\n    fetchChannelModels(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelActions_SetState($id: Int!, $status: Int, $priority: Float, $weight: Int) {\n    setChannelState(id: $id, status: $status, priority: $priority, weight: $weight) {\n      id\n      status\n      priority\n      weight\n    }\n  }\n',
): (typeof documents)['\n  mutation ChannelActions_SetState($id: Int!, $status: Int, $priority: Float, $weight: Int) {\n    setChannelState(id: $id, status: $status, priority: $priority, weight: $weight) {\n      id\n      status\n      priority\n      weight\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelActions_Test($id: Int!, $model: String) {\n    testChannel(id: $id, model: $model) {\n      success\n      message\n      time\n    }\n  }\n',
): (typeof documents)['\n  mutation ChannelActions_Test($id: Int!, $model: String) {\n    testChannel(id: $id, model: $model) {\n      success\n      message\n      time\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelActions_Balance($id: Int!) {\n    updateChannelBalance(id: $id) {\n      balance\n      balanceUpdatedTime\n    }\n  }\n',
): (typeof documents)['\n  mutation ChannelActions_Balance($id: Int!) {\n    updateChannelBalance(id: $id) {\n      balance\n      balanceUpdatedTime\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelActions_Copy($id: Int!) {\n    copyChannel(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation ChannelActions_Copy($id: Int!) {\n    copyChannel(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelActions_Delete($id: Int!) {\n    deleteChannel(id: $id)\n  }\n',
): (typeof documents)['\n  mutation ChannelActions_Delete($id: Int!) {\n    deleteChannel(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelActions_TagEnabled($tag: String!, $enabled: Boolean!) {\n    setChannelTagEnabled(tag: $tag, enabled: $enabled)\n  }\n',
): (typeof documents)['\n  mutation ChannelActions_TagEnabled($tag: String!, $enabled: Boolean!) {\n    setChannelTagEnabled(tag: $tag, enabled: $enabled)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChannelActions_EditTag($input: ChannelTagEditInput!) {\n    editChannelTag(input: $input)\n  }\n',
): (typeof documents)['\n  mutation ChannelActions_EditTag($input: ChannelTagEditInput!) {\n    editChannelTag(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ChannelHealth_Fields on ChannelHealth {\n    channelId\n    status\n    statusSince\n    lastResponseMs\n    lastFirstTokenMs\n    lastSuccessAt\n    lastError {\n      at\n      message\n      status\n    }\n    lastAutomaticChange {\n      at\n      reason\n      status\n    }\n    windows {\n      minutes\n      requests\n      successes\n      failures\n      successRate\n      averageResponseMs\n    }\n  }\n',
): (typeof documents)['\n  fragment ChannelHealth_Fields on ChannelHealth {\n    channelId\n    status\n    statusSince\n    lastResponseMs\n    lastFirstTokenMs\n    lastSuccessAt\n    lastError {\n      at\n      message\n      status\n    }\n    lastAutomaticChange {\n      at\n      reason\n      status\n    }\n    windows {\n      minutes\n      requests\n      successes\n      failures\n      successRate\n      averageResponseMs\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription ChannelHealth_Changed {\n    channelHealthChanged {\n      ...ChannelHealth_Fields\n    }\n  }\n',
): (typeof documents)['\n  subscription ChannelHealth_Changed {\n    channelHealthChanged {\n      ...ChannelHealth_Fields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestAll_Start {\n    testAllChannels {\n      runId\n      total\n    }\n  }\n',
): (typeof documents)['\n  mutation TestAll_Start {\n    testAllChannels {\n      runId\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription TestAll_Progress {\n    channelTestProgress {\n      runId\n      done\n      total\n      finished\n      last {\n        channelId\n        name\n        success\n        message\n        time\n        status\n        statusChange\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription TestAll_Progress {\n    channelTestProgress {\n      runId\n      done\n      total\n      finished\n      last {\n        channelId\n        name\n        success\n        message\n        time\n        status\n        statusChange\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChatScreen_Keys {\n    tokens(page: 0, size: 100) {\n      items {\n        key\n        status\n      }\n    }\n    status {\n      serverAddress\n    }\n  }\n',
): (typeof documents)['\n  query ChatScreen_Keys {\n    tokens(page: 0, size: 100) {\n      items {\n        key\n        status\n      }\n    }\n    status {\n      serverAddress\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChatScreen_Address {\n    status {\n      serverAddress\n    }\n  }\n',
): (typeof documents)['\n  query ChatScreen_Address {\n    status {\n      serverAddress\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardScreen_Usage($admin: Boolean!, $granularity: DashboardGranularity, $start: Int, $end: Int, $username: String) {\n    dashboard(granularity: $granularity, startTimestamp: $start, endTimestamp: $end, username: $username) @include(if: $admin) {\n      ...DashboardScreen_Fields\n    }\n    myDashboard(granularity: $granularity, startTimestamp: $start, endTimestamp: $end) @skip(if: $admin) {\n      ...DashboardScreen_Fields\n    }\n  }\n  fragment DashboardScreen_Fields on Dashboard {\n    enabled\n    granularity\n    start\n    end\n    refreshMinutes\n    usage {\n      bucket\n      modelName\n      quota\n      promptTokens\n      completionTokens\n      requests\n    }\n  }\n',
): (typeof documents)['\n  query DashboardScreen_Usage($admin: Boolean!, $granularity: DashboardGranularity, $start: Int, $end: Int, $username: String) {\n    dashboard(granularity: $granularity, startTimestamp: $start, endTimestamp: $end, username: $username) @include(if: $admin) {\n      ...DashboardScreen_Fields\n    }\n    myDashboard(granularity: $granularity, startTimestamp: $start, endTimestamp: $end) @skip(if: $admin) {\n      ...DashboardScreen_Fields\n    }\n  }\n  fragment DashboardScreen_Fields on Dashboard {\n    enabled\n    granularity\n    start\n    end\n    refreshMinutes\n    usage {\n      bucket\n      modelName\n      quota\n      promptTokens\n      completionTokens\n      requests\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription UsageRefresh_Wallet {\n    walletChanged {\n      userId\n      usedQuota\n    }\n  }\n',
): (typeof documents)['\n  subscription UsageRefresh_Wallet {\n    walletChanged {\n      userId\n      usedQuota\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription UsageRefresh_Activity {\n    activityChanged(hours: 1) {\n      hour\n      events\n    }\n  }\n',
): (typeof documents)['\n  subscription UsageRefresh_Activity {\n    activityChanged(hours: 1) {\n      hour\n      events\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeScreen_Content {\n    homePageContent\n  }\n',
): (typeof documents)['\n  query HomeScreen_Content {\n    homePageContent\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AccessToken_Reset {\n    resetAccessToken\n  }\n',
): (typeof documents)['\n  mutation AccessToken_Reset {\n    resetAccessToken\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription BalanceStats_WalletChanged {\n    walletChanged {\n      userId\n      quota\n      usedQuota\n      requestCount\n      affQuota\n      affCount\n      affHistoryQuota\n    }\n  }\n',
): (typeof documents)['\n  subscription BalanceStats_WalletChanged {\n    walletChanged {\n      userId\n      quota\n      usedQuota\n      requestCount\n      affQuota\n      affCount\n      affHistoryQuota\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation BindingsCard_State {\n    oauthState\n  }\n',
): (typeof documents)['\n  mutation BindingsCard_State {\n    oauthState\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangePasswordDialog_Change($originalPassword: String!, $password: String!) {\n    changePassword(originalPassword: $originalPassword, password: $password) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangePasswordDialog_Change($originalPassword: String!, $password: String!) {\n    changePassword(originalPassword: $originalPassword, password: $password) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteAccountDialog_Delete($username: String!) {\n    deleteSelf(username: $username)\n  }\n',
): (typeof documents)['\n  mutation DeleteAccountDialog_Delete($username: String!) {\n    deleteSelf(username: $username)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EmailBindDialog_Send($email: String!) {\n    sendVerificationCode(email: $email)\n  }\n',
): (typeof documents)['\n  mutation EmailBindDialog_Send($email: String!) {\n    sendVerificationCode(email: $email)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EmailBindDialog_Bind($email: String!, $code: String!) {\n    bindEmail(email: $email, code: $code) {\n      id\n      email\n    }\n  }\n',
): (typeof documents)['\n  mutation EmailBindDialog_Bind($email: String!, $code: String!) {\n    bindEmail(email: $email, code: $code) {\n      id\n      email\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: '\n  query ModelChips_Models {\n    myModels\n  }\n'): (typeof documents)['\n  query ModelChips_Models {\n    myModels\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SettingsTabs_Update(\n    $notifyType: String\n    $quotaWarningThreshold: Quota\n    $webhookUrl: String\n    $webhookSecret: String\n    $notificationEmail: String\n    $acceptUnsetModelRatioModel: Boolean\n  ) {\n    updateSetting(\n      notifyType: $notifyType\n      quotaWarningThreshold: $quotaWarningThreshold\n      webhookUrl: $webhookUrl\n      webhookSecret: $webhookSecret\n      notificationEmail: $notificationEmail\n      acceptUnsetModelRatioModel: $acceptUnsetModelRatioModel\n    )\n  }\n',
): (typeof documents)['\n  mutation SettingsTabs_Update(\n    $notifyType: String\n    $quotaWarningThreshold: Quota\n    $webhookUrl: String\n    $webhookSecret: String\n    $notificationEmail: String\n    $acceptUnsetModelRatioModel: Boolean\n  ) {\n    updateSetting(\n      notifyType: $notifyType\n      quotaWarningThreshold: $quotaWarningThreshold\n      webhookUrl: $webhookUrl\n      webhookSecret: $webhookSecret\n      notificationEmail: $notificationEmail\n      acceptUnsetModelRatioModel: $acceptUnsetModelRatioModel\n    )\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TelegramBind_Bind($auth: TelegramAuthInput!) {\n    telegramBind(auth: $auth) {\n      bound\n    }\n  }\n',
): (typeof documents)['\n  mutation TelegramBind_Bind($auth: TelegramAuthInput!) {\n    telegramBind(auth: $auth) {\n      bound\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TransferDialog_Transfer($quota: Quota!) {\n    transferAffQuota(quota: $quota)\n  }\n',
): (typeof documents)['\n  mutation TransferDialog_Transfer($quota: Quota!) {\n    transferAffQuota(quota: $quota)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WechatBindDialog_Bind($code: String!) {\n    wechatBind(code: $code) {\n      bound\n    }\n  }\n',
): (typeof documents)['\n  mutation WechatBindDialog_Bind($code: String!) {\n    wechatBind(code: $code) {\n      bound\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PersonalScreen_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      group\n      quota\n      usedQuota\n      requestCount\n      affCode\n      affCount\n      affQuota\n      affHistoryQuota\n      email\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      linuxDoId\n      setting\n    }\n  }\n',
): (typeof documents)['\n  query PersonalScreen_Me {\n    me {\n      id\n      username\n      displayName\n      role\n      group\n      quota\n      usedQuota\n      requestCount\n      affCode\n      affCount\n      affQuota\n      affHistoryQuota\n      email\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      linuxDoId\n      setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PlaygroundScreen_Groups {\n    myGroups {\n      group\n      ratio\n    }\n  }\n',
): (typeof documents)['\n  query PlaygroundScreen_Groups {\n    myGroups {\n      group\n      ratio\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PlaygroundScreen_Models($group: String) {\n    myModels(group: $group)\n  }\n',
): (typeof documents)['\n  query PlaygroundScreen_Models($group: String) {\n    myModels(group: $group)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PricingScreen_Pricing {\n    pricing {\n      groupRatios {\n        group\n        ratio\n      }\n      usableGroups {\n        group\n        description\n      }\n      models {\n        modelName\n        quotaType\n        modelRatio\n        completionRatio\n        modelPrice\n        enableGroups\n        cacheRatio\n        createCacheRatio\n        imageRatio\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PricingScreen_Pricing {\n    pricing {\n      groupRatios {\n        group\n        ratio\n      }\n      usableGroups {\n        group\n        description\n      }\n      models {\n        modelName\n        quotaType\n        modelRatio\n        completionRatio\n        modelPrice\n        enableGroups\n        cacheRatio\n        createCacheRatio\n        imageRatio\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RedemptionDrawer_Create($name: String, $quota: Quota, $count: Int) {\n    createRedemptions(name: $name, quota: $quota, count: $count)\n  }\n',
): (typeof documents)['\n  mutation RedemptionDrawer_Create($name: String, $quota: Quota, $count: Int) {\n    createRedemptions(name: $name, quota: $quota, count: $count)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RedemptionDrawer_Edit($id: Int!, $name: String!, $quota: Quota) {\n    editRedemption(id: $id, name: $name, quota: $quota) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation RedemptionDrawer_Edit($id: Int!, $name: String!, $quota: Quota) {\n    editRedemption(id: $id, name: $name, quota: $quota) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RedemptionRowActions_SetStatus($id: Int!, $status: Int!) {\n    setRedemptionStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation RedemptionRowActions_SetStatus($id: Int!, $status: Int!) {\n    setRedemptionStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RedemptionRowActions_Delete($id: Int!) {\n    deleteRedemption(id: $id)\n  }\n',
): (typeof documents)['\n  mutation RedemptionRowActions_Delete($id: Int!) {\n    deleteRedemption(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RedemptionSearchForm_DeleteInvalid {\n    deleteInvalidRedemptions\n  }\n',
): (typeof documents)['\n  mutation RedemptionSearchForm_DeleteInvalid {\n    deleteInvalidRedemptions\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RedemptionsScreen_Page($keyword: String, $page: Int, $pageSize: Int) {\n    redemptions(keyword: $keyword, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        key\n        status\n        quota\n        createdTime\n        usedUserId\n        redeemedTime\n      }\n      total\n    }\n  }\n',
): (typeof documents)['\n  query RedemptionsScreen_Page($keyword: String, $page: Int, $pageSize: Int) {\n    redemptions(keyword: $keyword, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        key\n        status\n        quota\n        createdTime\n        usedUserId\n        redeemedTime\n      }\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LogCleaning_Clear($targetTimestamp: Int!) {\n    clearUsageLogs(targetTimestamp: $targetTimestamp)\n  }\n',
): (typeof documents)['\n  mutation LogCleaning_Clear($targetTimestamp: Int!) {\n    clearUsageLogs(targetTimestamp: $targetTimestamp)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ModelRatioEditors_Reset {\n    resetModelRatio {\n      key\n      value\n    }\n  }\n',
): (typeof documents)['\n  mutation ModelRatioEditors_Reset {\n    resetModelRatio {\n      key\n      value\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UnsetModels_Enabled {\n    enabledModels\n  }\n',
): (typeof documents)['\n  query UnsetModels_Enabled {\n    enabledModels\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SettingsScreen_Options {\n    options {\n      key\n      value\n      secret\n      set\n      type\n      writable\n    }\n  }\n',
): (typeof documents)['\n  query SettingsScreen_Options {\n    options {\n      key\n      value\n      secret\n      set\n      type\n      writable\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SettingsScreen_UpdateOption($key: String!, $value: String!) {\n    updateOption(key: $key, value: $value) {\n      key\n      value\n      secret\n      set\n      type\n      writable\n    }\n  }\n',
): (typeof documents)['\n  mutation SettingsScreen_UpdateOption($key: String!, $value: String!) {\n    updateOption(key: $key, value: $value) {\n      key\n      value\n      secret\n      set\n      type\n      writable\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetupForm_Run($username: String!, $password: String!, $confirmPassword: String!, $selfUseMode: Boolean, $demoSite: Boolean) {\n    setup(username: $username, password: $password, confirmPassword: $confirmPassword, selfUseMode: $selfUseMode, demoSite: $demoSite)\n  }\n',
): (typeof documents)['\n  mutation SetupForm_Run($username: String!, $password: String!, $confirmPassword: String!, $selfUseMode: Boolean, $demoSite: Boolean) {\n    setup(username: $username, password: $password, confirmPassword: $confirmPassword, selfUseMode: $selfUseMode, demoSite: $demoSite)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SetupScreen_State {\n    setupStatus {\n      status\n      rootInit\n      databaseType\n    }\n  }\n',
): (typeof documents)['\n  query SetupScreen_State {\n    setupStatus {\n      status\n      rootInit\n      databaseType\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TaskLogPage_Page($admin: Boolean!, $kind: TaskKind!, $filter: TaskFilter, $page: Int, $pageSize: Int) {\n    tasks(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {\n      items {\n        ...TaskRow_Fields\n      }\n      total\n      cursor\n    }\n    myTasks(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {\n      items {\n        ...TaskRow_Fields\n      }\n      total\n      cursor\n    }\n  }\n',
): (typeof documents)['\n  query TaskLogPage_Page($admin: Boolean!, $kind: TaskKind!, $filter: TaskFilter, $page: Int, $pageSize: Int) {\n    tasks(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {\n      items {\n        ...TaskRow_Fields\n      }\n      total\n      cursor\n    }\n    myTasks(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {\n      items {\n        ...TaskRow_Fields\n      }\n      total\n      cursor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TaskRow_Fields on Task {\n    taskKey\n    cursor\n    userId\n    channelId\n    platform\n    action\n    upstreamTaskId\n    code\n    status\n    progress\n    submitTime\n    startTime\n    finishTime\n    imageUrl\n    videoUrl\n    prompt\n    promptEn\n    failReason\n  }\n',
): (typeof documents)['\n  fragment TaskRow_Fields on Task {\n    taskKey\n    cursor\n    userId\n    channelId\n    platform\n    action\n    upstreamTaskId\n    code\n    status\n    progress\n    submitTime\n    startTime\n    finishTime\n    imageUrl\n    videoUrl\n    prompt\n    promptEn\n    failReason\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription LiveTasks_All($kind: TaskKind!, $filter: TaskFilter, $after: String) {\n    taskChanged(kind: $kind, filter: $filter, after: $after) {\n      ...TaskRow_Fields\n    }\n  }\n',
): (typeof documents)['\n  subscription LiveTasks_All($kind: TaskKind!, $filter: TaskFilter, $after: String) {\n    taskChanged(kind: $kind, filter: $filter, after: $after) {\n      ...TaskRow_Fields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription LiveTasks_Mine($kind: TaskKind!, $filter: TaskFilter, $after: String) {\n    myTaskChanged(kind: $kind, filter: $filter, after: $after) {\n      ...TaskRow_Fields\n    }\n  }\n',
): (typeof documents)['\n  subscription LiveTasks_Mine($kind: TaskKind!, $filter: TaskFilter, $after: String) {\n    myTaskChanged(kind: $kind, filter: $filter, after: $after) {\n      ...TaskRow_Fields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TokenDrawer_Options {\n    myModels\n    myGroups {\n      group\n      description\n      ratio\n    }\n  }\n',
): (typeof documents)['\n  query TokenDrawer_Options {\n    myModels\n    myGroups {\n      group\n      description\n      ratio\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TokenDrawer_Create($count: Int, $input: ApiTokenInput!) {\n    createTokens(count: $count, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation TokenDrawer_Create($count: Int, $input: ApiTokenInput!) {\n    createTokens(count: $count, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TokenDrawer_Update($id: Int!, $input: ApiTokenInput!) {\n    updateToken(id: $id, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation TokenDrawer_Update($id: Int!, $input: ApiTokenInput!) {\n    updateToken(id: $id, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TokenRowActions_SetStatus($id: Int!, $status: Int!) {\n    setTokenStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation TokenRowActions_SetStatus($id: Int!, $status: Int!) {\n    setTokenStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TokenRowActions_Delete($id: Int!) {\n    deleteToken(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TokenRowActions_Delete($id: Int!) {\n    deleteToken(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TokensScreen_Page($keyword: String, $key: String, $page: Int, $size: Int) {\n    tokens(keyword: $keyword, key: $key, page: $page, size: $size) {\n      items {\n        id\n        name\n        key\n        status\n        remainQuota\n        usedQuota\n        unlimitedQuota\n        expiredTime\n        createdTime\n        modelLimitsEnabled\n        modelLimits\n        allowIps\n        group\n      }\n      total\n    }\n    status {\n      serverAddress\n    }\n  }\n',
): (typeof documents)['\n  query TokensScreen_Page($keyword: String, $key: String, $page: Int, $size: Int) {\n    tokens(keyword: $keyword, key: $key, page: $page, size: $size) {\n      items {\n        id\n        name\n        key\n        status\n        remainQuota\n        usedQuota\n        unlimitedQuota\n        expiredTime\n        createdTime\n        modelLimitsEnabled\n        modelLimits\n        allowIps\n        group\n      }\n      total\n    }\n    status {\n      serverAddress\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription TokensScreen_WalletChanged {\n    walletChanged {\n      userId\n      tokens {\n        tokenId\n        remainQuota\n        usedQuota\n        heldQuota\n        unlimited\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription TokensScreen_WalletChanged {\n    walletChanged {\n      userId\n      tokens {\n        tokenId\n        remainQuota\n        usedQuota\n        heldQuota\n        unlimited\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExplainCharge_Explain($requestId: String!, $language: String) {\n    explainCharge(requestId: $requestId, language: $language) {\n      requestId\n      formula\n      matches\n      recomputed\n      basis\n      streamEnd\n      channelsTried\n      price {\n        kind\n        modelRatio\n        completionRatio\n        groupRatio\n        modelPrice\n      }\n      reservation {\n        amount\n      }\n      settlement {\n        actual\n        returned\n      }\n      release {\n        amount\n        reason\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ExplainCharge_Explain($requestId: String!, $language: String) {\n    explainCharge(requestId: $requestId, language: $language) {\n      requestId\n      formula\n      matches\n      recomputed\n      basis\n      streamEnd\n      channelsTried\n      price {\n        kind\n        modelRatio\n        completionRatio\n        groupRatio\n        modelPrice\n      }\n      reservation {\n        amount\n      }\n      settlement {\n        actual\n        returned\n      }\n      release {\n        amount\n        reason\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SummaryChips_Stat($admin: Boolean!, $filter: UsageLogFilter) {\n    usageLogStat(filter: $filter) @include(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n    myUsageLogStat(filter: $filter) @skip(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n  }\n',
): (typeof documents)['\n  query SummaryChips_Stat($admin: Boolean!, $filter: UsageLogFilter) {\n    usageLogStat(filter: $filter) @include(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n    myUsageLogStat(filter: $filter) @skip(if: $admin) {\n      quota\n      rpm\n      tpm\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserInfoDialog_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      email\n      group\n      quota\n      usedQuota\n      requestCount\n      affCount\n      affQuota\n      affHistoryQuota\n      inviterId\n    }\n  }\n',
): (typeof documents)['\n  query UserInfoDialog_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      email\n      group\n      quota\n      usedQuota\n      requestCount\n      affCount\n      affQuota\n      affHistoryQuota\n      inviterId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LogRow_Fields on UsageLog {\n    eventId\n    cursor\n    createdAt\n    type\n    userId\n    username\n    channelId\n    channelName\n    tokenName\n    group\n    modelName\n    useTimeMs\n    isStream\n    promptTokens\n    completionTokens\n    quota\n    content\n    other\n    requestId\n  }\n',
): (typeof documents)['\n  fragment LogRow_Fields on UsageLog {\n    eventId\n    cursor\n    createdAt\n    type\n    userId\n    username\n    channelId\n    channelName\n    tokenName\n    group\n    modelName\n    useTimeMs\n    isStream\n    promptTokens\n    completionTokens\n    quota\n    content\n    other\n    requestId\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UsageLogsScreen_Page($admin: Boolean!, $filter: UsageLogFilter, $page: Int, $pageSize: Int) {\n    usageLogs(filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n      cursor\n    }\n    myUsageLogs(filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n      cursor\n    }\n  }\n',
): (typeof documents)['\n  query UsageLogsScreen_Page($admin: Boolean!, $filter: UsageLogFilter, $page: Int, $pageSize: Int) {\n    usageLogs(filter: $filter, page: $page, pageSize: $pageSize) @include(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n      cursor\n    }\n    myUsageLogs(filter: $filter, page: $page, pageSize: $pageSize) @skip(if: $admin) {\n      items {\n        ...LogRow_Fields\n      }\n      total\n      cursor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription LiveRows_Mine($filter: UsageLogFilter, $after: String) {\n    myUsageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n',
): (typeof documents)['\n  subscription LiveRows_Mine($filter: UsageLogFilter, $after: String) {\n    myUsageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription LiveRows_All($filter: UsageLogFilter, $after: String) {\n    usageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n',
): (typeof documents)['\n  subscription LiveRows_All($filter: UsageLogFilter, $after: String) {\n    usageLogAdded(filter: $filter, after: $after) {\n      ...LogRow_Fields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddQuotaDialog_Adjust($userId: Int!, $amount: Quota!) {\n    adjustQuota(userId: $userId, amount: $amount) {\n      userId\n      quota\n    }\n  }\n',
): (typeof documents)['\n  mutation AddQuotaDialog_Adjust($userId: Int!, $amount: Quota!) {\n    adjustQuota(userId: $userId, amount: $amount) {\n      userId\n      quota\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddUserDrawer_Create($username: String!, $displayName: String, $password: String!) {\n    createUser(username: $username, displayName: $displayName, password: $password) {\n      id\n      username\n    }\n  }\n',
): (typeof documents)['\n  mutation AddUserDrawer_Create($username: String!, $displayName: String, $password: String!) {\n    createUser(username: $username, displayName: $displayName, password: $password) {\n      id\n      username\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EditUserDrawer_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      group\n      quota\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      email\n      linuxDoId\n    }\n    groups\n  }\n',
): (typeof documents)['\n  query EditUserDrawer_User($id: Int!) {\n    user(id: $id) {\n      id\n      username\n      displayName\n      group\n      quota\n      githubId\n      oidcId\n      wechatId\n      telegramId\n      email\n      linuxDoId\n    }\n    groups\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditUserDrawer_Save($id: Int!, $username: String, $displayName: String, $password: String, $group: String, $quota: Quota) {\n    editUser(id: $id, username: $username, displayName: $displayName, password: $password, group: $group, quota: $quota) {\n      id\n      username\n      displayName\n      group\n      quota\n    }\n  }\n',
): (typeof documents)['\n  mutation EditUserDrawer_Save($id: Int!, $username: String, $displayName: String, $password: String, $group: String, $quota: Quota) {\n    editUser(id: $id, username: $username, displayName: $displayName, password: $password, group: $group, quota: $quota) {\n      id\n      username\n      displayName\n      group\n      quota\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UserRowActions_Manage($id: Int!, $action: ManageAction!) {\n    manageUser(id: $id, action: $action) {\n      role\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation UserRowActions_Manage($id: Int!, $action: ManageAction!) {\n    manageUser(id: $id, action: $action) {\n      role\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserSearchForm_Groups {\n    groups\n  }\n',
): (typeof documents)['\n  query UserSearchForm_Groups {\n    groups\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UsersScreen_Page($keyword: String, $group: String, $page: Int, $pageSize: Int) {\n    users(keyword: $keyword, group: $group, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        username\n        displayName\n        email\n        group\n        quota\n        usedQuota\n        requestCount\n        role\n        status\n        deletedAt\n      }\n      page\n      pageSize\n      total\n    }\n  }\n',
): (typeof documents)['\n  query UsersScreen_Page($keyword: String, $group: String, $page: Int, $pageSize: Int) {\n    users(keyword: $keyword, group: $group, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        username\n        displayName\n        email\n        group\n        quota\n        usedQuota\n        requestCount\n        role\n        status\n        deletedAt\n      }\n      page\n      pageSize\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OnlineTopupCard_Amount($amount: Int!) {\n    topupAmount(amount: $amount)\n  }\n',
): (typeof documents)['\n  query OnlineTopupCard_Amount($amount: Int!) {\n    topupAmount(amount: $amount)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RedeemCard_Redeem($key: String!) {\n    redeemCode(key: $key)\n  }\n',
): (typeof documents)['\n  mutation RedeemCard_Redeem($key: String!) {\n    redeemCode(key: $key)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TopupConfirmDialog_Pay($amount: Int!, $paymentMethod: String!) {\n    topupPay(amount: $amount, paymentMethod: $paymentMethod) {\n      url\n      tradeNo\n      fields {\n        name\n        value\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TopupConfirmDialog_Pay($amount: Int!, $paymentMethod: String!) {\n    topupPay(amount: $amount, paymentMethod: $paymentMethod) {\n      url\n      tradeNo\n      fields {\n        name\n        value\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription WalletBalance_Changed {\n    walletChanged {\n      userId\n      quota\n      usedQuota\n      requestCount\n    }\n  }\n',
): (typeof documents)['\n  subscription WalletBalance_Changed {\n    walletChanged {\n      userId\n      quota\n      usedQuota\n      requestCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WalletScreen_Data {\n    wallet {\n      userId\n      quota\n      usedQuota\n      requestCount\n    }\n    topupInfo {\n      enableOnlineTopup\n      minTopup\n      topUpLink\n      amountOptions\n      payMethods {\n        name\n        type\n        color\n        minTopup\n      }\n    }\n  }\n',
): (typeof documents)['\n  query WalletScreen_Data {\n    wallet {\n      userId\n      quota\n      usedQuota\n      requestCount\n    }\n    topupInfo {\n      enableOnlineTopup\n      minTopup\n      topUpLink\n      amountOptions\n      payMethods {\n        name\n        type\n        color\n        minTopup\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Status_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n    footerHtml\n    docsLink\n    quotaPerUnit\n    displayInCurrency\n    enableDataExport\n    enableDrawing\n    enableTask\n    mjNotifyEnabled\n    defaultCollapseSidebar\n    chats {\n      name\n      url\n    }\n    selfUseModeEnabled\n    demoSiteEnabled\n    emailVerification\n    turnstileCheck\n    turnstileSiteKey\n    githubOAuth\n    githubClientId\n    oidcEnabled\n    oidcClientId\n    oidcAuthorizationEndpoint\n    linuxDoOAuth\n    linuxDoClientId\n    wechatLogin\n    wechatQrCode\n    telegramOAuth\n    telegramBotName\n  }\n',
): (typeof documents)['\n  fragment Status_Fields on Status {\n    systemName\n    logo\n    version\n    startTime\n    setup\n    footerHtml\n    docsLink\n    quotaPerUnit\n    displayInCurrency\n    enableDataExport\n    enableDrawing\n    enableTask\n    mjNotifyEnabled\n    defaultCollapseSidebar\n    chats {\n      name\n      url\n    }\n    selfUseModeEnabled\n    demoSiteEnabled\n    emailVerification\n    turnstileCheck\n    turnstileSiteKey\n    githubOAuth\n    githubClientId\n    oidcEnabled\n    oidcClientId\n    oidcAuthorizationEndpoint\n    linuxDoOAuth\n    linuxDoClientId\n    wechatLogin\n    wechatQrCode\n    telegramOAuth\n    telegramBotName\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
