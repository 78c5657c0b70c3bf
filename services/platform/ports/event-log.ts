import type { GatewayEvent } from '../../../schema/events/gateway-event';
import type { AppendResult, EventStore, ExpectedRevision } from './event-store';
import type { SqlSession } from './sql';

/** What `appendInTransaction` did with the events. */
export type TransactionalAppend =
  /** Written to the log inside the caller's transaction (the Postgres store). */
  | { readonly outcome: 'appended'; readonly result: AppendResult }
  /** Queued in the outbox inside the caller's transaction; the relay appends it to the log after the commit. */
  | { readonly outcome: 'queued'; readonly outboxSequence: bigint };

/**
 * The log of record as the rest of the gateway sees it, whichever store
 * holds it (ARCHITECTURE decisions 3 and 12). Code that changes a config row
 * and records events about it calls `appendInTransaction` with its
 * transaction and `afterCommit` once that transaction has committed; readers
 * (projections, the Kafka forwarder, commands that load a stream) use `store`.
 *
 * Two implementations: the Postgres `events` table, which appends inside the
 * transaction itself (event-store/postgres-event-log.ts), and any other store
 * behind the Postgres outbox, EventStoreDB in production
 * (event-store/outbox-event-log.ts).
 */
export interface EventLog {
  /** The log of record: read and follow it here, and append here outside a config transaction. */
  readonly store: EventStore;
  /**
   * Records `events` so that they reach the log if and only if `tx` commits.
   *
   * Through the outbox, `expected` is checked only when the relay appends,
   * after the commit: a mismatch then parks the row (see outbox.ts) instead
   * of failing this call. So pass `'any'`, as audit events do, or an exact
   * revision only for a stream nothing else appends to meanwhile; a command
   * that must learn of a conflict appends with `store.append` instead.
   */
  appendInTransaction(tx: SqlSession, streamId: string, events: readonly GatewayEvent[], expected: ExpectedRevision): Promise<TransactionalAppend>;
  /**
   * Call after the transaction that used `appendInTransaction` has committed:
   * it moves the events on at once (wakes the outbox relay) instead of at
   * the next poll. Harmless when nothing is waiting.
   */
  afterCommit(): void;
  /** Stops what the log runs in the background (the outbox relay). Closes no client and no database. */
  close(): Promise<void>;
}
