import type { TaskRecord } from './task-records';

/* A task as the application answers it, for both transports. */

export interface TaskView {
  /** The task's own key (its stream): stable across pages and replays. */
  readonly taskKey: string;
  readonly platform: string;
  readonly userId: number;
  readonly channelId: number | null;
  readonly action: string;
  /** The upstream's id: `mj_id` for Midjourney, `task_id` for the others. */
  readonly upstreamTaskId: string;
  readonly code: number | null;
  readonly status: string;
  readonly progress: string;
  readonly prompt: string;
  readonly promptEn: string;
  readonly imageUrl: string;
  readonly videoUrl: string;
  readonly failReason: string;
  readonly quota: number;
  /** Milliseconds since the epoch; 0 until known. */
  readonly submitTime: number;
  readonly startTime: number;
  readonly finishTime: number;
  readonly createdAt: Date;
  /** The place in the log of the task's last change: give it back to the progress feed to resume after it. */
  readonly cursor: string;
}

export function taskView(record: TaskRecord): TaskView {
  return {
    taskKey: record.task_key,
    platform: record.platform,
    userId: Number(record.user_id),
    channelId: record.channel_id === null ? null : Number(record.channel_id),
    action: record.action,
    upstreamTaskId: record.upstream_task_id,
    code: record.code,
    status: record.status,
    progress: record.progress,
    prompt: record.prompt,
    promptEn: record.prompt_en,
    imageUrl: record.image_url,
    videoUrl: record.video_url,
    failReason: record.fail_reason,
    quota: Number(record.quota),
    submitTime: Number(record.submit_time),
    startTime: Number(record.start_time),
    finishTime: Number(record.finish_time),
    createdAt: record.created_at,
    cursor: record.log_order,
  };
}
