import { AppError } from '../../../platform/errors';
import { ROLE, type Actor, type RoleLevel } from '../../../platform/actor';
import { USER_STATUS } from './manage-user';

/*
 * Whether a stored user may act right now, and as whom: the one rule every
 * way of naming a user goes through (a session, an access token, an OAuth
 * state that remembers who asked).
 */

const ROLES: readonly number[] = Object.values(ROLE);

export interface StoredUser {
  readonly id: number;
  readonly role: number;
  readonly status: number;
  readonly deletedAt: Date | null;
}

/** The user's actor, or why they may not act: logged off, disabled, or holding no known role. */
export function userActor(
  user: StoredUser,
): { readonly ok: true; readonly actor: Extract<Actor, { kind: 'user' }> } | { readonly ok: false; readonly refusal: AppError } {
  if (user.deletedAt !== null) return { ok: false, refusal: new AppError('unauthenticated', 'this account has been logged off') };
  if (user.status !== USER_STATUS.enabled) return { ok: false, refusal: new AppError('forbidden', 'this user is disabled') };
  if (!ROLES.includes(user.role)) return { ok: false, refusal: new AppError('forbidden', 'this account has no valid role') };
  return { ok: true, actor: { kind: 'user', userId: user.id, role: user.role as RoleLevel } };
}
