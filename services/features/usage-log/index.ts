/* The usage log feature: the log lists and stats over the usage_logs read model, and clearing it through the log of record. */
import type { UsageLogApp } from './usage-log-app';

export { createUsageLogApp, SELF_TOTAL_CAP, type LogStat, type LogWhose, type UsageLogApp, type UsageLogDeps } from './usage-log-app';
export { type LogView } from './log-view';
export { type ChargeExplanation } from './explain-charge';
export { USAGE_LOG_ROUTES } from './rest';

declare module '../../platform/app' {
  interface App {
    readonly usageLog: UsageLogApp;
  }
}
