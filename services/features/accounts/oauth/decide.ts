/*
 * What an external identity does for a caller (spec 01 section 4, the
 * established gateway's OAuth controllers): a signed-in caller binds it to
 * their account; anyone else signs in as the account that holds it, or gets a
 * new account when registration is open. Pure: the rows come in, a decision
 * goes out.
 */

export interface Holder {
  readonly id: number;
  readonly status: number;
  readonly loggedOff: boolean;
}

export type ExternalDecision =
  /** Bind the identity to the caller (also when it is already theirs: binding twice is harmless). */
  | { readonly kind: 'bind'; readonly userId: number }
  /** Another account holds the identity: a bind must not take it away. */
  | { readonly kind: 'held_by_another' }
  | { readonly kind: 'sign_in'; readonly userId: number }
  | { readonly kind: 'logged_off' }
  | { readonly kind: 'disabled' }
  | { readonly kind: 'sign_up' }
  | { readonly kind: 'registration_closed' };

const ENABLED = 1;

export function decideExternalSignIn(input: {
  readonly callerId: number | null;
  readonly holder: Holder | null;
  readonly registerEnabled: boolean;
}): ExternalDecision {
  const { callerId, holder } = input;
  if (callerId !== null) return holder === null || holder.id === callerId ? { kind: 'bind', userId: callerId } : { kind: 'held_by_another' };
  if (holder !== null) {
    if (holder.loggedOff) return { kind: 'logged_off' };
    return holder.status === ENABLED ? { kind: 'sign_in', userId: holder.id } : { kind: 'disabled' };
  }
  return input.registerEnabled ? { kind: 'sign_up' } : { kind: 'registration_closed' };
}
