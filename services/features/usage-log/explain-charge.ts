import {
  walletStreamId,
  type ChargeDetail,
  type QuotaHoldExtended,
  type QuotaReleased,
  type QuotaReserved,
  type QuotaSettled,
  type WalletEvent,
} from '../../../schema/events/wallet';
import { allows, requireAccess, type Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import type { EventStore } from '../../platform/ports/event-store';
import type { SqlDatabase } from '../../platform/ports/sql';
import { explainCost, formulaLanguageOf } from '../pricing';
import { findChargedRequest, walletSeqsOf } from './charge-records';

/*
 * Explain a charge (issue 17 item 3): for a consumption row, its
 * reservation, settlement and any release as the ledger recorded them, the
 * price and ratios in force then, the usage the upstream reported, the
 * channel and how the answer ended, and the charge recomputed to the unit
 * with the formula that gives it. Everything comes from the request's own
 * wallet events; the read models only say where to find them.
 */

export interface ChargeExplanation {
  readonly requestId: string;
  readonly userId: number;
  readonly tokenId: number | null;
  readonly modelName: string | null;
  readonly reservation: {
    readonly amount: number;
    readonly at: string;
    /** The deadline in force when the request ended: the reservation's own, or the last a running request moved it to. */
    readonly deadline: string;
    /** How many times the running request moved its deadline later (QuotaHoldExtended, the relay's hold keeper). */
    readonly holdExtensions: number;
    readonly seq: number;
  };
  readonly settlement: { readonly actual: number; readonly at: string; readonly seq: number; readonly returned: number } | null;
  readonly release: { readonly amount: number; readonly reason: string; readonly at: string; readonly seq: number } | null;
  readonly usage: { readonly promptTokens: number; readonly completionTokens: number; readonly channelId: number | null };
  /** Absent for settles recorded before the relay kept it. */
  readonly detail: ChargeDetail | null;
  /** The computation in words (the caller's language: English or Chinese) and numbers; null without a recorded price. */
  readonly formula: string | null;
  readonly recomputed: number | null;
  /** The recomputed charge equals the recorded one. */
  readonly matches: boolean | null;
}

const NOT_FOUND = 'no consumption record with this request id';

const ofRequest = (requestId: string) => (event: WalletEvent) => 'requestId' in event.data && event.data.requestId === requestId;

export async function explainCharge(
  deps: { readonly db: SqlDatabase; readonly store: EventStore },
  actor: Actor,
  requestIdInput: unknown,
  /** The language of the formula's words (`zh…` for Chinese; anything else, or none, English). */
  languageInput?: unknown,
): Promise<ChargeExplanation> {
  requireAccess('user', actor);
  if (typeof requestIdInput !== 'string' || requestIdInput.trim() === '' || requestIdInput.length > 200)
    throw new AppError('invalid', 'request_id is required');
  const requestId = requestIdInput.trim();
  const found = await findChargedRequest(deps.db, requestId);
  const userId = Number(found?.user_id ?? 0);
  // Another user's request reads as unknown: whether it exists is not theirs to learn.
  if (!found || (!allows('admin', actor) && !(actor.kind === 'user' && actor.userId === userId))) throw new AppError('not_found', NOT_FOUND);

  const seqs = await walletSeqsOf(deps.db, userId, requestId, found.reserved_at, found.finished_at ?? new Date(8.64e15));
  if (seqs.length === 0) throw new AppError('not_found', NOT_FOUND);
  const first = seqs[0]!;
  const records = await deps.store.readStream(walletStreamId(userId), { fromRevision: BigInt(first), limit: seqs.at(-1)! - first + 1 });
  const events = records.map((r) => r.event as WalletEvent).filter(ofRequest(requestId));
  const reserved = events.find((e): e is QuotaReserved => e.type === 'QuotaReserved');
  const settled = events.find((e): e is QuotaSettled => e.type === 'QuotaSettled');
  const released = events.find((e): e is QuotaReleased => e.type === 'QuotaReleased');
  const extended = events.filter((e): e is QuotaHoldExtended => e.type === 'QuotaHoldExtended');
  if (!reserved || !settled) throw new AppError('not_found', NOT_FOUND);

  const { usage } = settled.data;
  const detail = usage.detail ?? null;
  const cost = detail
    ? explainCost(
        detail.price,
        {
          promptTokens: usage.promptTokens,
          completionTokens: usage.completionTokens,
          cachedTokens: detail.cachedTokens,
          cacheWriteTokens: detail.cacheWriteTokens,
          imageTokens: detail.imageTokens,
        },
        detail.toolCalls,
        formulaLanguageOf(languageInput),
      )
    : null;
  return {
    requestId,
    userId,
    tokenId: reserved.data.tokenId,
    modelName: usage.modelName ?? reserved.data.modelName,
    reservation: {
      amount: reserved.data.amount,
      at: reserved.occurredAt,
      deadline: extended.at(-1)?.data.deadline ?? reserved.data.deadline,
      holdExtensions: extended.length,
      seq: reserved.data.seq,
    },
    settlement: { actual: settled.data.actual, at: settled.occurredAt, seq: settled.data.seq, returned: settled.data.reserved - settled.data.actual },
    release: released ? { amount: released.data.amount, reason: released.data.reason, at: released.occurredAt, seq: released.data.seq } : null,
    usage: { promptTokens: usage.promptTokens, completionTokens: usage.completionTokens, channelId: usage.channelId },
    detail,
    formula: cost?.formula ?? null,
    recomputed: cost?.quota ?? null,
    matches: cost ? cost.quota === settled.data.actual : null,
  };
}
