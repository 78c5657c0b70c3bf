import type { ChannelRecord } from './channel-records';
import {
  formatChannelInfo,
  hasEnabledKey,
  isMultiKeyMode,
  keysOf,
  multiKeyInfo,
  parseChannelInfo,
  resizedInfo,
  type ChannelInfo,
  type MultiKeyMode,
} from './rules/multi-key';
import { ALL_KEYS_DISABLED, otherInfoAfter } from './rules/channel-status-rules';
import { enableAutoDisabledKeys } from './multi-key-admin';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError } from '../../platform/errors';
import { openChannelKey } from './view';

/*
 * The multi-key parts of a channel form (the established gateway's
 * `mode: "multi_to_single"`, `multi_key_mode`, `key_mode`): keys are sealed
 * as one text, one key per line; `channel_info` keeps the key-free state.
 */

/** `random` (default) or `polling`. */
export function multiKeyModeOf(value: unknown): MultiKeyMode {
  if (value === undefined || value === null || value === '') return 'random';
  if (!isMultiKeyMode(value)) throw new AppError('invalid', 'multi_key_mode is random or polling');
  return value;
}

/** A new multi-key channel's key text (one key per line) and `channel_info`. */
export function newMultiKey(key: string, mode: MultiKeyMode): { keyText: string; channelInfo: string } {
  const keys = keysOf(key);
  if (keys.length === 0) throw new AppError('invalid', 'please fill in channel name and key');
  return { keyText: keys.join('\n'), channelInfo: formatChannelInfo(multiKeyInfo(keys.length, mode)) };
}

export interface MultiKeyUpdate {
  /** The key text as sent ('' keeps the stored keys). */
  readonly key: string;
  /** `replace` (default) or `append` (adds the new keys not already there). */
  readonly keyMode: unknown;
  readonly multiKeyMode: unknown;
}

/**
 * What a full update changes in a multi-key channel: the key text (replaced
 * or appended to) and `channel_info` resized to the new key count, per-key
 * statuses of keys that are gone dropped. A single-key channel keeps its
 * `channel_info`. Opens the stored keys only to append.
 */
export function multiKeyUpdate(box: SecretBox, before: ChannelRecord, update: MultiKeyUpdate): { keyText?: string; channelInfo?: string } {
  const info = parseChannelInfo(before.channelInfo);
  if (update.keyMode !== undefined && update.keyMode !== null && update.keyMode !== '' && update.keyMode !== 'append' && update.keyMode !== 'replace') {
    throw new AppError('invalid', 'key_mode is append or replace');
  }
  if (!info.is_multi_key) return update.key === '' ? {} : { keyText: update.key };
  const mode =
    update.multiKeyMode === undefined || update.multiKeyMode === null || update.multiKeyMode === '' ? info.multi_key_mode : multiKeyModeOf(update.multiKeyMode);
  if (update.key === '') return { channelInfo: formatChannelInfo({ ...info, multi_key_mode: mode }) };
  const sent = keysOf(update.key);
  const appending = update.keyMode === 'append';
  const stored = appending ? keysOf(openChannelKey(box, before)) : [];
  const keys = [...stored, ...sent.filter((k, i) => !stored.includes(k) && sent.indexOf(k) === i)];
  if (keys.length === 0) throw new AppError('invalid', 'please fill in channel name and key');
  // Appending keeps the stored keys where they are, so their per-key statuses still name them; new keys replacing
  // the old ones start enabled, since a status at an index described the key that was there.
  const next = appending ? resizedInfo({ ...info, multi_key_mode: mode }, keys.length) : multiKeyInfo(keys.length, mode);
  return { keyText: keys.join('\n'), channelInfo: formatChannelInfo(next) };
}

/**
 * What enabling a channel does to its keys: a multi-key channel whose every
 * key is off gets back the keys the monitor disabled (the admin says it works
 * again). `{}` when nothing changes; null when every key was disabled by an
 * admin, so the channel would have no key to use.
 */
export function keysOnEnable(channelInfo: string): { channelInfo?: string } | null {
  const info = parseChannelInfo(channelInfo);
  if (!info.is_multi_key || hasEnabledKey(info)) return {};
  const revived = enableAutoDisabledKeys(info);
  return hasEnabledKey(revived) ? { channelInfo: formatChannelInfo(revived) } : null;
}

export const EVERY_KEY_OFF = 'every key of this channel was disabled by an admin: enable a key first';

/**
 * The channel's status and `other_info` once its keys are `info`: a
 * multi-key channel follows them, up (its reason cleared) while any key is
 * enabled, down with "All keys are disabled" once none is; a channel an
 * admin disabled, or a single-key one, stays as it is.
 */
export function statusFollowingKeys(before: ChannelRecord, info: ChannelInfo, now: number): { status: number; otherInfo: string } {
  if (!info.is_multi_key) return { status: before.status, otherInfo: before.otherInfo };
  const up = hasEnabledKey(info);
  if (before.status === 1 && !up)
    return { status: 3, otherInfo: otherInfoAfter({ kind: 'disable', reason: ALL_KEYS_DISABLED, statusTime: now }, before.otherInfo) };
  if (before.status === 3 && up) return { status: 1, otherInfo: otherInfoAfter({ kind: 'enable', reason: 'a key is enabled' }, before.otherInfo) };
  return { status: before.status, otherInfo: before.otherInfo };
}
