import type { EventLog } from '../ports/event-log';
import type { TransactionalEventStore } from '../ports/event-store';

/**
 * The log on the Postgres `events` table (the default): events are appended
 * inside the caller's transaction itself, so a config row and its events
 * commit together with no outbox in between.
 */
export function createPostgresEventLog(store: TransactionalEventStore): EventLog {
  return {
    store,
    async appendInTransaction(tx, streamId, events, expected) {
      return { outcome: 'appended', result: await store.appendInTransaction(tx, streamId, events, expected) };
    },
    // Nothing waits on a commit here: the store wakes its followers itself, and they poll as well.
    afterCommit() {},
    async close() {},
  };
}
