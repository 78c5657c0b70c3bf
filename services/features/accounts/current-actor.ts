import { findUserById } from './user-records';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/actor';
import type { SqlSession } from '../../platform/ports/sql';
import { userActor } from './rules/user-actor';

/**
 * The caller as the database has them now. A subscription keeps the actor
 * its socket authenticated as; before each event it asks again, so a user
 * disabled, logged off or demoted since stops receiving what their old role
 * allowed. Non-user actors are returned as they are.
 */
export async function currentActor(db: SqlSession, actor: Actor): Promise<Actor> {
  if (actor.kind !== 'user') return actor;
  const user = await findUserById(db, actor.userId);
  if (!user) return { kind: 'anonymous', refused: new AppError('unauthenticated', 'not signed in, or the session has expired') };
  const acting = userActor(user);
  return acting.ok ? acting.actor : { kind: 'anonymous', refused: acting.refusal };
}
