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
import { ADMIN_LIST_PAGES, checkPage, pageOf, sqlWindow, type PageInput } from '../../platform/paging';
import { auditedChannel, channelChanged } from './audit';
import { EVERY_KEY_OFF, keysOnEnable, multiKeyModeOf, multiKeyUpdate, newMultiKey, statusFollowingKeys, type MultiKeyUpdate } from './multi-key-input';
import { adminStatusOf, channelFieldsOf, keyLines, keyOf, priorityOf, weightOf, type ChannelInput } from './channel-input';
import type { ChannelsDeps } from './deps';
import { channelView, channelViewWithKey, type ChannelPage, type ChannelView } from './view';
import { withHiddenValuesKept } from './rules/header-override';

/*
 * Admins manage channels (spec 02 sections 3-5, 7 and 9; server-behaviour
 * 3.1). Every change rebuilds the channel's abilities and records a
 * ConfigChanged audit event in the transaction that makes it; the events
 * never carry the provider key.
 */

/** Only admins manage channels. */
export function admin(actor: Actor): void {
  requireAccess('admin', actor, 'only admins manage channels');
}

export const NOT_FOUND = 'channel not found, please refresh the page and retry';
export const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

export function text(value: unknown, name: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new AppError('invalid', `${name} must be text`);
  return value.trim().slice(0, 100);
}

/** A page of a channel list (10, 20, 50 or 100 a page), its order and what narrows it. */
export interface ChannelListInput extends PageInput {
  /** Newest first when true; else highest priority first. */
  readonly idSort?: boolean;
  readonly keyword?: string;
  readonly group?: string;
  readonly model?: string;
}

/** A page of channels, without keys. A keyword matches the id, or the name, base URL or tag by substring; group and model narrow it. */
export async function listChannels(deps: ChannelsDeps, actor: Actor, input: ChannelListInput): Promise<ChannelPage> {
  admin(actor);
  const window = checkPage(input, ADMIN_LIST_PAGES);
  const { items, total } = await selectChannels(deps.db, {
    keyword: text(input.keyword, 'keyword'),
    group: text(input.group, 'group'),
    model: text(input.model, 'model'),
    idSort: input.idSort === true,
    ...sqlWindow(window),
  });
  return pageOf(window, items.map(channelView), total);
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
   * every key line, used as `multiKeyMode` says.
   */
  readonly mode?: unknown;
  /** `random` (default) or `polling`, for `multi_to_single`. */
  readonly multiKeyMode?: unknown;
  readonly channel: ChannelInput;
}

/** Creates one channel, or one per key line in batch mode; answers them (without keys). */
export async function createChannels(deps: ChannelsDeps, actor: Actor, input: ChannelCreate): Promise<ChannelView[]> {
  admin(actor);
  const mode = input.mode === undefined || input.mode === null || input.mode === '' ? 'single' : input.mode;
  if (mode !== 'single' && mode !== 'batch' && mode !== 'multi_to_single') throw new AppError('invalid', 'mode is single, batch or multi_to_single');
  const form = input.channel;
  const key = keyOf(form.key);
  if (key === '') throw new AppError('invalid', 'please fill in channel name and key');
  const fields = channelFieldsOf(form, deps.options, 1);
  const multi = mode === 'multi_to_single' ? newMultiKey(key, multiKeyModeOf(input.multiKeyMode)) : null;
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
  readonly multiKeyMode?: unknown;
  /** Multi-key channels: `replace` (default) the keys with those sent, or `append` them. */
  readonly keyMode?: unknown;
}

/** Only the status (1 or 2), priority or weight of a channel; those left out stay. */
export interface ChannelStateInput {
  readonly id?: unknown;
  readonly status?: unknown;
  readonly priority?: unknown;
  readonly weight?: unknown;
}

type ChannelChanges = Partial<ChannelFields> & { keyCiphertext?: string; otherInfo?: string; channelInfo?: string };

/** Changes only the status, priority or weight of a channel; answers it without its key. */
export async function setChannelState(deps: ChannelsDeps, actor: Actor, input: ChannelStateInput): Promise<ChannelView> {
  admin(actor);
  const id = positiveId(input.id);
  const changes: ChannelChanges = {
    ...(input.status !== undefined && { status: adminStatusOf(input.status) }),
    ...(input.priority !== undefined && { priority: priorityOf(input.priority) }),
    ...(input.weight !== undefined && { weight: weightOf(input.weight) }),
  };
  const reason = changes.status === 1 ? 'enabled' : changes.status === 2 ? 'disabled' : null;
  return changeChannel(deps, actor, id, changes, reason, null);
}

/** A full update of the form, where an empty key keeps the stored one. Answers the channel without its key. */
export async function updateChannelOf(deps: ChannelsDeps, actor: Actor, input: ChannelUpdate): Promise<ChannelView> {
  admin(actor);
  const id = positiveId(input.id);
  // A form sends back the status it read: 3 is the monitor's to set, and sent back it changes nothing.
  const status = input.status === undefined || String(input.status) === '3' ? undefined : adminStatusOf(input.status);
  const key = keyOf(input.key);
  const { status: _ignored, ...fields } = channelFieldsOf(input, deps.options, status ?? 1);
  const changes: ChannelChanges = { ...fields, ...(status !== undefined && { status }) };
  return changeChannel(deps, actor, id, changes, key !== '' ? 'key replaced' : null, { key, keyMode: input.keyMode, multiKeyMode: input.multiKeyMode });
}

/** Writes a change (and, for a full update, the keys) in one transaction with its abilities and audit event. */
async function changeChannel(
  deps: ChannelsDeps,
  actor: Actor,
  id: number,
  initial: ChannelChanges,
  reason: string | null,
  keyUpdate: MultiKeyUpdate | null,
): Promise<ChannelView> {
  let changes = initial;
  const now = deps.clock();
  const after = await deps.db.transaction(async (tx) => {
    const before = await findChannelById(tx, id, true);
    if (!before) throw new AppError('not_found', NOT_FOUND);
    // A form edited from a list sends the header values it was shown hidden: those keep their stored values.
    if (changes.headerOverride !== undefined) changes = { ...changes, headerOverride: withHiddenValuesKept(changes.headerOverride, before.headerOverride) };
    // An admin enabling a channel clears the reason it was disabled automatically.
    if (changes.status === 1 && before.status === 3) changes = { ...changes, otherInfo: '' };
    if (keyUpdate !== null) {
      const keys = multiKeyUpdate(deps.secretBox, before, keyUpdate);
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
