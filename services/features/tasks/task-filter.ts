import { AppError } from '../../platform/errors';
import { positiveId, text } from '../../platform/input-checks';

/*
 * The filters of the Midjourney and task lists (spec 02 section 7): the
 * admins' lists also by channel. Midjourney timestamps come in milliseconds,
 * the tasks' in seconds, as the established console sends them.
 */

export type TaskKind = 'midjourney' | 'task';
export type TaskScope = { readonly kind: 'all' } | { readonly kind: 'self'; readonly userId: number };

export interface TaskFilterInput {
  readonly channelId?: unknown;
  /** `mj_id` or `task_id`: the upstream's id of the task. */
  readonly taskId?: unknown;
  readonly startTimestamp?: unknown;
  readonly endTimestamp?: unknown;
}

export interface TaskFilter {
  readonly kind: TaskKind;
  readonly scope: TaskScope;
  readonly channelId: number | null;
  readonly taskId: string;
  /** Milliseconds since the epoch; null: no bound. */
  readonly startMs: number | null;
  readonly endMs: number | null;
}

const absent = (value: unknown) => value === undefined || value === null || value === '' || value === '0' || value === 0;

function instantMs(value: unknown, name: string, unitMs: number): number | null {
  if (absent(value)) return null;
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw new AppError('invalid', `${name} must be a whole number ≥ 0`);
  return n * unitMs;
}

export function checkTaskFilter(kind: TaskKind, input: TaskFilterInput, scope: TaskScope): TaskFilter {
  const unitMs = kind === 'midjourney' ? 1 : 1000;
  const startMs = instantMs(input.startTimestamp, 'start_timestamp', unitMs);
  const endMs = instantMs(input.endTimestamp, 'end_timestamp', unitMs);
  if (startMs !== null && endMs !== null && startMs > endMs) throw new AppError('invalid', 'start_timestamp is after end_timestamp');
  const taskId = text(input.taskId, kind === 'midjourney' ? 'mj_id' : 'task_id').trim();
  if (taskId.length > 200) throw new AppError('invalid', 'the task id is at most 200 characters');
  return {
    kind,
    scope,
    channelId: scope.kind === 'all' && !absent(input.channelId) ? positiveId(input.channelId, 'channel_id') : null,
    taskId,
    startMs,
    endMs,
  };
}
