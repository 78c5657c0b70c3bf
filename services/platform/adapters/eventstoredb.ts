import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  ANY,
  BACKWARDS,
  END,
  ErrorType,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  excludeSystemEvents,
  jsonEvent,
  type AppendExpectedRevision,
  type JSONType,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { AppError } from '../errors';
import { appendEach } from '../event-store/append-each';
import { checkAppendBatch, findRepeat } from '../event-store/append-checks';
import { compareEsdbPositions, decodeEsdbCheckpoint, encodeEsdbCheckpoint, type EsdbPosition } from '../event-store/esdb-checkpoint';
import { appendIdOf, fromEsdbRecord, isSystemRecord, toEsdbEvent } from '../event-store/esdb-event-mapping';
import {
  WrongExpectedRevision,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type ExpectedRevision,
  type ReadAllResult,
  type RecordedEvent,
} from '../ports/event-store';
import type { GatewayEvent } from '../../../schema/events/gateway-event';

/** The client calls this adapter makes (the whole client in production; a model in unit tests). */
export type EsdbClient = Pick<EventStoreDBClient, 'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'>;

export interface EventStoreDbOptions {
  /**
   * How many of a stream's latest events an append looks through for its own
   * event ids before writing (default 100). A repeat found there returns
   * `written: false` without writing, and an id recorded there as part of
   * another append throws DuplicateEventIds. EventStoreDB itself also
   * recognises any repeat at the same expected revision, however old.
   */
  readonly repeatWindow?: number;
}

export interface EventStoreDbEventStore extends EventStore {
  readonly kind: 'eventstoredb';
  /**
   * The position of the last record in `$all` (EventStoreDB's own records
   * included), or null for an empty log: where a follower that only wants
   * what comes next starts. Also a cheap check that the server answers.
   */
  endOfLog(): Promise<Checkpoint | null>;
  close(): Promise<void>;
}

type StoredRecord = NonNullable<ResolvedEvent['event']>;

const EXPECTED: Record<Exclude<ExpectedRevision, bigint>, AppendExpectedRevision> = {
  any: ANY,
  no_stream: NO_STREAM,
  stream_exists: STREAM_EXISTS,
};

const toEsdbExpected = (expected: ExpectedRevision): AppendExpectedRevision => (typeof expected === 'bigint' ? expected : EXPECTED[expected]);

/** The client tags its errors with `type`; a refused connection arrives as a plain gRPC error with `code` 14. */
const errorType = (error: unknown): unknown => (error as { type?: unknown } | null)?.type;
const GRPC_UNAVAILABLE = 14;
const GRPC_DEADLINE_EXCEEDED = 4;
const UNAVAILABLE_TYPES: unknown[] = [ErrorType.UNAVAILABLE, ErrorType.DEADLINE_EXCEEDED, ErrorType.TIMEOUT, ErrorType.NOT_LEADER];

/** A server that cannot be reached becomes AppError('unavailable'): retrying later may work. */
function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (UNAVAILABLE_TYPES.includes(errorType(error)) || code === GRPC_UNAVAILABLE || code === GRPC_DEADLINE_EXCEEDED) {
    return new AppError('unavailable', `EventStoreDB is unreachable: ${(error as Error).message}`);
  }
  return error;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAppError(error);
  }
}

/** Reads a bounded read to the end; a stream that does not exist reads as empty. */
async function collect<T>(read: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  try {
    for await (const item of read) items.push(item);
  } catch (error) {
    if (errorType(error) === ErrorType.STREAM_NOT_FOUND) return [];
    throw error;
  }
  return items;
}

function positionOf(record: { position?: EsdbPosition; streamId: string; revision: bigint }): EsdbPosition {
  if (!record.position) throw new Error(`EventStoreDB gave no position for ${record.streamId}@${record.revision}: it must be 22.6 or newer`);
  return record.position;
}

function toRecorded(record: StoredRecord): RecordedEvent {
  return { event: fromEsdbRecord(record), revision: record.revision, position: encodeEsdbCheckpoint(positionOf(record)) };
}

