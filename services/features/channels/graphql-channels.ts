import type { ChannelTypeView } from './channel-types';
import { MULTI_KEY_MODES, type ChannelInfo } from './rules/multi-key';
import type { ChannelPage, ChannelView } from './view';
import type { ChannelListInput } from './manage';
import { builder } from '../../platform/graphql/builder';
import { leftOut } from '../../platform/graphql/left-out';

/* Channels over GraphQL, admins only, through the same application functions as `/api/channel`. */

const ChannelTypeType = builder.objectRef<ChannelTypeView>('ChannelType').implement({
  description: 'A provider type from the catalogue (server-behaviour 14.1).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    defaultBaseUrl: t.exposeString('defaultBaseUrl', { nullable: true }),
    relayed: t.exposeBoolean('relayed', {
      description: 'Whether the relay can call channels of this type today; a request routed to one it cannot fails there and moves to another channel.',
    }),
  }),
});

export const MultiKeyModeEnum = builder.enumType('MultiKeyMode', {
  values: MULTI_KEY_MODES,
  description: 'How a multi-key channel picks a key: at random or in turn.',
});

const KeyStatusType = builder.objectRef<{ index: number; status: number; reason: string | null; disabledTime: number | null }>('ChannelKeyStatus').implement({
  description: 'The status of one key of a multi-key channel (never the key): 2 disabled by an admin, 3 automatically.',
  fields: (t) => ({
    index: t.exposeInt('index'),
    status: t.exposeInt('status'),
    reason: t.exposeString('reason', { nullable: true }),
    disabledTime: t.exposeFloat('disabledTime', { nullable: true }),
  }),
});

const MultiKeyType = builder.objectRef<ChannelInfo>('ChannelMultiKey').implement({
  description: 'The key-free state of a multi-key channel (`channel_info`).',
  fields: (t) => ({
    size: t.exposeInt('multi_key_size'),
    mode: t.field({ type: MultiKeyModeEnum, resolve: (i) => i.multi_key_mode }),
    pollingIndex: t.exposeInt('multi_key_polling_index'),
    disabledKeys: t.field({
      type: [KeyStatusType],
      description: 'Keys not enabled; every other key is enabled.',
      resolve: (i) =>
        Object.entries(i.multi_key_status_list).map(([index, status]) => ({
          index: Number(index),
          status,
          reason: i.multi_key_disabled_reason?.[index] ?? null,
          disabledTime: i.multi_key_disabled_time?.[index] ?? null,
        })),
    }),
  }),
});

export const ChannelObject = builder.objectRef<ChannelView>('Channel').implement({
  description: 'An upstream account the relay forwards to. `key` is only filled when one channel is read by id.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    type: t.exposeInt('type'),
    name: t.exposeString('name'),
    key: t.string({ nullable: true, description: 'The provider key (admins only; one channel read by id).', resolve: (c) => c.key ?? null }),
    status: t.exposeInt('status', { description: '1 enabled, 2 disabled by an admin, 3 disabled automatically.' }),
    baseUrl: t.exposeString('baseUrl'),
    models: t.exposeString('models', { description: 'Comma list.' }),
    group: t.exposeString('group', { description: 'Comma list.' }),
    priority: t.exposeFloat('priority'),
    weight: t.exposeInt('weight'),
    tag: t.exposeString('tag'),
    modelMapping: t.exposeString('modelMapping', { description: 'JSON object text, or empty.' }),
    statusCodeMapping: t.exposeString('statusCodeMapping'),
    testModel: t.exposeString('testModel'),
    autoBan: t.exposeInt('autoBan'),
    other: t.exposeString('other'),
    otherInfo: t.exposeString('otherInfo'),
    openaiOrganization: t.exposeString('openaiOrganization'),
    maxInputTokens: t.exposeInt('maxInputTokens', { description: 'Most input tokens a request may send through the channel; 0 means no limit.' }),
    setting: t.exposeString('setting', { description: 'JSON object text (e.g. `proxy`), or empty.' }),
    paramOverride: t.exposeString('paramOverride', { description: 'JSON object text merged into request bodies, or empty.' }),
    balanceUpdatedTime: t.exposeFloat('balanceUpdatedTime', { description: 'Unix seconds; 0 before the first balance update.' }),
    responseTime: t.exposeInt('responseTime', { description: 'Milliseconds of the last test.' }),
    testTime: t.exposeFloat('testTime'),
    balance: t.exposeFloat('balance'),
    usedQuota: t.expose('usedQuota', { type: 'Quota' }),
    createdTime: t.exposeFloat('createdTime'),
    multiKey: t.field({
      type: MultiKeyType,
      nullable: true,
      description: 'Null for a single-key channel.',
      resolve: (c) => (c.channelInfo.is_multi_key ? c.channelInfo : null),
    }),
  }),
});

const ChannelPageType = builder.objectRef<ChannelPage>('ChannelPage').implement({
  fields: (t) => ({
    items: t.field({ type: [ChannelObject], resolve: (p) => [...p.items] }),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    total: t.exposeInt('total'),
  }),
});

