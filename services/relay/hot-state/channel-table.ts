import {
  channelJsonObjectOf,
  channelPassThroughOf,
  channelProxyOf,
  keysOf,
  loadRelayChannels,
  parseChannelInfo,
  type ChannelInfo,
  type RelayChannelRecord,
} from '../../features/channels';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Logger } from '../../platform/logger';
import type { SqlSession } from '../../platform/ports/sql';
import { parseModelMapping, type ParsedModelMapping } from '../pipeline/model-mapping';
import { buildAbilityIndex, type AbilityIndex } from '../pipeline/select-channel';
import { NO_STATUS_MAPPING, parseStatusCodeMapping, type StatusCodeMapping } from '../pipeline/status-code-mapping';
import { providerFor } from '../providers/provider-for';
import type { Provider } from '../providers/provider';

/*
 * Every channel that can serve, with what a request needs of it already
 * worked out: its provider, its keys split, its mappings and overrides
 * parsed, and the index of abilities that channel selection walks. Built in
 * one pass from the tables (`loadChannelTable`) and swapped whole when a
 * change is announced, so a request reads one consistent snapshot.
 */

export interface RelayChannel {
  readonly record: RelayChannelRecord;
  /** Null when no provider speaks this type's format yet: requests routed to it fail as `channel:type_unsupported`. */
  readonly provider: Provider | null;
  /** The keys of a multi-key channel, or the one key. */
  readonly keys: readonly string[];
  readonly info: ChannelInfo;
  /** Its `model_mapping`, or why it cannot be used: a request routed here then fails as `channel:model_mapped_error`. */
  readonly modelMapping: ParsedModelMapping;
  readonly statusCodeMapping: StatusCodeMapping;
  /** Fields set on every request body (`param_override`), or null. */
  readonly paramOverride: Readonly<Record<string, unknown>> | null;
  /** Headers set on every upstream request (`header_override`), or null. */
  readonly headerOverride: Readonly<Record<string, string>> | null;
  /** The channel's own pass-through switch (`setting.pass_through_body_enabled`): the client's body goes up untouched. */
  readonly passThrough: boolean;
  /** The channel's own http(s) proxy (`setting.proxy`) its upstream calls go through; null: straight to the upstream. */
  readonly proxy: string | null;
  /** Azure: the api-version of its Responses API (`settings.azure_responses_version`); '' for the default. */
  readonly azureResponsesVersion: string;
}

export interface ChannelTable {
  readonly channels: ReadonlyMap<number, RelayChannel>;
  readonly abilities: AbilityIndex;
  /** Channels that exist but cannot serve (disabled, or a key no secret opens): a pin naming one is refused as disabled, not unknown. */
  readonly outOfService: ReadonlySet<number>;
}

export const EMPTY_CHANNEL_TABLE: ChannelTable = { channels: new Map(), abilities: new Map(), outOfService: new Set() };

/** The string-valued entries, their names in lower case: HTTP header names ignore case, and the providers' own are lower case, so an override replaces them. */
const headerValues = (object: Record<string, unknown> | null): Record<string, string> | null =>
  object === null
    ? null
    : Object.fromEntries(Object.entries(object).flatMap(([name, value]) => (typeof value === 'string' ? [[name.toLowerCase(), value] as const] : [])));

/** The fields of a stored channel that decide how its upstream is called. */
export interface ChannelCallFields {
  readonly type: number;
  readonly modelMapping: string;
  readonly paramOverride: string;
  readonly headerOverride: string;
  readonly settings: string;
  readonly setting: string;
}

/** How a channel's upstream is called, read from its stored fields: for the relay's table and for the channel probe alike. */
export function callSettingsOf(
  fields: ChannelCallFields,
): Pick<RelayChannel, 'provider' | 'modelMapping' | 'paramOverride' | 'headerOverride' | 'passThrough' | 'proxy' | 'azureResponsesVersion'> {
  const responsesVersion = channelJsonObjectOf(fields.settings)?.azure_responses_version;
  return {
    provider: providerFor(fields.type),
    modelMapping: parseModelMapping(fields.modelMapping),
    paramOverride: channelJsonObjectOf(fields.paramOverride),
    headerOverride: headerValues(channelJsonObjectOf(fields.headerOverride)),
    passThrough: channelPassThroughOf(fields.setting),
    proxy: channelProxyOf(fields.setting),
    azureResponsesVersion: typeof responsesVersion === 'string' ? responsesVersion.trim() : '',
  };
}

export async function loadChannelTable(db: SqlSession, box: SecretBox, logger: Logger): Promise<ChannelTable> {
  const { channels, abilities, unreadable, disabled } = await loadRelayChannels(db, box);
  if (unreadable.length > 0) logger.error('channels whose key no configured secret opens are out of service', { channelIds: unreadable });
  const table = new Map<number, RelayChannel>();
  for (const record of channels) {
    const info = parseChannelInfo(record.channelInfo);
    table.set(record.id, {
      record,
      ...callSettingsOf(record),
      keys: info.is_multi_key ? keysOf(record.keyText) : [record.keyText],
      info,
      statusCodeMapping: record.statusCodeMapping.trim() === '' ? NO_STATUS_MAPPING : parseStatusCodeMapping(record.statusCodeMapping),
    });
  }
  return { channels: table, abilities: buildAbilityIndex(abilities), outOfService: new Set([...disabled, ...unreadable]) };
}
