import type { ChargeDetail } from '../../../schema/events/wallet';
import { builder } from '../../platform/graphql/builder';
import type { ChargeExplanation } from './explain-charge';

/* `explainCharge` over GraphQL: the same application function as `GET /api/log/explain`. */

type Reservation = ChargeExplanation['reservation'];
type Settlement = NonNullable<ChargeExplanation['settlement']>;
type Release = NonNullable<ChargeExplanation['release']>;
type Price = ChargeDetail['price'];

const ReservationType = builder.objectRef<Reservation>('ChargeReservation').implement({
  fields: (t) => ({
    amount: t.expose('amount', { type: 'Quota' }),
    at: t.exposeString('at'),
    deadline: t.exposeString('deadline', { description: 'The deadline in force when the request ended: its own, or the last a running request moved it to.' }),
    holdExtensions: t.exposeInt('holdExtensions', { description: 'How many times the running request moved its deadline later.' }),
    seq: t.exposeInt('seq', { description: 'The event’s revision in the user’s wallet stream.' }),
  }),
});

const SettlementType = builder.objectRef<Settlement>('ChargeSettlement').implement({
  fields: (t) => ({
    actual: t.expose('actual', { type: 'Quota', description: 'What the request cost.' }),
    returned: t.expose('returned', { type: 'Quota', description: 'Held minus charged: negative when the charge went above the hold.' }),
    at: t.exposeString('at'),
    seq: t.exposeInt('seq'),
  }),
});

const ReleaseType = builder.objectRef<Release>('ChargeRelease').implement({
  fields: (t) => ({ amount: t.expose('amount', { type: 'Quota' }), reason: t.exposeString('reason'), at: t.exposeString('at'), seq: t.exposeInt('seq') }),
});

const PriceType = builder.objectRef<Price>('ChargePrice').implement({
  description: 'The price in force when the request was charged, as exact decimal text.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: '`per-token` (ratios) or `per-call` (a price in USD).' }),
    modelRatio: t.string({ nullable: true, resolve: (p) => (p.kind === 'per-token' ? p.modelRatio : null) }),
    completionRatio: t.string({ nullable: true, resolve: (p) => (p.kind === 'per-token' ? p.completionRatio : null) }),
    cacheRatio: t.string({ nullable: true, resolve: (p) => (p.kind === 'per-token' ? p.cacheRatio : null) }),
    createCacheRatio: t.string({ nullable: true, resolve: (p) => (p.kind === 'per-token' ? p.createCacheRatio : null) }),
    imageRatio: t.string({ nullable: true, resolve: (p) => (p.kind === 'per-token' ? p.imageRatio : null) }),
    modelPrice: t.string({ nullable: true, resolve: (p) => (p.kind === 'per-call' ? p.modelPrice : null) }),
    quotaPerUnit: t.string({ nullable: true, resolve: (p) => (p.kind === 'per-call' ? p.quotaPerUnit : null) }),
    groupRatio: t.exposeString('groupRatio'),
  }),
});

type ToolCall = NonNullable<ChargeDetail['toolCalls']>['calls'][number];

const ToolCallType = builder.objectRef<ToolCall>('ChargeToolCall').implement({
  description: 'Calls of one built-in tool the upstream ran for the request, charged on top of the tokens.',
  fields: (t) => ({
    tool: t.exposeString('tool', { description: '`web_search`, `web_search_preview`, `file_search` or `image_generation`.' }),
    count: t.exposeInt('count'),
    pricePerThousand: t.exposeString('pricePerThousand', { description: 'US dollars per 1,000 calls, as applied.' }),
  }),
});

const ExplanationType = builder.objectRef<ChargeExplanation>('ChargeExplanation').implement({
  description: 'How one request was charged, from the ledger, with the charge recomputed.',
  fields: (t) => ({
    requestId: t.exposeString('requestId'),
    userId: t.exposeInt('userId'),
    tokenId: t.exposeInt('tokenId', { nullable: true }),
    modelName: t.exposeString('modelName', { nullable: true }),
    reservation: t.field({ type: ReservationType, resolve: (e) => e.reservation }),
    settlement: t.field({ type: SettlementType, nullable: true, resolve: (e) => e.settlement }),
    release: t.field({ type: ReleaseType, nullable: true, resolve: (e) => e.release }),
    promptTokens: t.int({ resolve: (e) => e.usage.promptTokens }),
    completionTokens: t.int({ resolve: (e) => e.usage.completionTokens }),
    cachedTokens: t.int({ nullable: true, resolve: (e) => e.detail?.cachedTokens ?? null }),
    cacheWriteTokens: t.int({ nullable: true, resolve: (e) => e.detail?.cacheWriteTokens ?? null }),
    reasoningTokens: t.int({ nullable: true, resolve: (e) => e.detail?.reasoningTokens ?? null }),
    imageTokens: t.int({ nullable: true, resolve: (e) => e.detail?.imageTokens ?? null }),
    usageSource: t.string({ nullable: true, description: '`upstream`, or `local` when the gateway counted.', resolve: (e) => e.detail?.usageSource ?? null }),
    corrections: t.stringList({ resolve: (e) => e.detail?.corrections ?? [] }),
    channelId: t.int({ nullable: true, resolve: (e) => e.usage.channelId }),
    channelsTried: t.intList({ resolve: (e) => e.detail?.channelsTried ?? [] }),
    group: t.string({ nullable: true, resolve: (e) => e.detail?.group ?? null }),
    upstreamModel: t.string({ nullable: true, resolve: (e) => e.detail?.upstreamModel ?? null }),
    streamEnd: t.string({ nullable: true, description: '`complete`, `client_gone`, `upstream_cut` or `idle_timeout`.', resolve: (e) => e.detail?.end ?? null }),
    price: t.field({ type: PriceType, nullable: true, resolve: (e) => e.detail?.price ?? null }),
    basis: t.string({ nullable: true, description: '`usage`, `minimum`, `free` or `no-usage`.', resolve: (e) => e.detail?.basis ?? null }),
    toolCalls: t.field({ type: [ToolCallType], resolve: (e) => e.detail?.toolCalls?.calls ?? [] }),
    formula: t.exposeString('formula', { nullable: true }),
    recomputed: t.expose('recomputed', { type: 'Quota', nullable: true }),
    matches: t.exposeBoolean('matches', { nullable: true }),
  }),
});

builder.queryField('explainCharge', (t) =>
  t.field({
    type: ExplanationType,
    description:
      'How a consumption row’s charge was made: reservation, settlement, price, usage, channel, and the formula recomputing it. Your own requests; admins any.',
    authScopes: { user: true },
    args: {
      requestId: t.arg.string({ required: true }),
      language: t.arg.string({ required: false, description: 'The language of the formula’s words: `zh` (or `zh-CN`) for Chinese; English otherwise.' }),
    },
    resolve: (_root, args, ctx) => ctx.app.usageLog.explainCharge(ctx.actor, args.requestId, args.language ?? undefined),
  }),
);
