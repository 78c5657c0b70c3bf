import type { Actor } from '../../platform/actor';
import type { ChannelsDeps } from './deps';
import {
  createChannels,
  deleteChannel,
  deleteDisabledChannels,
  fixAbilities,
  getChannel,
  listChannels,
  setChannelState,
  updateChannelOf,
  type ChannelCreate,
  type ChannelListInput,
  type ChannelStateInput,
  type ChannelUpdate,
} from './manage';
import { fetchChannelModels, fetchModelsFor, testChannel, type ChannelTestInput, type ChannelTestResult, type FetchModelsInput } from './probe';
import type { ChannelPage, ChannelView } from './view';
import { copyChannel, deleteChannels, type CopyInput } from './batch';
import { channelTypes, type ChannelTypeView } from './channel-types';
import { manageChannelKeys, type KeyManageInput, type KeyManageResult } from './keys';
import { editTag, listTagMode, setTagOfChannels, setTagStatus, type BatchTagInput, type ChannelTagPage, type TagEditInput } from './tags';

/** Channels: admin management of the upstream accounts the relay forwards to. */
export interface ChannelsApp {
  /** A page (10, 20, 50 or 100) without keys; `idSort` puts the newest first. */
  list(actor: Actor, input: ChannelListInput): Promise<ChannelPage>;
  /** The same narrowed by keyword, group and model. */
  search(actor: Actor, input: ChannelListInput): Promise<ChannelPage>;
  /** One channel with its key: admins only. */
  get(actor: Actor, id: unknown): Promise<ChannelView>;
  /** One channel, or with `mode: 'batch'` one per key line, or with `mode: 'multi_to_single'` one holding every key line; answers them without keys. */
  create(actor: Actor, input: ChannelCreate): Promise<ChannelView[]>;
  /** A full update of the form (an empty key keeps the stored one). */
  update(actor: Actor, input: ChannelUpdate): Promise<ChannelView>;
  /** Only the status (1 or 2), priority or weight. */
  setState(actor: Actor, input: ChannelStateInput): Promise<ChannelView>;
  delete(actor: Actor, id: unknown): Promise<void>;
  /** Deletes every disabled channel; answers how many. */
  deleteDisabled(actor: Actor): Promise<number>;
  /** Rebuilds every ability from the channel rows; answers how many channels. */
  fixAbilities(actor: Actor): Promise<number>;
  /** The list (or search) in tag mode: a row per tag with its channels under it, and a row per untagged channel. */
  listTagMode(actor: Actor, input: ChannelListInput): Promise<ChannelTagPage>;
  /** Sets the tag of the channels `ids`; answers how many. */
  setTag(actor: Actor, input: BatchTagInput): Promise<number>;
  /** Edits mapping, groups, models, priority, weight or the name of a tag on all its channels; answers how many. */
  editTag(actor: Actor, input: TagEditInput): Promise<number>;
  /** Enables or disables every channel of a tag; answers how many. */
  setTagStatus(actor: Actor, input: { tag?: unknown }, status: 1 | 2): Promise<number>;
  /** Deletes the channels `ids`; answers how many were deleted. */
  deleteMany(actor: Actor, input: { ids?: unknown }): Promise<number>;
  /** A new channel with the same sealed key and settings, the name with a suffix. */
  copy(actor: Actor, input: CopyInput): Promise<ChannelView>;
  /** One chat request to the channel's upstream; stores its response and test time. OpenAI-compatible types for now. */
  test(actor: Actor, input: ChannelTestInput): Promise<ChannelTestResult>;
  /** The model ids the channel's upstream lists. */
  fetchModels(actor: Actor, id: unknown): Promise<string[]>;
  /** The keys of a multi-key channel: a page of their statuses, or an admin's change to one or all of them. */
  manageKeys(actor: Actor, input: KeyManageInput): Promise<KeyManageResult>;
  /** The model ids an upstream lists for `{baseUrl, type, key}` (a channel being edited). */
  fetchModelsFor(actor: Actor, input: FetchModelsInput): Promise<string[]>;
  /** The provider catalogue, each type with whether the relay can call it today. */
  types(actor: Actor): ChannelTypeView[];
}

export function createChannelsApp(deps: ChannelsDeps): ChannelsApp {
  return {
    list: (actor, input) => listChannels(deps, actor, { ...input, keyword: undefined, group: undefined, model: undefined }),
    search: (actor, input) => listChannels(deps, actor, input),
    get: (actor, id) => getChannel(deps, actor, id),
    create: (actor, input) => createChannels(deps, actor, input),
    update: (actor, input) => updateChannelOf(deps, actor, input),
    setState: (actor, input) => setChannelState(deps, actor, input),
    delete: (actor, id) => deleteChannel(deps, actor, id),
    deleteDisabled: (actor) => deleteDisabledChannels(deps, actor),
    fixAbilities: (actor) => fixAbilities(deps, actor),
    listTagMode: (actor, input) => listTagMode(deps, actor, input),
    setTag: (actor, input) => setTagOfChannels(deps, actor, input),
    editTag: (actor, input) => editTag(deps, actor, input),
    setTagStatus: (actor, input, status) => setTagStatus(deps, actor, input, status),
    deleteMany: (actor, input) => deleteChannels(deps, actor, input),
    copy: (actor, input) => copyChannel(deps, actor, input),
    test: (actor, input) => testChannel(deps, actor, input),
    fetchModels: (actor, id) => fetchChannelModels(deps, actor, id),
    manageKeys: (actor, input) => manageChannelKeys(deps, actor, input),
    fetchModelsFor: (actor, input) => fetchModelsFor(deps, actor, input),
    types: (actor) => channelTypes(deps, actor),
  };
}
