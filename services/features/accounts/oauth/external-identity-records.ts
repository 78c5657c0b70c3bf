import type { SqlSession } from '../../../platform/ports/sql';
import { findUserById, type UserRecord } from '../user-records';

/*
 * The user columns that hold an external identity (schema/sql/007 and 013:
 * unique where set, logged-off users included). The column is chosen from
 * this closed table, never from caller text.
 */

export type ExternalProvider = 'github' | 'oidc' | 'linuxdo' | 'wechat' | 'telegram';

const COLUMN: { readonly [P in ExternalProvider]: string } = {
  github: 'github_id',
  oidc: 'oidc_id',
  linuxdo: 'linux_do_id',
  wechat: 'wechat_id',
  telegram: 'telegram_id',
};

/** The user an external identity belongs to (logged-off users included: callers decide). */
export async function findUserByExternalId(session: SqlSession, provider: ExternalProvider, externalId: string): Promise<UserRecord | null> {
  const { rows } = await session.query<{ id: bigint }>(`SELECT id FROM users WHERE ${COLUMN[provider]} = $1`, [externalId]);
  return rows[0] ? findUserById(session, Number(rows[0].id)) : null;
}

/** Records the identity on the user; null when another user holds it already (the unique index decides). */
export async function setExternalId(session: SqlSession, userId: number, provider: ExternalProvider, externalId: string): Promise<UserRecord | null> {
  try {
    const { rowCount } = await session.query(`UPDATE users SET ${COLUMN[provider]} = $2 WHERE id = $1`, [userId, externalId]);
    return rowCount === 0 ? null : findUserById(session, userId);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return null;
    throw error;
  }
}

/** Whether an email address is free for a new user (the unique index is case-insensitive). */
export async function emailIsFree(session: SqlSession, email: string): Promise<boolean> {
  const { rows } = await session.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  return rows.length === 0;
}
