import { requireAccess, type Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { text } from '../../platform/input-checks';
import type { OptionStore } from '../../platform/options/option-store';
import type { EventStore } from '../../platform/ports/event-store';
import type { SqlDatabase } from '../../platform/ports/sql';
import { dataExportSwitchedOffAt, selectUsage, type UsageRecord, type UsageScope } from './dashboard-records';
import { checkGranularity, checkRange, rangeWhileOff, type Granularity, type RangeInput } from './rules/dashboard-range';

export interface DashboardDeps {
  readonly db: SqlDatabase;
  readonly clock: Clock;
  readonly store: EventStore;
  readonly options: Pick<OptionStore, 'get'>;
}

/** Whose usage: every user's (admins; summed per model unless a username picks one user), or the caller's own. */
export type DashboardWhose = 'all' | 'self';

export interface DashboardInput extends RangeInput {
  /** hour, day or week; absent: the option DataExportDefaultTime. */
  readonly granularity?: unknown;
  /** Admins only: one user's usage instead of every user's summed. */
  readonly username?: unknown;
}

/** Usage of one model in one bucket: one user's, or every user's summed (`userId` null). */
export interface UsagePoint {
  /** The start of the hour, the UTC day, or the week (Monday 00:00 UTC). */
  readonly bucket: Date;
  readonly userId: number | null;
  readonly username: string | null;
  readonly modelName: string;
  readonly quota: number;
  readonly promptTokens: number;
  readonly completionTokens: number;
  /** Requests settled (each one QuotaSettled). */
  readonly requests: number;
}

export interface Dashboard {
  readonly granularity: Granularity;
  /** The range asked for, once the defaults are applied: hours starting from `start` to `end`, both included. */
  readonly start: Date;
  readonly end: Date;
  /** The option DataExportEnabled. */
  readonly enabled: boolean;
  /** While it is off: when it was switched off (the answer stops at that hour), or null when the log does not say (the answer is empty). */
  readonly switchedOffAt: Date | null;
  /** The option DataExportInterval: how often, in minutes, a console should read the dashboard again. */
  readonly refreshMinutes: number;
  readonly points: readonly UsagePoint[];
}

/** The dashboard (issue 17): usage per hour, day or week per model, from the usage_hourly read model, with the DataExport options applied. */
export interface DashboardApp {
  usage(actor: Actor, whose: DashboardWhose, input: DashboardInput): Promise<Dashboard>;
}

function scopeOf(actor: Actor, whose: DashboardWhose, username: unknown): UsageScope {
  if (whose === 'all') {
    requireAccess('admin', actor, 'only admins read every user’s usage');
    const name = text(username, 'username').trim();
    if (name.length > 100) throw new AppError('invalid', 'username is at most 100 characters');
    return name === '' ? { kind: 'all' } : { kind: 'username', username: name };
  }
  requireAccess('user', actor);
  if (actor.kind !== 'user') throw new AppError('forbidden', 'only a signed-in user has usage of their own');
  return { kind: 'user', userId: actor.userId };
}

const pointOf = (record: UsageRecord): UsagePoint => ({
  bucket: record.bucket,
  userId: record.user_id === null ? null : Number(record.user_id),
  username: record.user_id === null ? null : (record.username ?? ''),
  modelName: record.model_name,
  quota: Number(record.quota),
  promptTokens: Number(record.prompt_tokens),
  completionTokens: Number(record.completion_tokens),
  requests: Number(record.requests),
});

export function createDashboardApp(deps: DashboardDeps): DashboardApp {
  return {
    async usage(actor, whose, input) {
      const scope = scopeOf(actor, whose, input.username);
      const granularity = checkGranularity(input.granularity, deps.options.get('DataExportDefaultTime') as Granularity);
      const range = checkRange(input, granularity, deps.clock(), whose === 'self');
      const enabled = deps.options.get('DataExportEnabled');
      // The read model folds every settle whatever the option says (a projection reads no option);
      // while data export is off, the answer stops where the established gateway stopped recording.
      const switchedOffAt = enabled ? null : await dataExportSwitchedOffAt(deps.store);
      const effective = enabled ? range : rangeWhileOff(range, switchedOffAt);
      const records = effective === null ? [] : await selectUsage(deps.db, scope, granularity, effective);
      return {
        granularity,
        start: range.start,
        end: range.end,
        enabled,
        switchedOffAt,
        refreshMinutes: deps.options.get('DataExportInterval'),
        points: records.map(pointOf),
      };
    },
  };
}
