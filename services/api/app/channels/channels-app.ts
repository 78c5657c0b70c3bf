import type { Actor } from '../../../shared/actor';
import type { ChannelInput } from './channel-input';
import type { ChannelsDeps } from './deps';
import {
  createChannels,
  deleteChannel,
  deleteDisabledChannels,
  fixAbilities,
  getChannel,
  listChannels,
  updateChannelOf,
  type ChannelCreate,
  type ChannelListInput,
  type ChannelUpdate,
} from './manage';
import { fetchChannelModels, fetchModelsFor, testChannel, type ChannelTestInput, type ChannelTestResult, type FetchModelsInput } from './probe';
import type { ChannelPage, ChannelView } from './view';

/** Channels: admin management of the upstream accounts the relay forwards to. */
export interface ChannelsApp {
  /** A page (10, 20, 50 or 100) without keys; `id_sort` puts the newest first. */
  list(actor: Actor, input: ChannelListInput): Promise<ChannelPage>;
  /** The same narrowed by keyword, group and model. */
  search(actor: Actor, input: ChannelListInput): Promise<ChannelPage>;
  /** One channel with its key: admins only. */
  get(actor: Actor, id: unknown): Promise<ChannelView>;
  /** One channel, or with `mode: 'batch'` one per key line; answers them without keys. */
  create(actor: Actor, input: ChannelCreate & ChannelInput): Promise<ChannelView[]>;
  /** A full update, or a partial `{id, status|priority|weight}`. */
  update(actor: Actor, input: ChannelUpdate): Promise<ChannelView>;
  delete(actor: Actor, id: unknown): Promise<void>;
  /** Deletes every disabled channel; answers how many. */
  deleteDisabled(actor: Actor): Promise<number>;
  /** Rebuilds every ability from the channel rows; answers how many channels. */
  fixAbilities(actor: Actor): Promise<number>;
  /** One chat request to the channel's upstream; stores its response and test time. OpenAI-compatible types for now. */
  test(actor: Actor, input: ChannelTestInput): Promise<ChannelTestResult>;
  /** The model ids the channel's upstream lists. */
  fetchModels(actor: Actor, id: unknown): Promise<string[]>;
  /** The model ids an upstream lists for `{base_url, type, key}` (a channel being edited). */
  fetchModelsFor(actor: Actor, input: FetchModelsInput): Promise<string[]>;
}

export function createChannelsApp(deps: ChannelsDeps): ChannelsApp {
  return {
    list: (actor, input) => listChannels(deps, actor, { ...input, keyword: undefined, group: undefined, model: undefined }),
    search: (actor, input) => listChannels(deps, actor, input),
    get: (actor, id) => getChannel(deps, actor, id),
    create: (actor, input) => createChannels(deps, actor, input),
    update: (actor, input) => updateChannelOf(deps, actor, input),
    delete: (actor, id) => deleteChannel(deps, actor, id),
    deleteDisabled: (actor) => deleteDisabledChannels(deps, actor),
    fixAbilities: (actor) => fixAbilities(deps, actor),
    test: (actor, input) => testChannel(deps, actor, input),
    fetchModels: (actor, id) => fetchChannelModels(deps, actor, id),
    fetchModelsFor: (actor, input) => fetchModelsFor(deps, actor, input),
  };
}
