import type { KnownModel, PricingEntry, PricingView } from './pricing';
import { builder } from '../../platform/graphql/builder';

/*
 * Pricing, usable groups and model lists over GraphQL, calling the same
 * application functions as `/api/pricing`, `/api/user/self/groups`,
 * `/api/user/models`, `/api/models`, `/api/channel/models` and
 * `/api/channel/models_enabled`. Maps of the REST shapes are lists here.
 */

const PricingEntryType = builder.objectRef<PricingEntry>('PricingEntry').implement({
  description: 'One model that some enabled channel serves, with its price from the options.',
  fields: (t) => ({
    modelName: t.exposeString('model_name'),
    quotaType: t.exposeInt('quota_type', { description: '0 priced per token by ratio, 1 a fixed price per call.' }),
    modelRatio: t.exposeFloat('model_ratio', { description: 'USD per 1K prompt tokens ÷ 0.002; 37.5 for a model with no price; 0 for a fixed-price model.' }),
    modelPrice: t.exposeFloat('model_price', { description: 'USD per call; 0 for a ratio-priced model.' }),
    completionRatio: t.exposeFloat('completion_ratio'),
    cacheRatio: t.float({ nullable: true, description: 'Set only when CacheRatio names the model.', resolve: (e) => e.cache_ratio ?? null }),
    createCacheRatio: t.float({
      nullable: true,
      description: 'Set only when CreateCacheRatio names the model (else 1.25).',
      resolve: (e) => e.create_cache_ratio ?? null,
    }),
    imageRatio: t.float({ nullable: true, description: 'Set only when ImageRatio names the model (else 1).', resolve: (e) => e.image_ratio ?? null }),
    enableGroups: t.stringList({ description: 'Groups with an enabled channel for the model.', resolve: (e) => e.enable_groups }),
    supportedEndpointTypes: t.stringList({ description: 'openai, anthropic, gemini, … preferred first.', resolve: (e) => e.supported_endpoint_types }),
  }),
});

const GroupRatioType = builder.objectRef<{ group: string; ratio: number }>('GroupRatioEntry').implement({
  fields: (t) => ({ group: t.exposeString('group'), ratio: t.exposeFloat('ratio') }),
});

const UsableGroupType = builder.objectRef<{ group: string; description: string }>('UsableGroup').implement({
  fields: (t) => ({ group: t.exposeString('group'), description: t.exposeString('description') }),
});

const PricingType = builder.objectRef<PricingView>('Pricing').implement({
  description: "The pricing table and the caller's groups: a guest's view, or the signed-in user's group's.",
  fields: (t) => ({
    models: t.field({ type: [PricingEntryType], resolve: (p) => p.data }),
    groupRatios: t.field({
      type: [GroupRatioType],
      description: 'The ratio the caller pays in each usable group.',
      resolve: (p) => Object.entries(p.group_ratio).map(([group, ratio]) => ({ group, ratio })),
    }),
    usableGroups: t.field({ type: [UsableGroupType], resolve: (p) => Object.entries(p.usable_group).map(([group, description]) => ({ group, description })) }),
    autoGroups: t.stringList({ description: 'The groups `auto` tries, in order.', resolve: (p) => p.auto_groups }),
  }),
});

const MyGroupType = builder.objectRef<{ group: string; ratio: number | string; desc: string }>('MyGroup').implement({
  description: 'A group the user may give their tokens.',
  fields: (t) => ({
    group: t.exposeString('group'),
    ratio: t.float({
      nullable: true,
      description: 'Null for `auto`: its ratio is that of the group it picks.',
      resolve: (g) => (typeof g.ratio === 'number' ? g.ratio : null),
    }),
    description: t.exposeString('desc'),
  }),
});

const KnownModelType = builder.objectRef<KnownModel>('KnownModel').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    ownedBy: t.exposeString('owned_by', { description: 'The provider adapter, or `custom` for a model only a channel names.' }),
  }),
});

const ChannelTypeModelsType = builder.objectRef<{ type: number; models: string[] }>('ChannelTypeModels').implement({
  fields: (t) => ({ type: t.exposeInt('type'), models: t.exposeStringList('models') }),
});

builder.queryField('pricing', (t) =>
  t.field({
    type: PricingType,
    description: "Everyone: models with their prices; a signed-in user sees their group's ratios and usable groups.",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ctx.app.pricing.pricing(ctx.actor),
  }),
);

builder.queryField('myGroups', (t) =>
  t.field({
    type: [MyGroupType],
    description: 'Signed-in users: the groups they may use, with their ratio there.',
    authScopes: { user: true },
    resolve: async (_root, _args, ctx) => Object.entries(await ctx.app.pricing.myGroups(ctx.actor)).map(([group, choice]) => ({ group, ...choice })),
  }),
);

builder.queryField('myModels', (t) =>
  t.stringList({
    description: 'Signed-in users: models their usable groups can call, or one usable `group` (`auto`: the groups it tries).',
    authScopes: { user: true },
    args: { group: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => ctx.app.pricing.myModels(ctx.actor, { group: args.group ?? undefined }),
  }),
);

builder.queryField('modelsByChannelType', (t) =>
  t.field({
    type: [ChannelTypeModelsType],
    description: "Signed-in users: each provider type's catalogued models.",
    authScopes: { user: true },
    resolve: async (_root, _args, ctx) =>
      Object.entries(await ctx.app.pricing.modelsByType(ctx.actor)).map(([type, models]) => ({ type: Number(type), models })),
  }),
);

builder.queryField('knownModels', (t) =>
  t.field({
    type: [KnownModelType],
    description: 'Admins: every model the gateway knows: the provider catalogue, then models only channels name.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.app.pricing.knownModels(ctx.actor),
  }),
);

builder.queryField('enabledModels', (t) =>
  t.stringList({
    description: 'Admins: models some enabled channel serves.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.app.pricing.enabledModels(ctx.actor),
  }),
);
