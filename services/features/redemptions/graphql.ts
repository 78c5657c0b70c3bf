import type { RedemptionPage, RedemptionView } from './view';
import { builder } from '../../platform/graphql/builder';

/*
 * Redemption codes over GraphQL: admins manage them, a signed-in user
 * redeems one, calling the same application functions as `/api`.
 */

const RedemptionType = builder.objectRef<RedemptionView>('Redemption').implement({
  description: 'A single-use code worth an amount of quota. Admins only: it carries the code.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    creatorId: t.exposeInt('creatorId', { description: 'The admin who created it.' }),
    name: t.exposeString('name'),
    key: t.exposeString('key', { description: 'The code: 32 hex characters.' }),
    status: t.exposeInt('status', { description: '1 unused, 2 disabled, 3 used.' }),
    quota: t.expose('quota', { type: 'Quota' }),
    createdTime: t.exposeInt('createdTime', { description: 'Unix seconds.' }),
    redeemedTime: t.exposeInt('redeemedTime', { description: 'Unix seconds; 0 until used.' }),
    usedUserId: t.exposeInt('usedUserId', { description: '0 until used.' }),
    expiredTime: t.exposeInt('expiredTime', { description: 'Unix seconds; 0 never expires.' }),
  }),
});

const RedemptionPageType = builder.objectRef<RedemptionPage>('RedemptionPage').implement({
  fields: (t) => ({
    items: t.field({ type: [RedemptionType], resolve: (p) => [...p.items] }),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    total: t.exposeInt('total'),
  }),
});

builder.queryField('redemptions', (t) =>
  t.field({
    type: RedemptionPageType,
    description: 'Admins: codes newest first; a keyword matches the id, the start of the name, or a whole code. Page sizes 10, 20, 50, 100.',
    authScopes: { admin: true },
    args: {
      keyword: t.arg.string({ required: false }),
      page: t.arg.int({ required: false, defaultValue: 1 }),
      pageSize: t.arg.int({ required: false, defaultValue: 10 }),
    },
    resolve: (_root, args, ctx) =>
      ctx.app.redemptions.list(ctx.actor, { keyword: args.keyword ?? undefined, page: args.page ?? undefined, pageSize: args.pageSize ?? undefined }),
  }),
);

builder.queryField('redemption', (t) =>
  t.field({
    type: RedemptionType,
    description: 'Admins: one code.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.redemptions.get(ctx.actor, args.id),
  }),
);

builder.mutationField('createRedemptions', (t) =>
  t.stringList({
    description: 'Admins: `count` codes (1 to 100, default 1) of `quota` each (default 100000); an empty name becomes the formatted quota. Answers the codes.',
    authScopes: { admin: true },
    args: {
      name: t.arg.string({ required: false }),
      quota: t.arg({ type: 'Quota', required: false }),
      count: t.arg.int({ required: false }),
      expiredTime: t.arg.int({ required: false, description: 'Unix seconds; 0 or absent never expires.' }),
    },
    resolve: (_root, args, ctx) =>
      ctx.app.redemptions.create(ctx.actor, {
        name: args.name ?? undefined,
        quota: args.quota ?? undefined,
        count: args.count ?? undefined,
        expiredTime: args.expiredTime ?? undefined,
      }),
  }),
);

builder.mutationField('editRedemption', (t) =>
  t.field({
    type: RedemptionType,
    description: 'Admins: change the name (required), quota and expiry of a code not yet used.',
    authScopes: { admin: true },
    args: {
      id: t.arg.int({ required: true }),
      name: t.arg.string({ required: true }),
      quota: t.arg({ type: 'Quota', required: false }),
      expiredTime: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      ctx.app.redemptions.edit(ctx.actor, { id: args.id, name: args.name, quota: args.quota ?? undefined, expiredTime: args.expiredTime ?? undefined }),
  }),
);

builder.mutationField('setRedemptionStatus', (t) =>
  t.field({
    type: RedemptionType,
    description: 'Admins: enable (1) or disable (2) a code; a used code keeps status 3.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), status: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.redemptions.setStatus(ctx.actor, { id: args.id, status: args.status }),
  }),
);

builder.mutationField('deleteRedemption', (t) =>
  t.boolean({
    description: 'Admins: delete a code.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.app.redemptions.delete(ctx.actor, args.id);
      return true;
    },
  }),
);

builder.mutationField('deleteInvalidRedemptions', (t) =>
  t.int({
    description: 'Admins: delete every used, disabled and expired code; answers how many.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.app.redemptions.deleteInvalid(ctx.actor),
  }),
);

builder.mutationField('redeemCode', (t) =>
  t.field({
    type: 'Quota',
    description: "Redeems a code into the signed-in user's wallet, once; answers the quota added.",
    authScopes: { user: true },
    args: { key: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.redemptions.redeem(ctx.actor, { key: args.key }),
  }),
);
