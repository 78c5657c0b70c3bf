import type { UserRecord } from './user-records';
import type { SqlSession } from '../../platform/ports/sql';

/**
 * A user as `/api` returns one (spec 01 section 3). The quota fields come
 * from the balance read model, or from the wallet service's answer after a
 * write (ARCHITECTURE decision 11). Never the password hash or the access
 * token (which is stored only as a hash anyway).
 */
export interface PublicUser {
  readonly id: number;
  readonly username: string;
  readonly display_name: string;
  readonly role: number;
  readonly status: number;
  readonly email: string;
  readonly github_id: string;
  readonly oidc_id: string;
  readonly wechat_id: string;
  readonly telegram_id: string;
  readonly linux_do_id: string;
  readonly group: string;
  readonly quota: number;
  readonly used_quota: number;
  readonly request_count: number;
  readonly aff_code: string;
  readonly aff_count: number;
  readonly aff_quota: number;
  readonly aff_history_quota: number;
  readonly inviter_id: number;
  /** The user's settings as a JSON string, as the established gateway sends them. */
  readonly setting: string;
  readonly DeletedAt: string | null;
}

export interface Balances {
  readonly quota: number;
  readonly usedQuota: number;
  readonly requestCount: number;
  readonly affQuota: number;
  readonly affCount: number;
  readonly affHistoryQuota: number;
}

export const NO_BALANCE: Balances = { quota: 0, usedQuota: 0, requestCount: 0, affQuota: 0, affCount: 0, affHistoryQuota: 0 };

/** Balances of several users from the read model (users with no wallet events read as zero). */
export async function balancesOf(session: SqlSession, userIds: readonly number[]): Promise<Map<number, Balances>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await session.query<Record<string, bigint>>(
    'SELECT user_id, quota, used_quota, request_count, aff_quota, aff_count, aff_history_quota FROM user_balances WHERE user_id = ANY($1::bigint[])',
    [userIds.map(String)],
  );
  return new Map(
    rows.map((r) => [
      Number(r.user_id),
      {
        quota: Number(r.quota),
        usedQuota: Number(r.used_quota),
        requestCount: Number(r.request_count),
        affQuota: Number(r.aff_quota),
        affCount: Number(r.aff_count),
        affHistoryQuota: Number(r.aff_history_quota),
      },
    ]),
  );
}

/** The settings a user may see of their own (the webhook secret is write-only). */
function visibleSetting(setting: Readonly<Record<string, unknown>>): string {
  const { webhook_secret: secret, ...rest } = setting;
  return JSON.stringify(secret ? { ...rest, webhook_secret_set: true } : rest);
}

export function publicUser(user: UserRecord, balances: Balances): PublicUser {
  return {
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
    quota: balances.quota,
    used_quota: balances.usedQuota,
    request_count: balances.requestCount,
    aff_code: user.affCode,
    aff_count: balances.affCount,
    aff_quota: balances.affQuota,
    aff_history_quota: balances.affHistoryQuota,
    inviter_id: user.inviterId,
    setting: visibleSetting(user.setting),
    DeletedAt: user.deletedAt?.toISOString() ?? null,
  };
}

/** What login answers: the fields the console stores locally. */
export const signedInUser = (user: UserRecord) => ({
  id: user.id,
  username: user.username,
  display_name: user.displayName,
  role: user.role,
  status: user.status,
  group: user.group,
});
