import { requireAccess, ROLE, type Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { positiveId } from '../../platform/input-checks';
import type { SqlSession } from '../../platform/ports/sql';
import { refuseActOn } from './rules/manage-user';
import { findUserById, type UserRecord } from './user-records';

/*
 * The one check every application function makes before it changes another
 * user's money or account (issue 13, item 1): the caller is an admin, the
 * user exists, and the user level rule (rules/manage-user.ts, refuseActOn)
 * lets the caller act on them. The user editor, manage and log-off, the
 * ledger's adjustQuota (given this function by the composition root, since
 * the wallet feature sits below accounts) and the admin's top-up completion
 * all call it.
 */

export async function requireActOnUser(db: SqlSession, actor: Actor, id: unknown, forbidden = 'only admins manage users'): Promise<UserRecord> {
  requireAccess('admin', actor, forbidden);
  const user = await findUserById(db, positiveId(id));
  if (!user) throw new AppError('not_found', 'no such user');
  const caller = actor.kind === 'user' ? { userId: actor.userId, role: actor.role } : { userId: null, role: ROLE.root };
  const refusal = refuseActOn(caller, user);
  if (refusal !== null) throw new AppError('forbidden', refusal);
  return user;
}
