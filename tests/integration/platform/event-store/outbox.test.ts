import { afterEach, beforeAll, expect, it } from 'vitest';
import type { GatewayEvent } from '../../../../schema/events/gateway-event';
import { appendToOutbox, startOutboxRelay, type OutboxRelay, type OutboxRelayOptions, type OutboxStep } from '../../../../services/platform/event-store/outbox';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { createLogger } from '../../../../services/platform/logger';
import type { EventStore, ExpectedRevision } from '../../../../services/platform/ports/event-store';
import { describeOnEachBackend } from '../../../testkit/databases';
import { configChanged, streamOf } from '../../../testkit/events';
import { eventually } from '../../../testkit/eventually';

interface QueuedRow {
  readonly streamId: string;
  readonly events: readonly GatewayEvent[];
  readonly expected: ExpectedRevision;
}

const row = (events: readonly GatewayEvent[], expected: ExpectedRevision): QueuedRow => ({ streamId: events[0]!.streamId, events, expected });

/** Rows for a few streams, interleaved, each at the exact revision the rows before it leave its stream at. */
function chainedRows(count: number): QueuedRow[] {
  const streams = [streamOf(count), streamOf(count), streamOf(count)];
  const used = [0, 0, 0];
  return Array.from({ length: count }, (_, i) => {
    const s = i % 3;
    const take = 1 + (i % 2);
    const events = streams[s]!.slice(used[s], used[s]! + take);
    const expected: ExpectedRevision = used[s] === 0 ? 'no_stream' : BigInt(used[s]! - 1);
    used[s]! += take;
    return row(events, expected);
  });
}

