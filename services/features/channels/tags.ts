import { findChannelsOf, listTagModeEntries, lockChannelsByIds, lockChannelsByTag } from './channel-group-records';
import { rebuildAbilities, updateChannel, type ChannelFields, type ChannelRecord } from './channel-records';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import type { SqlSession } from '../../platform/ports/sql';
import { auditedChannel, channelChanged } from './audit';
import { groupsOf, modelMappingText, modelsOf, priorityOf, weightOf } from './channel-input';
import type { ChannelsDeps } from './deps';
import { admin, text, type ChannelListInput } from './manage';
import { ADMIN_LIST_PAGES, checkPage, pageOf, sqlWindow, type Page } from '../../platform/paging';
import { idsOf } from './batch';
import { keysOnEnable } from './multi-key-input';
import { tagModeEntries, type ChannelListEntry } from './tag-view';
import { channelView } from './view';

/*
 * Tags (spec 02 sections 2, 4, 5 and 7): a label an admin puts on many
 * channels to list them as one row and change them together. Every change
 * locks the tag's channels, rebuilds their abilities and records one audit
 * event per channel (without the key), all in one transaction.
 */

/** A page of tag mode; `total` counts entries (tags and untagged channels) in all pages. */
export type ChannelTagPage = Page<ChannelListEntry>;

/**
 * The list in tag mode: one row per tag (with every channel of that tag under
 * it) and one per untagged channel, narrowed by keyword, group and model as
 * the plain list is; a page counts rows, not channels.
 */
export async function listTagMode(deps: ChannelsDeps, actor: Actor, input: ChannelListInput): Promise<ChannelTagPage> {
  admin(actor);
  const window = checkPage(input, ADMIN_LIST_PAGES);
  const idSort = input.idSort === true;
  const { entries, total } = await listTagModeEntries(deps.db, {
    keyword: text(input.keyword, 'keyword'),
    group: text(input.group, 'group'),
    model: text(input.model, 'model'),
    idSort,
    ...sqlWindow(window),
  });
  const tags = entries.flatMap((e) => ('tag' in e ? [e.tag] : []));
  const ids = entries.flatMap((e) => ('id' in e ? [e.id] : []));
  const channels = await findChannelsOf(deps.db, tags, ids, idSort);
  return pageOf(window, tagModeEntries(entries, channels.map(channelView)), total);
}

function tagOf(value: unknown, message = 'tag cannot be empty'): string {
  if (value !== undefined && value !== null && typeof value !== 'string') throw new AppError('invalid', 'tag must be text');
  const tag = (value ?? '').trim();
  if (tag === '') throw new AppError('invalid', message);
  return tag;
}

type Change = Partial<ChannelFields> & { otherInfo?: string; channelInfo?: string };

/** Applies one change per channel in `tx`, rebuilds their abilities and audits each; answers how many changed. */
async function changeEach(
  deps: ChannelsDeps,
  tx: SqlSession,
  actor: Actor,
  channels: readonly ChannelRecord[],
  change: (c: ChannelRecord) => Change,
  reason: string,
): Promise<number> {
  if (channels.length === 0) return 0;
  const now = deps.clock();
  const events = [];
  for (const before of channels) {
    const after = (await updateChannel(tx, before.id, change(before)))!;
    events.push(channelChanged(actor, before.id, auditedChannel(before), auditedChannel(after), reason, now));
  }
  await rebuildAbilities(
    tx,
    channels.map((c) => c.id),
  );
  await deps.recordAudit(tx, events);
  return channels.length;
}

export interface BatchTagInput {
  readonly ids?: unknown;
  readonly tag?: unknown;
}

/** `POST /api/channel/batch/tag {ids, tag}`: sets the tag of the given channels; answers how many there were. */
export async function setTagOfChannels(deps: ChannelsDeps, actor: Actor, input: BatchTagInput): Promise<number> {
  admin(actor);
  const ids = idsOf(input.ids, 'please select the channels to tag first');
  const tag = tagOf(input.tag);
  const changed = await deps.db.transaction(async (tx) => changeEach(deps, tx, actor, await lockChannelsByIds(tx, ids), () => ({ tag }), `tag set to ${tag}`));
  if (changed > 0) deps.auditCommitted();
  return changed;
}

