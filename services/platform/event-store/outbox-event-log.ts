import type { Logger } from '../logger';
import type { EventLog } from '../ports/event-log';
import type { EventStore } from '../ports/event-store';
import type { SqlDatabase } from '../ports/sql';
import { appendToOutbox, startOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from './outbox';

export interface OutboxEventLogOptions {
  /** The database holding `event_outbox` (the config database). */
  readonly db: SqlDatabase;
  /** The log of record the rows are moved to: EventStoreDB in production, any EventStore in tests. */
  readonly store: EventStore;
  readonly logger: Logger;
  /**
   * Whether this process runs an outbox relay. A process that never queues
   * rows can leave it to the processes that do; rows queued anywhere are
   * relayed by whichever relay reads the shared table first.
   */
  readonly relay: boolean;
  /** The relay's timings (outbox.ts defaults otherwise). */
  readonly relayTimings?: Pick<OutboxRelayOptions, 'pollIntervalMs' | 'retryDelayMs' | 'maxRetryDelayMs'>;
}

/**
 * The log on a store that cannot join a Postgres transaction (ARCHITECTURE
 * decision 12): events are queued in the outbox inside the caller's
 * transaction, and the relay appends them to `store` once it has committed,
 * with their own event ids, so a repeat writes nothing.
 */
export function createOutboxEventLog({ db, store, logger, relay, relayTimings }: OutboxEventLogOptions): EventLog {
  const running: OutboxRelay | null = relay ? startOutboxRelay({ db, store, logger, ...relayTimings }) : null;
  return {
    store,
    async appendInTransaction(tx, streamId, events, expected) {
      const { sequence } = await appendToOutbox(tx, streamId, events, expected);
      return { outcome: 'queued', outboxSequence: sequence };
    },
    // Waking the relay before the commit would find nothing and leave the row for the next poll.
    afterCommit() {
      running?.wake();
    },
    async close() {
      await running?.stop();
    },
  };
}
