import {
  countChannels,
  deleteChannel as deleteRow,
  deleteDisabledChannels as deleteDisabledRows,
  findChannelById,
  insertChannels,
  listChannels as selectChannels,
  rebuildAbilities,
  updateChannel,
  type ChannelFields,
  type ChannelRecord,
} from './channel-records';
import { parseChannelInfo } from './rules/multi-key';
import type { SqlSession } from '../../platform/ports/sql';
import { requireAccess, type Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { positiveId } from '../../platform/input-checks';
import { auditedChannel, channelChanged } from './audit';
import { EVERY_KEY_OFF, keysOnEnable, multiKeyModeOf, multiKeyUpdate, newMultiKey, statusFollowingKeys } from './multi-key-input';
import { adminStatusOf, channelFieldsOf, keyLines, keyOf, priorityOf, weightOf, type ChannelInput } from './channel-input';
import type { ChannelsDeps } from './deps';
import { channelView, channelViewWithKey, type ChannelPage, type ChannelView } from './view';

/*
 * Admins manage channels (spec 02 sections 3-5, 7 and 9; server-behaviour
 * 3.1). Every change rebuilds the channel's abilities and records a
 * ConfigChanged audit event in the transaction that makes it; the events
 * never carry the provider key.
 */

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Only admins manage channels. */
export function admin(actor: Actor): void {
  requireAccess('admin', actor, 'only admins manage channels');
}

export const NOT_FOUND = 'channel not found, please refresh the page and retry';
export const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);
export const flag = (value: unknown): boolean => value === true || value === 'true' || value === '1' || value === 1;

export function text(value: unknown, name: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new AppError('invalid', `${name} must be text`);
  return value.trim().slice(0, 100);
}

export function paging(input: { p?: unknown; page_size?: unknown }): { page: number; size: number } {
  const page = input.p === undefined || input.p === null || input.p === '' ? 1 : positiveId(input.p, 'p');
  const size = input.page_size === undefined || input.page_size === null || input.page_size === '' ? 10 : Number(input.page_size);
  if (!PAGE_SIZES.includes(size as (typeof PAGE_SIZES)[number])) throw new AppError('invalid', `page_size is one of ${PAGE_SIZES.join(', ')}`);
  return { page, size };
}

export interface ChannelListInput {
  readonly p?: unknown;
  readonly page_size?: unknown;
  /** Newest first when true; else highest priority first. */
  readonly id_sort?: unknown;
  readonly keyword?: unknown;
  readonly group?: unknown;
  readonly model?: unknown;
}

/** A page of channels, without keys. A keyword matches the id, or the name, base URL or tag by substring; group and model narrow it. */
export async function listChannels(deps: ChannelsDeps, actor: Actor, input: ChannelListInput): Promise<ChannelPage> {
  admin(actor);
  const { page, size } = paging(input);
  const { items, total } = await selectChannels(deps.db, {
    keyword: text(input.keyword, 'keyword'),
    group: text(input.group, 'group'),
    model: text(input.model, 'model'),
    idSort: flag(input.id_sort),
    offset: (page - 1) * size,
    limit: size,
  });
  return { items: items.map(channelView), page, page_size: size, total };
}

/** One channel with its key opened: admins only. */
export async function getChannel(deps: ChannelsDeps, actor: Actor, id: unknown): Promise<ChannelView> {
  admin(actor);
  const channel = await findChannelById(deps.db, positiveId(id));
  if (!channel) throw new AppError('not_found', NOT_FOUND);
  return channelViewWithKey(deps.secretBox, channel);
}

export interface ChannelCreate {
  /**
   * `single` (default): one channel with the key as sent. `batch`: one
   * channel per non-empty key line. `multi_to_single`: one channel holding
   * every key line, used as `multi_key_mode` says.
   */
  readonly mode?: unknown;
  /** `random` (default) or `polling`, for `multi_to_single`; also read from the channel. */
  readonly multi_key_mode?: unknown;
  /** The channel, as the established gateway's `{mode, channel}` body has it; else the body itself is the channel. */
  readonly channel?: ChannelInput;
}

/** Creates one channel, or one per key line in batch mode; answers them (without keys). */
export async function createChannels(deps: ChannelsDeps, actor: Actor, input: ChannelCreate & ChannelInput): Promise<ChannelView[]> {
  admin(actor);
  const mode = input.mode === undefined || input.mode === null || input.mode === '' ? 'single' : input.mode;
  if (mode !== 'single' && mode !== 'batch' && mode !== 'multi_to_single') throw new AppError('invalid', 'mode is single, batch or multi_to_single');
  const form: ChannelInput & { multi_key_mode?: unknown } =
    input.channel !== undefined && input.channel !== null && typeof input.channel === 'object' ? input.channel : input;
  const key = keyOf(form.key);
  if (key === '') throw new AppError('invalid', 'please fill in channel name and key');
  const fields = channelFieldsOf(form, deps.options, 1);
  const multi = mode === 'multi_to_single' ? newMultiKey(key, multiKeyModeOf(input.multi_key_mode ?? form.multi_key_mode)) : null;
  const keys = multi ? [multi.keyText] : mode === 'batch' ? keyLines(key) : [key];
  const now = deps.clock();
  const created = await deps.db.transaction(async (tx) => {
    const rows = await insertChannels(
      tx,
      keys.map((k) => ({ ...fields, keyCiphertext: deps.secretBox.seal(k), createdTime: seconds(now), channelInfo: multi?.channelInfo ?? '' })),
    );
    await rebuildAbilities(
      tx,
      rows.map((row) => row.id),
    );
    const reason = keys.length > 1 ? `batch of ${keys.length}` : null;
    await deps.recordAudit(
      tx,
      rows.map((row) => channelChanged(actor, row.id, null, auditedChannel(row), reason, now)),
    );
    return rows;
  });
  deps.auditCommitted();
  return created.map(channelView);
}

