import type { GatewayEvent } from '../../../schema/events/gateway-event';
import { AppError } from '../errors';
import type { SqlSession } from './sql';

/**
 * A position in the whole log (`$all`). Opaque: the Postgres adapter encodes
 * its (transaction id, sequence) pair, EventStoreDB its (commit, prepare)
 * pair. Only the adapter that produced one may compare or read it.
 */
export type Checkpoint = string & { readonly __checkpoint: unique symbol };

/** What the stream must look like before an append. Revisions count from 0. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface RecordedEvent {
  readonly event: GatewayEvent;
  /** This event's revision in its stream (0 for the first). */
  readonly revision: bigint;
  /** This event's place in the whole log; a follower resumes after it. */
  readonly position: Checkpoint;
}

export interface AppendResult {
  /** The stream's revision after the append (its last event's revision). */
  readonly revision: bigint;
  /** The position of the last appended event. */
  readonly position: Checkpoint;
  /** False when every event id was already in the stream: an idempotent repeat that wrote nothing. */
  readonly written: boolean;
}

/** One stream's part of `appendMany`. */
export interface StreamAppend {
  readonly streamId: string;
  readonly events: readonly GatewayEvent[];
  readonly expected: ExpectedRevision;
}

/** How one stream's part of `appendMany` ended: recorded (or an idempotent repeat), or refused on its own. */
export type StreamAppendOutcome =
  { readonly ok: true; readonly result: AppendResult } | { readonly ok: false; readonly error: WrongExpectedRevision | DuplicateEventIds };

export interface ReadAllResult {
  readonly events: readonly RecordedEvent[];
  /** Where to continue; equal to `from` when nothing new is readable yet. */
  readonly next: Checkpoint | null;
}

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  /**
   * Appends to one stream if it is at `expected`. Repeating an append whose
   * event ids are already in the stream succeeds without writing
   * (`written: false`). A stream at another revision throws
   * WrongExpectedRevision.
   */
  append(streamId: string, events: readonly GatewayEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to several streams in one call, each with its own expected
   * revision and the same rules as `append`. Each stream succeeds or is
   * refused alone (a stream that moved, or ids recorded elsewhere), and the
   * outcomes come back in the order of `appends`. A stream may appear only
   * once per call.
   *
   * The Postgres store records every accepted stream in one transaction: a
   * failure of the store itself (it throws) writes nothing. EventStoreDB
   * cannot span streams atomically: it runs the appends concurrently, so if
   * it throws, some streams may be recorded (a retry with the same event ids
   * is an idempotent repeat for those).
   */
  appendMany(appends: readonly StreamAppend[]): Promise<StreamAppendOutcome[]>;
  /** The stream's events from `fromRevision` (default 0), oldest first. */
  readStream(streamId: string, options?: { fromRevision?: bigint; limit?: number }): Promise<RecordedEvent[]>;
  /**
   * Several streams' events at once, each from its own revision, oldest
   * first: one list per read, in the order of `reads`, each at most `limit`
   * long (a stream with more answers its first `limit`; read the rest with
   * `readStream`). A stream may appear only once. The Postgres store answers
   * in one statement; EventStoreDB reads the streams concurrently.
   */
  readStreams(reads: readonly { readonly streamId: string; readonly fromRevision: bigint }[], limit: number): Promise<RecordedEvent[][]>;
  /**
   * Up to `limit` events of the whole log after `from` (null: from the start),
   * in log order. Never skips: an event becomes readable only once nothing
   * committed later could land before it.
   */
  readAll(from: Checkpoint | null, limit: number): Promise<ReadAllResult>;
  /** Resolves when an append in this process may have made new events readable, or after `timeoutMs`. */
  waitForAppend(timeoutMs: number, signal?: AbortSignal): Promise<void>;
}

/** The Postgres adapter also appends inside the caller's transaction (ARCHITECTURE decision 12). */
export interface TransactionalEventStore extends EventStore {
  readonly kind: 'postgres';
  appendInTransaction(tx: SqlSession, streamId: string, events: readonly GatewayEvent[], expected: ExpectedRevision): Promise<AppendResult>;
}

/** The stream was not at the expected revision: reload, decide again, retry. */
export class WrongExpectedRevision extends AppError {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super('conflict', `stream ${streamId} is at ${String(actual)}, expected ${String(expected)}`, { streamId });
    this.name = 'WrongExpectedRevision';
  }
}

/** Some, not all, of the event ids are already recorded elsewhere: a caller bug, never retried. */
export class DuplicateEventIds extends AppError {
  constructor(
    readonly streamId: string,
    readonly eventIds: readonly string[],
  ) {
    super('conflict', `events ${eventIds.join(', ')} are already recorded, not as this append to ${streamId}`, { streamId });
    this.name = 'DuplicateEventIds';
  }
}
