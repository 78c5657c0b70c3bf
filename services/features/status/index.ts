/* The status feature: the public system status and its live subscription. */
import type { StatusApp } from './status';

export { createStatusApp, type StatusApp, type StatusDeps, type SystemStatus } from './status';

declare module '../../platform/app' {
  interface App {
    readonly status: StatusApp;
  }
}
