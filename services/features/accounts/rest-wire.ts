import type { RegisterInput } from './register';
import type { AffTransfer, SelfUpdate, SettingUpdate } from './self';
import type { SetupInput, SetupStatus } from './setup';
import type { SignedInUser, UserView } from './user-view';

/* The legacy `/api` shapes of what the accounts application takes and answers. */

/** A user as `/api` answers one (spec 01 section 3, the established gateway's field names and order). */
export const userWire = (user: UserView) => ({
  id: user.id,
  username: user.username,
  display_name: user.displayName,
  role: user.role,
  status: user.status,
  email: user.email,
  github_id: user.githubId,
  oidc_id: user.oidcId,
  wechat_id: user.wechatId,
  telegram_id: user.telegramId,
  linux_do_id: user.linuxDoId,
  group: user.group,
  quota: user.quota,
  used_quota: user.usedQuota,
  request_count: user.requestCount,
  aff_code: user.affCode,
  aff_count: user.affCount,
  aff_quota: user.affQuota,
  aff_history_quota: user.affHistoryQuota,
  inviter_id: user.inviterId,
  setting: user.setting,
  DeletedAt: user.deletedAt,
});

/** Who signed in, as login and the external sign-ins answer. */
export const signedInWire = (user: SignedInUser) => ({
  id: user.id,
  username: user.username,
  display_name: user.displayName,
  role: user.role,
  status: user.status,
  group: user.group,
});

/** `GET /api/setup`. */
export const setupStatusWire = (status: SetupStatus) => ({
  status: status.status,
  root_init: status.rootInit,
  database_type: status.databaseType,
});

/** `POST /api/user/aff_transfer`: the balance and the pending invite earnings after it. */
export const affTransferWire = (transfer: AffTransfer) => ({ quota: transfer.quota, aff_quota: transfer.affQuota });

/** `POST /api/setup`: `{username, password, confirmPassword, SelfUseModeEnabled, DemoSiteEnabled}`. */
export const setupInputOf = (body: Record<string, unknown>): SetupInput => ({
  username: body.username,
  password: body.password,
  confirmPassword: body.confirmPassword,
  selfUseMode: body.SelfUseModeEnabled,
  demoSite: body.DemoSiteEnabled,
});

/** `POST /api/user/register`: `{username, password, password2, email, verification_code, aff_code}`. */
export const registerInputOf = (body: Record<string, unknown>): RegisterInput => ({
  username: body.username,
  password: body.password,
  password2: body.password2,
  email: body.email,
  verificationCode: body.verification_code,
  affCode: body.aff_code,
});

/** `PUT /api/user/self`: `{username, display_name, password, original_password}`. */
export const selfUpdateOf = (body: Record<string, unknown>): SelfUpdate => ({
  username: body.username,
  displayName: body.display_name,
  password: body.password,
  originalPassword: body.original_password,
});

/** `PUT /api/user/setting`: the established gateway's setting keys. */
export const settingUpdateOf = (body: Record<string, unknown>): SettingUpdate => ({
  notifyType: body.notify_type,
  quotaWarningThreshold: body.quota_warning_threshold,
  webhookUrl: body.webhook_url,
  webhookSecret: body.webhook_secret,
  notificationEmail: body.notification_email,
  acceptUnsetModelRatioModel: body.accept_unset_model_ratio_model,
});
