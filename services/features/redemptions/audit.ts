import type { ConfigChanged } from '../../../schema/events/audit';
import type { RedemptionRecord } from './redemption-records';
import type { Actor } from '../../platform/actor';
import { configChanged, eventActor } from '../../platform/audit';

/** What an audit event keeps of a code: everything but the code itself, which is a secret (T16). */
export function auditedRedemption(code: RedemptionRecord | null, deleted = false): Record<string, unknown> | null {
  if (code === null) return null;
  return {
    name: code.name,
    status: code.status,
    quota: code.quota,
    expired_time: code.expiredTime,
    used_user_id: code.usedUserId,
    redeemed_time: code.redeemedTime,
    deleted,
  };
}

export function redemptionChanged(actor: Actor, id: number, before: unknown, after: unknown, reason: string | null, now: Date): ConfigChanged {
  return configChanged(eventActor(actor), { entity: 'redemption', entityId: String(id), before, after, reason }, now);
}
