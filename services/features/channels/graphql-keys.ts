import { KEY_ACTIONS, type KeyAction, type KeyManageResult } from './keys';
import type { KeyStatusPage, KeyStatusRow } from './multi-key-admin';
import { builder } from '../../platform/graphql/builder';

/* The keys of a multi-key channel over GraphQL, admins only, through the same application function as `/api/channel/multi_key/manage`. */

const KeyRowType = builder.objectRef<KeyStatusRow>('ChannelKeyRow').implement({
  description: 'One key of a multi-key channel: its status (1 enabled, 2 disabled by an admin, 3 automatically) and the first 10 characters.',
  fields: (t) => ({
    index: t.exposeInt('index'),
    status: t.exposeInt('status'),
    disabledTime: t.exposeFloat('disabledTime', { nullable: true }),
    reason: t.exposeString('reason', { nullable: true }),
    keyPreview: t.exposeString('keyPreview'),
  }),
});

const KeyPageType = builder.objectRef<KeyStatusPage>('ChannelKeyPage').implement({
  fields: (t) => ({
    keys: t.field({ type: [KeyRowType], resolve: (page) => [...page.keys] }),
    total: t.exposeInt('total', { description: 'Keys matching the status filter, in all pages.' }),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    totalPages: t.exposeInt('totalPages'),
    enabledCount: t.exposeInt('enabledCount'),
    manualDisabledCount: t.exposeInt('manualDisabledCount'),
    autoDisabledCount: t.exposeInt('autoDisabledCount'),
  }),
});

type KeyChangeAction = Exclude<KeyAction, 'get_key_status'>;
const KeyChangeActionEnum = builder.enumType('ChannelKeyAction', {
  values: KEY_ACTIONS.filter((action): action is KeyChangeAction => action !== 'get_key_status'),
  description: 'An admin’s change to the keys of a multi-key channel.',
});

type KeyChange = Extract<KeyManageResult, { kind: 'changed' }>;
const KeyChangeType = builder.objectRef<KeyChange>('ChannelKeyChange').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    count: t.exposeInt('count', { nullable: true, description: 'How many keys, for the actions on many keys.' }),
  }),
});

builder.queryField('channelKeys', (t) =>
  t.field({
    type: KeyPageType,
    description: 'Admins: a page of the keys of a multi-key channel (50 by default), optionally only those with one status.',
    authScopes: { admin: true },
    args: { channelId: t.arg.int({ required: true }), page: t.arg.int(), pageSize: t.arg.int(), status: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const result = await ctx.app.channels.manageKeys(ctx.actor, {
        channelId: args.channelId,
        action: 'get_key_status',
        page: args.page,
        pageSize: args.pageSize,
        status: args.status,
      });
      if (result.kind !== 'page') throw new Error('get_key_status answers a page');
      return result.page;
    },
  }),
);

builder.mutationField('manageChannelKeys', (t) =>
  t.field({
    type: KeyChangeType,
    description: 'Admins: enable or disable one key (keyIndex) or all, delete one or those disabled automatically. The channel follows its keys.',
    authScopes: { admin: true },
    args: { channelId: t.arg.int({ required: true }), action: t.arg({ type: KeyChangeActionEnum, required: true }), keyIndex: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const result = await ctx.app.channels.manageKeys(ctx.actor, { channelId: args.channelId, action: args.action, keyIndex: args.keyIndex });
      if (result.kind !== 'changed') throw new Error('a change answers what changed');
      return result;
    },
  }),
);
