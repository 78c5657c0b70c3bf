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

const COLUMNS = `id, username, display_name, password_hash, email, github_id, oidc_id, wechat_id, telegram_id, linux_do_id,
  role, status, user_group, aff_code, inviter_id, setting, remark, created_at, deleted_at, credentials_changed_at`;

interface Row {
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

const recordOf = (r: Row): UserRecord => ({
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

/** Takes the next user id, for a user whose events are decided before their row is written. */
export async function nextUserId(session: SqlSession): Promise<number> {
  const { rows } = await session.query<{ id: bigint }>("SELECT nextval(pg_get_serial_sequence('users', 'id')) AS id");
  return Number(rows[0]!.id);
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

export interface NewUser {
  /** An id taken beforehand (`nextUserId`), when events about the user are decided before the row exists. */
  readonly id?: number;
  readonly username: string;
  readonly displayName: string;
  readonly passwordHash: string | null;
  readonly role: number;
  readonly affCode: string;
  readonly inviterId?: number | null;
  readonly email?: string | null;
  readonly group?: string;
}

/**
 * Inserts a user; null when the username (in any case: users_username_lower)
 * or the email is taken. ON CONFLICT without a target covers every unique index.
 */
export async function insertUser(session: SqlSession, user: NewUser, now: Date): Promise<UserRecord | null> {
  const { rows } = await session.query<Row>(
    `INSERT INTO users (id, username, display_name, password_hash, role, aff_code, inviter_id, email, user_group, created_at, credentials_changed_at)
     VALUES (coalesce($10::bigint, nextval(pg_get_serial_sequence('users', 'id'))), $1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      user.username,
      user.displayName,
      user.passwordHash,
      user.role,
      user.affCode,
      user.inviterId ?? null,
      user.email ?? null,
      user.group ?? 'default',
      now.toISOString(),
      user.id ?? null,
    ],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

export interface UserChanges {
  readonly username?: string;
  readonly displayName?: string;
  readonly passwordHash?: string;
  readonly group?: string;
  readonly role?: number;
  readonly status?: number;
  readonly remark?: string;
  readonly setting?: Readonly<Record<string, unknown>>;
  readonly accessTokenHash?: string | null;
  /** A verified address (email binding); unique among all users. */
  readonly email?: string;
  readonly deletedAt?: Date;
  /** Set with a new password or a log-off: every older session dies. */
  readonly credentialsChangedAt?: Date;
}

const CHANGE_COLUMNS: { readonly [K in keyof UserChanges]-?: string } = {
  username: 'username',
  displayName: 'display_name',
  passwordHash: 'password_hash',
  group: 'user_group',
  role: 'role',
  status: 'status',
  remark: 'remark',
  setting: 'setting',
  accessTokenHash: 'access_token_hash',
  email: 'email',
  deletedAt: 'deleted_at',
  credentialsChangedAt: 'credentials_changed_at',
};

/**
 * Applies the given changes; returns the new row, or null when the username
 * is taken (in any case: any unique violation, users_username_lower
 * included, reads as taken) or the user is gone.
 */
export async function updateUser(session: SqlSession, id: number, changes: UserChanges): Promise<UserRecord | null> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [key, column] of Object.entries(CHANGE_COLUMNS) as [keyof UserChanges, string][]) {
    const value = changes[key];
    if (value === undefined) continue;
    params.push(value instanceof Date ? value.toISOString() : key === 'setting' ? JSON.stringify(value) : value);
    sets.push(`${column} = $${params.length}${key === 'setting' ? '::jsonb' : ''}`);
  }
  if (sets.length === 0) return findUserById(session, id);
  try {
    const { rows } = await session.query<Row>(`UPDATE users SET ${sets.join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`, params);
    return rows[0] ? recordOf(rows[0]) : null;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return null;
    throw error;
  }
}

export interface UserListQuery {
  readonly keyword?: string;
  readonly group?: string;
  readonly offset: number;
  readonly limit: number;
}

/** `%` and `_` are matched literally in a keyword (T10). */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listUsers(session: SqlSession, query: UserListQuery): Promise<{ items: UserRecord[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.keyword) {
    params.push(`%${likeLiteral(query.keyword)}%`);
    const like = `$${params.length}`;
    const byId = /^\d{1,15}$/.test(query.keyword) ? ` OR id = $${params.push(Number(query.keyword))}` : '';
    where.push(`(username ILIKE ${like} OR display_name ILIKE ${like} OR coalesce(email, '') ILIKE ${like}${byId})`);
  }
  if (query.group) {
    params.push(query.group);
    where.push(`user_group = $${params.length}`);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = await session.query<{ n: number }>(`SELECT count(*)::int AS n FROM users ${clause}`, params);
  const { rows } = await session.query<Row>(
    `SELECT ${COLUMNS} FROM users ${clause} ORDER BY id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, query.offset, query.limit],
  );
  return { items: rows.map(recordOf), total: total.rows[0]!.n };
}

/** A user's balances as the user_balances read model has them. */
export interface Balances {
  readonly quota: number;
  readonly usedQuota: number;
  readonly requestCount: number;
  readonly affQuota: number;
  readonly affCount: number;
  readonly affHistoryQuota: number;
}

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
