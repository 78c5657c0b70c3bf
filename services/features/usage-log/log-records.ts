import type { SqlSession } from '../../platform/ports/sql';
import type { LogFilter } from './log-filter';

/* The SQL of the log lists: the usage_logs read model (projections/usage-log), with the names it does not hold joined in. */

export interface LogRecord {
  readonly event_id: string;
  readonly created_at: Date;
  readonly type: number;
  readonly user_id: string;
  readonly username: string | null;
  readonly token_id: string | null;
  readonly token_name: string | null;
  readonly channel_id: string | null;
  readonly channel_name: string | null;
  readonly model_name: string;
  readonly log_group: string;
  readonly quota: string;
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
  readonly use_time_ms: number;
  readonly is_stream: boolean;
  readonly request_id: string | null;
  readonly content: string;
  readonly other: string;
  readonly log_order: string;
}

/** The columns of a listed row, with the names the log does not keep joined in. */
const SELECTED = `l.event_id::text AS event_id, l.created_at, l.type, l.user_id::text AS user_id, u.username, l.token_id::text AS token_id,
  t.name AS token_name, l.channel_id::text AS channel_id, c.name AS channel_name, l.model_name, l.log_group, l.quota::text AS quota,
  l.prompt_tokens, l.completion_tokens, l.use_time_ms, l.is_stream, l.request_id, l.content, l.other, l.log_order`;

/**
 * The ids a filter's user name and token name stand for (null: no such
 * filter), read before the log: a column compared with one id reads that
 * user's or token's rows newest first straight from its index, where a
 * subquery left PostgreSQL to fetch and sort all of them.
 */
interface NamedIds {
  readonly userIds: readonly string[] | null;
  readonly tokenIds: readonly string[] | null;
}

async function idsOfNames(db: SqlSession, filter: LogFilter): Promise<NamedIds> {
  const ids = async (sql: string, name: string) => (name ? (await db.query<{ id: string }>(sql, [name])).rows.map((row) => row.id) : null);
  const [userIds, tokenIds] = await Promise.all([
    ids('SELECT id::text AS id FROM users WHERE lower(username) = lower($1)', filter.username),
    // A user's rows only name their own tokens, so the name needs no owner here.
    ids('SELECT id::text AS id FROM tokens WHERE name = $1', filter.tokenName),
  ]);
  return { userIds, tokenIds };
}

/** `column` is one of `ids`: `= $n` for one (ordered index reads), `= ANY` for several, false for none. */
function oneOf(column: string, ids: readonly string[], add: (condition: (p: string) => string, value: unknown) => void, conditions: string[]): void {
  if (ids.length === 0) conditions.push('false');
  else if (ids.length === 1) add((p) => `${column} = ${p}`, ids[0]);
  else add((p) => `${column} = ANY(${p}::bigint[])`, ids);
}

