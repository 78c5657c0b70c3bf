import { describe, expect, it } from 'vitest';
import { decideManage, mayCreateRole, outranks, refuseActOn, USER_STATUS, type ManageAction } from '../../../../services/features/accounts/rules/manage-user';
import { ROLE } from '../../../../services/platform/actor';

const user = (role: number, status: number = USER_STATUS.enabled, deleted = false) => ({ role, status, deleted });

describe('user level rules (spec 01 section 6)', () => {
  it('lets a caller act only on users below their role, the super admin on anyone', () => {
    expect(outranks(ROLE.admin, ROLE.user)).toBe(true);
    expect(outranks(ROLE.admin, ROLE.admin)).toBe(false);
    expect(outranks(ROLE.admin, ROLE.root)).toBe(false);
    expect(outranks(ROLE.root, ROLE.root)).toBe(true);
    expect(outranks(ROLE.user, ROLE.user)).toBe(false);
  });

  it.each<[string, number, ReturnType<typeof user>, ManageAction, { role: number; status: number; delete: boolean } | string]>([
    ['admin disables a user', ROLE.admin, user(ROLE.user), 'disable', { role: 1, status: 2, delete: false }],
    ['admin enables a disabled user', ROLE.admin, user(ROLE.user, 2), 'enable', { role: 1, status: 1, delete: false }],
    ['nobody re-enables status 3', ROLE.root, user(ROLE.user, 3), 'enable', 'this user cannot be re-enabled'],
    ['admin logs a user off', ROLE.admin, user(ROLE.user), 'delete', { role: 1, status: 1, delete: true }],
    ['admin cannot promote', ROLE.admin, user(ROLE.user), 'promote', 'only the super admin promotes users'],
    ['root promotes a user', ROLE.root, user(ROLE.user), 'promote', { role: 10, status: 1, delete: false }],
    ['root cannot promote an admin again', ROLE.root, user(ROLE.admin), 'promote', 'this user is already an admin'],
    ['root demotes an admin', ROLE.root, user(ROLE.admin), 'demote', { role: 1, status: 1, delete: false }],
    ['demoting a user fails', ROLE.root, user(ROLE.user), 'demote', 'this user is already an ordinary user'],
    ['admin cannot touch an admin', ROLE.admin, user(ROLE.admin), 'disable', 'you cannot manage a user of the same or a higher role'],
    ['root cannot disable root', ROLE.root, user(ROLE.root), 'disable', 'the super admin cannot be disabled'],
    ['root cannot log root off', ROLE.root, user(ROLE.root), 'delete', 'the super admin cannot be logged off'],
    ['root cannot demote root', ROLE.root, user(ROLE.root), 'demote', 'the super admin cannot be demoted'],
    ['a logged-off user stays logged off', ROLE.root, user(ROLE.user, 1, true), 'enable', 'this user has logged off; nothing more can be done to the account'],
  ])('%s', (_name, callerRole, target, action, expected) => {
    const decision = decideManage(callerRole, target, action);
    if (typeof expected === 'string') expect(decision).toEqual({ ok: false, message: expected });
    else expect(decision).toEqual({ ok: true, ...expected });
  });

  it('refuses a money or account change unless the caller outranks the target: an admin never on itself, another admin or the super admin', () => {
    const admin = { userId: 3, role: ROLE.admin };
    expect(refuseActOn(admin, { id: 3, role: ROLE.admin })).toBe('you cannot change your own account or quota');
    expect(refuseActOn(admin, { id: 4, role: ROLE.admin })).toBe('you cannot manage a user of the same or a higher role');
    expect(refuseActOn(admin, { id: 1, role: ROLE.root })).toBe('you cannot manage a user of the same or a higher role');
    expect(refuseActOn(admin, { id: 2, role: ROLE.user })).toBeNull();
    // A demoted admin's own id is still itself.
    expect(refuseActOn({ userId: 2, role: ROLE.user }, { id: 2, role: ROLE.user })).toBe('you cannot change your own account or quota');
    // The super admin acts on anyone (the established gateway's root exemption), as does the system.
    expect(refuseActOn({ userId: 1, role: ROLE.root }, { id: 3, role: ROLE.admin })).toBeNull();
    expect(refuseActOn({ userId: 1, role: ROLE.root }, { id: 1, role: ROLE.root })).toBeNull();
    expect(refuseActOn({ userId: null, role: ROLE.root }, { id: 1, role: ROLE.root })).toBeNull();
  });

  it('lets a caller create users only below their own role', () => {
    expect(mayCreateRole(ROLE.admin, ROLE.user)).toBe(true);
    expect(mayCreateRole(ROLE.admin, ROLE.admin)).toBe(false);
    expect(mayCreateRole(ROLE.root, ROLE.admin)).toBe(true);
    expect(mayCreateRole(ROLE.root, ROLE.root)).toBe(false);
  });
});
