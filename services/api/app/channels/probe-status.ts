import { findChannelById, rebuildAbilities, updateChannel, type ChannelRecord } from '../../../channels/channel-records';
import { otherInfoAfter, type ChannelHealthSettings, type StatusDecision } from '../../../channels/channel-status-rules';
import type { Actor } from '../../../shared/actor';
import type { ChannelsDeps } from './deps';
import { auditedChannel, channelChanged } from './audit';
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

/** Decides on the locked row and applies the decision; answers what changed (null: nothing, or the channel is gone). */
export async function applyStatusDecision(deps: ChannelsDeps, id: number, decide: (channel: ChannelRecord) => StatusDecision): Promise<StatusChange> {
  const now = deps.clock();
  const change = await deps.db.transaction(async (tx): Promise<StatusChange> => {
    const before = await findChannelById(tx, id, true);
    if (!before) return null;
    const decision = decide(before);
    if (decision.kind === 'keep') return null;
    const status = decision.kind === 'disable' ? 3 : 1;
    const after = (await updateChannel(tx, id, { status, otherInfo: otherInfoAfter(decision, before.otherInfo) }))!;
    await rebuildAbilities(tx, [id]);
    const reason = decision.kind === 'disable' ? `disabled automatically: ${decision.reason}` : `enabled automatically: ${decision.reason}`;
    await deps.recordAudit(tx, [channelChanged(CHANNEL_MONITOR, id, auditedChannel(before), auditedChannel(after), reason, now)]);
    if (decision.kind === 'disable') await noticeChannelDisabled(tx, { id, name: after.name }, decision.reason, now);
    return decision.kind === 'disable' ? 'disabled' : 'enabled';
  });
  if (change !== null) deps.auditCommitted();
  return change;
}
