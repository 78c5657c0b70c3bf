import { USAGE_LOG_STREAM, type UsageLogCleared } from '../../../schema/events/usage-log';
import type { Clock } from '../../platform/clock';
import { randomEventId } from '../../platform/event-id';
import type { OptionStore } from '../../platform/options/option-store';
import type { EventStore } from '../../platform/ports/event-store';
import type { SqlDatabase } from '../../platform/ports/sql';
import { claimScheduledRun } from '../../platform/scheduled-claims';

/*
 * The retention clean-up (issue 17 item 8, an extension): once a day, when
 * `LogRetentionDays` is above 0, the rows older than that many days leave the
 * usage log read model. Like an admin's clearing it is a `UsageLogCleared`
 * event, so a replay clears the same rows; the ledger is never pruned. Of
 * several instances ticking, one claims each day's run.
 */

const DAY_SECONDS = 86_400;

export interface RetentionDeps {
  readonly db: SqlDatabase;
  readonly clock: Clock;
  readonly store: EventStore;
  readonly options: OptionStore;
}

export type RetentionRun = { readonly ran: false } | { readonly ran: true; readonly before: string };

export async function runLogRetention(deps: RetentionDeps): Promise<RetentionRun> {
  const days = deps.options.get('LogRetentionDays');
  if (days <= 0) return { ran: false };
  const now = deps.clock();
  if (!(await claimScheduledRun(deps.db, 'usage-log-retention', Math.floor(now.getTime() / 1000), DAY_SECONDS))) return { ran: false };
  const before = new Date(now.getTime() - days * DAY_SECONDS * 1000).toISOString();
  const event: UsageLogCleared = {
    eventId: randomEventId(),
    type: 'UsageLogCleared',
    schemaVersion: 1,
    streamId: USAGE_LOG_STREAM,
    occurredAt: now.toISOString(),
    correlationId: null,
    causationId: null,
    actor: { kind: 'system', reason: 'usage log retention' },
    data: { before, reason: 'retention' },
  };
  await deps.store.append(USAGE_LOG_STREAM, [event], 'any');
  return { ran: true, before };
}
