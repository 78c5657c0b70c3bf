import type { GatewayEvent } from '../../../schema/events/gateway-event';
import { DuplicateEventIds, WrongExpectedRevision, type AppendResult, type StreamAppend, type StreamAppendOutcome } from '../ports/event-store';
import type { SqlSession } from '../ports/sql';
import { checkAppendBatch, findRepeat, type StoredEvent } from './append-checks';
import { encodePgCheckpoint } from './pg-checkpoint';
import { appendOneEvent, isUniqueViolation, oneEventAppend, type AppendedRow } from './postgres-append-one';

/*
 * Appending to any number of streams in one statement, so one append is one
 * round trip (and one commit when the statement runs on its own):
 *
 * 1. `recorded`: the streams some of whose event ids are in the log already.
 *    They are left alone here; step 5 tells a repeat from a caller's bug.
 *    Each id is a probe of the unique index (a LATERAL with LIMIT cannot be
 *    turned into a join): the plan is kept per connection, and a join planned
 *    while the log was small hashed the whole table on every later append.
 * 2. `claimed`: every other stream moves its revision forward by its event
 *    count if it is at the expected revision. The claim locks the stream's
 *    row, so concurrent writers to one stream serialise and the loser finds
 *    the revision moved. `last_transaction_id` only moves forward, so log
 *    order keeps stream order (gap safety, A13).
 * 3. `inserted`: the events of the claimed streams, in stream then event
 *    order, numbered from the revision the claim started at.
 * 4. The result: per claimed stream, its last event's revision and position.
 * 5. Only when some stream was not claimed, a second read says why.
 *
 * One event to one stream at a known revision, the commonest append, takes
 * a shorter statement first (postgres-append-one.ts) and comes here only
 * when that one cannot decide.
 */

export const APPEND_STATEMENT = `
WITH input AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS s(ord int, stream_id text, kind text, expected bigint, n int)
), incoming AS (
  SELECT * FROM jsonb_to_recordset($2::jsonb) AS e(ord int, idx int, event_id uuid, type text, schema_version int,
    occurred_at timestamptz, correlation_id text, causation_id text, actor jsonb, data jsonb)
), recorded AS (
  SELECT DISTINCT i.ord FROM incoming i CROSS JOIN LATERAL (SELECT FROM events ev WHERE ev.event_id = i.event_id LIMIT 1) AS found
), eligible AS (
  SELECT * FROM input WHERE ord NOT IN (SELECT ord FROM recorded)
), created AS (
  INSERT INTO event_streams (stream_id, revision, last_transaction_id)
  SELECT stream_id, n - 1, pg_current_xact_id() FROM eligible WHERE kind = 'no_stream'
  ON CONFLICT (stream_id) DO NOTHING
  RETURNING stream_id, revision
), upserted AS (
  INSERT INTO event_streams AS s (stream_id, revision, last_transaction_id)
  SELECT stream_id, n - 1, pg_current_xact_id() FROM eligible WHERE kind = 'any'
  ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + EXCLUDED.revision + 1, last_transaction_id = pg_current_xact_id()
    WHERE s.last_transaction_id <= pg_current_xact_id()
  RETURNING stream_id, revision
), moved AS (
  UPDATE event_streams s SET revision = s.revision + e.n, last_transaction_id = pg_current_xact_id()
    FROM eligible e
   WHERE e.kind IN ('exact', 'stream_exists') AND s.stream_id = e.stream_id
     AND s.last_transaction_id <= pg_current_xact_id() AND (e.kind = 'stream_exists' OR s.revision = e.expected)
  RETURNING s.stream_id, s.revision
), claimed AS (
  SELECT * FROM created UNION ALL SELECT * FROM upserted UNION ALL SELECT * FROM moved
), inserted AS (
  INSERT INTO events (stream_id, revision, event_id, type, schema_version, occurred_at, correlation_id, causation_id, actor, data)
  SELECT s.stream_id, c.revision - s.n + 1 + i.idx, i.event_id, i.type, i.schema_version, i.occurred_at, i.correlation_id, i.causation_id, i.actor, i.data
    FROM incoming i JOIN input s ON s.ord = i.ord JOIN claimed c ON c.stream_id = s.stream_id
   ORDER BY i.ord, i.idx
  RETURNING stream_id, revision, transaction_id, position
)
SELECT DISTINCT ON (stream_id) stream_id, revision, transaction_id::text AS xid, position
  FROM inserted ORDER BY stream_id, revision DESC`;

/** Planning the statement costs about as much as running it for one stream: PostgreSQL keeps it prepared per connection. */
const PREPARED = { prepareAs: 'tollgate_append_streams' } as const;

type Kind = 'no_stream' | 'any' | 'exact' | 'stream_exists';

function streamsParameter(appends: readonly StreamAppend[]): string {
  return JSON.stringify(
    appends.map(({ streamId, events, expected }, ord) => {
      const kind: Kind = typeof expected === 'bigint' ? 'exact' : expected;
      return { ord, stream_id: streamId, kind, expected: typeof expected === 'bigint' ? expected.toString() : null, n: events.length };
    }),
  );
}

function eventsParameter(appends: readonly StreamAppend[]): string {
  return JSON.stringify(
    appends.flatMap(({ events }, ord) =>
      events.map((e, idx) => ({
        ord,
        idx,
        event_id: e.eventId,
        type: e.type,
        schema_version: e.schemaVersion,
        occurred_at: e.occurredAt,
        correlation_id: e.correlationId,
        causation_id: e.causationId,
        actor: e.actor,
        data: e.data,
      })),
    ),
  );
}

