import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStoreDb, type EventStoreDbEventStore } from '../../../../services/platform/adapters/eventstoredb';
import { AppError } from '../../../../services/platform/errors';
import type { Checkpoint, EventStore } from '../../../../services/platform/ports/event-store';
import { closedPort } from '../../../testkit/closed-port';
import { findEventStore, type RunningEventStore } from '../../../testkit/eventstoredb-server';
import { streamOf } from '../../../testkit/events';
import { eventStoreContract } from './event-store.contract';

/**
 * The server's log is shared by every test (and, with EVENTSTORE_URL, by
 * anything else writing there), and cannot be emptied. This view of it
 * starts `$all` where the test started, so each test reads only what came
 * after; the server should still be one no one else writes to during the run.
 */
function fromHere(store: EventStoreDbEventStore, start: Checkpoint | null): EventStore {
  return {
    kind: store.kind,
    append: store.append,
    appendMany: store.appendMany,
    readStream: store.readStream,
    readStreams: store.readStreams,
    waitForAppend: store.waitForAppend,
    async readAll(from, limit) {
      const page = await store.readAll(from ?? start, limit);
      return from === null && page.events.length === 0 ? { events: [], next: null } : page;
    },
  };
}

const server = await findEventStore();
const missing = 'missing' in server ? server.missing : null;
if (missing) console.warn(`[skipped] EventStoreDB suites: ${missing}`);

describe.skipIf(missing !== null)(`EventStoreDB event store${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let running: RunningEventStore | undefined;
  const opened: EventStoreDbEventStore[] = [];
  const open = () => {
    const store = openEventStoreDb(running!.url);
    opened.push(store);
    return store;
  };

  beforeAll(async () => {
    if (!('missing' in server)) running = await server.start();
  }, 240_000);
  afterAll(async () => {
    await Promise.all(opened.map((store) => store.close()));
    await running?.stop();
  });

  eventStoreContract(async () => {
    const store = open();
    return { store: fromHere(store, await store.endOfLog()), dispose: async () => {} };
  });

  it('records an append retried after a lost answer once, at the same revision or with any (A15)', async () => {
    const store = open();
    const events = streamOf(3);
    const stream = events[0]!.streamId;
    const first = await store.append(stream, events, 'no_stream');
    expect(await store.append(stream, events, 'no_stream')).toEqual({ ...first, written: false });
    expect(await store.append(stream, events, 'any')).toEqual({ ...first, written: false });
    expect((await store.readStream(stream)).map((r) => r.event)).toEqual(events);
  });

  it('wakes a follower on another connection when an append lands', async () => {
    const follower = open();
    const writer = open();
    const begun = Date.now();
    const waiting = follower.waitForAppend(10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const events = streamOf(1);
    await writer.append(events[0]!.streamId, events, 'no_stream');
    await waiting;
    expect(Date.now() - begun).toBeLessThan(5_000);
    expect((await follower.readStream(events[0]!.streamId)).map((r) => r.event)).toEqual(events);
  });
});

describe('EventStoreDB event store without a server', () => {
  it('fails every call with AppError unavailable, and a follower waits out its timeout', async () => {
    const store = openEventStoreDb(`esdb://127.0.0.1:${await closedPort()}?tls=false`);
    try {
      const events = streamOf(1);
      const calls = [
        () => store.append(events[0]!.streamId, events, 'no_stream'),
        () => store.readStream(events[0]!.streamId),
        () => store.readAll(null, 10),
        () => store.endOfLog(),
      ];
      for (const call of calls) {
        const error = await call().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('EventStoreDB is unreachable') });
      }
      const begun = Date.now();
      await store.waitForAppend(300);
      expect(Date.now() - begun).toBeGreaterThanOrEqual(250);
    } finally {
      await store.close();
    }
  });
});
