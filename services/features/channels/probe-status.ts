import { findChannelById, rebuildAbilities, updateChannel, type ChannelRecord } from './channel-records';
import { ALL_KEYS_DISABLED, otherInfoAfter, type ChannelHealthSettings, type StatusDecision } from './rules/channel-status-rules';
import { formatChannelInfo, keyStatusAfter, keyStatusOf, parseChannelInfo, type ChannelInfo } from './rules/multi-key';
import type { Actor } from '../../platform/actor';
import type { SqlSession } from '../../platform/ports/sql';
import type { ChannelsDeps } from './deps';
import { auditedChannel, channelChanged } from './audit';
import type { UsedKey } from './probe';
import { statusFollowingKeys } from './multi-key-input';
import { noticeChannelDisabled } from './root-notices';

/*
 * Applies an automatic status decision (server-behaviour 3.7-3.9) in one
 * transaction: the channel row (status, other_info), its abilities, a
 * ConfigChanged audit event whose reason says why, and for a disable a
 * notice to every super admin. The decision is taken again on the locked
 * row, so an admin's change made meanwhile wins.
 */

/** Who changes a channel's status automatically, in the audit event. */
export const CHANNEL_MONITOR: Actor = { kind: 'system', reason: 'channel monitor' };

/** What a status change did, for progress reports. */
export type StatusChange = 'disabled' | 'enabled' | null;

/** The options the decisions read, as they are now. */
export function healthSettings(deps: Pick<ChannelsDeps, 'options'>): ChannelHealthSettings {
  return {
    autoDisable: deps.options.get('AutomaticDisableChannelEnabled'),
    autoEnable: deps.options.get('AutomaticEnableChannelEnabled'),
    disableStatusCodes: deps.options.get('AutomaticDisableStatusCodes'),
    disableKeywords: deps.options.get('AutomaticDisableKeywords'),
    responseTimeThresholdSeconds: deps.options.get('ChannelDisableThreshold'),
  };
}

/** Decides on the locked row and applies the decision; answers what changed (null: nothing, the channel is gone, or its key or base URL changed since `usedKey` was read). */
export async function applyStatusDecision(
  deps: ChannelsDeps,
  id: number,
  decide: (channel: ChannelRecord) => StatusDecision,
  usedKey: UsedKey,
): Promise<StatusChange> {
  const now = deps.clock();
  // Whether an audit event was recorded: a key's change may leave the channel's status as it was.
  let audited = false;
  const recordAudit: ChannelsDeps['recordAudit'] = async (tx, events) => {
    audited = true;
    await deps.recordAudit(tx, events);
  };
  const change = await deps.db.transaction(async (tx): Promise<StatusChange> => {
    const before = await findChannelById(tx, id, true);
    if (!before) return null;
    // What was tested is no longer what the channel holds: an admin's edit meanwhile wins.
    if (before.keyCiphertext !== usedKey.sealedFrom || before.baseUrl !== usedKey.baseUrl) return null;
    const info = parseChannelInfo(before.channelInfo);
    if (info.is_multi_key && usedKey.index !== null)
      return applyKeyDecision({ ...deps, recordAudit }, tx, before, info, { ...usedKey, index: usedKey.index }, decide, now);
    const decision = decide(before);
    if (decision.kind === 'keep') return null;
    const status = decision.kind === 'disable' ? 3 : 1;
    const after = (await updateChannel(tx, id, { status, otherInfo: otherInfoAfter(decision, before.otherInfo) }))!;
    await rebuildAbilities(tx, [id]);
    const reason = decision.kind === 'disable' ? `disabled automatically: ${decision.reason}` : `enabled automatically: ${decision.reason}`;
    await recordAudit(tx, [channelChanged(CHANNEL_MONITOR, id, auditedChannel(before), auditedChannel(after), reason, now)]);
    if (decision.kind === 'disable') await noticeChannelDisabled(tx, { id, name: after.name }, decision.reason, now);
    return decision.kind === 'disable' ? 'disabled' : 'enabled';
  });
  if (audited) deps.auditCommitted();
  return change;
}

/**
 * A multi-key channel (server-behaviour 3.7): the decision is about the key
 * the test used, taken on that key's status. A failing key is disabled on
 * its own; the channel follows its keys, disabled ("All keys are disabled")
 * once none is enabled, and enabled again with the first key that passes.
 * If an admin disabled the channel or edited its keys since the test,
 * nothing changes.
 */
async function applyKeyDecision(
  deps: ChannelsDeps,
  tx: SqlSession,
  before: ChannelRecord,
  info: ChannelInfo,
  usedKey: UsedKey & { readonly index: number },
  decide: (channel: ChannelRecord) => StatusDecision,
  now: Date,
): Promise<StatusChange> {
  // An admin's change meanwhile wins: a channel they disabled, or keys they edited.
  if ((before.status !== 1 && before.status !== 3) || usedKey.index >= info.multi_key_size) return null;
  // An enabled key of a channel that is off stands for the channel: when it passes, the channel comes back.
  const keyStatus = keyStatusOf(info, usedKey.index);
  const decision = decide({ ...before, status: keyStatus === 1 && before.status === 3 ? 3 : keyStatus });
  if (decision.kind === 'keep') return null;
  const keyName = `key #${usedKey.index + 1}`;
  const nextInfo = keyStatusAfter(
    info,
    usedKey.index,
    decision.kind === 'disable' ? { kind: 'disable', reason: decision.reason, time: decision.statusTime } : { kind: 'enable' },
  );
  // The channel follows its keys, by the same rule as an admin's key changes.
  const { status, otherInfo } = statusFollowingKeys(before, nextInfo, Math.floor(now.getTime() / 1000));
  const change: StatusChange = status === before.status ? null : status === 3 ? 'disabled' : 'enabled';
  const after = (await updateChannel(tx, before.id, { status, otherInfo, channelInfo: formatChannelInfo(nextInfo) }))!;
  if (change !== null) await rebuildAbilities(tx, [before.id]);
  const keyReason = `${keyName} ${decision.kind === 'disable' ? 'disabled' : 'enabled'} automatically: ${decision.reason}`;
  const reason = change === 'disabled' ? `${keyReason}; ${ALL_KEYS_DISABLED}` : keyReason;
  await deps.recordAudit(tx, [channelChanged(CHANNEL_MONITOR, before.id, auditedChannel(before), auditedChannel(after), reason, now)]);
  // The super admins hear when the channel goes down; a key that goes on its own is in the audit log and the channel's key list.
  if (change === 'disabled') await noticeChannelDisabled(tx, { id: before.id, name: after.name }, `${keyName}: ${decision.reason}; ${ALL_KEYS_DISABLED}`, now);
  return change;
}
