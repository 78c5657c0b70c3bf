import { describe, expect, it } from 'vitest';
import { decideExternalSignIn } from '../../../../../services/features/accounts/oauth/decide';

/* Login vs bind vs sign-up for an external identity (spec 01 section 4). */

const holder = (id: number, status = 1, loggedOff = false) => ({ id, status, loggedOff });

describe('decideExternalSignIn', () => {
  it('binds for a signed-in caller unless another user holds the identity', () => {
    expect(decideExternalSignIn({ callerId: 7, holder: null, registerEnabled: false })).toEqual({ kind: 'bind', userId: 7 });
    expect(decideExternalSignIn({ callerId: 7, holder: holder(7), registerEnabled: true })).toEqual({ kind: 'bind', userId: 7 });
    expect(decideExternalSignIn({ callerId: 7, holder: holder(8), registerEnabled: true })).toEqual({ kind: 'held_by_another' });
  });

  it('signs the holder in when enabled and not logged off', () => {
    expect(decideExternalSignIn({ callerId: null, holder: holder(8), registerEnabled: false })).toEqual({ kind: 'sign_in', userId: 8 });
    expect(decideExternalSignIn({ callerId: null, holder: holder(8, 2), registerEnabled: true })).toEqual({ kind: 'disabled' });
    expect(decideExternalSignIn({ callerId: null, holder: holder(8, 1, true), registerEnabled: true })).toEqual({ kind: 'logged_off' });
  });

  it('signs a newcomer up only when registration is open', () => {
    expect(decideExternalSignIn({ callerId: null, holder: null, registerEnabled: true })).toEqual({ kind: 'sign_up' });
    expect(decideExternalSignIn({ callerId: null, holder: null, registerEnabled: false })).toEqual({ kind: 'registration_closed' });
  });
});
