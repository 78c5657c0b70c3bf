import type { ChannelRecord } from './channel-records';
import { listedInfo, parseChannelInfo, type ChannelInfo } from './rules/multi-key';
import { openStored, type SecretBox } from '../../platform/crypto/secret-box';

/** A channel as `/api` returns it (spec 02 section 3, the established gateway's field names). `key` only on an admin's read of one channel. */
export interface ChannelView {
  readonly id: number;
  readonly type: number;
  readonly name: string;
  readonly key?: string;
  readonly openai_organization: string;
  readonly test_model: string;
  /** 1 enabled, 2 disabled by an admin, 3 disabled automatically. */
  readonly status: number;
  readonly weight: number;
  readonly priority: number;
  readonly created_time: number;
  readonly test_time: number;
  readonly response_time: number;
  readonly base_url: string;
  readonly other: string;
  readonly balance: number;
  readonly balance_updated_time: number;
  readonly models: string;
  readonly group: string;
  readonly used_quota: number;
  readonly model_mapping: string;
  readonly status_code_mapping: string;
  readonly auto_ban: number;
  readonly other_info: string;
  readonly tag: string;
  readonly setting: string;
  readonly param_override: string;
  readonly header_override: string;
  readonly remark: string;
  readonly max_input_tokens: number;
  /** Multi-key state (never a key); lists leave out per-key disable reasons and times, as the established gateway does. */
  readonly channel_info: ChannelInfo;
  readonly settings: string;
}

export interface ChannelPage {
  readonly items: readonly ChannelView[];
  readonly page: number;
  readonly page_size: number;
  readonly total: number;
}

/** The channel's key text; a key no configured secret key opens is an error that names the channel and the likely cause. */
export function openChannelKey(box: SecretBox, channel: ChannelRecord): string {
  return openStored(box, channel.keyCiphertext, `channel ${channel.id}'s key`);
}

/** Without the key (lists, answers to changes). */
export const channelView = (c: ChannelRecord): ChannelView => ({
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
  channel_info: listedInfo(parseChannelInfo(c.channelInfo)),
  settings: c.settings,
});

/** With the key opened: callers check the caller is an admin first. */
export const channelViewWithKey = (box: SecretBox, c: ChannelRecord): ChannelView => ({
  ...channelView(c),
  channel_info: parseChannelInfo(c.channelInfo),
  key: openChannelKey(box, c),
});
