import { findChannelById, rebuildAbilities, updateChannel, type ChannelRecord } from './channel-records';
import { keysOf, formatChannelInfo, parseChannelInfo, type ChannelInfo, type KeyStatus } from './rules/multi-key';
import { disableAllKeys, dropKeys, enableAllKeys, keyStatusPage, setKeyStatusByAdmin, type KeyStatusPage } from './multi-key-admin';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import type { SqlSession } from '../../platform/ports/sql';
import { positiveId } from '../../platform/input-checks';
import { auditedChannel, channelChanged } from './audit';
import { integerOf } from './channel-input';
import type { ChannelsDeps } from './deps';
import { admin, NOT_FOUND } from './manage';
import { statusFollowingKeys } from './multi-key-input';
import { openChannelKey } from './view';

/*
 * The keys of a multi-key channel, one at a time (the established gateway's
 * `POST /api/channel/multi_key/manage`): list them with their status, enable
 * or disable one or all, delete one or those the monitor disabled. Each
 * change locks the channel row, keeps the channel's status in step with its
 * keys (up while any key is enabled, down with "All keys are disabled" once
 * none is; a channel an admin disabled stays so) and records one audit event
 * without the key, in one transaction.
 */

export const KEY_ACTIONS = [
  'get_key_status',
  'disable_key',
  'enable_key',
  'enable_all_keys',
  'disable_all_keys',
  'delete_key',
  'delete_disabled_keys',
] as const;
export type KeyAction = (typeof KEY_ACTIONS)[number];

/** An action on the keys of a multi-key channel, checked here (it may come straight from a JSON body); the messages name the fields as the established console does. */
export interface KeyManageInput {
  readonly channelId?: unknown;
  readonly action?: unknown;
  /** The key an action on one key means, from 0. */
  readonly keyIndex?: unknown;
  /** `get_key_status`: the page (from 1), its size (50 unless asked, up to 1000) and a status to show only. */
  readonly page?: unknown;
  readonly pageSize?: unknown;
  readonly status?: unknown;
}

/** What an action answers: the page of keys, or what changed (`count` for the actions on many keys). */
export type KeyManageResult =
  { readonly kind: 'page'; readonly page: KeyStatusPage } | { readonly kind: 'changed'; readonly message: string; readonly count: number | null };

const isKeyAction = (value: unknown): value is KeyAction => KEY_ACTIONS.includes(value as KeyAction);

const absent = (value: unknown): boolean => value === undefined || value === null || value === '';

function wholeNumber(value: unknown, name: string, fallback: number, max: number): number {
  if (absent(value)) return fallback;
  const n = integerOf(value);
  if (n === null || n < 1 || n > max) throw new AppError('invalid', `${name} is a whole number from 1 to ${max}`);
  return n;
}

function statusFilter(value: unknown): KeyStatus | null {
  if (absent(value)) return null;
  const n = integerOf(value);
  if (n === 1 || n === 2 || n === 3) return n;
  throw new AppError('invalid', 'status is 1 (enabled), 2 (disabled by an admin) or 3 (disabled automatically)');
}

function keyIndexOf(value: unknown, info: ChannelInfo): number {
  if (absent(value)) throw new AppError('invalid', 'key_index is required');
  const n = integerOf(value);
  if (n === null || n < 0 || n >= info.multi_key_size) throw new AppError('invalid', 'key_index is out of range');
  return n;
}

/** The new state of the channel an action leaves: its keys (when they changed), their states, and what to say. */
interface KeyChange {
  readonly keys?: readonly string[];
  readonly info: ChannelInfo;
  readonly message: string;
  readonly count: number | null;
  /** The audit event's reason. */
  readonly reason: string;
}

