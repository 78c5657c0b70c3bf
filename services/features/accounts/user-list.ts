import type { SqlSession } from '../../platform/ports/sql';
import { COLUMNS, recordOf, type Row, type UserRecord } from './user-records';

/* The list of users an admin pages through, by keyword and group. */

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
