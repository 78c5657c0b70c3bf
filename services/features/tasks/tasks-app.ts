import { currentActor } from '../accounts';
import { requireAccess, type Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { LOG_ORIGIN, parseFeedCursor } from '../../platform/event-store/log-order';
import { ADMIN_LIST_PAGES, checkPage, pageOf, sqlWindow, type FeedPage, type PageInput } from '../../platform/paging';
import type { PubSub } from '../../platform/ports/pubsub';
import type { SqlDatabase } from '../../platform/ports/sql';
import { followReadModel } from '../../platform/read-model-feed';
import { checkTaskFilter, type TaskFilterInput, type TaskKind, type TaskScope } from './task-filter';
import { latestTaskOrder, selectTasks, selectTasksChangedAfter } from './task-records';
import { taskView, type TaskView } from './task-view';

export interface TasksDeps {
  readonly db: SqlDatabase;
  readonly pubsub: PubSub;
}

export type TaskWhose = 'all' | 'self';

/** Midjourney drawings and music/video tasks (issue 17 item 6): the lists, and their progress live. */
export interface TasksApp {
  /** Newest submission first, 10, 20, 50 or 100 a page. */
  list(actor: Actor, kind: TaskKind, whose: TaskWhose, input: TaskFilterInput & PageInput): Promise<FeedPage<TaskView>>;
  /** Each task again whenever it changes, after `after` (a task's or a page's cursor) or from now; a user's own tasks only. */
  watch(actor: Actor, kind: TaskKind, whose: TaskWhose, input: TaskFilterInput & { after?: unknown }, signal: AbortSignal): AsyncIterable<TaskView>;
}

function scopeOf(actor: Actor, whose: TaskWhose): TaskScope {
  if (whose === 'all') {
    requireAccess('admin', actor, 'only admins read every user’s tasks');
    return { kind: 'all' };
  }
  requireAccess('user', actor);
  if (actor.kind !== 'user') throw new AppError('forbidden', 'only a signed-in user has tasks of their own');
  return { kind: 'self', userId: actor.userId };
}

export function createTasksApp(deps: TasksDeps): TasksApp {
  return {
    async list(actor, kind, whose, input) {
      const filter = checkTaskFilter(kind, input, scopeOf(actor, whose));
      const window = checkPage(input, ADMIN_LIST_PAGES);
      const cursor = (await latestTaskOrder(deps.db)) || LOG_ORIGIN;
      const { items, total } = await selectTasks(deps.db, filter, sqlWindow(window));
      return { ...pageOf(window, items.map(taskView), total), cursor };
    },

    async *watch(actor, kind, whose, input, signal) {
      const check = async () => checkTaskFilter(kind, input, scopeOf(await currentActor(deps.db, actor), whose));
      let filter = await check();
      const sent = input.after === undefined || input.after === null || input.after === '' ? null : input.after;
      const given = sent === null ? null : parseFeedCursor(sent);
      if (sent !== null && given === null) throw new AppError('invalid', 'after must be a cursor the feed or a page sent');
      const rows = followReadModel(
        {
          pubsub: deps.pubsub,
          projection: 'tasks',
          start: async () => given ?? (await latestTaskOrder(deps.db)),
          readAfter: (cursor, limit) => selectTasksChangedAfter(deps.db, filter, cursor, limit),
          cursorOf: (row) => row.log_order,
          beforeBatch: async () => {
            filter = await check();
          },
        },
        signal,
      );
      for await (const row of rows) yield taskView(row);
    },
  };
}
