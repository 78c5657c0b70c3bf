import { randomUUID } from 'node:crypto';
import { auditStreamId, type AuditedEntity, type ConfigChanged } from '../../schema/events/audit';
import type { EventActor } from '../../schema/events/envelope';
import type { Actor } from './actor';

/*
 * The one way to write an audit event (ARCHITECTURE decision 1): who changed
 * which entity, from what, to what, and why. Producers redact secrets in
 * `before` and `after` before they get here.
 */

/** Who an event names for an application actor; no secret travels with it. */
export function eventActor(actor: Actor): EventActor {
  switch (actor.kind) {
    case 'user':
      return { kind: 'user', userId: actor.userId, role: actor.role };
    case 'system':
      return { kind: 'system', reason: actor.reason };
    case 'anonymous':
      return { kind: 'anonymous' };
  }
}

export interface ConfigChange {
  readonly entity: AuditedEntity;
  readonly entityId: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly reason: string | null;
}

/** A ConfigChanged event in the entity's audit stream, stamped with the caller's clock reading. */
export function configChanged(by: EventActor, change: ConfigChange, now: Date): ConfigChanged {
  return {
    eventId: randomUUID(),
    type: 'ConfigChanged',
    schemaVersion: 2,
    streamId: auditStreamId(change.entity, change.entityId),
    occurredAt: now.toISOString(),
    correlationId: null,
    causationId: null,
    actor: by,
    data: {
      entity: change.entity,
      entityId: change.entityId,
      before: (change.before ?? null) as never,
      after: (change.after ?? null) as never,
      reason: change.reason,
    },
  };
}
