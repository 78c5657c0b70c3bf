import { describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { describeOnEachBackend } from '../../../testkit/databases';
import { configChanged, streamOf } from '../../../testkit/events';
import { readAtLeast } from '../../../testkit/read-log';
import { decodePgCheckpoint } from '../../../../services/platform/event-store/pg-checkpoint';
import { eventStoreContract } from './event-store.contract';
import { APPEND_STATEMENT } from '../../../../services/platform/event-store/postgres-append';
import { APPEND_ONE_STATEMENT } from '../../../../services/platform/event-store/postgres-append-one';
import { DuplicateEventIds, WrongExpectedRevision } from '../../../../services/platform/ports/event-store';
import type { QueryOptions, SqlDatabase, SqlSession } from '../../../../services/platform/ports/sql';

describeOnEachBackend('Postgres event store', (test) => {
  /** One database per file (PGlite costs seconds to start); each case starts from an empty log. */
  const open = async () => {
    await test.db.execScript('TRUNCATE events, event_streams');
    return { store: createPostgresEventStore(test.db), dispose: async () => {} };
  };

  eventStoreContract(open);

  it('appends inside the caller transaction: both commit, or neither', async () => {
    const { store } = await open();
    const [kept, dropped] = [configChanged(), configChanged()];
    await test.db.transaction(async (tx) => {
      await tx.query("INSERT INTO options (key, value) VALUES ('SystemName', 'Kept') ON CONFLICT (key) DO UPDATE SET value = 'Kept'");
      await store.appendInTransaction(tx, kept.streamId, [kept], 'no_stream');
    });
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query("UPDATE options SET value = 'Dropped' WHERE key = 'SystemName'");
        await store.appendInTransaction(tx, dropped.streamId, [dropped], 'no_stream');
        throw new Error('the command failed after appending');
      }),
    ).rejects.toThrow('the command failed');
    expect((await readAtLeast(store, null, 1)).map((r) => r.event.eventId)).toEqual([kept.eventId]);
    expect(await store.readStream(dropped.streamId)).toEqual([]);
    expect((await test.db.query("SELECT value FROM options WHERE key = 'SystemName'")).rows).toEqual([{ value: 'Kept' }]);
  });

  it('upcasts events stored at an older schemaVersion', async () => {
    const { store } = await open();
    const current = configChanged();
    await test.db.query(`INSERT INTO event_streams (stream_id, revision, last_transaction_id) VALUES ($1, 0, pg_current_xact_id())`, [current.streamId]);
    const { reason: _dropped, ...v1Data } = current.data;
    await test.db.query(
      `INSERT INTO events (stream_id, revision, event_id, type, schema_version, occurred_at, correlation_id, causation_id, actor, data)
       VALUES ($1, 0, $2::uuid, 'ConfigChanged', 1, $3::timestamptz, NULL, NULL, $4::jsonb, $5::jsonb)`,
      [current.streamId, current.eventId, current.occurredAt, JSON.stringify(current.actor), JSON.stringify(v1Data)],
    );
    const [read] = await store.readStream(current.streamId);
    expect(read!.event).toEqual({ ...current, schemaVersion: 2, data: { ...v1Data, reason: null } });
  });

  it('keeps stream order in log order across many streams', async () => {
    const { store } = await open();
    const streams = Array.from({ length: 20 }, () => streamOf(5));
    await Promise.all(streams.flatMap((events) => [store.append(events[0]!.streamId, events.slice(0, 2), 'no_stream')]));
    await Promise.all(streams.map((events) => store.append(events[0]!.streamId, events.slice(2), 1n)));
    const events = await readAtLeast(store, null, 100);
    expect(events).toHaveLength(100);
    for (const stream of streams) {
      const inLog = events.filter((r) => r.event.streamId === stream[0]!.streamId).map((r) => r.revision);
      expect(inLog).toEqual([0n, 1n, 2n, 3n, 4n]);
    }
  });

  it('records the streams of one appendMany in one transaction, in stream order, in one statement', async () => {
    const { store } = await open();
    const streams = Array.from({ length: 30 }, () => streamOf(3));
    let statements = 0;
    const counted = createPostgresEventStore({
      ...test.db,
      query: (text: string, params?: readonly unknown[]) => {
        statements++;
        return test.db.query(text, params);
      },
    } as typeof test.db);
    const outcomes = await counted.appendMany(streams.map((events) => ({ streamId: events[0]!.streamId, events, expected: 'no_stream' as const })));
    expect(outcomes.every((o) => o.ok && o.result.written)).toBe(true);
    expect(statements).toBe(1);
    const log = await readAtLeast(store, null, 90);
    expect(new Set(log.map((r) => decodePgCheckpoint(r.position).xid)).size).toBe(1);
    for (const events of streams) {
      expect(log.filter((r) => r.event.streamId === events[0]!.streamId).map((r) => r.event)).toEqual(events);
    }
  });

  it('writes nothing when the store itself fails part-way through an appendMany', async () => {
    const { store } = await open();
    const good = streamOf(2);
    const broken = { ...configChanged(), occurredAt: 'not a time' };
    await expect(
      store.appendMany([
        { streamId: good[0]!.streamId, events: good, expected: 'no_stream' },
        { streamId: broken.streamId, events: [broken], expected: 'no_stream' },
      ]),
    ).rejects.toThrow();
    expect(await store.readStream(good[0]!.streamId)).toEqual([]);
    expect((await test.db.query('SELECT count(*)::int AS n FROM event_streams')).rows).toEqual([{ n: 0 }]);
  });

  describe('one event at a known revision', () => {
    /** A database whose statements are noted, in its transactions too, by which append statement each was (or `other`). */
    const noting = () => {
      const ran: string[] = [];
      const noted = <S extends SqlSession>(session: S): S => ({
        ...session,
        query: (text: string, params?: readonly unknown[], options?: QueryOptions) => {
          ran.push(text === APPEND_ONE_STATEMENT ? 'one' : text === APPEND_STATEMENT ? 'general' : 'other');
          return session.query(text, params, options);
        },
      });
      const db: SqlDatabase = { ...noted(test.db), transaction: (work) => test.db.transaction((tx) => work(noted(tx))) };
      return { db, store: createPostgresEventStore(db), ran };
    };

    it('records it with the one-event statement alone, at the next revision and its place in the log', async () => {
      await open();
      const [first, second] = streamOf(2);
      const { store, ran } = noting();
      await store.append(first!.streamId, [first!], 'no_stream');
      const result = await store.append(second!.streamId, [second!], 0n);
      const viaMany = await store.appendMany([{ streamId: first!.streamId, events: [configChanged({ entityId: first!.data.entityId })], expected: 1n }]);
      // A new stream takes the general statement; an exact revision the one-event one, from append and appendMany alike.
      expect(ran).toEqual(['general', 'one', 'one']);
      expect(result).toMatchObject({ revision: 1n, written: true });
      expect(viaMany[0]).toMatchObject({ ok: true, result: { revision: 2n, written: true } });
      const log = await readAtLeast(store, null, 3);
      expect(log.map((r) => r.revision)).toEqual([0n, 1n, 2n]);
      expect(log[1]!.event).toEqual(second);
      expect(log[1]!.position).toBe(result.position);
    });

    it('refuses a revision that moved, as the general statement does', async () => {
      await open();
      const [first, second, late] = streamOf(3);
      const { store, ran } = noting();
      await store.append(first!.streamId, [first!, second!], 'no_stream');
      await expect(store.append(first!.streamId, [late!], 0n)).rejects.toMatchObject({ name: 'WrongExpectedRevision', expected: 0n, actual: 1n });
      await expect(store.append(first!.streamId, [late!], 0n)).rejects.toBeInstanceOf(WrongExpectedRevision);
      expect(ran.slice(1, 2)).toEqual(['one']);
      expect(await store.readStream(first!.streamId)).toHaveLength(2);
    });

    it('answers a repeat with the recorded result and writes nothing', async () => {
      await open();
      const [first, second] = streamOf(2);
      const { store } = noting();
      await store.append(first!.streamId, [first!], 'no_stream');
      const recorded = await store.append(first!.streamId, [second!], 0n);
      const repeated = await store.append(first!.streamId, [second!], 0n);
      expect(repeated).toEqual({ revision: recorded.revision, position: recorded.position, written: false });
      expect(await store.readStream(first!.streamId)).toHaveLength(2);
    });

    it('hands an id recorded in another stream to the general statement, which refuses it and leaves both streams as they were', async () => {
      await open();
      const [mine] = streamOf(1);
      const [theirs] = streamOf(1);
      const { store, ran } = noting();
      await store.append(mine!.streamId, [mine!], 'no_stream');
      await store.append(theirs!.streamId, [theirs!], 'no_stream');
      ran.length = 0;
      // `theirs` is recorded; offered again to `mine` at mine's current revision, only the unique index can tell.
      const stolen = { ...theirs!, streamId: mine!.streamId };
      await expect(store.append(mine!.streamId, [stolen], 0n)).rejects.toBeInstanceOf(DuplicateEventIds);
      expect(ran.slice(0, 2)).toEqual(['one', 'general']);
      expect(await store.readStream(mine!.streamId)).toHaveLength(1);
      expect((await test.db.query<{ revision: bigint }>('SELECT revision FROM event_streams WHERE stream_id = $1', [mine!.streamId])).rows).toEqual([
        { revision: 0n },
      ]);
    });

    it('is not used inside a caller transaction, where a unique violation would abort the caller', async () => {
      await open();
      const [first, second] = streamOf(2);
      const { db, store, ran } = noting();
      await store.append(first!.streamId, [first!], 'no_stream');
      ran.length = 0;
      await db.transaction((tx) => store.appendInTransaction(tx, first!.streamId, [second!], 0n));
      expect(ran).toContain('general');
      expect(ran).not.toContain('one');
      expect(await store.readStream(first!.streamId)).toHaveLength(2);
    });
  });

  it('plans the append to find event ids by index, however small the log is when a connection plans it', async () => {
    // PostgreSQL keeps the prepared append's plan for the connection's life. A plan made on a nearly empty log
    // once hashed the whole events table to spot repeated ids, and every later append on that connection did so.
    await open();
    const plan = await test.db.transaction(async (tx) => {
      await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
      await tx.query(`PREPARE tollgate_append_plan_check (jsonb, jsonb) AS ${APPEND_STATEMENT}`);
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE tollgate_append_plan_check ('[]', '[]')`);
      await tx.query('DEALLOCATE tollgate_append_plan_check');
      return rows.map((row) => row['QUERY PLAN']);
    });
    const eventsScans = plan.filter((line) => /Scan .*\bon events /.test(line));
    expect(eventsScans.length).toBeGreaterThan(0);
    expect(eventsScans.filter((line) => !/Index (Only )?Scan using events_event_id_unique/.test(line))).toEqual([]);
  });
});
