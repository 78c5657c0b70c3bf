import { describe, expect, it } from 'vitest';
import { DuplicateEventIds, WrongExpectedRevision, type EventStore, type StreamAppendOutcome } from '../../../../services/platform/ports/event-store';
import { configChanged, streamOf } from '../../../testkit/events';
import { readAtLeast } from '../../../testkit/read-log';

type WithStore = (test: (store: EventStore) => Promise<void>) => () => Promise<void>;

const written = (outcome: StreamAppendOutcome | undefined) => (outcome?.ok ? outcome.result : null);

/**
 * `appendMany`, as every adapter must do it: each stream's append succeeds or
 * is refused on its own, with the rules of `append`. Whether the accepted
 * streams commit together is the adapter's own (the Postgres store's tests
 * check that); this contract holds on every store.
 */
export function appendManyContract(withStore: WithStore): void {
  describe('append to many streams', () => {
    it(
      'records every stream in one call, each from its expected revision, and answers in order',
      withStore(async (store) => {
        const fresh = streamOf(2);
        const [old0, old1] = streamOf(2); // one stream: the first event is recorded before, the second in the call
        const loose = streamOf(1);
        await store.append(old0!.streamId, [old0!], 'no_stream');
        const outcomes = await store.appendMany([
          { streamId: fresh[0]!.streamId, events: fresh, expected: 'no_stream' },
          { streamId: old0!.streamId, events: [old1!], expected: 0n },
          { streamId: loose[0]!.streamId, events: loose, expected: 'any' },
        ]);
        expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
        expect(outcomes.map((o) => written(o)?.revision)).toEqual([1n, 1n, 0n]);
        expect(outcomes.every((o) => written(o)?.written === true)).toBe(true);
        expect((await store.readStream(fresh[0]!.streamId)).map((r) => r.event)).toEqual(fresh);
        expect((await store.readStream(old0!.streamId)).map((r) => r.revision)).toEqual([0n, 1n]);

        // In the whole log each stream's events keep their order, and each answer names its last event's place.
        const log = await readAtLeast(store, null, 5);
        const freshInLog = log.filter((r) => r.event.streamId === fresh[0]!.streamId);
        expect(freshInLog.map((r) => r.revision)).toEqual([0n, 1n]);
        expect(freshInLog[1]!.position).toBe(written(outcomes[0])!.position);
      }),
    );

    it(
      'refuses a stream that moved on its own; the others are recorded',
      withStore(async (store) => {
        const [moved, late] = streamOf(2);
        await store.append(moved!.streamId, [moved!], 'no_stream');
        const other = streamOf(2);
        const outcomes = await store.appendMany([
          { streamId: moved!.streamId, events: [late!], expected: 'no_stream' },
          { streamId: other[0]!.streamId, events: other, expected: 'no_stream' },
          { streamId: 'audit_option-nobody-here', events: [configChanged({ entityId: 'nobody-here' })], expected: 'stream_exists' },
        ]);
        expect(outcomes[0]).toMatchObject({ ok: false, error: { name: 'WrongExpectedRevision', actual: 0n } });
        expect(outcomes[0]!.ok === false && outcomes[0]!.error).toBeInstanceOf(WrongExpectedRevision);
        expect(written(outcomes[1])).toMatchObject({ revision: 1n, written: true });
        expect(outcomes[2]).toMatchObject({ ok: false, error: { actual: 'no_stream' } });
        expect((await store.readStream(moved!.streamId)).map((r) => r.event)).toEqual([moved]);
        expect((await store.readStream(other[0]!.streamId)).map((r) => r.event)).toEqual(other);
      }),
    );

    it(
      'answers a repeated call as written: false for every stream and records nothing twice',
      withStore(async (store) => {
        const a = streamOf(3);
        const b = streamOf(1);
        const appends = [
          { streamId: a[0]!.streamId, events: a, expected: 'no_stream' as const },
          { streamId: b[0]!.streamId, events: b, expected: 'any' as const },
        ];
        const first = await store.appendMany(appends);
        const again = await store.appendMany(appends);
        expect(again).toEqual(first.map((o) => (o.ok ? { ok: true, result: { ...o.result, written: false } } : o)));
        expect(await store.readStream(a[0]!.streamId)).toHaveLength(3);
        expect(await store.readStream(b[0]!.streamId)).toHaveLength(1);
      }),
    );

    it(
      'refuses, alone, a stream whose event ids are recorded as part of another append',
      withStore(async (store) => {
        const [first, second, third] = streamOf(3);
        await store.append(first!.streamId, [first!, second!], 'no_stream');
        const honest = streamOf(1);
        const outcomes = await store.appendMany([
          { streamId: first!.streamId, events: [second!, third!], expected: 'any' },
          { streamId: honest[0]!.streamId, events: honest, expected: 'no_stream' },
        ]);
        expect(outcomes[0]!.ok === false && outcomes[0]!.error).toBeInstanceOf(DuplicateEventIds);
        expect(outcomes[1]!.ok).toBe(true);
        expect((await store.readStream(first!.streamId)).map((r) => r.event)).toEqual([first, second]);
      }),
    );

    it(
      'throws for a stream named twice in one call, before writing anything',
      withStore(async (store) => {
        const [one, two] = streamOf(2);
        await expect(
          store.appendMany([
            { streamId: one!.streamId, events: [one!], expected: 'any' },
            { streamId: two!.streamId, events: [two!], expected: 'any' },
          ]),
        ).rejects.toThrow(/twice/);
        expect(await store.readStream(one!.streamId)).toEqual([]);
        expect(await store.appendMany([])).toEqual([]);
      }),
    );
  });
}
