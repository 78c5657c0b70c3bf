import { describe, expect, it } from 'vitest';
import { createEventStoreDbEventStore, esdbConnectionString } from '../../../../services/platform/adapters/eventstoredb';
import { AppError } from '../../../../services/platform/errors';
import { WrongExpectedRevision } from '../../../../services/platform/ports/event-store';
import { eventStoreContract } from '../../../integration/platform/event-store/event-store.contract';
import { streamOf } from '../../../testkit/events';
import { createEsdbModel } from '../../../testkit/esdb-model';

/**
 * The adapter's own logic (repeat detection, the written flag, paging past
 * system records, error mapping) against a model of the server. The real
 * server runs the same contract in tests/integration/platform/event-store/eventstoredb.test.ts.
 */
describe('EventStoreDB adapter against a model of the server', () => {
  eventStoreContract(async () => ({ store: createEventStoreDbEventStore(createEsdbModel().client), dispose: async () => {} }));

  it('reports written: false for a repeat only the server recognises (older than the repeat window)', async () => {
    const model = createEsdbModel();
    const store = createEventStoreDbEventStore(model.client, { repeatWindow: 2 });
    const events = streamOf(5);
    const stream = events[0]!.streamId;
    const first = await store.append(stream, events.slice(0, 1), 'no_stream');
    await store.append(stream, events.slice(1), 0n);
    const calls = model.appendCalls;
    const again = await store.append(stream, events.slice(0, 1), 'no_stream');
    expect(model.appendCalls).toBe(calls + 1);
    expect(again).toEqual({ revision: 0n, position: first.position, written: false });
    expect((await store.readStream(stream)).map((r) => r.event)).toEqual(events);
  });

  it('tells its own write from concurrent identical appends the server answered alike', async () => {
    const model = createEsdbModel();
    const store = createEventStoreDbEventStore(model.client);
    const events = streamOf(2);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => store.append(events[0]!.streamId, events, 'no_stream')));
    // All five looked before any wrote, so the server saw five appends: one write and four repeats.
    expect(model.appendCalls).toBe(5);
    expect(outcomes.map((o) => o.written).sort()).toEqual([false, false, false, false, true]);
  });

  it('answers a repeat found in the repeat window without asking the server to write', async () => {
    const model = createEsdbModel();
    const store = createEventStoreDbEventStore(model.client);
    const events = streamOf(2);
    const first = await store.append(events[0]!.streamId, events, 'no_stream');
    const calls = model.appendCalls;
    // A retry after a reload, at a newer expected revision: the server alone would write the events twice.
    expect(await store.append(events[0]!.streamId, events, 1n)).toEqual({ ...first, written: false });
    expect(model.appendCalls).toBe(calls);
  });

  it('gives the actual revision with a wrong expected revision', async () => {
    const store = createEventStoreDbEventStore(createEsdbModel().client);
    const [a, b, c] = streamOf(3);
    await store.append(a!.streamId, [a!, b!], 'no_stream');
    const refused = await store.append(a!.streamId, [c!], 0n).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WrongExpectedRevision);
    expect(refused).toMatchObject({ streamId: a!.streamId, expected: 0n, actual: 1n, kind: 'conflict' });
  });

  it('pages through $all past long runs of system records, and stops at the end', async () => {
    const model = createEsdbModel();
    const store = createEventStoreDbEventStore(model.client);
    const streams = Array.from({ length: 6 }, () => streamOf(1));
    for (const events of streams) await store.append(events[0]!.streamId, events, 'no_stream');
    expect(model.records().filter((r) => r.streamId.startsWith('$')).length).toBeGreaterThan(0);
    const first = await store.readAll(null, 4);
    const rest = await store.readAll(first.next, 4);
    expect([...first.events, ...rest.events].map((r) => r.event)).toEqual(streams.flat());
    expect(await store.readAll(rest.next, 4)).toEqual({ events: [], next: rest.next });
  });

  it('starts a follower at the end of the log', async () => {
    const store = createEventStoreDbEventStore(createEsdbModel().client);
    expect(await store.endOfLog()).toBeNull();
    const before = streamOf(2);
    await store.append(before[0]!.streamId, before, 'no_stream');
    const end = await store.endOfLog();
    const after = streamOf(1);
    await store.append(after[0]!.streamId, after, 'no_stream');
    expect((await store.readAll(end, 10)).events.map((r) => r.event)).toEqual(after);
  });

  it('wakes a follower when another process appends', async () => {
    const model = createEsdbModel();
    const follower = createEventStoreDbEventStore(model.client);
    const writer = createEventStoreDbEventStore(model.client);
    const begun = Date.now();
    const waiting = follower.waitForAppend(10_000);
    await new Promise((resolve) => setImmediate(resolve));
    const events = streamOf(1);
    await writer.append(events[0]!.streamId, events, 'no_stream');
    await waiting;
    expect(Date.now() - begun).toBeLessThan(5_000);
  });

  it('turns an unreachable server into AppError unavailable, and a follower simply waits out its timeout', async () => {
    const model = createEsdbModel();
    const store = createEventStoreDbEventStore(model.client);
    model.unreachable = true;
    const events = streamOf(1);
    const calls = [
      () => store.append(events[0]!.streamId, events, 'any'),
      () => store.readStream(events[0]!.streamId),
      () => store.readAll(null, 10),
      () => store.endOfLog(),
    ];
    for (const call of calls) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/^EventStoreDB is unreachable: 14 UNAVAILABLE/) });
    }
    const begun = Date.now();
    await store.waitForAppend(200);
    expect(Date.now() - begun).toBeGreaterThanOrEqual(150);
  });

  it('accepts KurrentDB URL schemes', () => {
    expect(esdbConnectionString('kurrentdb://db:2113?tls=false')).toBe('esdb://db:2113?tls=false');
    expect(esdbConnectionString('kurrentdb+discover://a:2113,b:2113')).toBe('esdb+discover://a:2113,b:2113');
    expect(esdbConnectionString('esdb://db:2113')).toBe('esdb://db:2113');
  });
});
