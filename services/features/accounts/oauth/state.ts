import { newSecret, secretHash } from '../../../platform/crypto/secrets';
import { claimOAuthState, deleteExpiredOAuthStates, insertOAuthState } from './oauth-state-records';
import { AppError } from '../../../platform/errors';
import type { OAuthDeps } from './deps';

/*
 * The `state` of an OAuth redirect (RFC 6749 10.12): random, stored only as
 * a hash with its expiry and the visitor's invite code, bound to the browser
 * that asked for it through a random nonce in an HttpOnly cookie (whose hash
 * is stored with it), and single-use (the callback deletes the row). A state
 * replayed, expired, or carried to another browser is refused, so nobody can
 * push their own provider account into someone else's browser (login CSRF).
 * A browser keeps its nonce across states, so two tabs can sign in at once.
 */

/** How long a visitor may take at the provider. */
export const STATE_TTL_MS = 10 * 60_000;

const NONCE = /^[A-Za-z0-9_-]{20,100}$/;

export interface IssuedState {
  readonly state: string;
  /** The browser's nonce: the one it sent, or a new one to set as its cookie. */
  readonly nonce: string;
  readonly expiresAt: Date;
}

/** `bindUserId`: the signed-in caller, remembered for a bind that comes back without the session cookie (Telegram's widget). */
export async function issueState(
  deps: OAuthDeps,
  input: { readonly aff?: unknown },
  browserNonce: string | null,
  bindUserId: number | null = null,
): Promise<IssuedState> {
  const aff = typeof input.aff === 'string' ? input.aff.trim().slice(0, 64) : '';
  const now = deps.clock();
  const nonce = browserNonce !== null && NONCE.test(browserNonce) ? browserNonce : newSecret();
  const state = newSecret();
  const expiresAt = new Date(now.getTime() + STATE_TTL_MS);
  await deleteExpiredOAuthStates(deps.db, now);
  await insertOAuthState(deps.db, { stateHash: secretHash(state), browserHash: secretHash(nonce), affCode: aff, bindUserId, createdAt: now, expiresAt });
  return { state, nonce, expiresAt };
}

const REFUSED = 'this sign-in link is not valid in this browser, has expired, or was already used; start the sign-in again';

/** Claims the state for this browser (once); answers the invite code it was issued with, and who asked for it when signed in. */
export async function claimState(deps: OAuthDeps, state: unknown, browserNonce: string | null): Promise<{ affCode: string; bindUserId: number | null }> {
  if (typeof state !== 'string' || state === '' || browserNonce === null || !NONCE.test(browserNonce)) throw new AppError('forbidden', REFUSED);
  const claimed = await claimOAuthState(deps.db, secretHash(state), secretHash(browserNonce));
  if (!claimed || claimed.expiresAt.getTime() <= deps.clock().getTime()) throw new AppError('forbidden', REFUSED);
  return { affCode: claimed.affCode, bindUserId: claimed.bindUserId };
}