const ChannelInputType = builder.inputType('ChannelInput', {
  fields: (t) => ({
    type: t.int({ required: false }),
    name: t.string({ required: false }),
    key: t.string({ required: false, description: 'On update, empty keeps the stored key.' }),
    baseUrl: t.string({ required: false }),
    models: t.string({ required: false, description: 'Comma list.' }),
    group: t.string({ required: false, description: 'Comma list; default `default`.' }),
    priority: t.float({ required: false }),
    weight: t.int({ required: false }),
    tag: t.string({ required: false }),
    modelMapping: t.string({ required: false }),
    statusCodeMapping: t.string({ required: false }),
    testModel: t.string({ required: false }),
    autoBan: t.int({ required: false }),
    other: t.string({ required: false }),
    openaiOrganization: t.string({ required: false }),
    maxInputTokens: t.int({ required: false }),
    setting: t.string({ required: false }),
    paramOverride: t.string({ required: false }),
    status: t.int({ required: false }),
    multiKeyMode: t.field({ type: MultiKeyModeEnum, required: false, description: 'Multi-key channels: how a key is picked.' }),
    keyMode: t.string({ required: false, description: 'Multi-key channels on update: `replace` (default) or `append` the keys sent.' }),
  }),
});

/** The form's fields, a null read as left out. */
const channelInput = (input: typeof ChannelInputType.$inferInput) => {
  const { multiKeyMode: _multiKeyMode, keyMode: _keyMode, ...form } = leftOut(input);
  return form;
};

builder.queryField('channelTypes', (t) =>
  t.field({
    type: [ChannelTypeType],
    description: 'Admins: the provider catalogue.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.app.channels.types(ctx.actor),
  }),
);

/** What every channel list takes (the plain list and tag mode): filters, order and the page. */
export const channelListArgs = builder.args((t) => ({
  keyword: t.string({ required: false }),
  group: t.string({ required: false }),
  model: t.string({ required: false }),
  idSort: t.boolean({ required: false }),
  page: t.int({ required: false, defaultValue: 1 }),
  pageSize: t.int({ required: false, defaultValue: 10 }),
}));

/** The list arguments, a null read as left out. */
export const channelListOf = (args: {
  keyword?: string | null;
  group?: string | null;
  model?: string | null;
  idSort?: boolean | null;
  page?: number | null;
  pageSize?: number | null;
}): ChannelListInput => leftOut(args);

builder.queryField('channels', (t) =>
  t.field({
    type: ChannelPageType,
    description:
      'Admins: channels without keys, highest priority first (or newest first with idSort), narrowed by keyword, group and model. Page sizes 10, 20, 50, 100.',
    authScopes: { admin: true },
    args: channelListArgs,
    resolve: (_root, args, ctx) => ctx.app.channels.search(ctx.actor, channelListOf(args)),
  }),
);

builder.queryField('channel', (t) =>
  t.field({
    type: ChannelObject,
    description: 'Admins: one channel, with its key.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.channels.get(ctx.actor, args.id),
  }),
);

builder.mutationField('createChannels', (t) =>
  t.field({
    type: [ChannelObject],
    description:
      'Admins: one channel, or with batch one per non-empty key line, or with multiKey one channel holding every key line. Answers them without keys.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: ChannelInputType, required: true }), batch: t.arg.boolean({ required: false }), multiKey: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) =>
      ctx.app.channels.create(ctx.actor, {
        mode: args.multiKey ? 'multi_to_single' : args.batch ? 'batch' : 'single',
        multiKeyMode: args.input.multiKeyMode ?? undefined,
        channel: channelInput(args.input),
      }),
  }),
);

builder.mutationField('updateChannel', (t) =>
  t.field({
    type: ChannelObject,
    description: 'Admins: a full update of a channel (an empty key keeps the stored one).',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ChannelInputType, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.app.channels.update(ctx.actor, {
        ...channelInput(args.input),
        id: args.id,
        multiKeyMode: args.input.multiKeyMode ?? undefined,
        keyMode: args.input.keyMode ?? undefined,
      }),
  }),
);

builder.mutationField('setChannelState', (t) =>
  t.field({
    type: ChannelObject,
    description: 'Admins: change only the status (1 or 2), priority or weight of a channel.',
    authScopes: { admin: true },
    args: {
      id: t.arg.int({ required: true }),
      status: t.arg.int({ required: false }),
      priority: t.arg.float({ required: false }),
      weight: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      ctx.app.channels.setState(ctx.actor, {
        id: args.id,
        status: args.status ?? undefined,
        priority: args.priority ?? undefined,
        weight: args.weight ?? undefined,
      }),
  }),
);

builder.mutationField('deleteChannel', (t) =>
  t.boolean({
    description: 'Admins: delete a channel and its abilities.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.app.channels.delete(ctx.actor, args.id);
      return true;
    },
  }),
);

builder.mutationField('deleteDisabledChannels', (t) =>
  t.int({
    description: 'Admins: delete every disabled channel; answers how many.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.app.channels.deleteDisabled(ctx.actor),
  }),
);

builder.mutationField('fixChannelAbilities', (t) =>
  t.int({
    description: 'Admins: rebuild every ability from the channel rows; answers how many channels.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.app.channels.fixAbilities(ctx.actor),
  }),
);
