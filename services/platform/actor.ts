import { AppError } from './errors';

/**
 * Who is asking. Every application function takes one; transports build it
 * from the session or key and never decide permissions themselves.
 */
export const ROLE = { guest: 0, user: 1, admin: 10, root: 100 } as const;
export type RoleLevel = (typeof ROLE)[keyof typeof ROLE];

export type Actor =
  /** `refused`: credentials were sent but not accepted; a route that needs a user answers with this error. */
  | { readonly kind: 'anonymous'; readonly refused?: AppError }
  | { readonly kind: 'user'; readonly userId: number; readonly role: RoleLevel }
  | { readonly kind: 'system'; readonly reason: string };

export const ANONYMOUS: Actor = { kind: 'anonymous' };

/** Who may call a route, a resolver or an application function. */
export type Access = 'public' | 'user' | 'admin' | 'root';

export function allows(access: Access, actor: Actor): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return actor.kind === 'system' || (actor.kind === 'user' && actor.role >= ROLE.user);
    case 'admin':
      return actor.kind === 'system' || (actor.kind === 'user' && actor.role >= ROLE.admin);
    case 'root':
      return actor.kind === 'system' || (actor.kind === 'user' && actor.role >= ROLE.root);
    default:
      return assertNever(access);
  }
}

/**
 * The check an application function makes before it acts: nothing when the
 * actor `allows` the access, else the error to answer with: unauthenticated
 * for an anonymous caller (`sign in to do this`), forbidden for a signed-in
 * one, with `forbidden` as its message (what this caller may not do).
 */
export function requireAccess(access: Access, actor: Actor, forbidden = 'your role does not allow this'): void {
  if (allows(access, actor)) return;
  throw actor.kind === 'anonymous' ? new AppError('unauthenticated', 'sign in to do this') : new AppError('forbidden', forbidden);
}

export function assertNever(value: never): never {
  throw new Error(`unexpected value ${String(value)}`);
}
