import type { ChannelCreate, ChannelListInput, ChannelUpdate } from './manage';
import type { ChannelInput } from './channel-input';
import type { KeyManageInput } from './keys';
import type { KeyStatusPage, KeyStatusRow } from './multi-key-admin';
import { isTagRow, type ChannelListEntry, type ChannelTagRow } from './tag-view';
import type { ChannelView } from './view';
import type { ChannelTagPage } from './tags';
import type { ChannelPage } from './view';
import { legacyPage, legacyPageQuery } from '../../platform/rest/legacy-page';
import { ADMIN_LIST_PAGES } from '../../platform/paging';

/*
 * The legacy `/api/channel` shapes (spec 02 section 3, the established
 * gateway's field names and order) of what the channels application takes
 * and answers.
 */

/** A channel as `/api` answers it; `key` last, and only on an admin's read of one channel. */
export const channelWire = (c: ChannelView) => ({
  id: c.id,
  type: c.type,
  name: c.name,
  openai_organization: c.openaiOrganization,
  test_model: c.testModel,
  status: c.status,
  weight: c.weight,
  priority: c.priority,
  created_time: c.createdTime,
  test_time: c.testTime,
  response_time: c.responseTime,
  base_url: c.baseUrl,
  other: c.other,
  balance: c.balance,
  balance_updated_time: c.balanceUpdatedTime,
  models: c.models,
  group: c.group,
  used_quota: c.usedQuota,
  model_mapping: c.modelMapping,
  status_code_mapping: c.statusCodeMapping,
  auto_ban: c.autoBan,
  other_info: c.otherInfo,
  tag: c.tag,
  setting: c.setting,
  param_override: c.paramOverride,
  header_override: c.headerOverride,
  remark: c.remark,
  max_input_tokens: c.maxInputTokens,
  channel_info: c.channelInfo,
  settings: c.settings,
  ...(c.key !== undefined && { key: c.key }),
});

/** A tag's row of tag mode, its channels under `children`. */
const tagRowWire = (row: ChannelTagRow) => ({
  key: row.key,
  tag: row.tag,
  name: row.name,
  status: row.status,
  group: row.group,
  priority: row.priority,
  weight: row.weight,
  used_quota: row.usedQuota,
  balance: row.balance,
  response_time: row.responseTime,
  children: row.children.map(channelWire),
});

const entryWire = (entry: ChannelListEntry) => (isTagRow(entry) ? tagRowWire(entry) : channelWire(entry));

export const channelPageWire = (page: ChannelPage) => legacyPage(page, channelWire);

export const tagPageWire = (page: ChannelTagPage) => legacyPage(page, entryWire);

/** `?p=&page_size=&id_sort=` (p from 1; id_sort `true` or `1`), and with `search` also `keyword`, `group` and `model`. */
export function channelListQuery(query: URLSearchParams, search: boolean): ChannelListInput {
  return {
    ...legacyPageQuery(query, ADMIN_LIST_PAGES),
    idSort: ['true', '1'].includes(query.get('id_sort') ?? ''),
    ...(search && { keyword: query.get('keyword') ?? undefined, group: query.get('group') ?? undefined, model: query.get('model') ?? undefined }),
  };
}

/** The channel form as the console sends it. */
export const channelInputOf = (body: Record<string, unknown>): ChannelInput => ({
  type: body.type,
  name: body.name,
  key: body.key,
  openaiOrganization: body.openai_organization,
  testModel: body.test_model,
  status: body.status,
  weight: body.weight,
  priority: body.priority,
  baseUrl: body.base_url,
  other: body.other,
  models: body.models,
  group: body.group,
  groups: body.groups,
  modelMapping: body.model_mapping,
  statusCodeMapping: body.status_code_mapping,
  autoBan: body.auto_ban,
  tag: body.tag,
  setting: body.setting,
  paramOverride: body.param_override,
  headerOverride: body.header_override,
  remark: body.remark,
  maxInputTokens: body.max_input_tokens,
  settings: body.settings,
});

const isRecord = (value: unknown): value is Record<string, unknown> => value !== undefined && value !== null && typeof value === 'object';

/**
 * A create body: the channel itself, or the established gateway's `{mode,
 * channel}`; `multi_key_mode` beside `mode` or in the channel.
 */
export function channelCreateOf(body: Record<string, unknown>): ChannelCreate {
  const form = isRecord(body.channel) ? body.channel : body;
  return { mode: body.mode, multiKeyMode: body.multi_key_mode ?? form.multi_key_mode, channel: channelInputOf(form) };
}

export const channelUpdateOf = (body: Record<string, unknown>): ChannelUpdate => ({
  ...channelInputOf(body),
  id: body.id,
  multiKeyMode: body.multi_key_mode,
  keyMode: body.key_mode,
});

/** What a body of only these fields changes is just those (`{id, status}`, `{id, priority}`, `{id, weight}`); any other body is a full update. */
const STATE_FIELDS = new Set(['id', 'status', 'priority', 'weight']);
export const isStateChange = (body: Record<string, unknown>): boolean => Object.keys(body).every((field) => STATE_FIELDS.has(field));

export const keyManageInputOf = (body: Record<string, unknown>): KeyManageInput => ({
  channelId: body.channel_id,
  action: body.action,
  keyIndex: body.key_index,
  page: body.page,
  pageSize: body.page_size,
  status: body.status,
});

const keyRowWire = (row: KeyStatusRow) => ({
  index: row.index,
  status: row.status,
  ...(row.disabledTime !== undefined && { disabled_time: row.disabledTime }),
  ...(row.reason !== undefined && { reason: row.reason }),
  key_preview: row.keyPreview,
});

/** A page of a multi-key channel's keys. */
export const keyPageWire = (page: KeyStatusPage) => ({
  keys: page.keys.map(keyRowWire),
  total: page.total,
  page: page.page,
  page_size: page.pageSize,
  total_pages: page.totalPages,
  enabled_count: page.enabledCount,
  manual_disabled_count: page.manualDisabledCount,
  auto_disabled_count: page.autoDisabledCount,
});
