import type { LedgerEntry, TokenAt, TokenBalance, WalletAt, WalletSummary } from './ledger-app';
import type { TokenAllowanceView, WalletView } from './wallet-view';
import { builder } from '../../platform/graphql/builder';
import { endWhenUnsubscribed } from '../../platform/graphql/subscription';

/*
 * The ledger over GraphQL: a user reads their own wallet, entries and past
 * balances; an admin anyone's. Access is decided in the application layer
 * (services/features/wallet/ledger-app.ts); `authScopes` only keeps anonymous callers out.
 */

const TokenBalanceType = builder.objectRef<TokenBalance | TokenAllowanceView>('TokenBalance').implement({
  description: "An API token's allowance: what is left to reserve, held by running requests, and used.",
  fields: (t) => ({
    tokenId: t.exposeInt('tokenId'),
    unlimited: t.exposeBoolean('unlimited'),
    remainQuota: t.expose('remainQuota', { type: 'Quota', description: 'Negative once an over-settle overdrew the token: it admits nothing until raised.' }),
    heldQuota: t.expose('heldQuota', { type: 'Quota' }),
    usedQuota: t.expose('usedQuota', { type: 'Quota' }),
  }),
});

/** From the read models (`wallet`), or from the wallet service or a replay (`adjustQuota`, `balanceAt`), which also know their version. */
type WalletShape = WalletSummary | WalletView;

const WalletType = builder.objectRef<WalletShape>('Wallet').implement({
  description: "A user's quota.",
  fields: (t) => ({
    userId: t.exposeInt('userId'),
    quota: t.expose('quota', { type: 'Quota', description: 'What the user may spend; negative when in debt.' }),
    heldQuota: t.expose('heldQuota', { type: 'Quota', description: 'Reserved by requests still running.' }),
    owedQuota: t.expose('owedQuota', { type: 'Quota', description: '0 or negative: debt from an over-settle or a deduction, paid first by any credit.' }),
    usedQuota: t.expose('usedQuota', { type: 'Quota' }),
    requestCount: t.exposeInt('requestCount'),
    affQuota: t.expose('affQuota', { type: 'Quota', description: 'Invite earnings not yet moved to the balance.' }),
    affCount: t.exposeInt('affCount'),
    affHistoryQuota: t.expose('affHistoryQuota', { type: 'Quota' }),
    tokens: t.field({ type: [TokenBalanceType], resolve: (w) => [...w.tokens] }),
    version: t.int({
      nullable: true,
      description: 'Events in the wallet history behind this state; null when read from the balance read models.',
      resolve: (w) => ('version' in w ? w.version : null),
    }),
  }),
});

const LastEventType = builder.objectRef<NonNullable<WalletAt['lastEvent']>>('WalletEventRef').implement({
  description: 'The event a point-in-time balance stands on.',
  fields: (t) => ({
    eventId: t.exposeString('eventId'),
    occurredAt: t.string({ resolve: (e) => e.occurredAt.toISOString() }),
    seq: t.exposeInt('seq', { description: "The event's place in the wallet's stream, from 0." }),
  }),
});

const BalanceAtType = builder.objectRef<WalletAt>('BalanceAt').implement({
  description: 'A wallet as it stood at an instant, replayed from its events.',
  fields: (t) => ({
    at: t.string({ resolve: (b) => b.at.toISOString() }),
    wallet: t.field({ type: WalletType, resolve: (b) => b.wallet }),
    lastEvent: t.field({ type: LastEventType, nullable: true, resolve: (b) => b.lastEvent }),
  }),
});

const TokenBalanceAtType = builder.objectRef<TokenAt>('TokenBalanceAt').implement({
  description: "A token's allowance as it stood at an instant, replayed from its wallet's events.",
  fields: (t) => ({
    at: t.string({ resolve: (b) => b.at.toISOString() }),
    userId: t.exposeInt('userId'),
    token: t.field({ type: TokenBalanceType, nullable: true, resolve: (b) => b.token }),
    lastEvent: t.field({ type: LastEventType, nullable: true, resolve: (b) => b.lastEvent }),
  }),
});

