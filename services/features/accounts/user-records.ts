import type { SqlSession } from '../../platform/ports/sql';
import { normalUsername } from './rules/username';

/** A user row as the application layer uses it. Never leaves the server as is: see `userView`. */
export interface UserRecord {
  readonly id: number;
  readonly username: string;
  readonly displayName: string;
  readonly passwordHash: string | null;
  readonly email: string;
  readonly githubId: string;
  readonly oidcId: string;
  readonly wechatId: string;
  readonly telegramId: string;
  readonly linuxDoId: string;
  readonly role: number;
  readonly status: number;
  readonly group: string;
  readonly affCode: string;
  readonly inviterId: number;
  readonly setting: Readonly<Record<string, unknown>>;
  readonly remark: string;
  readonly createdAt: Date;
  readonly deletedAt: Date | null;
  readonly credentialsChangedAt: Date;
}

/** The columns `recordOf` reads (for the other user record modules: user-writes.ts, user-list.ts). */
export const COLUMNS = `id, username, display_name, password_hash, email, github_id, oidc_id, wechat_id, telegram_id, linux_do_id,
  role, status, user_group, aff_code, inviter_id, setting, remark, created_at, deleted_at, credentials_changed_at`;

export interface Row {
  id: bigint;
  username: string;
  display_name: string;
  password_hash: string | null;
  email: string | null;
  github_id: string | null;
  oidc_id: string | null;
  wechat_id: string | null;
  telegram_id: string | null;
  linux_do_id: string | null;
  role: number;
  status: number;
  user_group: string;
  aff_code: string;
  inviter_id: bigint | null;
  setting: Record<string, unknown>;
  remark: string;
  created_at: Date;
  deleted_at: Date | null;
  credentials_changed_at: Date;
}

export const recordOf = (r: Row): UserRecord => ({
  id: Number(r.id),
  username: r.username,
  displayName: r.display_name,
  passwordHash: r.password_hash,
  email: r.email ?? '',
  githubId: r.github_id ?? '',
  oidcId: r.oidc_id ?? '',
  wechatId: r.wechat_id ?? '',
  telegramId: r.telegram_id ?? '',
  linuxDoId: r.linux_do_id ?? '',
  role: r.role,
  status: r.status,
  group: r.user_group,
  affCode: r.aff_code,
  inviterId: r.inviter_id === null ? 0 : Number(r.inviter_id),
  setting: r.setting ?? {},
  remark: r.remark,
  createdAt: r.created_at,
  deletedAt: r.deleted_at,
  credentialsChangedAt: r.credentials_changed_at,
});

export async function findUserById(session: SqlSession, id: number): Promise<UserRecord | null> {
  const { rows } = await session.query<Row>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/**
 * By username, or by email when the login is one, both without regard to
 * case. Logged-off users included: callers decide. Names are unique
 * regardless of case (019_username_case_insensitive.sql), so any case finds
 * the one account; the login is also tried in its NFKC form
 * (rules/username.ts), as names are stored, and as typed, for a name stored
 * before names were normalised. A name spelled exactly as typed comes first.
 */
export async function findUserByLogin(session: SqlSession, login: string): Promise<UserRecord | null> {
  const { rows } = await session.query<Row>(
    `SELECT ${COLUMNS} FROM users
      WHERE lower(username) IN (lower($1), lower($2)) OR (email <> '' AND lower(email) = lower($1))
      ORDER BY username = $1 DESC, id LIMIT 1`,
    [login, normalUsername(login)],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

/**
 * The user of a live session, read in the same query that checks the
 * session (every dashboard request runs it): unexpired, and made after the
 * user's credentials last changed.
 */
export async function findUserBySession(session: SqlSession, sessionIdHash: string, now: Date): Promise<UserRecord | null> {
  const { rows } = await session.query<Row>(
    `SELECT ${COLUMNS.split(',')
      .map((c) => `u.${c.trim()}`)
      .join(', ')}
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash = $1 AND s.expires_at > $2 AND s.created_at >= u.credentials_changed_at`,
    [sessionIdHash, now.toISOString()],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

/** The user an email address belongs to (case-insensitive), logged-off users included: callers decide. */
export async function findUserByEmail(session: SqlSession, email: string): Promise<UserRecord | null> {
  const { rows } = await session.query<Row>(`SELECT ${COLUMNS} FROM users WHERE email <> '' AND lower(email) = lower($1) ORDER BY id LIMIT 1`, [email]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** Whether a username is taken in any case, by anyone ever (logged-off users keep theirs); the unique index compares the same way. */
export async function usernameTaken(session: SqlSession, username: string): Promise<boolean> {
  const { rows } = await session.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
  return rows.length > 0;
}

/** How many users hold `role` or a higher one (logged-off users included). */
export async function countUsersWithRoleAtLeast(session: SqlSession, role: number): Promise<number> {
  const { rows } = await session.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE role >= $1', [role]);
  return rows[0]!.n;
}

/** The user an invite code belongs to (logged-off users invite nobody). */
export async function findInviter(session: SqlSession, affCode: string): Promise<UserRecord | null> {
  const { rows } = await session.query<Row>(`SELECT ${COLUMNS} FROM users WHERE aff_code = $1 AND deleted_at IS NULL`, [affCode]);
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function findUserByAccessToken(session: SqlSession, tokenHash: string): Promise<UserRecord | null> {
  const { rows } = await session.query<Row>(`SELECT ${COLUMNS} FROM users WHERE access_token_hash = $1`, [tokenHash]);
  return rows[0] ? recordOf(rows[0]) : null;
}
