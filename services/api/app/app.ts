import type { Actor } from '../../shared/actor';
import { recentActivity, watchActivity, type ActivityDeps, type ActivityPoint } from './activity';
import { getStatus, watchStatus, type StatusDeps, type SystemStatus } from './status';

export type AppDeps = StatusDeps & ActivityDeps;

/**
 * The application layer both transports call. Each function takes the
 * caller's Actor, validates its input, applies the rules and returns plain
 * data or throws AppError. No HTTP, no GraphQL in here.
 */
export interface App {
  readonly status: {
    get(actor: Actor): Promise<SystemStatus>;
    watch(actor: Actor, signal: AbortSignal): AsyncIterable<SystemStatus>;
  };
  readonly activity: {
    recent(actor: Actor, input: { hours: number }): Promise<ActivityPoint[]>;
    watch(actor: Actor, input: { hours: number }, signal: AbortSignal): AsyncIterable<ActivityPoint[]>;
  };
}

export function createApp(deps: AppDeps): App {
  return {
    status: {
      get: (actor) => getStatus(deps, actor),
      watch: (actor, signal) => watchStatus(deps, actor, signal),
    },
    activity: {
      recent: (actor, input) => recentActivity(deps, actor, input),
      watch: (actor, input, signal) => watchActivity(deps, actor, input, signal),
    },
  };
}
