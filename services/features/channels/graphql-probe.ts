import type { ChannelBalance, ChannelBalancesUpdate } from './probe-balance';
import type { ChannelTestProgress, ChannelTestRun, ChannelTestStep } from './probe-all';
import type { ChannelTestResult } from './probe';
import { builder } from '../../platform/graphql/builder';
import { endWhenUnsubscribed } from '../../platform/graphql/subscription';

/* Channel operations that call upstreams over GraphQL, admins only, through the same application functions as `/api/channel/test`, `/fetch_models` and `/update_balance`. */

const ChannelTestResultType = builder.objectRef<ChannelTestResult>('ChannelTestResult').implement({
  description: 'How one channel test went. The response and test times are stored on the channel either way.',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    message: t.exposeString('message', { description: "Empty on success; else the upstream's message (never the key)." }),
    time: t.exposeFloat('time', { description: 'Seconds, two decimals.' }),
  }),
});

const ChannelTestRunType = builder.objectRef<ChannelTestRun>('ChannelTestRun').implement({
  description: 'A test of every channel an admin has not disabled, started in the background.',
  fields: (t) => ({
    runId: t.exposeInt('runId'),
    total: t.exposeInt('total', { description: 'How many channels it will test.' }),
  }),
});

const ChannelTestStepType = builder.objectRef<ChannelTestStep>('ChannelTestStep').implement({
  description: "One channel's result within a test run.",
  fields: (t) => ({
    channelId: t.exposeInt('channelId'),
    name: t.exposeString('name'),
    success: t.exposeBoolean('success'),
    message: t.exposeString('message'),
    time: t.exposeFloat('time', { description: 'Seconds, two decimals; 0 when the test did not reach the upstream.' }),
    status: t.exposeInt('status', { description: "The channel's status after the test: 1 enabled, 2 disabled by an admin, 3 disabled automatically." }),
    statusChange: t.exposeString('statusChange', { nullable: true, description: '"disabled" or "enabled" when the test changed the status automatically.' }),
  }),
});

const ChannelTestProgressType = builder.objectRef<ChannelTestProgress>('ChannelTestProgress').implement({
  description: 'Where a test run is: sent when it starts and after each channel.',
  fields: (t) => ({
    runId: t.exposeInt('runId'),
    done: t.exposeInt('done'),
    total: t.exposeInt('total'),
    finished: t.exposeBoolean('finished'),
    last: t.field({ type: ChannelTestStepType, nullable: true, description: 'The channel just tested; null when the run starts.', resolve: (p) => p.last }),
  }),
});

const ChannelBalanceType = builder.objectRef<ChannelBalance>('ChannelBalance').implement({
  description: "A channel's balance as its provider reports it.",
  fields: (t) => ({
    balance: t.exposeFloat('balance', { description: 'USD (CNY balances converted with the Price option).' }),
    balanceUpdatedTime: t.exposeFloat('balanceUpdatedTime', { description: 'Unix seconds.' }),
  }),
});

const ChannelBalancesUpdateType = builder.objectRef<ChannelBalancesUpdate>('ChannelBalancesUpdate').implement({
  description: 'What updating every enabled channel’s balance did.',
  fields: (t) => ({
    updated: t.exposeInt('updated'),
    skipped: t.exposeInt('skipped', { description: 'Types without a balance endpoint, and multi-key channels.' }),
    failed: t.exposeInt('failed'),
    disabled: t.exposeInt('disabled', { description: 'Disabled for a balance of zero or less.' }),
  }),
});

builder.mutationField('testChannel', (t) =>
  t.field({
    type: ChannelTestResultType,
    description:
      "Admins: one chat request to the channel's upstream (the model named, else its test model, else its first model); stores the response and test time.",
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), model: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => ctx.app.channels.test(ctx.actor, { id: args.id, model: args.model ?? undefined }),
  }),
);

builder.mutationField('testAllChannels', (t) =>
  t.field({
    type: ChannelTestRunType,
    description:
      'Admins: starts testing every channel an admin has not disabled, in the background, which may disable or enable them automatically; fails while a run is going. Follow it with channelTestProgress.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.app.channels.testAll(ctx.actor),
  }),
);

builder.subscriptionField('channelTestProgress', (t) =>
  t.field({
    type: ChannelTestProgressType,
    description: 'Admins: the progress of channel test runs as they happen (the caller is checked as an admin again before each notice).',
    authScopes: { admin: true },
    subscribe: (_root, _args, ctx) => {
      const stop = new AbortController();
      return endWhenUnsubscribed(ctx.app.channels.watchTestProgress(ctx.actor, stop.signal), stop);
    },
    resolve: (progress) => progress,
  }),
);

builder.queryField('fetchChannelModels', (t) =>
  t.field({
    type: ['String'],
    description: "Admins: the model ids the channel's upstream lists.",
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.channels.fetchModels(ctx.actor, args.id),
  }),
);

builder.queryField('fetchUpstreamModels', (t) =>
  t.field({
    type: ['String'],
    description: 'Admins: the model ids an upstream lists for a channel being edited (an empty base URL is the type’s default).',
    authScopes: { admin: true },
    args: { type: t.arg.int({ required: true }), baseUrl: t.arg.string({ required: false }), key: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.channels.fetchModelsFor(ctx.actor, { type: args.type, baseUrl: args.baseUrl ?? '', key: args.key }),
  }),
);

builder.mutationField('updateChannelBalance', (t) =>
  t.field({
    type: ChannelBalanceType,
    description: "Admins: reads and stores one channel's balance from its provider.",
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.channels.updateBalance(ctx.actor, args.id),
  }),
);

builder.mutationField('updateChannelBalances', (t) =>
  t.field({
    type: ChannelBalancesUpdateType,
    description: "Admins: reads and stores every enabled channel's balance; disables those at zero or below.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.app.channels.updateBalances(ctx.actor),
  }),
);
