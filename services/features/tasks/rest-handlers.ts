import type { App } from '../../platform/app';
import { legacyPageQuery } from '../../platform/rest/legacy-page';
import type { RestHandler, RestRequest } from '../../platform/rest/route';
import { ADMIN_LIST_PAGES } from '../../platform/paging';
import type { TaskFilterInput, TaskKind } from './task-filter';
import type { TaskWhose } from './tasks-app';
import type { TaskView } from './task-view';

/* `/api/mj` and `/api/task` (spec 02 sections 3 and 7): the established field names in and out. */

function filterOf(kind: TaskKind, query: URLSearchParams): TaskFilterInput {
  const get = (name: string) => query.get(name) ?? undefined;
  return {
    channelId: get('channel_id'),
    taskId: get(kind === 'midjourney' ? 'mj_id' : 'task_id'),
    startTimestamp: get('start_timestamp'),
    endTimestamp: get('end_timestamp'),
  };
}

/** A Midjourney drawing as the established clients read it (times in milliseconds). */
const drawingWire = (task: TaskView, id: number) => ({
  id,
  task_key: task.taskKey,
  user_id: task.userId,
  created_at: task.createdAt.getTime(),
  submit_time: task.submitTime,
  start_time: task.startTime,
  finish_time: task.finishTime,
  channel_id: task.channelId ?? 0,
  mj_id: task.upstreamTaskId,
  action: task.action,
  code: task.code ?? 0,
  status: task.status,
  progress: task.progress,
  image_url: task.imageUrl,
  video_url: task.videoUrl,
  prompt: task.prompt,
  prompt_en: task.promptEn,
  fail_reason: task.failReason,
  quota: task.quota,
});

/** A music or video task as the established clients read it (times in seconds). */
const taskWire = (task: TaskView, id: number) => ({
  id,
  task_key: task.taskKey,
  user_id: task.userId,
  created_at: Math.floor(task.createdAt.getTime() / 1000),
  submit_time: Math.floor(task.submitTime / 1000),
  start_time: Math.floor(task.startTime / 1000),
  finish_time: Math.floor(task.finishTime / 1000),
  channel_id: task.channelId ?? 0,
  platform: task.platform,
  action: task.action,
  task_id: task.upstreamTaskId,
  status: task.status,
  progress: task.progress,
  fail_reason: task.failReason,
  quota: task.quota,
});

const list =
  (kind: TaskKind, whose: TaskWhose): RestHandler =>
  async (request: RestRequest, app: App) => {
    const window = legacyPageQuery(request.query, ADMIN_LIST_PAGES);
    const page = await app.tasks.list(request.actor, kind, whose, { ...filterOf(kind, request.query), ...window });
    const offset = (page.page - 1) * page.pageSize;
    const wire = kind === 'midjourney' ? drawingWire : taskWire;
    return { items: page.items.map((task, i) => wire(task, offset + i + 1)), page: page.page, page_size: page.pageSize, total: page.total };
  };

export const allDrawings = list('midjourney', 'all');
export const ownDrawings = list('midjourney', 'self');
export const allTasks = list('task', 'all');
export const ownTasks = list('task', 'self');
