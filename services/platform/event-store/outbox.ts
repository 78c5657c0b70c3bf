import { parseEvent, type GatewayEvent } from '../../../schema/events/gateway-event';
import type { Logger } from '../logger';
import { DuplicateEventIds, WrongExpectedRevision, type EventStore, type ExpectedRevision } from '../ports/event-store';
import type { SqlDatabase, SqlSession } from '../ports/sql';
import { checkAppendBatch } from './append-checks';

/*
 * The outbox (ARCHITECTURE decision 12, table in schema/sql/004_event_outbox.sql).
 * With EventStoreDB as the log, a config change and its events cannot share a
 * transaction, so the events go to `event_outbox` inside the config
 * transaction and a relay moves them to the log afterwards.
 *
 * What the relay does with the row at the head of the queue:
 * - The log accepts it, or says it holds these events already (an idempotent
 *   repeat): the row is deleted. A crash between the append and the delete
 *   leaves the row, and the next relay repeats the append, which writes
 *   nothing the second time.
 * - The log refuses it for a reason retrying cannot change (the stream is not
 *   at the expected revision, or the ids are recorded as part of another
 *   append): the row is parked (failed_at, error), logged as an error, and
 *   later rows go on. Rows behind it for the same stream meet the same check
 *   on their own, so with exact revisions they are parked too, and with 'any'
 *   they land without it. An operator clears failed_at to queue a parked row
 *   again (after setting expected_revision to 'any', say) or deletes it.
 * - Anything else (the log unreachable, a timeout, an event this version
 *   cannot read, such as one from a newer release mid-deploy): the row stays
 *   at the head and is retried with a growing delay, since skipping it would
 *   reorder the log.
 *
 * Several processes may run a relay at once: each only appends the head row
 * and deletes a row only once the log has confirmed it, so the log receives
 * rows in queue order, and two relays on one row make one write and one
 * idempotent repeat. Running it in one role avoids that duplicate work.
 */

export function encodeExpectedRevision(expected: ExpectedRevision): string {
  if (typeof expected === 'bigint') {
    if (expected < 0n) throw new Error(`an expected revision is 0 or more, not ${expected}`);
    return expected.toString();
  }
  return expected;
}

export function decodeExpectedRevision(text: string): ExpectedRevision {
  if (text === 'any' || text === 'no_stream' || text === 'stream_exists') return text;
  if (/^\d+$/.test(text)) return BigInt(text);
  throw new Error(`not an expected revision: ${JSON.stringify(text)}`);
}

/**
 * Queues an append to the log inside the caller's transaction: it reaches the
 * log only if that transaction commits. Returns the row's place in the queue.
 */
export async function appendToOutbox(
  tx: SqlSession,
  streamId: string,
  events: readonly GatewayEvent[],
  expected: ExpectedRevision,
): Promise<{ sequence: bigint }> {
  checkAppendBatch(streamId, events);
  const { rows } = await tx.query<{ sequence: bigint }>(
    'INSERT INTO event_outbox (stream_id, expected_revision, events) VALUES ($1, $2, $3::jsonb) RETURNING sequence',
    [streamId, encodeExpectedRevision(expected), JSON.stringify(events)],
  );
  return { sequence: rows[0]!.sequence };
}

interface OutboxRow {
  sequence: bigint;
  stream_id: string;
  expected_revision: string;
  events: unknown[];
}

/** What one look at the head of the queue did; `empty`: no row it may relay yet. */
export type OutboxStep = 'delivered' | 'parked' | 'empty';
type StepOutcome = OutboxStep;

/** Moves the head row to the log, or parks it; throws for a failure that may pass. */
async function relayHeadRow(db: SqlDatabase, store: EventStore, logger: Logger): Promise<StepOutcome> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT sequence, stream_id, expected_revision, events FROM event_outbox
      WHERE failed_at IS NULL AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY transaction_id, sequence
      LIMIT 1`,
  );
  const row = rows[0];
  if (!row) return 'empty';
  const events = row.events.map(parseEvent);
  const expected = decodeExpectedRevision(row.expected_revision);
  try {
    const result = await store.append(row.stream_id, events, expected);
    logger.debug('outbox row relayed', { sequence: row.sequence, streamId: row.stream_id, written: result.written });
  } catch (error) {
    if (!(error instanceof WrongExpectedRevision || error instanceof DuplicateEventIds)) throw error;
    await db.query('UPDATE event_outbox SET failed_at = now(), error = $2 WHERE sequence = $1', [row.sequence, error.message]);
    logger.error('outbox row parked: the log refused it', { sequence: row.sequence, streamId: row.stream_id, error });
    return 'parked';
  }
  await db.query('DELETE FROM event_outbox WHERE sequence = $1', [row.sequence]);
  return 'delivered';
}

export interface OutboxRelayOptions {
  readonly db: SqlDatabase;
  /** Where the rows go: the EventStoreDB adapter in production, any EventStore in tests. */
  readonly store: EventStore;
  readonly logger: Logger;
  /** How often an idle relay looks for new rows (default 500 ms); `wake()` looks at once. */
  readonly pollIntervalMs?: number;
  /** The first wait after a failure that may pass (default 200 ms); it doubles up to `maxRetryDelayMs` (default 30 s). */
  readonly retryDelayMs?: number;
  readonly maxRetryDelayMs?: number;
  /** Told after each look that did not fail, with what it did: tests wait on it to know the relay looked. Never changes what it does. */
  readonly onStep?: (step: OutboxStep) => void;
}

export interface OutboxRelay {
  /** Looks for rows now; call it after committing a transaction that queued some. */
  wake(): void;
  /** Finishes the row in hand, then stops. */
  stop(): Promise<void>;
}

export function startOutboxRelay({
  db,
  store,
  logger,
  pollIntervalMs = 500,
  retryDelayMs = 200,
  maxRetryDelayMs = 30_000,
  onStep,
}: OutboxRelayOptions): OutboxRelay {
  let stopped = false;
  let woken = false;
  let interrupt: (() => void) | null = null;

  /** Waits `ms`, or less if woken or stopped. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = done;
    });

  const run = async () => {
    let delay = retryDelayMs;
    while (!stopped) {
      woken = false;
      let outcome: StepOutcome;
      try {
        outcome = await relayHeadRow(db, store, logger);
        delay = retryDelayMs;
      } catch (error) {
        logger.warn('outbox relay: the head row stays queued and is tried again', { error, retryInMs: delay });
        await pause(delay);
        delay = Math.min(delay * 2, maxRetryDelayMs);
        continue;
      }
      onStep?.(outcome);
      if (outcome === 'empty' && !woken && !stopped) await pause(pollIntervalMs);
    }
  };
  const running = run();

  return {
    wake() {
      woken = true;
      interrupt?.();
    },
    async stop() {
      stopped = true;
      interrupt?.();
      await running;
    },
  };
}