describeOnEachBackend('event outbox', (test) => {
  let log: EventStore;
  let logLines: Array<{ level: string; message: string; [field: string]: unknown }>;
  /** What each look of the relay `start` made last did (its `onStep`). */
  let steps: OutboxStep[];
  const relays: OutboxRelay[] = [];

  beforeAll(() => {
    log = createPostgresEventStore(test.db);
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.stop()));
    await test.db.execScript('TRUNCATE events, event_streams, event_outbox');
  });

  const start = (overrides: Partial<OutboxRelayOptions> = {}) => {
    logLines = [];
    steps = [];
    const logger = createLogger('debug', (line) => logLines.push(JSON.parse(line)));
    const onStep = (step: OutboxStep) => void steps.push(step);
    const relay = startOutboxRelay({ db: test.db, store: log, logger, pollIntervalMs: 20, retryDelayMs: 10, onStep, ...overrides });
    relays.push(relay);
    return relay;
  };

  const queue = async (rows: readonly QueuedRow[]) => {
    for (const r of rows) await test.db.transaction((tx) => appendToOutbox(tx, r.streamId, r.events, r.expected));
  };

  const waiting = async () => (await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_outbox WHERE failed_at IS NULL')).rows[0]!.n;
  const drained = () => eventually(async () => (await waiting()) === 0, { what: 'the outbox to be empty' });
  /**
   * Every event in the log, in log order. Read from the table rather than
   * through readAll, which holds back events while any older transaction on
   * the server is open (another test file's, say): these tests look at what
   * was written, and when.
   */
  const logged = async () =>
    (await test.db.query<{ event_id: string }>('SELECT event_id::text AS event_id FROM events ORDER BY transaction_id, position')).rows.map((r) => r.event_id);
  const idsOf = (rows: readonly QueuedRow[]) => rows.flatMap((r) => r.events.map((e) => e.eventId));

  it('commits the queued events with the config row, or neither', async () => {
    const [kept, dropped] = [configChanged(), configChanged()];
    await test.db.transaction(async (tx) => {
      await tx.query("INSERT INTO options (key, value) VALUES ('SystemName', 'Kept') ON CONFLICT (key) DO UPDATE SET value = 'Kept'");
      await appendToOutbox(tx, kept.streamId, [kept], 'no_stream');
    });
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query("UPDATE options SET value = 'Dropped' WHERE key = 'SystemName'");
        await appendToOutbox(tx, dropped.streamId, [dropped], 'no_stream');
        throw new Error('the command failed after queueing');
      }),
    ).rejects.toThrow('the command failed');
    const { rows } = await test.db.query<{ stream_id: string; expected_revision: string; events: unknown }>(
      'SELECT stream_id, expected_revision, events FROM event_outbox',
    );
    expect(rows).toEqual([{ stream_id: kept.streamId, expected_revision: 'no_stream', events: [kept] }]);
    expect((await test.db.query("SELECT value FROM options WHERE key = 'SystemName'")).rows).toEqual([{ value: 'Kept' }]);
  });

  it('refuses to queue an empty append or an event of another stream', async () => {
    const event = configChanged();
    await expect(test.db.transaction((tx) => appendToOutbox(tx, event.streamId, [], 'any'))).rejects.toThrow(/at least one event/);
    await expect(test.db.transaction((tx) => appendToOutbox(tx, 'audit_option-other', [event], 'any'))).rejects.toThrow(/belongs to/);
  });

  it('relays every row to the log in queue order, exactly once', async () => {
    const rows = chainedRows(12);
    await queue(rows);
    start();
    await drained();
    expect(await logged()).toEqual(idsOf(rows));
    expect(logLines.filter((l) => l.level === 'warn' || l.level === 'error')).toEqual([]);
  });

  it('picks up where it stopped after a restart, losing and doubling nothing', async () => {
    const rows = chainedRows(20);
    await queue(rows);
    let appends = 0;
    const stopping: Promise<void>[] = [];
    const stopsAfterSeven: EventStore = {
      ...log,
      async append(streamId, events, expected) {
        const result = await log.append(streamId, events, expected);
        if (++appends === 7) stopping.push(first.stop());
        return result;
      },
    };
    const first = start({ store: stopsAfterSeven });
    await eventually(() => stopping.length > 0, { what: 'the first relay to be told to stop' });
    await Promise.all(stopping);
    expect(await waiting()).toBe(13);
    expect(await logged()).toEqual(idsOf(rows.slice(0, 7)));

    start();
    await drained();
    expect(await logged()).toEqual(idsOf(rows));
  });

  it('repeats an append whose delete never happened (a crash in between) without writing it twice', async () => {
    const rows = chainedRows(3);
    await queue(rows);
    const written: boolean[] = [];
    const diesOnce: EventStore = {
      ...log,
      async append(streamId, events, expected) {
        const result = await log.append(streamId, events, expected);
        written.push(result.written);
        if (written.length === 1) throw new Error('the process died before the delete');
        return result;
      },
    };
    start({ store: diesOnce });
    await drained();
    expect(written).toEqual([true, false, true, true]);
    expect(await logged()).toEqual(idsOf(rows));
    expect(logLines.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual(['outbox relay: the head row stays queued and is tried again']);
  });

  it('relays a replayed row as an idempotent repeat', async () => {
    const rows = chainedRows(4);
    await queue(rows);
    const relay = start();
    await drained();
    await queue([rows[1]!, rows[1]!]);
    relay.wake();
    await drained();
    expect(await logged()).toEqual(idsOf(rows));
  });

  it('parks a row the log refuses, keeps the reason, and lets later rows flow', async () => {
    const [a, b, c] = streamOf(3);
    const [x, y] = streamOf(2);
    const other = streamOf(1);
    const rows = [
      row([a!], 'no_stream'),
      row([b!], 'no_stream'), // the stream exists by now: a wrong expected revision
      row([x!], 'no_stream'),
      row([y!, x!], 0n), // x is recorded already, as part of another append
      row(other, 'no_stream'),
      row([c!], 0n),
    ];
    await queue(rows);
    start();
    await drained();
    expect(await logged()).toEqual([a!.eventId, x!.eventId, other[0]!.eventId, c!.eventId]);
    const { rows: parked } = await test.db.query<{ stream_id: string; error: string; failed: boolean }>(
      'SELECT stream_id, error, failed_at IS NOT NULL AS failed FROM event_outbox ORDER BY sequence',
    );
    expect(parked).toEqual([
      { stream_id: a!.streamId, error: expect.stringMatching(/is at 0, expected no_stream/), failed: true },
      { stream_id: x!.streamId, error: expect.stringMatching(/already recorded/), failed: true },
    ]);
    expect(logLines.filter((l) => l.level === 'error').map((l) => [l.message, l.streamId])).toEqual([
      ['outbox row parked: the log refused it', a!.streamId],
      ['outbox row parked: the log refused it', x!.streamId],
    ]);
  });

  it('looks at once when woken, without waiting for its next poll', async () => {
    const relay = start({ pollIntervalMs: 60_000 });
    // It has looked once, found nothing, and is idle in its minute-long poll now.
    await eventually(() => steps.includes('empty'), { what: 'the relay to look once' });
    const rows = chainedRows(2);
    await queue(rows);
    // A wake-up can come before the row is readable to the relay (an older transaction elsewhere on the
    // server is still open), so keep waking it, as each commit that queues rows would.
    await eventually(
      async () => {
        relay.wake();
        return (await waiting()) === 0;
      },
      { what: 'the woken relay to empty the outbox', timeoutMs: 10_000 },
    );
    expect(await logged()).toEqual(idsOf(rows));
  });

  it.skipIf(test.backend === 'pglite')(
    'holds back a row while an older transaction is still open, then keeps queue order (PostgreSQL only: PGlite runs one transaction at a time, so it cannot hold one open beside another)',
    async () => {
      const [early, late] = [streamOf(1), streamOf(1)];
      await test.db.transaction(async (tx) => {
        await appendToOutbox(tx, early[0]!.streamId, early, 'no_stream');
        await queue([row(late, 'no_stream')]);
        start();
        // The relay looked while this transaction is open and found no row it may relay yet.
        await eventually(() => steps.includes('empty'), { what: 'the relay to look and hold the rows back' });
        expect(await logged()).toEqual([]);
      });
      await drained();
      expect(await logged()).toEqual([early[0]!.eventId, late[0]!.eventId]);
    },
  );
});
