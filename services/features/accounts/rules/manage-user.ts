import { ROLE } from '../../../platform/actor';

/*
 * Who may do what to whom (spec 01 section 6, server-behaviour 6.7), as pure
 * decisions. An admin acts only on users below their own role; the super
 * admin on anyone, but nobody disables, logs off or demotes a super admin,
 * and only the super admin promotes.
 */

export const USER_STATUS = { enabled: 1, disabled: 2, locked: 3 } as const;

export const MANAGE_ACTIONS = ['promote', 'demote', 'disable', 'enable', 'delete'] as const;
export type ManageAction = (typeof MANAGE_ACTIONS)[number];

export interface ManagedUser {
  readonly role: number;
  readonly status: number;
  readonly deleted: boolean;
}

export type ManageDecision =
  { readonly ok: true; readonly role: number; readonly status: number; readonly delete: boolean } | { readonly ok: false; readonly message: string };

const refuse = (message: string): ManageDecision => ({ ok: false, message });

/** May a caller of `callerRole` act on (read, edit, manage) a user of `targetRole`? */
export const outranks = (callerRole: number, targetRole: number): boolean => callerRole >= ROLE.root || callerRole > targetRole;

/**
 * The user level rule of every mutation that changes another user's money or
 * account (the user editor, manage and log-off, quota adjustments, an admin's
 * top-up completion): the caller must outrank the target, so an admin never
 * acts on itself, another admin or the super admin; the super admin (the
 * established gateway's root exemption) acts on anyone. Null when allowed,
 * else why not.
 */
export function refuseActOn(
  caller: { readonly userId: number | null; readonly role: number },
  target: { readonly id: number; readonly role: number },
): string | null {
  if (caller.role >= ROLE.root) return null;
  if (caller.userId === target.id) return 'you cannot change your own account or quota';
  if (!outranks(caller.role, target.role)) return 'you cannot manage a user of the same or a higher role';
  return null;
}

export function decideManage(callerRole: number, target: ManagedUser, action: ManageAction): ManageDecision {
  if (target.deleted) return refuse('this user has logged off; nothing more can be done to the account');
  if (!outranks(callerRole, target.role)) return refuse('you cannot manage a user of the same or a higher role');
  const keep = { ok: true as const, role: target.role, status: target.status, delete: false };
  switch (action) {
    case 'disable':
      if (target.role >= ROLE.root) return refuse('the super admin cannot be disabled');
      return { ...keep, status: USER_STATUS.disabled };
    case 'enable':
      if (target.status === USER_STATUS.locked) return refuse('this user cannot be re-enabled');
      return { ...keep, status: USER_STATUS.enabled };
    case 'delete':
      if (target.role >= ROLE.root) return refuse('the super admin cannot be logged off');
      return { ...keep, delete: true };
    case 'promote':
      if (callerRole < ROLE.root) return refuse('only the super admin promotes users');
      if (target.role >= ROLE.admin) return refuse('this user is already an admin');
      return { ...keep, role: ROLE.admin };
    case 'demote':
      if (target.role >= ROLE.root) return refuse('the super admin cannot be demoted');
      if (target.role < ROLE.admin) return refuse('this user is already an ordinary user');
      return { ...keep, role: ROLE.user };
    default: {
      const unknown: never = action;
      return refuse(`unknown action ${String(unknown)}`);
    }
  }
}

/** The role a new user created by a caller of `callerRole` may have: below the caller's own. */
export const mayCreateRole = (callerRole: number, role: number): boolean => role < callerRole;
