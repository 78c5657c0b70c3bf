import type { TokenPage } from './tokens-app';
import type { TokenInput as TokenFormInput, TokenView } from './tokens';
import { builder } from '../../platform/graphql/builder';
import { leftOut } from '../../platform/graphql/left-out';

/* A user's own API tokens over GraphQL, through the same application functions as `/api/token`. */

const TokenType = builder.objectRef<TokenView>('ApiToken').implement({
  description: 'An API token, seen only by its owner. `key` is without the `sk-` prefix.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    key: t.exposeString('key'),
    status: t.exposeInt('status', { description: '1 enabled, 2 disabled, 3 expired, 4 exhausted.' }),
    remainQuota: t.expose('remainQuota', { type: 'Quota' }),
    usedQuota: t.expose('usedQuota', { type: 'Quota' }),
    unlimitedQuota: t.exposeBoolean('unlimitedQuota'),
    expiredTime: t.exposeFloat('expiredTime', { description: 'Unix seconds; -1 never.' }),
    modelLimitsEnabled: t.exposeBoolean('modelLimitsEnabled'),
    modelLimits: t.exposeString('modelLimits'),
    allowIps: t.exposeString('allowIps'),
    group: t.exposeString('group'),
    createdTime: t.exposeFloat('createdTime'),
    accessedTime: t.exposeFloat('accessedTime'),
  }),
});

const TokenPageType = builder.objectRef<TokenPage>('ApiTokenPage').implement({
  fields: (t) => ({
    items: t.field({ type: [TokenType], resolve: (p) => [...p.items] }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

const TokenInput = builder.inputType('ApiTokenInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    remainQuota: t.field({ type: 'Quota', required: false }),
    unlimitedQuota: t.boolean({ required: false }),
    expiredTime: t.float({ required: false }),
    modelLimitsEnabled: t.boolean({ required: false }),
    modelLimits: t.string({ required: false }),
    allowIps: t.string({ required: false }),
    group: t.string({ required: false }),
  }),
});

/** The form's fields, a null read as left out. */
const tokenInput = (input: typeof TokenInput.$inferInput): TokenFormInput => leftOut(input);

builder.queryField('tokens', (t) =>
  t.field({
    type: TokenPageType,
    description: 'Your API tokens, newest first; `keyword` searches names, `key` finds one by its whole key.',
    authScopes: { user: true },
    args: {
      page: t.arg.int({ required: false }),
      size: t.arg.int({ required: false }),
      keyword: t.arg.string({ required: false }),
      key: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      args.keyword || args.key
        ? ctx.app.tokens.search(ctx.actor, leftOut({ keyword: args.keyword, key: args.key }))
        : ctx.app.tokens.list(ctx.actor, { page: args.page ?? undefined, pageSize: args.size ?? undefined }),
  }),
);

builder.mutationField('createTokens', (t) =>
  t.field({
    type: [TokenType],
    description: 'Creates one token, or `count` (up to 100) with a random suffix on every name after the first.',
    authScopes: { user: true },
    args: { input: t.arg({ type: TokenInput, required: true }), count: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => ctx.app.tokens.create(ctx.actor, { ...tokenInput(args.input), count: args.count ?? undefined }),
  }),
);

builder.mutationField('updateToken', (t) =>
  t.field({
    type: TokenType,
    description: 'Edits one of your tokens; a new allowance is recorded in the ledger.',
    authScopes: { user: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: TokenInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.app.tokens.edit(ctx.actor, { id: args.id, ...tokenInput(args.input) }, false),
  }),
);

builder.mutationField('setTokenStatus', (t) =>
  t.field({
    type: TokenType,
    description: 'Enables (1) or disables (2) one of your tokens.',
    authScopes: { user: true },
    args: { id: t.arg.int({ required: true }), status: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.tokens.edit(ctx.actor, { id: args.id, status: args.status }, true),
  }),
);

builder.mutationField('deleteToken', (t) =>
  t.boolean({
    description: 'Deletes one of your tokens for good.',
    authScopes: { user: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.app.tokens.remove(ctx.actor, args.id);
      return true;
    },
  }),
);