export interface ChannelUpdate extends ChannelInput {
  readonly id?: unknown;
  /** Multi-key channels: `random` or `polling`. */
  readonly multi_key_mode?: unknown;
  /** Multi-key channels: `replace` (default) the keys with those sent, or `append` them. */
  readonly key_mode?: unknown;
}

const PARTIAL_FIELDS = new Set(['id', 'status', 'priority', 'weight']);

/**
 * `{id, status}`, `{id, priority}`, `{id, weight}` (any of the three) change
 * only those; any other body is a full update of the form, where an empty
 * key keeps the stored one. Answers the channel without its key.
 */
export async function updateChannelOf(deps: ChannelsDeps, actor: Actor, input: ChannelUpdate): Promise<ChannelView> {
  admin(actor);
  const id = positiveId(input.id);
  const partial = Object.keys(input).every((field) => PARTIAL_FIELDS.has(field));
  let changes: Partial<ChannelFields> & { keyCiphertext?: string; otherInfo?: string; channelInfo?: string };
  let reason: string | null;
  let key = '';
  if (partial) {
    changes = {
      ...(input.status !== undefined && { status: adminStatusOf(input.status) }),
      ...(input.priority !== undefined && { priority: priorityOf(input.priority) }),
      ...(input.weight !== undefined && { weight: weightOf(input.weight) }),
    };
    reason = changes.status === 1 ? 'enabled' : changes.status === 2 ? 'disabled' : null;
  } else {
    // A form sends back the status it read: 3 is the monitor's to set, and sent back it changes nothing.
    const status = input.status === undefined || String(input.status) === '3' ? undefined : adminStatusOf(input.status);
    key = keyOf(input.key);
    const { status: _ignored, ...fields } = channelFieldsOf(input, deps.options, status ?? 1);
    changes = { ...fields, ...(status !== undefined && { status }) };
    reason = key !== '' ? 'key replaced' : null;
  }
  const now = deps.clock();
  const after = await deps.db.transaction(async (tx) => {
    const before = await findChannelById(tx, id, true);
    if (!before) throw new AppError('not_found', NOT_FOUND);
    // An admin enabling a channel clears the reason it was disabled automatically.
    if (changes.status === 1 && before.status === 3) changes = { ...changes, otherInfo: '' };
    if (!partial) {
      const keys = multiKeyUpdate(deps.secretBox, before, { key, keyMode: input.key_mode, multiKeyMode: input.multi_key_mode });
      changes = {
        ...changes,
        ...(keys.keyText !== undefined && { keyCiphertext: deps.secretBox.seal(keys.keyText) }),
        ...(keys.channelInfo !== undefined && { channelInfo: keys.channelInfo }),
      };
      // New keys for a channel that was down with all its keys: it follows them, unless the form set a status.
      if (changes.status === undefined && keys.channelInfo !== undefined) {
        const follow = statusFollowingKeys(before, parseChannelInfo(keys.channelInfo), seconds(now));
        if (follow.status !== before.status) changes = { ...changes, status: follow.status, otherInfo: follow.otherInfo };
      }
    }
    if (changes.status === 1) {
      const keys = keysOnEnable(changes.channelInfo ?? before.channelInfo);
      if (keys === null) throw new AppError('invalid', EVERY_KEY_OFF);
      changes = { ...changes, ...keys };
    }
    const next = (await updateChannel(tx, id, changes))!;
    await rebuildAbilities(tx, [id]);
    await deps.recordAudit(tx, [channelChanged(actor, id, auditedChannel(before), auditedChannel(next), reason, now)]);
    return next;
  });
  deps.auditCommitted();
  return channelView(after);
}

/** Deletes a channel and its abilities. */
export async function deleteChannel(deps: ChannelsDeps, actor: Actor, id: unknown): Promise<void> {
  admin(actor);
  const channelId = positiveId(id);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const deleted = await deleteRow(tx, channelId);
    if (!deleted) throw new AppError('not_found', NOT_FOUND);
    await rebuildAbilities(tx, [channelId]);
    await deps.recordAudit(tx, [channelChanged(actor, channelId, auditedChannel(deleted), auditedChannel(deleted, true), 'deleted', now)]);
  });
  deps.auditCommitted();
}

/** Deletes every disabled channel (status 2 or 3); answers how many. */
export async function deleteDisabledChannels(deps: ChannelsDeps, actor: Actor): Promise<number> {
  admin(actor);
  const now = deps.clock();
  const deleted = await deps.db.transaction(async (tx) => {
    const rows = await deleteDisabledRows(tx);
    await recordDeletions(deps, tx, actor, rows, 'deleted as disabled', now);
    return rows;
  });
  if (deleted.length > 0) deps.auditCommitted();
  return deleted.length;
}

/** Rebuilds every ability row from the channel rows ("fix database consistency"); answers how many channels it covered. */
export async function fixAbilities(deps: ChannelsDeps, actor: Actor): Promise<number> {
  admin(actor);
  return deps.db.transaction(async (tx) => {
    await rebuildAbilities(tx, null);
    return countChannels(tx);
  });
}

/** After channel rows were deleted in `tx`: their abilities go and each deletion is audited (without the key), in that transaction. */
export async function recordDeletions(
  deps: ChannelsDeps,
  tx: SqlSession,
  actor: Actor,
  rows: readonly ChannelRecord[],
  reason: string,
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await rebuildAbilities(
    tx,
    rows.map((row) => row.id),
  );
  await deps.recordAudit(
    tx,
    rows.map((row) => channelChanged(actor, row.id, auditedChannel(row), auditedChannel(row, true), reason, now)),
  );
}
