import { describe, expect, it } from 'vitest';
import { ROLE, requireAccess, type Actor } from '../../../services/platform/actor';
import { AppError } from '../../../services/platform/errors';

/* The one access check of the application layer: unauthenticated for a guest, forbidden (with the feature's message) for a signed-in caller below the access. */

const guest: Actor = { kind: 'anonymous' };
const user: Actor = { kind: 'user', userId: 2, role: ROLE.user };
const admin: Actor = { kind: 'user', userId: 3, role: ROLE.admin };
const system: Actor = { kind: 'system', reason: 'test' };

const refusal = (run: () => void): { kind: string; message: string } | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { kind: error.kind, message: error.message };
  }
};

describe('requireAccess', () => {
  it('lets through whoever allows() lets through', () => {
    for (const actor of [admin, system]) expect(refusal(() => requireAccess('admin', actor, 'only admins manage things'))).toBeNull();
    for (const actor of [guest, user, admin, system]) expect(refusal(() => requireAccess('public', actor))).toBeNull();
    expect(refusal(() => requireAccess('user', user))).toBeNull();
  });

  it('asks a guest to sign in, and tells a signed-in caller what they may not do', () => {
    expect(refusal(() => requireAccess('admin', guest, 'only admins manage things'))).toEqual({ kind: 'unauthenticated', message: 'sign in to do this' });
    expect(refusal(() => requireAccess('user', guest))).toEqual({ kind: 'unauthenticated', message: 'sign in to do this' });
    expect(refusal(() => requireAccess('admin', user, 'only admins manage things'))).toEqual({ kind: 'forbidden', message: 'only admins manage things' });
    expect(refusal(() => requireAccess('root', admin))).toEqual({ kind: 'forbidden', message: 'your role does not allow this' });
  });
});
