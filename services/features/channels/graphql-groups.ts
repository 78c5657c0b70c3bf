import type { ChannelTagPage } from './tags';
import { isTagRow, type ChannelListEntry, type ChannelTagRow } from './tag-view';
import type { ChannelView } from './view';
import { builder } from '../../platform/graphql/builder';
import { ChannelObject, channelListArgs, channelListOf } from './graphql-channels';

/* Tags, batch delete and copy over GraphQL, admins only, through the same application functions as `/api/channel`. */

const ChannelTagRowType = builder.objectRef<ChannelTagRow>('ChannelTagRow').implement({
  description: 'The channels sharing a tag, as one row. priority and weight are null when its channels differ.',
  fields: (t) => ({
    tag: t.exposeString('tag'),
    status: t.exposeInt('status', { description: '1 when any of its channels is enabled, else 2.' }),
    group: t.exposeString('group', { description: 'The union of its channels’ groups.' }),
    priority: t.exposeFloat('priority', { nullable: true }),
    weight: t.exposeInt('weight', { nullable: true }),
    usedQuota: t.expose('usedQuota', { type: 'Quota' }),
    balance: t.exposeFloat('balance'),
    responseTime: t.exposeInt('responseTime', { description: 'Mean of its channels’ last response times, ms.' }),
    channels: t.field({ type: [ChannelObject], resolve: (row) => [...row.children] }),
  }),
});

const ChannelListEntryType = builder.unionType('ChannelListEntry', {
  description: 'A row of the tag-mode list: a tag with its channels, or an untagged channel.',
  types: [ChannelTagRowType, ChannelObject],
  resolveType: (entry: ChannelListEntry) => (isTagRow(entry) ? ChannelTagRowType : ChannelObject),
});

const ChannelTagPageType = builder.objectRef<ChannelTagPage>('ChannelTagPage').implement({
  fields: (t) => ({
    items: t.field({ type: [ChannelListEntryType], resolve: (p) => [...p.items] as Array<ChannelTagRow | ChannelView> }),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    total: t.exposeInt('total', { description: 'Rows (tags and untagged channels) in all pages.' }),
  }),
});

builder.queryField('channelsByTag', (t) =>
  t.field({
    type: ChannelTagPageType,
    description: 'Admins: the channel list in tag mode, narrowed by keyword, group and model as `channels` is. Page sizes 10, 20, 50, 100.',
    authScopes: { admin: true },
    args: channelListArgs,
    resolve: (_root, args, ctx) => ctx.app.channels.listTagMode(ctx.actor, channelListOf(args)),
  }),
);

builder.mutationField('setChannelsTag', (t) =>
  t.int({
    description: 'Admins: set the tag of these channels; answers how many.',
    authScopes: { admin: true },
    args: { ids: t.arg.intList({ required: true }), tag: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.channels.setTag(ctx.actor, { ids: args.ids, tag: args.tag }),
  }),
);

const TagEditInputType = builder.inputType('ChannelTagEditInput', {
  description: 'What to change on every channel of a tag; absent or empty fields stay as they are.',
  fields: (t) => ({
    tag: t.string({ required: true }),
    newTag: t.string({ required: false }),
    modelMapping: t.string({ required: false }),
    groups: t.string({ required: false, description: 'Comma list.' }),
    models: t.string({ required: false, description: 'Comma list.' }),
    priority: t.float({ required: false }),
    weight: t.int({ required: false }),
  }),
});

builder.mutationField('editChannelTag', (t) =>
  t.int({
    description: 'Admins: edit every channel of a tag (abilities rebuilt); answers how many.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: TagEditInputType, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.app.channels.editTag(ctx.actor, {
        tag: input.tag,
        newTag: input.newTag ?? undefined,
        modelMapping: input.modelMapping ?? undefined,
        groups: input.groups ?? undefined,
        models: input.models ?? undefined,
        priority: input.priority ?? undefined,
        weight: input.weight ?? undefined,
      }),
  }),
);

builder.mutationField('setChannelTagEnabled', (t) =>
  t.int({
    description: 'Admins: enable (status 1) or disable (status 2) every channel of a tag; answers how many.',
    authScopes: { admin: true },
    args: { tag: t.arg.string({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.channels.setTagStatus(ctx.actor, { tag: args.tag }, args.enabled ? 1 : 2),
  }),
);

builder.mutationField('deleteChannels', (t) =>
  t.int({
    description: 'Admins: delete these channels and their abilities; answers how many were deleted.',
    authScopes: { admin: true },
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.channels.deleteMany(ctx.actor, { ids: args.ids }),
  }),
);

builder.mutationField('copyChannel', (t) =>
  t.field({
    type: ChannelObject,
    description:
      'Admins: a new channel with the same sealed key and settings, named with the suffix (default `_copy`); resetBalance (default true) starts it at balance and used quota 0.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), suffix: t.arg.string({ required: false }), resetBalance: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) =>
      ctx.app.channels.copy(ctx.actor, { id: args.id, suffix: args.suffix ?? undefined, resetBalance: args.resetBalance ?? undefined }),
  }),
);