/** The config accepts KurrentDB's URL schemes as well; this client knows them by their EventStoreDB names. */
export function esdbConnectionString(url: string): string {
  return url.replace(/^kurrentdb(\+discover)?:\/\//, 'esdb$1://');
}

/** The event store on an EventStoreDB server or cluster, e.g. `esdb://127.0.0.1:2113?tls=false`. */
export function openEventStoreDb(url: string, options: EventStoreDbOptions = {}): EventStoreDbEventStore {
  return createEventStoreDbEventStore(EventStoreDBClient.connectionString(esdbConnectionString(url)), options);
}

/**
 * Events are JSON events (see esdb-event-mapping.ts); revisions count from 0
 * as in the port. Positions are `esdb:<commit>:<prepare>` checkpoints, and
 * `$all` is read without EventStoreDB's own ($-prefixed) records.
 *
 * An append makes three calls: it reads the stream's latest events (a repeat
 * of an earlier append returns from there), appends with the expected
 * revision, and reads its last event back, for that event's exact position
 * and to learn whether this call wrote it. Reads go to the leader (the
 * client's default `nodePreference`), which has every acknowledged write.
 */
export function createEventStoreDbEventStore(client: EsdbClient, { repeatWindow = 100 }: EventStoreDbOptions = {}): EventStoreDbEventStore {
  const appended = new EventEmitter();
  appended.setMaxListeners(0);

  const readRecords = async (streamId: string, options: Parameters<EsdbClient['readStream']>[1]): Promise<StoredRecord[]> =>
    (await collect(client.readStream(streamId, options))).flatMap((resolved) => (resolved.event ? [resolved.event] : []));

  const recentRecords = (streamId: string) => readRecords(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: repeatWindow });

  /** An idempotent repeat among the stream's latest events (null if none); throws DuplicateEventIds for a partial one. */
  async function repeatOf(streamId: string, events: readonly GatewayEvent[]): Promise<AppendResult | null> {
    const stored = (await recentRecords(streamId)).map((r) => ({ eventId: r.id, revision: r.revision, position: encodeEsdbCheckpoint(positionOf(r)) }));
    return findRepeat(streamId, events, stored);
  }

  /** The record of the append's last event: at the revision EventStoreDB reported, or else among the latest. */
  async function lastRecordOf(streamId: string, lastEventId: string, reported: bigint): Promise<StoredRecord> {
    const [atReported] = await readRecords(streamId, { direction: FORWARDS, fromRevision: reported, maxCount: 1 });
    if (atReported?.id === lastEventId) return atReported;
    const found = (await recentRecords(streamId)).find((r) => r.id === lastEventId);
    if (!found) throw new Error(`EventStoreDB accepted an append to ${streamId} but event ${lastEventId} cannot be read back`);
    return found;
  }

  async function appendNew(streamId: string, events: readonly GatewayEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const appendId = randomUUID();
    const proposed = events.map((e) => {
      const { id, type, data, metadata } = toEsdbEvent(e, appendId);
      return jsonEvent({ id, type, data: data as JSONType, metadata: metadata as unknown as JSONType });
    });
    let reported: bigint;
    try {
      ({ nextExpectedRevision: reported } = await client.appendToStream(streamId, proposed, { expectedRevision: toEsdbExpected(expected) }));
    } catch (error) {
      if (errorType(error) !== ErrorType.WRONG_EXPECTED_VERSION) throw error;
      // A concurrent repeat of this very append may have won the race: that is success.
      const repeat = await repeatOf(streamId, events);
      if (repeat) return repeat;
      const actual = (error as { actualVersion?: bigint | 'no_stream' }).actualVersion ?? 'no_stream';
      throw new WrongExpectedRevision(streamId, expected, actual);
    }
    // EventStoreDB answers a repeat of an earlier append as it answers a write: the appendId tells them apart.
    const last = await lastRecordOf(streamId, events[events.length - 1]!.eventId, reported);
    const written = appendIdOf(last) === appendId;
    if (written) appended.emit('appended');
    return { revision: last.revision, position: encodeEsdbCheckpoint(positionOf(last)), written };
  }

  const append: EventStore['append'] = (streamId, events, expected) =>
    guarded(async () => {
      checkAppendBatch(streamId, events);
      return (await repeatOf(streamId, events)) ?? (await appendNew(streamId, events, expected));
    });

  return {
    kind: 'eventstoredb',

    append,

    // EventStoreDB appends to one stream per call: the streams go concurrently, each on its own.
    appendMany: (appends) => appendEach(append, appends),

    readStream: (streamId, { fromRevision = 0n, limit = 10_000 } = {}) =>
      guarded(async () => (await readRecords(streamId, { direction: FORWARDS, fromRevision, maxCount: limit })).map(toRecorded)),

    readStreams: (reads, limit) =>
      guarded(() =>
        Promise.all(
          reads.map(async ({ streamId, fromRevision }) =>
            (await readRecords(streamId, { direction: FORWARDS, fromRevision, maxCount: limit })).map(toRecorded),
          ),
        ),
      ),

    readAll: (from, limit) =>
      guarded(async (): Promise<ReadAllResult> => {
        const events: RecordedEvent[] = [];
        let cursor: EsdbPosition | null = from === null ? null : decodeEsdbCheckpoint(from);
        // System records are read and skipped, so a page may take several reads to fill.
        for (;;) {
          // A read from a position starts with the record at it, which was returned last time.
          const want = limit - events.length + (cursor ? 1 : 0);
          const page = await collect(client.readAll({ direction: FORWARDS, fromPosition: cursor ?? START, maxCount: want }));
          const before = cursor;
          for (const { event: record } of page) {
            if (!record || (cursor && compareEsdbPositions(record.position, cursor) <= 0)) continue;
            cursor = record.position;
            if (isSystemRecord(record)) continue;
            events.push(toRecorded(record));
            if (events.length === limit) break;
          }
          const endOfLog = page.length < want;
          const stuck = cursor === before;
          if (events.length >= limit || endOfLog || stuck) break;
        }
        return { events, next: events.length > 0 ? events[events.length - 1]!.position : from };
      }),

    async waitForAppend(timeoutMs, signal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const either = signal ? AbortSignal.any([signal, timeout]) : timeout;
      if (either.aborted) return;
      const subscription = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
      // An unreachable server only means no early wake-up: the caller reads again after the timeout.
      subscription.on('error', () => {});
      await new Promise<void>((resolve) => {
        const done = () => {
          either.removeEventListener('abort', done);
          appended.off('appended', done);
          subscription.off('data', done);
          resolve();
        };
        either.addEventListener('abort', done, { once: true });
        appended.once('appended', done);
        subscription.on('data', done);
      });
      await subscription.unsubscribe().catch(() => {});
    },

    endOfLog: () =>
      guarded(async () => {
        const [last] = await collect(client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 }));
        return last?.event ? encodeEsdbCheckpoint(last.event.position) : null;
      }),

    close: () => client.dispose(),
  };
}
