import { requireAccess, type Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { PROJECTION_CHANGED_TOPIC, type ProjectionChanged, type PubSub } from '../../platform/ports/pubsub';
import type { SqlDatabase } from '../../platform/ports/sql';
import { currentActor } from '../accounts';
import { listActivitySince, type ActivityPoint } from './activity-records';

export interface ActivityDeps {
  readonly db: SqlDatabase;
  readonly pubsub: PubSub;
  readonly clock: Clock;
}

const MAX_HOURS = 24 * 31;

const ONLY_ADMINS = 'only admins see system activity';

/** Admins: activity of the last `hours` hours, oldest hour first. */
export async function recentActivity(deps: ActivityDeps, actor: Actor, input: { hours: number }): Promise<ActivityPoint[]> {
  requireAccess('admin', actor, ONLY_ADMINS);
  if (!Number.isInteger(input.hours) || input.hours < 1 || input.hours > MAX_HOURS) {
    throw new AppError('invalid', `hours must be a whole number from 1 to ${MAX_HOURS}`);
  }
  const since = new Date(deps.clock().getTime() - input.hours * 3_600_000);
  since.setUTCMinutes(0, 0, 0);
  return listActivitySince(deps.db, since);
}

/**
 * The activity again each time the projection commits new rows, until
 * `signal` aborts. Access is checked against the user as the database has
 * them before every answer, so an admin demoted or disabled mid-subscription
 * stops receiving it.
 */
export async function* watchActivity(deps: ActivityDeps, actor: Actor, input: { hours: number }, signal: AbortSignal): AsyncGenerator<ActivityPoint[]> {
  requireAccess('admin', await currentActor(deps.db, actor), ONLY_ADMINS);
  try {
    for await (const notice of deps.pubsub.subscribe(PROJECTION_CHANGED_TOPIC, signal)) {
      if ((notice as ProjectionChanged).projection !== 'activity_hourly') continue;
      yield await recentActivity(deps, await currentActor(deps.db, actor), input);
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}

export interface ActivityApp {
  recent(actor: Actor, input: { hours: number }): Promise<ActivityPoint[]>;
  watch(actor: Actor, input: { hours: number }, signal: AbortSignal): AsyncIterable<ActivityPoint[]>;
}

export function createActivityApp(deps: ActivityDeps): ActivityApp {
  return {
    recent: (actor, input) => recentActivity(deps, actor, input),
    watch: (actor, input, signal) => watchActivity(deps, actor, input, signal),
  };
}
