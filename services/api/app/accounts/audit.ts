import { randomUUID } from 'node:crypto';
import { auditStreamId, type ConfigChanged } from '../../../../schema/events/audit';
import type { EventActor } from '../../../../schema/events/envelope';
import type { UserRecord } from '../../../accounts/user-records';
import type { Actor } from '../../../shared/actor';

/** The event actor for an application actor. */
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

/** What an audit event keeps of a user: who and what, never a password hash or token. */
export function auditedUser(user: UserRecord | null): Record<string, unknown> | null {
  if (user === null) return null;
  return {
    username: user.username,
    display_name: user.displayName,
    role: user.role,
    status: user.status,
    group: user.group,
    email: user.email,
    deleted: user.deletedAt !== null,
  };
}

export function userChanged(actor: Actor, userId: number, before: unknown, after: unknown, reason: string | null, now: Date): ConfigChanged {
  return {
    eventId: randomUUID(),
    type: 'ConfigChanged',
    schemaVersion: 2,
    streamId: auditStreamId('user', String(userId)),
    occurredAt: now.toISOString(),
    correlationId: null,
    causationId: null,
    actor: eventActor(actor),
    data: { entity: 'user', entityId: String(userId), before: (before ?? null) as never, after: (after ?? null) as never, reason },
  };
}
