import type { SqlSession } from '../../platform/ports/sql';
import { COLUMNS, findUserById, recordOf, type Row, type UserRecord } from './user-records';

/* Writing users: a new user's id and row, and changes to a user. */

/** Takes the next user id, for a user whose events are decided before their row is written. */
export async function nextUserId(session: SqlSession): Promise<number> {
  const { rows } = await session.query<{ id: bigint }>("SELECT nextval(pg_get_serial_sequence('users', 'id')) AS id");
  return Number(rows[0]!.id);
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
