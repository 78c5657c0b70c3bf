import { z } from 'zod';
import { envelopeFields, type EventEnvelope } from './envelope';

/*
 * The wallet family: every quota unit that moves is one of these events, in
 * the user's stream `wallet-<userId>` (ARCHITECTURE decisions 1, 2 and 13).
 *
 * A wallet holds four balances, all integer quota units:
 * - available: what new requests may reserve; never below 0;
 * - held: reserved by requests still running; never below 0;
 * - owed: debt, never above 0 (an over-settle or an admin deduction larger
 *   than what was available); credits pay it off first;
 * - invitePending: invite earnings not yet moved to the balance.
 * The quota a user sees is available + owed. Each limited API token has the
 * same shape for its allowance (available, held, overdrawn), kept apart from
 * money.
 *
 * Events record their effect as deltas decided by the wallet, so every reader
 * (projections, the double-entry view, an auditor with a spreadsheet) folds
 * them without knowing any rule. `seq` is the event's revision in its wallet
 * stream: the order of a wallet's history.
 */

const quota = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const positiveQuota = quota.positive();
const nonNegativeQuota = quota.nonnegative();
const seq = z.number().int().nonnegative();
const tokenId = z.number().int().positive();

export const CREDIT_SOURCES = ['topup', 'redemption', 'admin_adjustment', 'new_user_gift', 'invitee_gift'] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

const walletCreditedV1 = z.object({
  seq,
  source: z.enum(CREDIT_SOURCES),
  /** Signed: only an admin adjustment may be negative. */
  amount: quota.refine((n) => n !== 0, 'a credit moves something'),
  /** What it came from: an order number, a redemption code id, an invitee's user id. Never a secret. */
  reference: z.string().max(200).nullable(),
  /** Why, in the words of the admin who made an adjustment. */
  reason: z.string().max(500).nullable(),
  availableDelta: quota,
  owedDelta: quota,
});

const inviteRewardEarnedV1 = z.object({
  seq,
  inviteeId: z.number().int().positive(),
  amount: positiveQuota,
});

const inviteEarningsTransferredV1 = z.object({
  seq,
  amount: positiveQuota,
  availableDelta: nonNegativeQuota,
  owedDelta: nonNegativeQuota,
});

const tokenAllowanceSetV1 = z.object({
  seq,
  tokenId,
  unlimited: z.boolean(),
  /** The allowance the token now has left to reserve (0 when unlimited). */
  remaining: nonNegativeQuota,
  availableDelta: quota,
  overdrawnDelta: nonNegativeQuota,
});

const quotaReservedV1 = z.object({
  seq,
  requestId: z.string().min(1).max(200),
  tokenId: tokenId.nullable(),
  amount: nonNegativeQuota,
  /** The part held against the token's allowance: the amount, or 0 for an unlimited token or none. */
  tokenAmount: nonNegativeQuota,
  modelName: z.string().max(200).nullable(),
  /** After this instant the sweeper releases the reservation. */
  deadline: z.iso.datetime({ offset: false, precision: 3 }),
});

/**
 * A running request's reservation lasts longer: its deadline moves to a
 * later instant. No money moves; the sweeper reads the new deadline.
 */
const quotaHoldExtendedV1 = z.object({
  seq,
  requestId: z.string().min(1).max(200),
  /** After this instant the sweeper releases the reservation; always later than the deadline before. */
  deadline: z.iso.datetime({ offset: false, precision: 3 }),
});

const tokenCount = z.number().int().nonnegative();

/**
 * How a relay request's charge was made, for the consumption log and for
 * explaining a charge: everything here is a fact of the moment it was
 * settled (the ratios in force, what upstream reported, how the answer
 * ended), so a replay never has to look anything up. All optional: settles
 * recorded before the relay, and those of the ledger's own tests, lack it.
 * Ratios and prices are decimal strings, exactly as they were applied.
 */
