import { z } from 'zod';
import { envelopeFields, type EventEnvelope } from './envelope';

/*
 * The task family (issue 17 item 6): asynchronous jobs a client submits
 * through the relay and polls for, Midjourney drawings and music or video
 * tasks (spec 02 sections 3 and 4, server-behaviour 11). Each task is its own
 * stream `task-<taskKey>`: one TaskSubmitted, then a TaskUpdated each time
 * the upstream reports progress. The money is in the wallet family as for
 * any request (reserved, settled or released by request id); these carry
 * only what the task lists show. The task relay that records them is a later
 * issue; the read models and their calls are built on them now.
 */

export const TASK_PLATFORMS = ['midjourney', 'suno', 'video'] as const;
export type TaskPlatform = (typeof TASK_PLATFORMS)[number];

/** Midjourney's states and the music/video tasks' (spec 02 section 4); '' is "submitting". */
export const TASK_STATUSES = ['', 'NOT_START', 'SUBMITTED', 'QUEUED', 'IN_PROGRESS', 'SUCCESS', 'FAILURE', 'MODAL', 'UNKNOWN'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

const ms = z.number().int().nonnegative();
const text = (max: number) => z.string().max(max);

const taskSubmittedV1 = z.object({
  userId: z.number().int().positive(),
  tokenId: z.number().int().positive().nullable(),
  channelId: z.number().int().positive().nullable(),
  platform: z.enum(TASK_PLATFORMS),
  /** IMAGINE, UPSCALE, … for Midjourney; MUSIC, LYRICS, … for the others. */
  action: text(40),
  /** The upstream's id of the task (`mj_id`, `task_id`); '' until it gave one. */
  upstreamTaskId: text(200),
  /** Midjourney's submit code: 1 submitted, 21 waiting, 22 duplicate, 0 not submitted; null elsewhere. */
  code: z.number().int().nullable(),
  prompt: text(8000),
  promptEn: text(8000),
  /** What the task was charged (its request's settle holds the money). */
  quota: z.number().int().nonnegative(),
  requestId: text(200),
  status: z.enum(TASK_STATUSES),
  /** Milliseconds since the epoch, as the established gateway keeps task times. */
  submitTime: ms,
});

const taskUpdatedV1 = z.object({
  status: z.enum(TASK_STATUSES),
  /** As the upstream says it, e.g. `50%`. */
  progress: text(20),
  upstreamTaskId: text(200).optional(),
  imageUrl: text(4000).optional(),
  videoUrl: text(4000).optional(),
  failReason: text(2000).optional(),
  startTime: ms.optional(),
  finishTime: ms.optional(),
});

export type TaskSubmittedData = z.infer<typeof taskSubmittedV1>;
export type TaskUpdatedData = z.infer<typeof taskUpdatedV1>;
export type TaskSubmitted = EventEnvelope<'TaskSubmitted', TaskSubmittedData>;
export type TaskUpdated = EventEnvelope<'TaskUpdated', TaskUpdatedData>;
export type TaskEvent = TaskSubmitted | TaskUpdated;

const taskStream = envelopeFields.streamId.regex(/^task-.+$/, 'tasks are task-<taskKey>');

export const TASK_EVENT_SCHEMAS = {
  TaskSubmitted: {
    latestVersion: 1,
    envelope: z.object({ ...envelopeFields, streamId: taskStream, type: z.literal('TaskSubmitted'), data: taskSubmittedV1 }),
    upcasters: [] as ReadonlyArray<(data: unknown) => unknown>,
  },
  TaskUpdated: {
    latestVersion: 1,
    envelope: z.object({ ...envelopeFields, streamId: taskStream, type: z.literal('TaskUpdated'), data: taskUpdatedV1 }),
    upcasters: [] as ReadonlyArray<(data: unknown) => unknown>,
  },
} as const;

export const taskStreamId = (taskKey: string): string => `task-${taskKey}`;
export const taskKeyOf = (streamId: string): string => streamId.slice('task-'.length);