/** The WHERE clause of a filter, its parameters numbered from 1. */
function whereOf(filter: LogFilter, named: NamedIds): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (condition: (p: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.scope.kind === 'self') add((p) => `l.user_id = ${p}`, filter.scope.userId);
  if (filter.type !== 0) add((p) => `l.type = ${p}`, filter.type);
  if (filter.start) add((p) => `l.created_at >= ${p}`, filter.start);
  if (filter.end) add((p) => `l.created_at <= ${p}`, filter.end);
  if (named.userIds) oneOf('l.user_id', named.userIds, add, conditions);
  if (named.tokenIds) oneOf('l.token_id', named.tokenIds, add, conditions);
  if (filter.modelName)
    add((p) => (filter.modelName.includes('%') || filter.modelName.includes('\\') ? `l.model_name LIKE ${p}` : `l.model_name = ${p}`), filter.modelName);
  if (filter.channelId !== null) add((p) => `l.channel_id = ${p}`, filter.channelId);
  if (filter.group) add((p) => `l.log_group = ${p}`, filter.group);
  if (filter.requestId) add((p) => `l.request_id = ${p}`, filter.requestId);
  if (filter.tokenId !== null) add((p) => `l.token_id = ${p}`, filter.tokenId);
  for (const span of filter.unlogged) {
    params.push(span.type, span.from);
    const [type, from] = [`$${params.length - 1}`, `$${params.length}`];
    let until = '';
    if (span.to !== null) {
      params.push(span.to);
      until = ` AND l.created_at < $${params.length}`;
    }
    conditions.push(`NOT (l.type = ${type} AND l.created_at >= ${from}${until})`);
  }
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** One page, newest first (ties by event id, so pages never overlap). */
export async function selectLogs(db: SqlSession, filter: LogFilter, window: { limit: number; offset: number }): Promise<LogRecord[]> {
  const where = whereOf(filter, await idsOfNames(db, filter));
  const n = where.params.length;
  const { rows } = await db.query<LogRecord>(
    `SELECT ${SELECTED}
       FROM usage_logs l
       LEFT JOIN users u ON u.id = l.user_id
       LEFT JOIN tokens t ON t.id = l.token_id
       LEFT JOIN channels c ON c.id = l.channel_id
       ${where.sql}
      ORDER BY l.created_at DESC, l.event_id DESC
      LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, window.limit, window.offset],
  );
  return rows;
}

/** The rows that match after the place `after` in the log, in log order: the live feed. */
export async function selectLogsAfter(db: SqlSession, filter: LogFilter, after: string, limit: number): Promise<LogRecord[]> {
  const where = whereOf(filter, await idsOfNames(db, filter));
  const n = where.params.length;
  const { rows } = await db.query<LogRecord>(
    `SELECT ${SELECTED}
       FROM usage_logs l
       LEFT JOIN users u ON u.id = l.user_id
       LEFT JOIN tokens t ON t.id = l.token_id
       LEFT JOIN channels c ON c.id = l.channel_id
       ${where.sql ? `${where.sql} AND` : 'WHERE'} l.log_order > $${n + 1}
      ORDER BY l.log_order
      LIMIT $${n + 2}`,
    [...where.params, after, limit],
  );
  return rows;
}

/** The place of the newest row in the log ('' when there is none): a feed that starts now starts after it. */
export async function latestLogOrder(db: SqlSession): Promise<string> {
  const { rows } = await db.query<{ last: string | null }>('SELECT max(log_order) AS last FROM usage_logs');
  return rows[0]?.last ?? '';
}

/** How many rows match, counting no further than `cap` (a user's list says "10,000" rather than count millions). */
export async function countLogs(db: SqlSession, filter: LogFilter, cap: number | null): Promise<number> {
  const where = whereOf(filter, await idsOfNames(db, filter));
  const limit = cap === null ? '' : ` LIMIT ${cap | 0}`;
  const { rows } = await db.query<{ total: string }>(
    `SELECT count(*)::text AS total FROM (SELECT 1 FROM usage_logs l ${where.sql}${limit}) matched`,
    where.params,
  );
  return Number(rows[0]!.total);
}

/** The consumption quota in the filtered range, and requests and tokens in the 60 s up to `now` (server-behaviour 9). */
export async function logStat(db: SqlSession, filter: LogFilter, now: Date): Promise<{ quota: number; rpm: number; tpm: number }> {
  const named = await idsOfNames(db, filter);
  const ranged = whereOf({ ...filter, type: 2 }, named);
  const recent = whereOf({ ...filter, type: 2, start: new Date(now.getTime() - 60_000), end: now }, named);
  const [sum, rate] = await Promise.all([
    db.query<{ quota: string }>(`SELECT coalesce(sum(l.quota), 0)::text AS quota FROM usage_logs l ${ranged.sql}`, ranged.params),
    db.query<{ rpm: string; tpm: string }>(
      `SELECT count(*)::text AS rpm, coalesce(sum(l.prompt_tokens + l.completion_tokens), 0)::text AS tpm FROM usage_logs l ${recent.sql}`,
      recent.params,
    ),
  ]);
  return { quota: Number(sum.rows[0]!.quota), rpm: Number(rate.rows[0]!.rpm), tpm: Number(rate.rows[0]!.tpm) };
}

/** Rows created before `before`: what a clearing will remove. */
export async function countLogsBefore(db: SqlSession, before: Date): Promise<number> {
  const { rows } = await db.query<{ total: string }>('SELECT count(*)::text AS total FROM usage_logs WHERE created_at < $1', [before]);
  return Number(rows[0]!.total);
}

/** Whether a user may still use their keys: enabled and not logged off. */
export async function userEnabled(db: SqlSession, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ status: number }>('SELECT status FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);
  return rows[0]?.status === 1;
}
