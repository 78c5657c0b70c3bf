import { drawingDefaultRange, taskDefaultRange } from './task-rules';

/** Which log: the drawings (Midjourney) or the music tasks; the GraphQL `TaskKind`. */
export type LogKind = 'midjourney' | 'task';

/** The filter form's values as typed (times as `datetime-local` text). */
export interface TaskFilterValues {
  /** Admins only. */
  readonly channelId: string;
  readonly taskId: string;
  readonly start: string;
  readonly end: string;
}

/** The GraphQL `TaskFilter`: empty fields left out, the channel only for admins. */
export interface TaskFilterVariables {
  channelId?: number;
  taskId?: string;
  startTimestamp?: number;
  endTimestamp?: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Milliseconds as a `datetime-local` value (local time, to the minute). */
export function toInputTime(ms: number): string {
  const at = new Date(ms);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value as milliseconds, or null when empty or invalid. */
export function fromInputTime(value: string): number | null {
  if (!value) return null;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? null : at;
}

/** The form's first values: the kind's default range (spec 02 §9), no channel, no id. */
export function initialTaskFilter(kind: LogKind, now = new Date()): TaskFilterValues {
  const range = kind === 'midjourney' ? drawingDefaultRange(now) : taskDefaultRange(now);
  return { channelId: '', taskId: '', start: toInputTime(range.start), end: toInputTime(range.end) };
}

/** Spec 02 §7: the drawing log's timestamps are milliseconds, the task log's seconds. */
export function taskFilterVariables(kind: LogKind, values: TaskFilterValues, admin: boolean): TaskFilterVariables {
  const filter: TaskFilterVariables = {};
  const unit = (ms: number) => (kind === 'midjourney' ? ms : Math.floor(ms / 1000));
  const taskId = values.taskId.trim();
  if (taskId) filter.taskId = taskId;
  const start = fromInputTime(values.start);
  const end = fromInputTime(values.end);
  if (start !== null) filter.startTimestamp = unit(start);
  if (end !== null) filter.endTimestamp = unit(end);
  const channel = values.channelId.trim();
  if (admin && channel && /^\d+$/.test(channel) && Number(channel) > 0) filter.channelId = Number(channel);
  return filter;
}
