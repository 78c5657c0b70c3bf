import type { UserView } from './user-view';

/* The legacy `/api` shapes of what the accounts application answers. */

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
