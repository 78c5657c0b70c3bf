import { copyChannelRow, deleteChannelsByIds } from './channel-group-records';
import { rebuildAbilities } from './channel-records';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { positiveId } from '../../platform/input-checks';
import { auditedChannel, channelChanged } from './audit';
import type { ChannelsDeps } from './deps';
import { admin, NOT_FOUND, recordDeletions, seconds } from './manage';
import { channelView, type ChannelView } from './view';

/* Batch delete and copy (spec 02 section 7): admins only, audited per channel in the transaction that changes it. */

/** Most ids one batch call takes. */
export const BATCH_IDS_MAX = 1000;

/** A non-empty list of channel ids, without repeats. */
export function idsOf(value: unknown, emptyMessage: string): number[] {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) throw new AppError('invalid', emptyMessage);
  if (!Array.isArray(value)) throw new AppError('invalid', 'ids must be a list of channel ids');
  if (value.length > BATCH_IDS_MAX) throw new AppError('invalid', `at most ${BATCH_IDS_MAX} channels at a time`);
  return [...new Set(value.map((id) => positiveId(id, 'ids')))];
}

/** `POST /api/channel/batch {ids}`: deletes those channels; answers how many were deleted (ids already gone are not counted). */
export async function deleteChannels(deps: ChannelsDeps, actor: Actor, input: { readonly ids?: unknown }): Promise<number> {
  admin(actor);
  const ids = idsOf(input.ids, 'please select the channels to delete first');
  const now = deps.clock();
  const deleted = await deps.db.transaction(async (tx) => {
    const rows = await deleteChannelsByIds(tx, ids);
    await recordDeletions(deps, tx, actor, rows, 'deleted in a batch', now);
    return rows.length;
  });
  if (deleted > 0) deps.auditCommitted();
  return deleted;
}

export interface CopyInput {
  readonly id?: unknown;
  /** Appended to the name; default `_copy`. */
  readonly suffix?: unknown;
  /** Default true: the copy starts with balance and used quota 0. */
  readonly resetBalance?: unknown;
}

export const DEFAULT_COPY_SUFFIX = '_copy';

function resetBalanceOf(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  throw new AppError('invalid', 'reset_balance is true or false');
}

/** `POST /api/channel/copy/:id`: a new channel with the same sealed key and settings; answers it without the key. */
export async function copyChannel(deps: ChannelsDeps, actor: Actor, input: CopyInput): Promise<ChannelView> {
  admin(actor);
  const id = positiveId(input.id);
  if (input.suffix !== undefined && input.suffix !== null && typeof input.suffix !== 'string') throw new AppError('invalid', 'suffix must be text');
  const suffix = input.suffix ?? DEFAULT_COPY_SUFFIX;
  const resetBalance = resetBalanceOf(input.resetBalance);
  const now = deps.clock();
  const copy = await deps.db.transaction(async (tx) => {
    const row = await copyChannelRow(tx, id, { suffix, resetBalance, createdTime: seconds(now) });
    if (!row) throw new AppError('not_found', NOT_FOUND);
    await rebuildAbilities(tx, [row.id]);
    await deps.recordAudit(tx, [channelChanged(actor, row.id, null, auditedChannel(row), `copied from channel ${id}`, now)]);
    return row;
  });
  deps.auditCommitted();
  return channelView(copy);
}