const LedgerEntryType = builder.objectRef<LedgerEntry>('LedgerEntry').implement({
  description: "One leg of a wallet event in the double-entry view; each event's legs sum to 0 per ledger.",
  fields: (t) => ({
    eventId: t.exposeString('eventId'),
    leg: t.exposeInt('leg'),
    ledger: t.exposeString('ledger', { description: '`quota` (money) or `allowance` (token caps).' }),
    account: t.exposeString('account', { description: 'For example `user:7:available`, `system:revenue`, `token:3:held`.' }),
    userId: t.exposeInt('userId'),
    amount: t.expose('amount', { type: 'Quota' }),
    occurredAt: t.string({ resolve: (e) => e.occurredAt.toISOString() }),
    seq: t.exposeInt('seq'),
    eventType: t.exposeString('eventType'),
    requestId: t.exposeString('requestId', { nullable: true }),
  }),
});

const LedgerPageType = builder.objectRef<{ entries: readonly LedgerEntry[]; nextCursor: string | null }>('LedgerPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [LedgerEntryType], resolve: (p) => [...p.entries] }),
    nextCursor: t.exposeString('nextCursor', { nullable: true, description: 'Pass as `after` for the next page; null on the last.' }),
  }),
});

builder.queryField('wallet', (t) =>
  t.field({
    type: WalletType,
    description: 'Your wallet; admins may name any user.',
    authScopes: { user: true },
    args: { userId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => ctx.app.ledger.wallet(ctx.actor, { userId: args.userId ?? undefined }),
  }),
);

builder.queryField('ledgerEntries', (t) =>
  t.field({
    type: LedgerPageType,
    description: 'Ledger entries oldest first, `from` inclusive and `to` exclusive (ISO-8601). Users see their own; admins one user or all.',
    authScopes: { user: true },
    args: {
      userId: t.arg.int({ required: false }),
      from: t.arg.string({ required: false }),
      to: t.arg.string({ required: false }),
      first: t.arg.int({ required: false, defaultValue: 50 }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      ctx.app.ledger.entries(ctx.actor, { userId: args.userId ?? undefined, from: args.from, to: args.to, first: args.first ?? 50, after: args.after }),
  }),
);

builder.queryField('balanceAt', (t) =>
  t.field({
    type: BalanceAtType,
    description: 'A wallet as it stood at `at` (ISO-8601): its stream replayed up to the last event at or before that instant.',
    authScopes: { user: true },
    args: { userId: t.arg.int({ required: false }), at: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.ledger.balanceAt(ctx.actor, { userId: args.userId ?? undefined, at: args.at }),
  }),
);

builder.queryField('tokenBalanceAt', (t) =>
  t.field({
    type: TokenBalanceAtType,
    description: "A token's allowance as it stood at `at` (ISO-8601).",
    authScopes: { user: true },
    args: { tokenId: t.arg.int({ required: true }), at: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.ledger.tokenBalanceAt(ctx.actor, { tokenId: args.tokenId, at: args.at }),
  }),
);

builder.mutationField('adjustQuota', (t) =>
  t.field({
    type: WalletType,
    description: "Admins: add to (positive) or take from (negative) a user's quota. Recorded with the admin and the reason; the answer is the wallet after it.",
    authScopes: { admin: true },
    args: { userId: t.arg.int({ required: true }), amount: t.arg({ type: 'Quota', required: true }), reason: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => ctx.app.ledger.adjustQuota(ctx.actor, { userId: args.userId, amount: args.amount, reason: args.reason }),
  }),
);

builder.subscriptionField('walletChanged', (t) =>
  t.field({
    type: WalletType,
    description:
      "Your own wallet now, then again whenever a charge, top-up or transfer changes it (once the balance read models have it). Always the caller's: it takes no user. Ends when the account is disabled or logged off.",
    authScopes: { user: true },
    subscribe: (_root, _args, ctx) => {
      const stop = new AbortController();
      return endWhenUnsubscribed(ctx.app.ledger.watchOwn(ctx.actor, stop.signal), stop);
    },
    resolve: (wallet) => wallet,
  }),
);
