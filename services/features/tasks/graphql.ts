import { builder } from '../../platform/graphql/builder';
import { endWhenUnsubscribed } from '../../platform/graphql/subscription';
import type { FeedPage } from '../../platform/paging';
import type { TaskFilterInput, TaskKind } from './task-filter';
import type { TaskWhose } from './tasks-app';
import type { TaskView } from './task-view';

/* The drawing and task logs over GraphQL, through the same application functions as `/api/mj` and `/api/task`, and their progress live. */

const TaskType = builder.objectRef<TaskView>('Task').implement({
  description: 'A Midjourney drawing or a music/video task. Times are milliseconds since the epoch; 0 until known.',
  fields: (t) => ({
    taskKey: t.exposeString('taskKey'),
    platform: t.exposeString('platform', { description: '`midjourney`, `suno` or `video`.' }),
    userId: t.exposeInt('userId'),
    channelId: t.exposeInt('channelId', { nullable: true }),
    action: t.exposeString('action'),
    upstreamTaskId: t.exposeString('upstreamTaskId', { description: '`mj_id` for Midjourney, `task_id` for the others.' }),
    code: t.exposeInt('code', { nullable: true }),
    status: t.exposeString('status'),
    progress: t.exposeString('progress'),
    prompt: t.exposeString('prompt'),
    promptEn: t.exposeString('promptEn'),
    imageUrl: t.exposeString('imageUrl'),
    videoUrl: t.exposeString('videoUrl'),
    failReason: t.exposeString('failReason'),
    quota: t.expose('quota', { type: 'Quota' }),
    submitTime: t.float({ resolve: (task) => task.submitTime }),
    startTime: t.float({ resolve: (task) => task.startTime }),
    finishTime: t.float({ resolve: (task) => task.finishTime }),
    cursor: t.exposeString('cursor', { description: 'Pass it as `after` to resume the progress feed after this change.' }),
  }),
});

const TaskPageType = builder.objectRef<FeedPage<TaskView>>('TaskPage').implement({
  fields: (t) => ({
    items: t.field({ type: [TaskType], resolve: (p) => [...p.items] }),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    total: t.exposeInt('total'),
    cursor: t.exposeString('cursor', {
      description: 'The feed’s place when this page was read: pass it as `after` to the task feed to receive every change the page may lack.',
    }),
  }),
});

const TaskKindEnum = builder.enumType('TaskKind', { values: { midjourney: { value: 'midjourney' }, task: { value: 'task' } } as const });

const TaskFilterRef = builder.inputType('TaskFilter', {
  fields: (t) => ({
    channelId: t.int({ required: false, description: 'Admins only.' }),
    taskId: t.string({ required: false, description: 'The upstream’s id (`mj_id`, `task_id`).' }),
    startTimestamp: t.float({ required: false, description: 'Milliseconds for Midjourney, seconds for the others, as the console sends them.' }),
    endTimestamp: t.float({ required: false }),
  }),
});

type FilterArgs = { readonly [K in keyof TaskFilterInput]?: string | number | null };
const filterInput = (filter: FilterArgs | null | undefined): TaskFilterInput =>
  Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value !== null && value !== undefined));

function fields(list: string, feed: string, whose: TaskWhose, who: string) {
  const authScopes = whose === 'all' ? { admin: true } : { user: true };
  builder.queryField(list, (t) =>
    t.field({
      type: TaskPageType,
      description: `${who}, newest submission first. Page sizes 10, 20, 50, 100.`,
      authScopes,
      args: {
        kind: t.arg({ type: TaskKindEnum, required: true }),
        filter: t.arg({ type: TaskFilterRef, required: false }),
        page: t.arg.int({ required: false, defaultValue: 1 }),
        pageSize: t.arg.int({ required: false, defaultValue: 10 }),
      },
      resolve: (_root, args, ctx) =>
        ctx.app.tasks.list(ctx.actor, args.kind as TaskKind, whose, {
          ...filterInput(args.filter),
          page: args.page ?? undefined,
          pageSize: args.pageSize ?? undefined,
        }),
    }),
  );
  builder.subscriptionField(feed, (t) =>
    t.field({
      type: TaskType,
      description: `${who}: each task again whenever it changes (progress, status, result), once committed.`,
      authScopes,
      args: {
        kind: t.arg({ type: TaskKindEnum, required: true }),
        filter: t.arg({ type: TaskFilterRef, required: false }),
        after: t.arg.string({ required: false, description: 'The cursor of the last change received: resumes after it, nothing missed, nothing twice.' }),
      },
      subscribe: (_root, args, ctx) => {
        const stop = new AbortController();
        return endWhenUnsubscribed(
          ctx.app.tasks.watch(ctx.actor, args.kind as TaskKind, whose, { ...filterInput(args.filter), after: args.after ?? undefined }, stop.signal),
          stop,
        );
      },
      resolve: (task) => task,
    }),
  );
}

fields('tasks', 'taskChanged', 'all', 'Admins: every user’s tasks');
fields('myTasks', 'myTaskChanged', 'self', 'Your tasks');
