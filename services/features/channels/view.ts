import type { ChannelRecord } from './channel-records';
import { listedInfo, parseChannelInfo, type ChannelInfo } from './rules/multi-key';
import { openStored, type SecretBox } from '../../platform/crypto/secret-box';
import type { Page } from '../../platform/paging';
import { maskedHeaderOverride } from './rules/header-override';

/** A channel as an admin sees it (spec 02 section 3). `key` only on an admin's read of one channel. */
export interface ChannelView {
  readonly id: number;
  readonly type: number;
  readonly name: string;
  readonly key?: string;
  readonly openaiOrganization: string;
  readonly testModel: string;
  /** 1 enabled, 2 disabled by an admin, 3 disabled automatically. */
  readonly status: number;
  readonly weight: number;
  readonly priority: number;
  /** Unix seconds, as the other times. */
  readonly createdTime: number;
  readonly testTime: number;
  /** Milliseconds of the last test. */
  readonly responseTime: number;
  readonly baseUrl: string;
  readonly other: string;
  /** USD. */
  readonly balance: number;
  readonly balanceUpdatedTime: number;
  /** Comma list. */
  readonly models: string;
  /** Comma list. */
  readonly group: string;
  readonly usedQuota: number;
  /** JSON object text, or empty; as the other mappings and overrides. */
  readonly modelMapping: string;
  readonly statusCodeMapping: string;
  /** 1 or 0. */
  readonly autoBan: number;
  /** Why the channel was last disabled or enabled automatically. */
  readonly otherInfo: string;
  readonly tag: string;
  readonly setting: string;
  readonly paramOverride: string;
  readonly headerOverride: string;
  readonly remark: string;
  readonly maxInputTokens: number;
  /**
   * Multi-key state (never a key), the stored `channel_info` document; lists
   * leave out per-key disable reasons and times, as the established gateway does.
   */
  readonly channelInfo: ChannelInfo;
  readonly settings: string;
}

export type ChannelPage = Page<ChannelView>;

/** The channel's key text; a key no configured secret key opens is an error that names the channel and the likely cause. */
export function openChannelKey(box: SecretBox, channel: ChannelRecord): string {
  return openStored(box, channel.keyCiphertext, `channel ${channel.id}'s key`);
}

/** Without the key (lists, answers to changes). */
export const channelView = (c: ChannelRecord): ChannelView => ({
  id: c.id,
  type: c.type,
  name: c.name,
  openaiOrganization: c.openaiOrganization,
  testModel: c.testModel,
  status: c.status,
  weight: c.weight,
  priority: c.priority,
  createdTime: c.createdTime,
  testTime: c.testTime,
  responseTime: c.responseTime,
  baseUrl: c.baseUrl,
  other: c.other,
  balance: c.balance,
  balanceUpdatedTime: c.balanceUpdatedTime,
  models: c.models,
  group: c.group,
  usedQuota: c.usedQuota,
  modelMapping: c.modelMapping,
  statusCodeMapping: c.statusCodeMapping,
  autoBan: c.autoBan,
  otherInfo: c.otherInfo,
  tag: c.tag,
  setting: c.setting,
  paramOverride: c.paramOverride,
  // Often a credential: its values only where the key is shown (rules/header-override.ts).
  headerOverride: maskedHeaderOverride(c.headerOverride),
  remark: c.remark,
  maxInputTokens: c.maxInputTokens,
  channelInfo: listedInfo(parseChannelInfo(c.channelInfo)),
  settings: c.settings,
});

/** With the key opened: callers check the caller is an admin first. */
export const channelViewWithKey = (box: SecretBox, c: ChannelRecord): ChannelView => ({
  ...channelView(c),
  channelInfo: parseChannelInfo(c.channelInfo),
  headerOverride: c.headerOverride,
  key: openChannelKey(box, c),
});
