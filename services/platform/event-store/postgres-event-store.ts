import { EventEmitter, once } from 'node:events';
import { parseEvent, type GatewayEvent } from '../../../schema/events/gateway-event';
import {
  DuplicateEventIds,
  WrongExpectedRevision,
  type AppendResult,
  type ExpectedRevision,
  type ReadAllResult,
  type RecordedEvent,
  type TransactionalEventStore,
} from '../ports/event-store';
import type { SqlDatabase, SqlSession } from '../ports/sql';
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

/** An idempotent repeat: every id already recorded, in this stream, in this order. */
async function alreadyAppended(session: SqlSession, streamId: string, events: readonly GatewayEvent[]): Promise<AppendResult | null> {
  const ids = events.map((e) => e.eventId);
  const { rows } = await session.query<{ event_id: string; stream_id: string; revision: bigint; xid: string; position: bigint }>(
    `SELECT event_id::text AS event_id, stream_id, revision, transaction_id::text AS xid, position
       FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY revision`,
    [ids],
  );
  if (rows.length === 0) return null;
  const byId = new Map(rows.map((r) => [r.event_id, r]));
  const first = byId.get(ids[0]!);
  const repeat =
    rows.length === ids.length &&
    first !== undefined &&
    ids.every((id, i) => byId.get(id)?.stream_id === streamId && byId.get(id)?.revision === first.revision + BigInt(i));
  if (!repeat)
    throw new DuplicateEventIds(
      streamId,
      rows.map((r) => r.event_id),
    );
  const last = byId.get(ids[ids.length - 1]!)!;
  return { revision: last.revision, position: encodePgCheckpoint(last.xid, last.position), written: false };
}

/** Moves the stream's revision forward by `count`, or says why it cannot. Returns the revision before. */
async function claimRevisions(session: SqlSession, streamId: string, count: number, expected: ExpectedRevision): Promise<bigint> {
  const n = BigInt(count);
  let claimed: { revision: bigint } | undefined;
  if (expected === 'no_stream') {
    ({
      rows: [claimed],
    } = await session.query<{ revision: bigint }>(
      `INSERT INTO event_streams (stream_id, revision, last_transaction_id) VALUES ($1, $2, pg_current_xact_id())
       ON CONFLICT (stream_id) DO NOTHING RETURNING revision`,
      [streamId, n - 1n],
    ));
  } else if (expected === 'any') {
    ({
      rows: [claimed],
    } = await session.query<{ revision: bigint }>(
      `INSERT INTO event_streams AS s (stream_id, revision, last_transaction_id) VALUES ($1, $2, pg_current_xact_id())
       ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + $3, last_transaction_id = pg_current_xact_id()
         WHERE s.last_transaction_id <= pg_current_xact_id()
       RETURNING revision`,
      [streamId, n - 1n, n],
    ));
  } else {
    ({
      rows: [claimed],
    } = await session.query<{ revision: bigint }>(
      `UPDATE event_streams SET revision = revision + $2, last_transaction_id = pg_current_xact_id()
        WHERE stream_id = $1 AND last_transaction_id <= pg_current_xact_id() AND ($3::bigint IS NULL OR revision = $3)
       RETURNING revision`,
      [streamId, n, expected === 'stream_exists' ? null : expected],
    ));
  }
  if (claimed === undefined) {
    const { rows } = await session.query<{ revision: bigint }>('SELECT revision FROM event_streams WHERE stream_id = $1', [streamId]);
    throw new WrongExpectedRevision(streamId, expected, rows[0]?.revision ?? 'no_stream');
  }
  return claimed.revision - n;
}

async function appendWith(session: SqlSession, streamId: string, events: readonly GatewayEvent[], expected: ExpectedRevision): Promise<AppendResult> {
  if (events.length === 0) throw new Error('append needs at least one event');
  const strays = events.filter((e) => e.streamId !== streamId);
  if (strays.length > 0) throw new Error(`event ${strays[0]!.eventId} belongs to ${strays[0]!.streamId}, not ${streamId}`);

  const repeat = await alreadyAppended(session, streamId, events);
  if (repeat) return repeat;

  const before = await claimRevisions(session, streamId, events.length, expected);
  const params: unknown[] = [];
  const values = events.map((e, i) => {
    const at = params.length;
    params.push(
      e.streamId,
      before + 1n + BigInt(i),
      e.eventId,
      e.type,
      e.schemaVersion,
      e.occurredAt,
      e.correlationId,
      e.causationId,
      JSON.stringify(e.actor),
      JSON.stringify(e.data),
    );
    const p = (k: number) => `$${at + k}`;
    return `(${p(1)}, ${p(2)}, ${p(3)}::uuid, ${p(4)}, ${p(5)}, ${p(6)}::timestamptz, ${p(7)}, ${p(8)}, ${p(9)}::jsonb, ${p(10)}::jsonb)`;
  });
  const { rows } = await session.query<{ xid: string; position: bigint; revision: bigint }>(
    `INSERT INTO events (stream_id, revision, event_id, type, schema_version, occurred_at, correlation_id, causation_id, actor, data)
     VALUES ${values.join(', ')}
     RETURNING transaction_id::text AS xid, position, revision`,
    params,
  );
  const last = rows.reduce((a, b) => (b.revision > a.revision ? b : a));
  return { revision: last.revision, position: encodePgCheckpoint(last.xid, last.position), written: true };
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
      try {
        const result = await db.transaction((tx) => appendWith(tx, streamId, events, expected));
        announce();
        return result;
      } catch (error) {
        // A concurrent repeat of this very append may have won the race: that is success.
        if (error instanceof WrongExpectedRevision) {
          const repeat = await alreadyAppended(db, streamId, events).catch(() => null);
          if (repeat) return repeat;
        }
        throw error;
      }
    },

    async appendInTransaction(tx, streamId, events, expected) {
      const result = await appendWith(tx, streamId, events, expected);
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
