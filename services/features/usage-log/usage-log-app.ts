import { USAGE_LOG_STREAM, type UsageLogCleared } from '../../../schema/events/usage-log';
import { requireAccess, type Actor } from '../../platform/actor';
import { eventActor } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { randomEventId } from '../../platform/event-id';
import { LOG_ORIGIN } from '../../platform/event-store/log-order';
import { ADMIN_LIST_PAGES, checkPage, pageOf, sqlWindow, type FeedPage, type PageInput } from '../../platform/paging';
import type { EventStore } from '../../platform/ports/event-store';
import type { SqlDatabase } from '../../platform/ports/sql';
import type { OptionStore } from '../../platform/options/option-store';
import type { PubSub } from '../../platform/ports/pubsub';
import { explainCharge, type ChargeExplanation } from './explain-charge';
import { checkLogFilter, type LogFilter, type LogFilterInput, type LogScope } from './log-filter';
import { unloggedSpans } from './unlogged';
import { countLogs, countLogsBefore, latestLogOrder, logStat, selectLogs } from './log-records';
import { logView, type LogView } from './log-view';
import { runLogRetention, type RetentionRun } from './retention';
import { watchLogs } from './watch-logs';
import { logsForKey } from './key-logs';

export interface UsageLogDeps {
  readonly db: SqlDatabase;
  readonly clock: Clock;
  readonly store: EventStore;
  readonly options: OptionStore;
  readonly pubsub: PubSub;
  /** ERROR_LOG_ENABLED: requests answered with an error show as type 5 rows. */
  readonly errorLogEnabled: boolean;
}

/** Whose rows: every user's (admins), or the caller's own. */
export type LogWhose = 'all' | 'self';

export interface LogStat {
  /** Quota of the consumption rows in the filtered range. */
  readonly quota: number;
  /** Consumption rows, and their tokens, in the last 60 seconds (the range does not apply). */
  readonly rpm: number;
  readonly tpm: number;
}

/** The usage log (issue 17): lists and stats over the read model, and clearing old rows through the log of record. */
export interface UsageLogApp {
  /** Newest first, 10, 20, 50 or 100 a page. A user's list counts at most 10,000 rows. */
  list(actor: Actor, whose: LogWhose, input: LogFilterInput & PageInput): Promise<FeedPage<LogView>>;
  stat(actor: Actor, whose: LogWhose, input: LogFilterInput): Promise<LogStat>;
  /** Removes the rows created before `targetTimestamp` (unix seconds) from the read model; answers how many there were. The ledger keeps them. */
  clear(actor: Actor, input: { targetTimestamp?: unknown }): Promise<number>;
  /** A consumption row's charge from the ledger, recomputed to the unit; a user's own requests only. */
  /** `language`: the formula's words, Chinese for `zh…`, else English. */
  explainCharge(actor: Actor, requestId: unknown, language?: unknown): Promise<ChargeExplanation>;
  /** New rows as they are committed, after `after` (a row's or a page's cursor) or from now; filtered like `list`. */
  watch(actor: Actor, whose: LogWhose, input: LogFilterInput & { after?: unknown }, signal: AbortSignal): AsyncIterable<LogView>;
  /** The last 1,000 rows of the API token whose key the Authorization header carries (no session: the key is the credential). */
  forKey(authorization: string | null): Promise<LogView[]>;
  /** The daily retention clean-up (a scheduled job, no caller): clears rows older than LogRetentionDays when due. */
  runRetention(): Promise<RetentionRun>;
}

/** A user's list counts no further: a total in the millions costs the database and tells a person nothing more. */
export const SELF_TOTAL_CAP = 10_000;

function scopeOf(actor: Actor, whose: LogWhose): LogScope {
  if (whose === 'all') {
    requireAccess('admin', actor, 'only admins read every user’s log');
    return { kind: 'all' };
  }
  requireAccess('user', actor);
  if (actor.kind !== 'user') throw new AppError('forbidden', 'only a signed-in user has a log of their own');
  return { kind: 'self', userId: actor.userId };
}

export function createUsageLogApp(deps: UsageLogDeps): UsageLogApp {
  /** The filter, keeping out the rows made while their log was switched off. */
  const unlogged = async (filter: LogFilter): Promise<LogFilter> => ({ ...filter, unlogged: await unloggedSpans(deps) });
  return {
    async list(actor, whose, input) {
      const filter = await unlogged(checkLogFilter(input, scopeOf(actor, whose)));
      const window = checkPage(input, ADMIN_LIST_PAGES);
      const cursor = (await latestLogOrder(deps.db)) || LOG_ORIGIN;
      const [records, total] = await Promise.all([
        selectLogs(deps.db, filter, sqlWindow(window)),
        countLogs(deps.db, filter, whose === 'self' ? SELF_TOTAL_CAP : null),
      ]);
      return {
        ...pageOf(
          window,
          records.map((record) => logView(record, whose === 'self')),
          total,
        ),
        cursor,
      };
    },

    async stat(actor, whose, input) {
      const filter = await unlogged(checkLogFilter(input, scopeOf(actor, whose)));
      return logStat(deps.db, filter, deps.clock());
    },

    async clear(actor, { targetTimestamp }) {
      requireAccess('admin', actor, 'only admins clear the log');
      const seconds = typeof targetTimestamp === 'string' && /^\d+$/.test(targetTimestamp) ? Number(targetTimestamp) : targetTimestamp;
      if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds <= 0)
        throw new AppError('invalid', 'target_timestamp is required: unix seconds');
      const before = new Date(Math.min(seconds * 1000, deps.clock().getTime()));
      const count = await countLogsBefore(deps.db, before);
      const event: UsageLogCleared = {
        eventId: randomEventId(),
        type: 'UsageLogCleared',
        schemaVersion: 1,
        streamId: USAGE_LOG_STREAM,
        occurredAt: deps.clock().toISOString(),
        correlationId: null,
        causationId: null,
        actor: eventActor(actor),
        data: { before: before.toISOString(), reason: 'admin' },
      };
      await deps.store.append(USAGE_LOG_STREAM, [event], 'any');
      return count;
    },

    explainCharge: (actor, requestId, language) => explainCharge(deps, actor, requestId, language),
    runRetention: () => runLogRetention(deps),
    forKey: (authorization) => logsForKey({ ...deps, unlogged }, authorization),
    watch: (actor, whose, input, signal) => watchLogs({ ...deps, unlogged }, actor, (current) => scopeOf(current, whose), input, signal),
  };
}
