/* The activity feature: the admins' hourly activity read model, and its live subscription. */
import type { ActivityApp } from './activity';

export { createActivityApp, type ActivityApp, type ActivityDeps, type ActivityPoint } from './activity';

declare module '../../platform/app' {
  interface App {
    readonly activity: ActivityApp;
  }
}
