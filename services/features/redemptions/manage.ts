import {
  deleteInvalidRedemptions as deleteInvalidRows,
  deleteRedemption as deleteRow,
  findRedemptionById,
  insertRedemptions,
  listRedemptions as selectRedemptions,
  newRedemptionKey,
  redemptionKeyHash,
  updateUnusedRedemption,
  type RedemptionChanges,
  type RedemptionRecord,
} from './redemption-records';
import { requireAccess, type Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { countOf, DEFAULT_QUOTA, expiredTimeOf, nameForNew, nameOf, quotaOf, refuseChangeOfUsed, statusOf } from './rules/redemption-rules';
import { positiveId, text } from '../../platform/input-checks';
import { ADMIN_LIST_PAGES, checkPage, pageOf, sqlWindow, type PageInput } from '../../platform/paging';
import { auditedRedemption, redemptionChanged } from './audit';
import type { RedemptionsDeps } from './deps';
import { redemptionView, type RedemptionView, type RedemptionPage } from './view';
import { quotaDisplayOf } from '../../platform/quota-display';

/*
 * Admins manage redemption codes (spec 02 sections 4, 5, 7 and 9;
 * server-behaviour 5.1). Every change is a ConfigChanged audit event in the
 * transaction that makes it; the events never carry the code itself.
 */

function admin(actor: Actor): void {
  requireAccess('admin', actor, 'only admins manage redemption codes');
}

const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

async function existing(deps: RedemptionsDeps, id: unknown): Promise<RedemptionRecord> {
  const code = await findRedemptionById(deps.db, positiveId(id));
  if (!code) throw new AppError('not_found', 'no such redemption code');
  return code;
}

/** A page (10, 20, 50 or 100 codes), narrowed by a keyword. */
export interface RedemptionListInput extends PageInput {
  readonly keyword?: string;
}

/** Codes newest first; a keyword matches the id, the start of the name, or a whole code. */
export async function listRedemptions(deps: RedemptionsDeps, actor: Actor, input: RedemptionListInput): Promise<RedemptionPage> {
  admin(actor);
  const window = checkPage(input, ADMIN_LIST_PAGES);
  const keyword = text(input.keyword, 'keyword').trim().slice(0, 100);
  const { items, total } = await selectRedemptions(deps.db, { keyword, ...sqlWindow(window) });
  return pageOf(
    window,
    items.map((code) => redemptionView(deps.secretBox, code)),
    total,
  );
}

export async function getRedemption(deps: RedemptionsDeps, actor: Actor, id: unknown): Promise<RedemptionView> {
  admin(actor);
  return redemptionView(deps.secretBox, await existing(deps, id));
}

/** New codes, checked here (it may come straight from a JSON body). */
export interface RedemptionCreate {
  readonly name?: unknown;
  readonly quota?: unknown;
  readonly count?: unknown;
  /** Unix seconds; 0 or left out never expires. */
  readonly expiredTime?: unknown;
}

/** Creates `count` codes (default 1, at most 100) of `quota` each (default 100000); answers the codes, in order. */
export async function createRedemptions(deps: RedemptionsDeps, actor: Actor, input: RedemptionCreate): Promise<string[]> {
  admin(actor);
  const now = deps.clock();
  const quota = quotaOf(input.quota, DEFAULT_QUOTA);
  const count = countOf(input.count);
  const name = nameForNew(input.name, quota, quotaDisplayOf(deps.options));
  const expiredTime = expiredTimeOf(input.expiredTime, seconds(now));
  const creatorId = actor.kind === 'user' ? actor.userId : 0;
  const keys = Array.from({ length: count }, newRedemptionKey);
  const codes = keys.map((key) => ({
    creatorId,
    name,
    keyHash: redemptionKeyHash(key),
    keyCiphertext: deps.secretBox.seal(key),
    quota,
    createdTime: seconds(now),
    expiredTime,
  }));
  await deps.db.transaction(async (tx) => {
    const rows = await insertRedemptions(tx, codes);
    await deps.recordAudit(
      tx,
      rows.map((code) => redemptionChanged(actor, code.id, null, auditedRedemption(code), count > 1 ? `batch of ${count}` : null, now)),
    );
  });
  deps.auditCommitted();
  return keys;
}

export interface RedemptionEdit {
  readonly id?: unknown;
  readonly name?: unknown;
  readonly quota?: unknown;
  readonly expiredTime?: unknown;
}

/** Changes the name, quota and expiry of a code not yet used. The code itself never changes. */
export async function editRedemption(deps: RedemptionsDeps, actor: Actor, input: RedemptionEdit): Promise<RedemptionView> {
  admin(actor);
  const before = await existing(deps, input.id);
  refuseChangeOfUsed(before, 'edit');
  const now = deps.clock();
  const changes: RedemptionChanges = {
    name: nameOf(input.name),
    ...(input.quota !== undefined && { quota: quotaOf(input.quota) }),
    ...(input.expiredTime !== undefined && { expiredTime: expiredTimeOf(input.expiredTime, seconds(now)) }),
  };
  return redemptionView(deps.secretBox, await change(deps, actor, before, changes, 'edit', null, now));
}

/** Enables (1) or disables (2) a code; a used code keeps status 3 for good. */
export async function setRedemptionStatus(deps: RedemptionsDeps, actor: Actor, input: { id?: unknown; status?: unknown }): Promise<RedemptionView> {
  admin(actor);
  const before = await existing(deps, input.id);
  const status = statusOf(input.status);
  refuseChangeOfUsed(before, 'status');
  return redemptionView(deps.secretBox, await change(deps, actor, before, { status }, 'status', status === 1 ? 'enabled' : 'disabled', deps.clock()));
}

/** One conditional write: a redeem that wins the row first makes this answer "used" instead of changing a spent code. */
async function change(
  deps: RedemptionsDeps,
  actor: Actor,
  before: RedemptionRecord,
  changes: RedemptionChanges,
  kind: 'edit' | 'status',
  reason: string | null,
  now: Date,
): Promise<RedemptionRecord> {
  const after = await deps.db.transaction(async (tx) => {
    const next = await updateUnusedRedemption(tx, before.id, changes);
    if (!next) {
      const current = await findRedemptionById(tx, before.id);
      if (!current) throw new AppError('not_found', 'no such redemption code');
      refuseChangeOfUsed(current, kind);
      throw new AppError('conflict', 'the code changed meanwhile; try again');
    }
    await deps.recordAudit(tx, [redemptionChanged(actor, before.id, auditedRedemption(before), auditedRedemption(next), reason, now)]);
    return next;
  });
  deps.auditCommitted();
  return after;
}

/** Deletes a code (kept for the ledger's references, never listed or redeemed again). */
export async function deleteRedemption(deps: RedemptionsDeps, actor: Actor, id: unknown): Promise<void> {
  admin(actor);
  const codeId = positiveId(id);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const deleted = await deleteRow(tx, codeId, now);
    if (!deleted) throw new AppError('not_found', 'no such redemption code');
    await deps.recordAudit(tx, [redemptionChanged(actor, codeId, auditedRedemption(deleted), auditedRedemption(deleted, true), 'deleted', now)]);
  });
  deps.auditCommitted();
}

/** Deletes every used, disabled and expired code; answers how many. */
export async function deleteInvalidRedemptions(deps: RedemptionsDeps, actor: Actor): Promise<number> {
  admin(actor);
  const now = deps.clock();
  const deleted = await deps.db.transaction(async (tx) => {
    const rows = await deleteInvalidRows(tx, seconds(now), now);
    if (rows.length > 0) {
      await deps.recordAudit(
        tx,
        rows.map((code) =>
          redemptionChanged(actor, code.id, auditedRedemption(code), auditedRedemption(code, true), 'deleted as invalid (used, disabled or expired)', now),
        ),
      );
    }
    return rows;
  });
  if (deleted.length > 0) deps.auditCommitted();
  return deleted.length;
}