const chargeDetail = z.object({
  /** The group the request was billed in (the token's, or the one `auto` chose). */
  group: z.string().max(100),
  /** The model name sent upstream, when the channel mapped it or a quirk changed it. */
  upstreamModel: z.string().max(200).nullable(),
  /** Every channel tried, in order; the last served the answer (the log's `use_channel`). */
  channelsTried: z.array(z.number().int().positive()).max(20),
  stream: z.boolean(),
  /** How the answer ended: `complete`, or the early end a stream met (README, "How a stream that ends early is charged"). */
  end: z.enum(['complete', 'client_gone', 'upstream_cut', 'idle_timeout']),
  /** Where the token counts come from: the upstream's report, or the gateway's own count when it sent none. */
  usageSource: z.enum(['upstream', 'local']),
  cachedTokens: tokenCount,
  cacheWriteTokens: tokenCount,
  reasoningTokens: tokenCount,
  imageTokens: tokenCount,
  /** The upstream figures the gateway corrected (more cache than prompt, …), by name. */
  corrections: z.array(z.string().max(60)).max(10),
  /**
   * The wire formats the request went through, the client's first, as the
   * log's `other.request_conversion` shows them (`["OpenAI Compatible"]`,
   * `["embedding"]`). Absent on settles recorded before it was kept.
   */
  requestConversion: z.array(z.string().min(1).max(60)).min(1).max(10).optional(),
  /** Milliseconds from the request to its first output, and to its end. */
  firstTokenMs: z.number().int().nonnegative().nullable(),
  elapsedMs: z.number().int().nonnegative(),
  /** The price: per token (ratios) or per call (USD); `basis` says how settleCost reached the amount. */
  price: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('per-token'),
      modelRatio: z.string(),
      completionRatio: z.string(),
      cacheRatio: z.string(),
      createCacheRatio: z.string(),
      imageRatio: z.string(),
      groupRatio: z.string(),
    }),
    z.object({ kind: z.literal('per-call'), modelPrice: z.string(), quotaPerUnit: z.string(), groupRatio: z.string() }),
  ]),
  basis: z.enum(['usage', 'minimum', 'free', 'no-usage']),
  /**
   * The built-in tool calls charged on top of the tokens (web search, file
   * search, image generation), each at its price in US dollars per 1,000
   * calls, and QuotaPerUnit as it was. Absent when the request made none.
   */
  toolCalls: z
    .object({
      quotaPerUnit: z.string(),
      calls: z
        .array(z.object({ tool: z.string().min(1).max(60), count: z.number().int().positive().max(1_000_000), pricePerThousand: z.string() }))
        .min(1)
        .max(10),
    })
    .optional(),
});
export type ChargeDetail = z.infer<typeof chargeDetail>;

const usage = z.object({
  channelId: z.number().int().positive().nullable(),
  modelName: z.string().max(200).nullable(),
  promptTokens: tokenCount,
  completionTokens: tokenCount,
  detail: chargeDetail.optional(),
});
export type SettledUsage = z.infer<typeof usage>;

const quotaSettledV1 = z.object({
  seq,
  requestId: z.string().min(1).max(200),
  tokenId: tokenId.nullable(),
  reserved: nonNegativeQuota,
  /** What the request cost, all of it charged. */
  actual: nonNegativeQuota,
  /**
   * reserved − actual, split: a refund pays debt first, then returns to
   * available; an over-settle takes from available first, and what available
   * cannot cover becomes debt (owedDelta < 0).
   */
  availableDelta: quota,
  owedDelta: quota,
  /** The token's part, split the same way over its allowance. */
  tokenReserved: nonNegativeQuota,
  tokenAvailableDelta: quota,
  tokenOverdrawnDelta: quota,
  usage,
});

export const RELEASE_REASONS = ['request_failed', 'client_disconnected', 'cancelled', 'expired'] as const;
export type ReleaseReason = (typeof RELEASE_REASONS)[number];

