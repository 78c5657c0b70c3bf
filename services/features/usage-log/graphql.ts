import type { FeedPage } from '../../platform/paging';
import { builder } from '../../platform/graphql/builder';
// explainCharge has a file of its own; the transport loads only this one.
import './graphql-explain';
import { endWhenUnsubscribed } from '../../platform/graphql/subscription';
import type { LogFilterInput } from './log-filter';
import type { LogView } from './log-view';
import type { LogStat, LogWhose } from './usage-log-app';

/*
 * The usage log over GraphQL: admins read every user's rows, a signed-in
 * user their own (without the channel name and the admin details), through
 * the same application functions as `/api/log`.
 */

const LogType = builder.objectRef<LogView>('UsageLog').implement({
  description: 'One row of the usage log: 1 top-up, 2 consumption, 3 management, 4 system, 5 error.',
  fields: (t) => ({
    eventId: t.exposeString('eventId', { description: 'The event the row came from; stable across pages and replays.' }),
    createdAt: t.string({ description: 'ISO-8601.', resolve: (log) => log.createdAt.toISOString() }),
    type: t.exposeInt('type'),
    userId: t.exposeInt('userId'),
    username: t.exposeString('username'),
    tokenId: t.exposeInt('tokenId', { nullable: true }),
    tokenName: t.exposeString('tokenName'),
    channelId: t.exposeInt('channelId', { nullable: true }),
    channelName: t.exposeString('channelName', { description: 'Empty in a user’s own log.' }),
    modelName: t.exposeString('modelName'),
    group: t.exposeString('group'),
    quota: t.expose('quota', { type: 'Quota' }),
    promptTokens: t.exposeInt('promptTokens'),
    completionTokens: t.exposeInt('completionTokens'),
    useTimeMs: t.exposeInt('useTimeMs'),
    isStream: t.exposeBoolean('isStream'),
    requestId: t.exposeString('requestId', { nullable: true }),
    content: t.exposeString('content'),
    other: t.exposeString('other', { description: 'The structured details as JSON text (ratios, cache tokens, first-token time, channels tried…).' }),
    cursor: t.exposeString('cursor', { description: 'The row’s place in the log: pass it as `after` to resume a live feed after this row.' }),
  }),
});

const LogPageType = builder.objectRef<FeedPage<LogView>>('UsageLogPage').implement({
  fields: (t) => ({
    items: t.field({ type: [LogType], resolve: (p) => [...p.items] }),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    total: t.exposeInt('total', { description: 'In a user’s own log, counted up to 10,000.' }),
    cursor: t.exposeString('cursor', {
      description: 'The log’s place when this page was read: pass it as `after` to the live feed to receive every row the page may lack.',
    }),
  }),
});

const LogStatType = builder.objectRef<LogStat>('UsageLogStat').implement({
  fields: (t) => ({
    quota: t.expose('quota', { type: 'Quota', description: 'Consumption in the filtered range.' }),
    rpm: t.exposeInt('rpm', { description: 'Consumption rows in the last 60 seconds.' }),
    tpm: t.exposeInt('tpm', { description: 'Their prompt and completion tokens.' }),
  }),
});

const LogFilterRef = builder.inputType('UsageLogFilter', {
  fields: (t) => ({
    type: t.int({ required: false, description: '1 to 5; 0 or absent: every type.' }),
    startTimestamp: t.int({ required: false, description: 'Unix seconds.' }),
    endTimestamp: t.int({ required: false, description: 'Unix seconds.' }),
    username: t.string({ required: false, description: 'Admins only.' }),
    tokenName: t.string({ required: false }),
    modelName: t.string({ required: false, description: 'Admins may use % wildcards.' }),
    channel: t.int({ required: false, description: 'Admins only.' }),
    group: t.string({ required: false }),
    requestId: t.string({ required: false }),
  }),
});

type FilterArgs = { readonly [K in keyof LogFilterInput]?: string | number | null };
const filterInput = (filter: FilterArgs | null | undefined): LogFilterInput =>
  Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value !== null && value !== undefined));

function listField(name: string, whose: LogWhose, description: string) {
  builder.queryField(name, (t) =>
    t.field({
      type: LogPageType,
      description,
      authScopes: whose === 'all' ? { admin: true } : { user: true },
      args: {
        filter: t.arg({ type: LogFilterRef, required: false }),
        page: t.arg.int({ required: false, defaultValue: 1 }),
        pageSize: t.arg.int({ required: false, defaultValue: 10 }),
      },
      resolve: (_root, args, ctx) =>
        ctx.app.usageLog.list(ctx.actor, whose, { ...filterInput(args.filter), page: args.page ?? undefined, pageSize: args.pageSize ?? undefined }),
    }),
  );
}

function statField(name: string, whose: LogWhose, description: string) {
  builder.queryField(name, (t) =>
    t.field({
      type: LogStatType,
      description,
      authScopes: whose === 'all' ? { admin: true } : { user: true },
      args: { filter: t.arg({ type: LogFilterRef, required: false }) },
      resolve: (_root, args, ctx) => ctx.app.usageLog.stat(ctx.actor, whose, filterInput(args.filter)),
    }),
  );
}

listField('usageLogs', 'all', 'Admins: every user’s log, newest first. Page sizes 10, 20, 50, 100.');
listField('myUsageLogs', 'self', 'Your own log, newest first. Page sizes 10, 20, 50, 100.');
statField('usageLogStat', 'all', 'Admins: consumption in the filtered range, and requests and tokens in the last minute.');
statField('myUsageLogStat', 'self', 'Your consumption in the filtered range, and your requests and tokens in the last minute.');

builder.mutationField('clearUsageLogs', (t) =>
  t.int({
    description:
      'Admins: removes log rows created before `targetTimestamp` (unix seconds) from the read model, recorded as an event; the ledger keeps every charge. Answers how many rows.',
    authScopes: { admin: true },
    args: { targetTimestamp: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.usageLog.clear(ctx.actor, { targetTimestamp: args.targetTimestamp }),
  }),
);

function feedField(name: string, whose: LogWhose, description: string) {
  builder.subscriptionField(name, (t) =>
    t.field({
      type: LogType,
      description,
      authScopes: whose === 'all' ? { admin: true } : { user: true },
      args: {
        filter: t.arg({ type: LogFilterRef, required: false }),
        after: t.arg.string({
          required: false,
          description: 'The cursor of the last row received: the feed resumes after it, with nothing missed and nothing twice.',
        }),
      },
      subscribe: (_root, args, ctx) => {
        const stop = new AbortController();
        return endWhenUnsubscribed(
          ctx.app.usageLog.watch(ctx.actor, whose, { ...filterInput(args.filter), after: args.after ?? undefined }, stop.signal),
          stop,
        );
      },
      resolve: (log) => log,
    }),
  );
}

feedField('usageLogAdded', 'all', 'Admins: every new log row as it is committed, filtered like `usageLogs`.');
feedField('myUsageLogAdded', 'self', 'Your new log rows as they are committed, filtered like `myUsageLogs`.');
