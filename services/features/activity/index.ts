/* The activity feature: the admins' hourly activity read model, and its live subscription. */
import type { ActivityApp } from './activity';

export { createActivityApp, type ActivityApp, type ActivityDeps } from './activity';
export { type ActivityPoint } from './activity-records';

declare module '../../platform/app' {
  interface App {
    readonly activity: ActivityApp;
  }
}
