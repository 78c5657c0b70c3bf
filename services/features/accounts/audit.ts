import type { ConfigChanged } from '../../../schema/events/audit';
import type { UserRecord } from './user-records';
import type { Actor } from '../../platform/actor';
import { configChanged, eventActor } from '../../platform/audit';

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
  return configChanged(eventActor(actor), { entity: 'user', entityId: String(userId), before, after, reason }, now);
}
