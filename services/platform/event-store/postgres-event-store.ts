import { EventEmitter, once } from 'node:events';
import { parseEvent } from '../../../schema/events/gateway-event';
import { type ReadAllResult, type RecordedEvent, type TransactionalEventStore } from '../ports/event-store';
import type { SqlDatabase } from '../ports/sql';
import { appendStream, appendStreams } from './postgres-append';
import { decodePgCheckpoint, encodePgCheckpoint } from './pg-checkpoint';

interface EventRow {
  xid: string;
  position: bigint;
  stream_id: string;
  revision: bigint;
  event_id: string;
  type: string;
  schema_version: number;
  occurred_at: Date;
  correlation_id: string | null;
  causation_id: string | null;
  actor: unknown;
  data: unknown;
}

const EVENT_COLUMNS = `transaction_id::text AS xid, position, stream_id, revision, event_id::text AS event_id, type,
  schema_version, occurred_at, correlation_id, causation_id, actor, data`;

function toRecorded(row: EventRow): RecordedEvent {
  const event = parseEvent({
    eventId: row.event_id,
    type: row.type,
    schemaVersion: row.schema_version,
    streamId: row.stream_id,
    occurredAt: row.occurred_at.toISOString(),
    correlationId: row.correlation_id,
    causationId: row.causation_id,
    actor: row.actor,
    data: row.data,
  });
  return { event, revision: row.revision, position: encodePgCheckpoint(row.xid, row.position) };
}

/**
 * The event store on the `events` table, for PostgreSQL and PGlite alike
 * (through the SQL port, so it imports no client library).
 */
export function createPostgresEventStore(db: SqlDatabase): TransactionalEventStore {
  const appended = new EventEmitter();
  appended.setMaxListeners(0);
  const announce = () => appended.emit('appended');

  return {
    kind: 'postgres',

    async append(streamId, events, expected) {
      const result = await appendStream(db, streamId, events, expected, { ownTransaction: true });
      if (result.written) announce();
      return result;
    },

    async appendMany(appends) {
      const outcomes = await appendStreams(db, appends, { ownTransaction: true });
      if (outcomes.some((o) => o.ok && o.result.written)) announce();
      return outcomes;
    },

    async appendInTransaction(tx, streamId, events, expected) {
      const result = await appendStream(tx, streamId, events, expected, { ownTransaction: false });
      // The caller commits later; followers poll as well, so waking them early costs one empty read.
      queueMicrotask(announce);
      return result;
    },

    async readStream(streamId, { fromRevision = 0n, limit = 10_000 } = {}) {
      const { rows } = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision LIMIT $3`, [
        streamId,
        fromRevision,
        limit,
      ]);
      return rows.map(toRecorded);
    },

    async readStreams(reads, limit) {
      if (reads.length === 0) return [];
      const { rows } = await db.query<EventRow & { read_index: string }>(
        `SELECT r.read_index, e.* FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS r(stream_id, from_revision, read_index)
           CROSS JOIN LATERAL (
             SELECT ${EVENT_COLUMNS} FROM events
              WHERE events.stream_id = r.stream_id AND events.revision >= r.from_revision
              ORDER BY events.revision LIMIT $3
           ) AS e
          ORDER BY r.read_index, e.revision`,
        [reads.map((read) => read.streamId), reads.map((read) => read.fromRevision), limit],
      );
      const answers: RecordedEvent[][] = reads.map(() => []);
      for (const row of rows) answers[Number(row.read_index) - 1]!.push(toRecorded(row));
      return answers;
    },

    async readAll(from, limit): Promise<ReadAllResult> {
      const after = from === null ? { xid: '0', position: 0n } : decodePgCheckpoint(from);
      const { rows } = await db.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events
          WHERE (transaction_id, position) > ($1::xid8, $2::bigint)
            AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY transaction_id, position
          LIMIT $3`,
        [after.xid, after.position, limit],
      );
      const events = rows.map(toRecorded);
      return { events, next: events.length > 0 ? events[events.length - 1]!.position : from };
    },

    async waitForAppend(timeoutMs, signal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const either = signal ? AbortSignal.any([signal, timeout]) : timeout;
      await once(appended, 'appended', { signal: either }).catch(() => {});
    },
  };
}