function changeFor(action: Exclude<KeyAction, 'get_key_status'>, keys: readonly string[], info: ChannelInfo, input: KeyManageInput, now: number): KeyChange {
  switch (action) {
    case 'disable_key':
    case 'enable_key': {
      const index = keyIndexOf(input.keyIndex, info);
      const enabled = action === 'enable_key';
      const verb = enabled ? 'enabled' : 'disabled';
      return { info: setKeyStatusByAdmin(info, index, enabled, now), message: `key ${verb}`, count: null, reason: `key #${index + 1} ${verb} by an admin` };
    }
    case 'enable_all_keys': {
      const { info: next, count } = enableAllKeys(info);
      if (count === 0) throw new AppError('invalid', 'no key is disabled');
      return { info: next, message: `enabled ${count} keys`, count, reason: 'every key enabled by an admin' };
    }
    case 'disable_all_keys': {
      const { info: next, count } = disableAllKeys(info, now);
      if (count === 0) throw new AppError('invalid', 'no key is enabled');
      return { info: next, message: `disabled ${count} keys`, count, reason: 'every key disabled by an admin' };
    }
    case 'delete_key': {
      const index = keyIndexOf(input.keyIndex, info);
      if (keys.length <= 1) throw new AppError('invalid', 'the last key cannot be deleted');
      const dropped = dropKeys(keys, info, (at) => at === index);
      return { keys: dropped.keys, info: dropped.info, message: 'key deleted', count: null, reason: `key #${index + 1} deleted by an admin` };
    }
    case 'delete_disabled_keys': {
      const dropped = dropKeys(keys, info, (_at, status) => status === 3);
      if (dropped.dropped === 0) throw new AppError('invalid', 'no key was disabled automatically');
      if (dropped.keys.length === 0) throw new AppError('invalid', 'every key was disabled automatically; the last key cannot be deleted');
      return {
        keys: dropped.keys,
        info: dropped.info,
        message: `deleted ${dropped.dropped} keys disabled automatically`,
        count: dropped.dropped,
        reason: `${dropped.dropped} keys disabled automatically deleted by an admin`,
      };
    }
  }
}

async function multiKeyChannel(tx: SqlSession, id: number, lock: boolean): Promise<{ channel: ChannelRecord; info: ChannelInfo }> {
  const channel = await findChannelById(tx, id, lock);
  if (!channel) throw new AppError('not_found', NOT_FOUND);
  const info = parseChannelInfo(channel.channelInfo);
  if (!info.is_multi_key) throw new AppError('invalid', 'the channel is not a multi-key channel');
  return { channel, info };
}

export async function manageChannelKeys(deps: ChannelsDeps, actor: Actor, input: KeyManageInput): Promise<KeyManageResult> {
  admin(actor);
  const id = positiveId(input.channelId, 'channel_id');
  if (!isKeyAction(input.action)) throw new AppError('invalid', `action is one of ${KEY_ACTIONS.join(', ')}`);
  const action = input.action;
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx): Promise<KeyManageResult> => {
    const { channel, info } = await multiKeyChannel(tx, id, action !== 'get_key_status');
    const keys = keysOf(openChannelKey(deps.secretBox, channel));
    if (action === 'get_key_status') {
      const query = {
        page: wholeNumber(input.page, 'page', 1, 1_000_000),
        pageSize: wholeNumber(input.pageSize, 'page_size', 50, 1000),
        status: statusFilter(input.status),
      };
      return { kind: 'page', page: keyStatusPage(keys, info, query) };
    }
    const seconds = Math.floor(now.getTime() / 1000);
    const change = changeFor(action, keys, info, input, seconds);
    // Asked for what already is (a key enabled again): nothing to write or audit.
    if (change.keys === undefined && formatChannelInfo(change.info) === formatChannelInfo(info))
      return { kind: 'changed', message: change.message, count: change.count };
    const { status, otherInfo } = statusFollowingKeys(channel, change.info, seconds);
    const after = (await updateChannel(tx, id, {
      status,
      otherInfo,
      channelInfo: formatChannelInfo(change.info),
      ...(change.keys !== undefined && { keyCiphertext: deps.secretBox.seal(change.keys.join('\n')) }),
    }))!;
    if (status !== channel.status) await rebuildAbilities(tx, [id]);
    await deps.recordAudit(tx, [channelChanged(actor, id, auditedChannel(channel), auditedChannel(after), change.reason, now)]);
    return { kind: 'changed', message: change.message, count: change.count };
  });
  if (result.kind === 'changed') deps.auditCommitted();
  return result;
}