export interface TagEditInput {
  readonly tag?: unknown;
  readonly newTag?: unknown;
  readonly modelMapping?: unknown;
  /** A comma string or a list. */
  readonly groups?: unknown;
  /** A comma string or a list. */
  readonly models?: unknown;
  readonly priority?: unknown;
  readonly weight?: unknown;
}

const given = (value: unknown): boolean => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The model mapping of a tag edit: a JSON object text of model names (blank is not a mapping here). */
function mappingOf(value: unknown): string {
  const text = modelMappingText(value);
  if (text === '') throw new AppError('invalid', 'model mapping must be valid JSON');
  return text;
}

/** Only the fields a tag edit sends change; empty ones are left as they are (the established gateway's rule). */
export function tagEditChange(input: TagEditInput, tag: string): Change {
  const newTag = input.newTag === undefined || input.newTag === null ? undefined : typeof input.newTag === 'string' ? input.newTag.trim() : tagOf(input.newTag);
  const change: Change = {
    ...(newTag !== undefined && newTag !== tag && { tag: newTag }),
    ...(given(input.modelMapping) && { modelMapping: mappingOf(input.modelMapping) }),
    ...(given(input.models) && { models: modelsOf(input.models) }),
    ...(given(input.groups) && { group: groupsOf(undefined, input.groups) }),
    ...(given(input.priority) && { priority: priorityOf(input.priority) }),
    ...(given(input.weight) && { weight: tagWeightOf(input.weight) }),
  };
  if (Object.keys(change).length === 0) throw new AppError('invalid', 'no changes');
  return change;
}

/** A tag's weight: a non-negative integer (spec 02 section 5, tag-level update). */
function tagWeightOf(value: unknown): number {
  if (typeof value === 'number' ? value < 0 : typeof value === 'string' && value.trim().startsWith('-'))
    throw new AppError('invalid', 'weight must be a non-negative integer');
  return weightOf(value);
}

/** `PUT /api/channel/tag`: edits every channel of a tag; answers how many. */
export async function editTag(deps: ChannelsDeps, actor: Actor, input: TagEditInput): Promise<number> {
  admin(actor);
  const tag = tagOf(input.tag);
  const change = tagEditChange(input, tag);
  const changed = await deps.db.transaction(async (tx) => {
    const channels = await lockChannelsByTag(tx, tag);
    if (channels.length === 0) throw new AppError('not_found', `no channel has the tag ${tag}`);
    return changeEach(deps, tx, actor, channels, () => change, `tag ${tag} edited`);
  });
  deps.auditCommitted();
  return changed;
}

/** `POST /api/channel/tag/enabled|disabled {tag}`: enables (1) or disables (2) every channel of a tag; answers how many. */
export async function setTagStatus(deps: ChannelsDeps, actor: Actor, input: { readonly tag?: unknown }, status: 1 | 2): Promise<number> {
  admin(actor);
  const tag = tagOf(input.tag);
  const changed = await deps.db.transaction(async (tx) => {
    const channels = await lockChannelsByTag(tx, tag);
    if (channels.length === 0) throw new AppError('not_found', `no channel has the tag ${tag}`);
    if (status === 2) return changeEach(deps, tx, actor, channels, () => ({ status }), `tag ${tag} disabled`);
    // Enabling clears the reason a channel was disabled automatically and brings back the keys the monitor
    // disabled, as enabling one channel does; a multi-key channel whose every key an admin disabled stays as it is.
    const enabling = channels.flatMap((c) => {
      const keys = keysOnEnable(c.channelInfo);
      return keys === null ? [] : [{ channel: c, keys }];
    });
    const keysOf = new Map(enabling.map(({ channel, keys }) => [channel.id, keys]));
    const change = (c: ChannelRecord) => ({ status, ...(c.status === 3 && { otherInfo: '' }), ...keysOf.get(c.id) });
    return changeEach(
      deps,
      tx,
      actor,
      enabling.map((e) => e.channel),
      change,
      `tag ${tag} enabled`,
    );
  });
  deps.auditCommitted();
  return changed;
}