const quotaReleasedV1 = z.object({
  seq,
  requestId: z.string().min(1).max(200),
  tokenId: tokenId.nullable(),
  amount: nonNegativeQuota,
  tokenAmount: nonNegativeQuota,
  reason: z.enum(RELEASE_REASONS),
  /** The amount back: debt paid first, the rest to available. */
  availableDelta: nonNegativeQuota,
  owedDelta: nonNegativeQuota,
  /** The token's part back; 0 and 0 when the token has no limit any more. */
  tokenAvailableDelta: nonNegativeQuota,
  tokenOverdrawnDelta: nonNegativeQuota,
});

export type WalletCreditedData = z.infer<typeof walletCreditedV1>;
export type InviteRewardEarnedData = z.infer<typeof inviteRewardEarnedV1>;
export type InviteEarningsTransferredData = z.infer<typeof inviteEarningsTransferredV1>;
export type TokenAllowanceSetData = z.infer<typeof tokenAllowanceSetV1>;
export type QuotaReservedData = z.infer<typeof quotaReservedV1>;
export type QuotaHoldExtendedData = z.infer<typeof quotaHoldExtendedV1>;
export type QuotaSettledData = z.infer<typeof quotaSettledV1>;
export type QuotaReleasedData = z.infer<typeof quotaReleasedV1>;

export type WalletCredited = EventEnvelope<'WalletCredited', WalletCreditedData>;
export type InviteRewardEarned = EventEnvelope<'InviteRewardEarned', InviteRewardEarnedData>;
export type InviteEarningsTransferred = EventEnvelope<'InviteEarningsTransferred', InviteEarningsTransferredData>;
export type TokenAllowanceSet = EventEnvelope<'TokenAllowanceSet', TokenAllowanceSetData>;
export type QuotaReserved = EventEnvelope<'QuotaReserved', QuotaReservedData>;
export type QuotaHoldExtended = EventEnvelope<'QuotaHoldExtended', QuotaHoldExtendedData>;
export type QuotaSettled = EventEnvelope<'QuotaSettled', QuotaSettledData>;
export type QuotaReleased = EventEnvelope<'QuotaReleased', QuotaReleasedData>;

export type WalletEvent =
  WalletCredited | InviteRewardEarned | InviteEarningsTransferred | TokenAllowanceSet | QuotaReserved | QuotaHoldExtended | QuotaSettled | QuotaReleased;

const walletStream = envelopeFields.streamId.regex(/^wallet-[1-9][0-9]*$/, 'wallet streams are wallet-<userId>');
const schemaOf = <T extends WalletEvent['type'], D extends z.ZodType>(type: T, data: D) => ({
  latestVersion: 1,
  envelope: z.object({ ...envelopeFields, streamId: walletStream, type: z.literal(type), data }),
  upcasters: [] as ReadonlyArray<(data: unknown) => unknown>,
});

export const WALLET_EVENT_SCHEMAS = {
  WalletCredited: schemaOf('WalletCredited', walletCreditedV1),
  InviteRewardEarned: schemaOf('InviteRewardEarned', inviteRewardEarnedV1),
  InviteEarningsTransferred: schemaOf('InviteEarningsTransferred', inviteEarningsTransferredV1),
  TokenAllowanceSet: schemaOf('TokenAllowanceSet', tokenAllowanceSetV1),
  QuotaReserved: schemaOf('QuotaReserved', quotaReservedV1),
  QuotaHoldExtended: schemaOf('QuotaHoldExtended', quotaHoldExtendedV1),
  QuotaSettled: schemaOf('QuotaSettled', quotaSettledV1),
  QuotaReleased: schemaOf('QuotaReleased', quotaReleasedV1),
} as const;

export const WALLET_EVENT_TYPES = Object.keys(WALLET_EVENT_SCHEMAS) as WalletEvent['type'][];

export const walletStreamId = (userId: number): string => `wallet-${userId}`;

/** The user a wallet stream belongs to. */
export function walletUserId(streamId: string): number {
  const match = /^wallet-([1-9][0-9]*)$/.exec(streamId);
  if (!match) throw new Error(`not a wallet stream: ${streamId}`);
  return Number(match[1]);
}

export function isWalletEvent(event: { readonly type: string }): event is WalletEvent {
  return Object.hasOwn(WALLET_EVENT_SCHEMAS, event.type);
}