/** A stream the claim passed over, given its ids already in it: a repeat, a partial repeat (a caller's bug), or a revision that moved. */
function outcomeOf(append: StreamAppend, stored: readonly StoredEvent[], actual: bigint | 'no_stream'): StreamAppendOutcome {
  try {
    const repeat = findRepeat(append.streamId, append.events, stored);
    return repeat ? { ok: true, result: repeat } : { ok: false, error: new WrongExpectedRevision(append.streamId, append.expected, actual) };
  } catch (error) {
    if (error instanceof DuplicateEventIds) return { ok: false, error };
    throw error;
  }
}

/** Why a stream was not claimed: an idempotent repeat, ids recorded elsewhere, or a revision that moved. */
async function explainUnclaimed(session: SqlSession, unclaimed: readonly StreamAppend[]): Promise<Map<string, StreamAppendOutcome>> {
  const { rows: revisions } = await session.query<{ stream_id: string; revision: bigint }>(
    'SELECT stream_id, revision FROM event_streams WHERE stream_id = ANY($1::text[])',
    [unclaimed.map((a) => a.streamId)],
  );
  const { rows: stored } = await session.query<{ event_id: string; stream_id: string; revision: bigint; xid: string; position: bigint }>(
    `SELECT event_id::text AS event_id, stream_id, revision, transaction_id::text AS xid, position
       FROM events WHERE event_id = ANY($1::uuid[])`,
    [unclaimed.flatMap((a) => a.events.map((e) => e.eventId))],
  );
  const revisionOf = new Map(revisions.map((r) => [r.stream_id, r.revision]));
  const outcomes = new Map<string, StreamAppendOutcome>();
  for (const append of unclaimed) {
    const ids = new Set(append.events.map((e) => e.eventId));
    const mine = stored.filter((row) => ids.has(row.event_id));
    const elsewhere = mine.filter((row) => row.stream_id !== append.streamId);
    if (elsewhere.length > 0) {
      outcomes.set(append.streamId, {
        ok: false,
        error: new DuplicateEventIds(
          append.streamId,
          mine.map((row) => row.event_id),
        ),
      });
      continue;
    }
    const asStored: StoredEvent[] = mine.map((row) => ({ eventId: row.event_id, revision: row.revision, position: encodePgCheckpoint(row.xid, row.position) }));
    outcomes.set(append.streamId, outcomeOf(append, asStored, revisionOf.get(append.streamId) ?? 'no_stream'));
  }
  return outcomes;
}

/** Checks the appends as `append` would: at least one event each, all addressed to their stream, no id twice, no stream twice. */
function checkAppends(appends: readonly StreamAppend[]): void {
  const streams = new Set<string>();
  const ids = new Set<string>();
  for (const { streamId, events } of appends) {
    checkAppendBatch(streamId, events);
    if (streams.has(streamId)) throw new Error(`stream ${streamId} appears twice in one appendMany`);
    streams.add(streamId);
    for (const e of events) {
      if (ids.has(e.eventId)) throw new Error(`event id ${e.eventId} appears twice in one appendMany`);
      ids.add(e.eventId);
    }
  }
}

/** Runs the general statement; on its own, a unique violation (an `any` append racing its own repeat) is tried once more. */
async function appendWithStatement(session: SqlSession, appends: readonly StreamAppend[], ownTransaction: boolean): Promise<AppendedRow[]> {
  const params = [streamsParameter(appends), eventsParameter(appends)];
  try {
    return (await session.query<AppendedRow>(APPEND_STATEMENT, params, PREPARED)).rows;
  } catch (error) {
    // Once that repeat has committed, step 1 sees it. Inside a caller's transaction the failure has aborted it: the caller rolls back and tries again.
    if (!ownTransaction || !isUniqueViolation(error)) throw error;
    return (await session.query<AppendedRow>(APPEND_STATEMENT, params, PREPARED)).rows;
  }
}

/**
 * Appends to every stream of `appends` in one statement on `session`: a
 * transaction of the caller's, or the database itself (`ownTransaction`),
 * where the statement commits on its own. Answers one outcome per append, in
 * order.
 */
export async function appendStreams(
  session: SqlSession,
  appends: readonly StreamAppend[],
  { ownTransaction }: { ownTransaction: boolean },
): Promise<StreamAppendOutcome[]> {
  checkAppends(appends);
  if (appends.length === 0) return [];
  // One event at a known revision has a cheaper statement of its own (postgres-append-one.ts); it hands back what it cannot decide.
  const one = ownTransaction ? oneEventAppend(appends) : null;
  const rows = (one !== null ? await appendOneEvent(session, one) : null) ?? (await appendWithStatement(session, appends, ownTransaction));
  const written = new Map<string, AppendResult>(
    rows.map((r) => [r.stream_id, { revision: r.revision, position: encodePgCheckpoint(r.xid, r.position), written: true }]),
  );
  const unclaimed = appends.filter((a) => !written.has(a.streamId));
  const explained = unclaimed.length > 0 ? await explainUnclaimed(session, unclaimed) : new Map<string, StreamAppendOutcome>();
  return appends.map((a) => {
    const result = written.get(a.streamId);
    return result ? { ok: true, result } : explained.get(a.streamId)!;
  });
}

/** One stream's append through `appendStreams`: its result, or its refusal thrown. */
export async function appendStream(
  session: SqlSession,
  streamId: string,
  events: readonly GatewayEvent[],
  expected: StreamAppend['expected'],
  options: { ownTransaction: boolean },
): Promise<AppendResult> {
  const [outcome] = await appendStreams(session, [{ streamId, events, expected }], options);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.result;
}
