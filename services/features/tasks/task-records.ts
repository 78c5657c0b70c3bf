import type { SqlSession } from '../../platform/ports/sql';
import type { TaskFilter } from './task-filter';

/* The SQL of the task lists: the tasks read model (projections/tasks). */

export interface TaskRecord {
  readonly task_key: string;
  readonly platform: string;
  readonly user_id: string;
  readonly channel_id: string | null;
  readonly action: string;
  readonly upstream_task_id: string;
  readonly code: number | null;
  readonly status: string;
  readonly progress: string;
  readonly prompt: string;
  readonly prompt_en: string;
  readonly image_url: string;
  readonly video_url: string;
  readonly fail_reason: string;
  readonly quota: string;
  readonly submit_time: string;
  readonly start_time: string;
  readonly finish_time: string;
  readonly created_at: Date;
  readonly log_order: string;
}

const COLUMNS = `task_key, platform, user_id::text AS user_id, channel_id::text AS channel_id, action, upstream_task_id, code, status, progress,
  prompt, prompt_en, image_url, video_url, fail_reason, quota::text AS quota, submit_time::text AS submit_time,
  start_time::text AS start_time, finish_time::text AS finish_time, created_at, log_order`;

function whereOf(filter: TaskFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (condition: (p: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.kind === 'midjourney') conditions.push(`platform = 'midjourney'`);
  else conditions.push(`platform <> 'midjourney'`);
  if (filter.scope.kind === 'self') add((p) => `user_id = ${p}`, filter.scope.userId);
  if (filter.channelId !== null) add((p) => `channel_id = ${p}`, filter.channelId);
  if (filter.taskId) add((p) => `upstream_task_id = ${p}`, filter.taskId);
  if (filter.startMs !== null) add((p) => `submit_time >= ${p}`, filter.startMs);
  if (filter.endMs !== null) add((p) => `submit_time <= ${p}`, filter.endMs);
  return { sql: `WHERE ${conditions.join(' AND ')}`, params };
}

/** One page, newest submission first. */
export async function selectTasks(
  db: SqlSession,
  filter: TaskFilter,
  window: { limit: number; offset: number },
): Promise<{ items: TaskRecord[]; total: number }> {
  const where = whereOf(filter);
  const n = where.params.length;
  const [page, count] = await Promise.all([
    db.query<TaskRecord>(`SELECT ${COLUMNS} FROM tasks ${where.sql} ORDER BY submit_time DESC, task_key DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...where.params,
      window.limit,
      window.offset,
    ]),
    db.query<{ total: string }>(`SELECT count(*)::text AS total FROM tasks ${where.sql}`, where.params),
  ]);
  return { items: page.rows, total: Number(count.rows[0]!.total) };
}

/** The tasks that changed after the place `after` in the log, in log order: the progress feed. */
export async function selectTasksChangedAfter(db: SqlSession, filter: TaskFilter, after: string, limit: number): Promise<TaskRecord[]> {
  const where = whereOf(filter);
  const n = where.params.length;
  const { rows } = await db.query<TaskRecord>(`SELECT ${COLUMNS} FROM tasks ${where.sql} AND log_order > $${n + 1} ORDER BY log_order LIMIT $${n + 2}`, [
    ...where.params,
    after,
    limit,
  ]);
  return rows;
}

/** The newest place the tasks read model has reached ('' while it is empty: before every place). */
export async function latestTaskOrder(db: SqlSession): Promise<string> {
  const { rows } = await db.query<{ last: string | null }>('SELECT max(log_order) AS last FROM tasks');
  return rows[0]?.last ?? '';
}
