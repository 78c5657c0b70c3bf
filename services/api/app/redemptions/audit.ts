import { randomUUID } from 'node:crypto';
import { auditStreamId, type ConfigChanged } from '../../../../schema/events/audit';
import type { RedemptionRecord } from '../../../redemptions/redemption-records';
import type { Actor } from '../../../shared/actor';
import { eventActor } from '../accounts/audit';

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
  return {
    eventId: randomUUID(),
    type: 'ConfigChanged',
    schemaVersion: 2,
    streamId: auditStreamId('redemption', String(id)),
    occurredAt: now.toISOString(),
    correlationId: null,
    causationId: null,
    actor: eventActor(actor),
    data: { entity: 'redemption', entityId: String(id), before: (before ?? null) as never, after: (after ?? null) as never, reason },
  };
}
