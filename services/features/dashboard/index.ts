/* The dashboard feature: usage per hour, day or week per user and model over the usage_hourly read model, with the DataExport options applied. */
import type { DashboardApp } from './dashboard-app';

export {
  createDashboardApp,
  type Dashboard,
  type DashboardApp,
  type DashboardDeps,
  type DashboardInput,
  type DashboardWhose,
  type UsagePoint,
} from './dashboard-app';
export { GRANULARITIES, type Granularity } from './rules/dashboard-range';
export { DASHBOARD_ROUTES } from './rest';

declare module '../../platform/app' {
  interface App {
    readonly dashboard: DashboardApp;
  }
}
