import type { Balances } from './user-balances';
import type { UserRecord } from './user-records';

/**
 * A user as the user and admins see one (spec 01 section 3). The quota
 * fields come from the balance read model, or from the wallet service's
 * answer after a write (ARCHITECTURE decision 11). Never the password hash
 * or the access token (which is stored only as a hash anyway).
 */
export interface UserView {
  readonly id: number;
  readonly username: string;
  readonly displayName: string;
  /** 1 user, 10 admin, 100 super admin. */
  readonly role: number;
  /** 1 enabled, 2 disabled, 3 cannot be re-enabled. */
  readonly status: number;
  readonly email: string;
  readonly githubId: string;
  readonly oidcId: string;
  readonly wechatId: string;
  readonly telegramId: string;
  readonly linuxDoId: string;
  readonly group: string;
  readonly quota: number;
  readonly usedQuota: number;
  readonly requestCount: number;
  readonly affCode: string;
  readonly affCount: number;
  readonly affQuota: number;
  readonly affHistoryQuota: number;
  readonly inviterId: number;
  /** The user's settings as a JSON string, as the established gateway sends them. */
  readonly setting: string;
  /** ISO time, once the user has logged off for good. */
  readonly deletedAt: string | null;
}

export const NO_BALANCE: Balances = { quota: 0, usedQuota: 0, requestCount: 0, affQuota: 0, affCount: 0, affHistoryQuota: 0 };

/** The settings a user may see of their own (the webhook secret is write-only). */
function visibleSetting(setting: Readonly<Record<string, unknown>>): string {
  const { webhook_secret: secret, ...rest } = setting;
  return JSON.stringify(secret ? { ...rest, webhook_secret_set: true } : rest);
}

export function userView(user: UserRecord, balances: Balances): UserView {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    status: user.status,
    email: user.email,
    githubId: user.githubId,
    oidcId: user.oidcId,
    wechatId: user.wechatId,
    telegramId: user.telegramId,
    linuxDoId: user.linuxDoId,
    group: user.group,
    quota: balances.quota,
    usedQuota: balances.usedQuota,
    requestCount: balances.requestCount,
    affCode: user.affCode,
    affCount: balances.affCount,
    affQuota: balances.affQuota,
    affHistoryQuota: balances.affHistoryQuota,
    inviterId: user.inviterId,
    setting: visibleSetting(user.setting),
    deletedAt: user.deletedAt?.toISOString() ?? null,
  };
}

/** Who signed in: the fields the console stores locally. */
export interface SignedInUser {
  readonly id: number;
  readonly username: string;
  readonly displayName: string;
  readonly role: number;
  readonly status: number;
  readonly group: string;
}

/** What a sign-in answers about the user. */
export const signedInUser = (user: UserRecord): SignedInUser => ({
  id: user.id,
  username: user.username,
  displayName: user.displayName,
  role: user.role,
  status: user.status,
  group: user.group,
});
