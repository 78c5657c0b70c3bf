import { findUserByExternalId, setExternalId } from './external-identity-records';
import type { NewSession } from '../session-records';
import { rotateSession } from '../session-rotation';
import { findUserById } from '../user-records';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import { auditedUser, userChanged } from '../audit';
import { signedInUser, type SignedInUser } from '../user-view';
import type { OAuthDeps } from './deps';
import { decideExternalSignIn } from './decide';
import { PROVIDER_LABEL, type ExternalIdentity } from './identity';
import { signUpExternal } from './sign-up';

/** A sign-in starts a new session; a bind changes the caller's account and answers with the message `bind`. */
export type ExternalOutcome =
  | { readonly kind: 'signed_in'; readonly user: SignedInUser; readonly session: NewSession; readonly created: boolean }
  | { readonly kind: 'bound'; readonly userId: number };

export type SignedInCaller = Extract<Actor, { kind: 'user' }>;

/**
 * Applies what `decideExternalSignIn` says for this identity and caller
 * (null: not signed in). A sign-in ends the browser's old session
 * (`oldSessionSecret`, from its cookie; null for none); a bind keeps it.
 */
export async function completeExternalSignIn(
  deps: OAuthDeps,
  identity: ExternalIdentity,
  caller: SignedInCaller | null,
  affCode: string,
  oldSessionSecret: string | null,
): Promise<ExternalOutcome> {
  const label = PROVIDER_LABEL[identity.provider];
  const holder = await findUserByExternalId(deps.db, identity.provider, identity.id);
  const decision = decideExternalSignIn({
    callerId: caller?.userId ?? null,
    holder: holder && { id: holder.id, status: holder.status, loggedOff: holder.deletedAt !== null },
    registerEnabled: deps.options.get('RegisterEnabled'),
  });
  switch (decision.kind) {
    case 'bind':
      await bind(deps, caller!, identity);
      return { kind: 'bound', userId: decision.userId };
    case 'held_by_another':
      throw new AppError('conflict', `this ${label} account is already bound to another user`);
    case 'sign_in':
      return signIn(deps, decision.userId, false, oldSessionSecret);
    case 'logged_off':
      throw new AppError('forbidden', 'this user has logged off');
    case 'disabled':
      throw new AppError('forbidden', 'this user is disabled');
    case 'registration_closed':
      throw new AppError('forbidden', 'new registrations are closed');
    case 'sign_up': {
      const user = await signUpExternal(deps, identity, affCode);
      return signIn(deps, user.id, true, oldSessionSecret);
    }
  }
}

async function signIn(deps: OAuthDeps, userId: number, created: boolean, oldSessionSecret: string | null): Promise<ExternalOutcome> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('not_found', 'that user no longer exists');
  const session = await rotateSession(deps.db, user.id, deps.clock(), deps.sessionTtlMs, oldSessionSecret);
  return { kind: 'signed_in', user: signedInUser(user), session, created };
}

async function bind(deps: OAuthDeps, caller: SignedInCaller, identity: ExternalIdentity): Promise<void> {
  const now = deps.clock();
  const userId = caller.userId;
  await deps.db.transaction(async (tx) => {
    const before = await findUserById(tx, userId);
    if (!before || before.deletedAt !== null) throw new AppError('unauthenticated', 'not signed in, or the session has expired');
    const after = await setExternalId(tx, userId, identity.provider, identity.id);
    if (!after) throw new AppError('conflict', `this ${PROVIDER_LABEL[identity.provider]} account is already bound to another user`);
    await deps.recordAudit(tx, [userChanged(caller, userId, auditedUser(before), auditedUser(after), `bound a ${identity.provider} account`, now)]);
  });
  deps.auditCommitted();
}
