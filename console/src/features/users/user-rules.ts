import { isRoot, ROLE } from '../../lib/roles';

/** Spec 01 §4: user status values; any other is unknown. */
export const USER_STATUS = { enabled: 1, disabled: 2, locked: 3 } as const;

export type StatusKey = 'status.enabled' | 'status.disabled' | 'status.locked' | 'status.unknown';

/** The translation key (users namespace) of a status. */
export function statusKey(status: number): StatusKey {
  if (status === USER_STATUS.enabled) return 'status.enabled';
  if (status === USER_STATUS.disabled) return 'status.disabled';
  if (status === USER_STATUS.locked) return 'status.locked';
  return 'status.unknown';
}

export type ManageAction = 'promote' | 'demote' | 'disable' | 'enable' | 'delete';

/** One action button of a row: whether it is shown, and whether it may be pressed. */
export interface ActionState {
  readonly shown: boolean;
  readonly enabled: boolean;
}

export interface Target {
  readonly id: number;
  readonly role: number;
  readonly status: number;
  readonly deletedAt?: string | null | undefined;
}

/** Spec 01 §6 as the server reports it: an admin acts only on users below their own role; the super admin on anyone. */
export const outranks = (callerRole: number, targetRole: number): boolean => isRoot(callerRole) || callerRole > targetRole;

/**
 * The row's buttons (spec 01 §4, §6). Logged-off users have none. Enable is
 * shown for any status but enabled, and is disabled for status 3; disable
 * for enabled users. Promote only for ordinary users and only to the super
 * admin; demote only for admins. Nobody disables, logs off or demotes the
 * super admin, and nobody acts on users of their own or a higher role, or on themselves.
 */
export function rowActions(caller: { id: number; role: number }, target: Target): Record<ManageAction, ActionState> & { edit: ActionState } {
  const none: ActionState = { shown: false, enabled: false };
  if (target.deletedAt) return { promote: none, demote: none, disable: none, enable: none, delete: none, edit: none };
  const may = caller.id !== target.id && outranks(caller.role, target.role);
  const targetIsRoot = isRoot(target.role);
  const enabled = target.status === USER_STATUS.enabled;
  return {
    edit: { shown: true, enabled: may },
    promote: { shown: target.role < ROLE.admin, enabled: may && isRoot(caller.role) },
    demote: { shown: target.role >= ROLE.admin, enabled: may && !targetIsRoot },
    disable: { shown: enabled, enabled: may && !targetIsRoot },
    enable: { shown: !enabled, enabled: may && target.status !== USER_STATUS.locked },
    delete: { shown: true, enabled: may && !targetIsRoot },
  };
}
