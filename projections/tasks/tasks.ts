import type { GatewayEvent } from '../../schema/events/gateway-event';
import { taskKeyOf, type TaskSubmitted, type TaskUpdated } from '../../schema/events/task';
import { logOrderOf } from '../../services/platform/event-store/log-order';
import type { Projection } from '../projection';

/** One task as the Midjourney and task lists show it. */
export type TaskRow = {
  readonly task_key: string;
  readonly platform: string;
  readonly user_id: bigint;
  readonly token_id: bigint | null;
  readonly channel_id: bigint | null;
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
  readonly quota: bigint;
  readonly request_id: string;
  readonly submit_time: bigint;
  readonly start_time: bigint;
  readonly finish_time: bigint;
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly log_order: string;
};

const id = (n: number | null): bigint | null => (n === null ? null : BigInt(n));

function submitted(event: TaskSubmitted, order: string): TaskRow {
  const d = event.data;
  return {
    task_key: taskKeyOf(event.streamId),
    platform: d.platform,
    user_id: BigInt(d.userId),
    token_id: id(d.tokenId),
    channel_id: id(d.channelId),
    action: d.action,
    upstream_task_id: d.upstreamTaskId,
    code: d.code,
    status: d.status,
    progress: '',
    prompt: d.prompt,
    prompt_en: d.promptEn,
    image_url: '',
    video_url: '',
    fail_reason: '',
    quota: BigInt(d.quota),
    request_id: d.requestId,
    submit_time: BigInt(d.submitTime),
    start_time: 0n,
    finish_time: 0n,
    created_at: new Date(event.occurredAt),
    updated_at: new Date(event.occurredAt),
    log_order: order,
  };
}

/** An update changes what it names and leaves the rest. */
function updated(row: TaskRow, event: TaskUpdated, order: string): TaskRow {
  const d = event.data;
  return {
    ...row,
    status: d.status,
    progress: d.progress,
    upstream_task_id: d.upstreamTaskId ?? row.upstream_task_id,
    image_url: d.imageUrl ?? row.image_url,
    video_url: d.videoUrl ?? row.video_url,
    fail_reason: d.failReason ?? row.fail_reason,
    start_time: d.startTime === undefined ? row.start_time : BigInt(d.startTime),
    finish_time: d.finishTime === undefined ? row.finish_time : BigInt(d.finishTime),
    updated_at: new Date(event.occurredAt),
    log_order: order,
  };
}

const isTaskEvent = (event: GatewayEvent): event is TaskSubmitted | TaskUpdated => event.type === 'TaskSubmitted' || event.type === 'TaskUpdated';

/**
 * The tasks read model: one row per task, keyed by its stream's task key,
 * with the place in the log of its last change (the progress feed resumes
 * after it). An update before its submission (never recorded so) is left out.
 */
export const tasks: Projection<TaskRow> = {
  name: 'tasks',
  version: 1,
  table: 'tasks',
  columns: [
    'task_key',
    'platform',
    'user_id',
    'token_id',
    'channel_id',
    'action',
    'upstream_task_id',
    'code',
    'status',
    'progress',
    'prompt',
    'prompt_en',
    'image_url',
    'video_url',
    'fail_reason',
    'quota',
    'request_id',
    'submit_time',
    'start_time',
    'finish_time',
    'created_at',
    'updated_at',
    'log_order',
  ],
  key: ['task_key'],
  handles: ['TaskSubmitted', 'TaskUpdated'],
  keysOf: (event) => (isTaskEvent(event) ? [[taskKeyOf(event.streamId)]] : []),
  evolve: (row, event, _key, at) => {
    if (!isTaskEvent(event)) return row;
    if (at === undefined) throw new Error('the tasks read model keeps each task’s place in the log: evolve needs it');
    const order = logOrderOf(at.position);
    if (event.type === 'TaskSubmitted') return submitted(event, order);
    return row === null ? null : updated(row, event, order);
  },
};
