import { describe, expect, it } from 'vitest';
import { DuplicateEventIds, WrongExpectedRevision, type EventStore, type RecordedEvent } from '../../../../services/platform/ports/event-store';
import { configChanged, streamOf } from '../../../testkit/events';
import { readAtLeast } from '../../../testkit/read-log';
import { appendManyContract } from './append-many.contract';

/**
 * What every event store adapter must do. Each adapter's test file calls this
 * with a factory for a store over a fresh, empty log.
 */
export function eventStoreContract(open: () => Promise<{ store: EventStore; dispose(): Promise<void> }>): void {
  const withStore = (test: (store: EventStore) => Promise<void>) => async () => {
    const { store, dispose } = await open();
    try {
      await test(store);
    } finally {
      await dispose();
    }
  };

  const eventsOf = (recorded: readonly RecordedEvent[]) => recorded.map((r) => r.event);

  appendManyContract(withStore);

  describe('append and read a stream', () => {
    it(
      'appends to a new stream and reads it back unchanged, revisions from 0',
      withStore(async (store) => {
        const events = streamOf(3);
        const result = await store.append(events[0]!.streamId, events, 'no_stream');
        expect(result).toMatchObject({ revision: 2n, written: true });
        const read = await store.readStream(events[0]!.streamId);
        expect(eventsOf(read)).toEqual(events);
        expect(read.map((r) => r.revision)).toEqual([0n, 1n, 2n]);
        expect(read[2]!.position).toBe(result.position);
      }),
    );

    it(
      'reads from a revision',
      withStore(async (store) => {
        const events = streamOf(5);
        await store.append(events[0]!.streamId, events, 'no_stream');
        expect(eventsOf(await store.readStream(events[0]!.streamId, { fromRevision: 3n }))).toEqual(events.slice(3));
        expect(await store.readStream('audit_option-missing')).toEqual([]);
      }),
    );

    it(
      'reads several streams at once, each from its own revision, in the order asked, at most `limit` each',
      withStore(async (store) => {
        const [a, b, c] = [streamOf(4), streamOf(2), streamOf(3)];
        for (const events of [a, b, c]) await store.append(events[0]!.streamId, events, 'no_stream');
        const reads = [
          { streamId: c[0]!.streamId, fromRevision: 1n },
          { streamId: 'audit_option-missing', fromRevision: 0n },
          { streamId: a[0]!.streamId, fromRevision: 0n },
          { streamId: b[0]!.streamId, fromRevision: 2n },
        ];
        const answers = await store.readStreams(reads, 3);
        expect(answers.map(eventsOf)).toEqual([c.slice(1), [], a.slice(0, 3), []]);
        expect(answers[0]!.map((r) => r.revision)).toEqual([1n, 2n]);
        // Each read answers exactly what readStream answers for it.
        for (const [i, read] of reads.entries())
          expect(answers[i]).toEqual(await store.readStream(read.streamId, { fromRevision: read.fromRevision, limit: 3 }));
        expect(await store.readStreams([], 3)).toEqual([]);
      }),
    );

    it(
      'checks the expected revision',
      withStore(async (store) => {
        const [a, b, c] = streamOf(3);
        const stream = a!.streamId;
        await store.append(stream, [a!], 'no_stream');
        await expect(store.append(stream, [b!], 'no_stream')).rejects.toMatchObject({ name: 'WrongExpectedRevision', actual: 0n });
        await expect(store.append(stream, [b!], 5n)).rejects.toBeInstanceOf(WrongExpectedRevision);
        expect((await store.append(stream, [b!], 0n)).revision).toBe(1n);
        expect((await store.append(stream, [c!], 'stream_exists')).revision).toBe(2n);
        await expect(store.append('audit_option-nobody', [configChanged({ entityId: 'nobody' })], 'stream_exists')).rejects.toMatchObject({
          actual: 'no_stream',
        });
        expect((await store.append('audit_option-anyone', [configChanged({ entityId: 'anyone' })], 'any')).revision).toBe(0n);
      }),
    );

    it(
      'lets exactly one of many concurrent appends at one revision win',
      withStore(async (store) => {
        const [first] = streamOf(1, 'race');
        await store.append(first!.streamId, [first!], 'no_stream');
        const contenders = Array.from({ length: 10 }, () => configChanged({ entityId: 'race' }));
        const outcomes = await Promise.allSettled(contenders.map((e) => store.append(e.streamId, [e], 0n)));
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        expect(outcomes.filter((o) => o.status === 'rejected').every((o) => (o as PromiseRejectedResult).reason instanceof WrongExpectedRevision)).toBe(true);
        expect(await store.readStream(first!.streamId)).toHaveLength(2);
      }),
    );

    it(
      'records a repeated append once, even when the repeats race',
      withStore(async (store) => {
        const events = streamOf(2);
        const stream = events[0]!.streamId;
        const outcomes = await Promise.all(Array.from({ length: 10 }, () => store.append(stream, events, 'no_stream')));
        expect(outcomes.filter((o) => o.written)).toHaveLength(1);
        expect(new Set(outcomes.map((o) => o.revision))).toEqual(new Set([1n]));
        expect(new Set(outcomes.map((o) => o.position)).size).toBe(1);
        const again = await store.append(stream, events, 'no_stream');
        expect(again.written).toBe(false);
        expect(eventsOf(await store.readStream(stream))).toEqual(events);
      }),
    );

    it(
      'refuses event ids already recorded as part of another append',
      withStore(async (store) => {
        const [a, b] = streamOf(2);
        await store.append(a!.streamId, [a!], 'no_stream');
        await expect(store.append(a!.streamId, [b!, a!], 0n)).rejects.toBeInstanceOf(DuplicateEventIds);
        expect(await store.readStream(a!.streamId)).toHaveLength(1);
      }),
    );
  });

  describe('read the whole log', () => {
    it(
      'reads everything in log order, page by page, from an opaque checkpoint',
      withStore(async (store) => {
        const streams = [streamOf(4), streamOf(3), streamOf(5)];
        for (const events of streams) await store.append(events[0]!.streamId, events, 'no_stream');
        const seen = await readAtLeast(store, null, 12, 5);
        expect(eventsOf(seen)).toEqual(streams.flat());
        expect(new Set(seen.map((r) => r.position)).size).toBe(12);
        const end = await store.readAll(seen[11]!.position, 5);
        expect(end).toEqual({ events: [], next: seen[11]!.position });
      }),
    );

    it(
      'continues after its checkpoint with what was appended since',
      withStore(async (store) => {
        const first = streamOf(2);
        await store.append(first[0]!.streamId, first, 'no_stream');
        const next = (await readAtLeast(store, null, 2))[1]!.position;
        const later = streamOf(2);
        await store.append(later[0]!.streamId, later, 'no_stream');
        expect(eventsOf(await readAtLeast(store, next, 2))).toEqual(later);
      }),
    );

    it(
      'wakes a waiting follower when this process appends',
      withStore(async (store) => {
        const waiting = store.waitForAppend(10_000);
        const events = streamOf(1);
        const begun = Date.now();
        await store.append(events[0]!.streamId, events, 'no_stream');
        await waiting;
        expect(Date.now() - begun).toBeLessThan(5_000);
      }),
    );
  });
}
