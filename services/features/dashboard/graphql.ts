import { builder } from '../../platform/graphql/builder';
import type { Dashboard, UsagePoint } from './dashboard-app';
import { GRANULARITIES, type Granularity } from './rules/dashboard-range';

/*
 * The dashboard over GraphQL: admins read every user's usage (summed per
 * model, or one user's by username), a signed-in user their own, through the
 * same application function as `/api/data`. Hours, days or weeks, summed on
 * the server.
 */

const GranularityEnum = builder.enumType('DashboardGranularity', {
  description: 'How usage is bucketed: UTC hours, UTC days, or weeks starting Monday 00:00 UTC.',
  values: GRANULARITIES,
});

const UsagePointType = builder.objectRef<UsagePoint>('DashboardUsage').implement({
  description: 'Usage of one model in one bucket: one user’s, or every user’s summed.',
  fields: (t) => ({
    bucket: t.string({ description: 'Start of the hour, UTC day or week (Monday 00:00 UTC), ISO-8601.', resolve: (p) => p.bucket.toISOString() }),
    userId: t.exposeInt('userId', { nullable: true, description: 'Null when summed over every user.' }),
    username: t.exposeString('username', { nullable: true, description: 'Null when summed over every user.' }),
    modelName: t.exposeString('modelName', { description: 'The model the requests asked for; empty when a settle named none.' }),
    quota: t.expose('quota', { type: 'Quota' }),
    // Float: a sum over every user and a week passes GraphQL's 32-bit Int; always a whole number.
    promptTokens: t.exposeFloat('promptTokens', { description: 'A whole number.' }),
    completionTokens: t.exposeFloat('completionTokens', { description: 'A whole number.' }),
    tokenUsed: t.float({
      description: 'Prompt and completion tokens, as `/api/data` answers `token_used`. A whole number.',
      resolve: (p) => p.promptTokens + p.completionTokens,
    }),
    requests: t.exposeFloat('requests', { description: 'Requests settled. A whole number.' }),
  }),
});

const DashboardType = builder.objectRef<Dashboard>('Dashboard').implement({
  description: 'Usage per model in buckets of the granularity asked for, oldest first.',
  fields: (t) => ({
    granularity: t.field({ type: GranularityEnum, resolve: (d) => d.granularity }),
    start: t.string({
      description: 'The range asked for (defaults applied), ISO-8601: hours starting from `start` to `end` count.',
      resolve: (d) => d.start.toISOString(),
    }),
    end: t.string({ resolve: (d) => d.end.toISOString() }),
    enabled: t.exposeBoolean('enabled', { description: 'The option DataExportEnabled.' }),
    switchedOffAt: t.string({
      nullable: true,
      description:
        'While data export is off: when it was switched off, ISO-8601; the answer counts usage to that hour (null while off: the log does not say when, and the answer is empty).',
      resolve: (d) => d.switchedOffAt?.toISOString() ?? null,
    }),
    refreshMinutes: t.exposeInt('refreshMinutes', { description: 'The option DataExportInterval: how often a console should read the dashboard again.' }),
    usage: t.field({ type: [UsagePointType], resolve: (d) => [...d.points] }),
  }),
});

const GRANULARITY_ARG = { description: 'Absent: the option DataExportDefaultTime.' } as const;
const START_ARG = { description: 'Unix seconds; absent: a day, a week or 30 days before the end, by granularity.' } as const;
const END_ARG = { description: 'Unix seconds; absent: now.' } as const;

type RangeArgs = { granularity?: Granularity | null; startTimestamp?: number | null; endTimestamp?: number | null; username?: string | null };
const inputOf = (args: RangeArgs) => ({
  granularity: args.granularity ?? undefined,
  startTimestamp: args.startTimestamp ?? undefined,
  endTimestamp: args.endTimestamp ?? undefined,
  username: args.username ?? undefined,
});

builder.queryField('dashboard', (t) =>
  t.field({
    type: DashboardType,
    description: 'Admins: usage per model in hours, days or weeks, of every user summed or of one user. Ranges of any length.',
    authScopes: { admin: true },
    args: {
      granularity: t.arg({ type: GranularityEnum, required: false, ...GRANULARITY_ARG }),
      startTimestamp: t.arg.int({ required: false, ...START_ARG }),
      endTimestamp: t.arg.int({ required: false, ...END_ARG }),
      username: t.arg.string({ required: false, description: 'One user’s usage instead of every user’s summed.' }),
    },
    resolve: (_root, args, ctx) => ctx.app.dashboard.usage(ctx.actor, 'all', inputOf(args)),
  }),
);

builder.queryField('myDashboard', (t) =>
  t.field({
    type: DashboardType,
    description: 'Your usage per model in hours, days or weeks; a range of at most 30 days.',
    authScopes: { user: true },
    args: {
      granularity: t.arg({ type: GranularityEnum, required: false, ...GRANULARITY_ARG }),
      startTimestamp: t.arg.int({ required: false, ...START_ARG }),
      endTimestamp: t.arg.int({ required: false, ...END_ARG }),
    },
    resolve: (_root, args, ctx) => ctx.app.dashboard.usage(ctx.actor, 'self', inputOf(args)),
  }),
);
