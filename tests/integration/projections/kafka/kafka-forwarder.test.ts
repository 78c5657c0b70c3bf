import { afterEach, beforeEach, expect, it } from 'vitest';
import { EVENTS_TOPIC } from '../../../../projections/kafka-event-record';
import { KAFKA_FORWARDER_CHECKPOINT, startKafkaForwarder, type KafkaForwarder, type KafkaForwarderOptions } from '../../../../projections/kafka-forwarder';
import { loadCheckpoint, saveCheckpoint } from '../../../../services/platform/event-store/log-checkpoints';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { createLogger } from '../../../../services/platform/logger';
import type { TransactionalEventStore } from '../../../../services/platform/ports/event-store';
import { describeOnEachBackend } from '../../../testkit/databases';
import { streamOf } from '../../../testkit/events';
import { eventually } from '../../../testkit/eventually';
import { readAtLeast } from '../../../testkit/read-log';
import { createRecordingBus, type RecordingBus } from '../../../testkit/recording-bus';

interface LogLine {
  level: string;
  message: string;
  [field: string]: unknown;
}

const { name, version } = KAFKA_FORWARDER_CHECKPOINT;

describeOnEachBackend('Kafka forwarder with an in-memory bus', (test) => {
  let store: TransactionalEventStore;
  let bus: RecordingBus;
  let logs: LogLine[];
  let forwarder: KafkaForwarder | undefined;
  beforeEach(async () => {
    await test.db.execScript('TRUNCATE events, event_streams, log_checkpoints');
    store = createPostgresEventStore(test.db);
    bus = createRecordingBus();
    logs = [];
  });
  afterEach(async () => {
    await forwarder?.stop();
    forwarder = undefined;
  });

  const start = (options: Partial<KafkaForwarderOptions> = {}) => {
    const logger = createLogger('info', (line) => logs.push(JSON.parse(line) as LogLine));
    forwarder = startKafkaForwarder(
      { store, db: test.db, bus, logger },
      { partitions: 6, batchSize: 4, idleWaitMs: 50, retry: { initialMs: 5, maxMs: 20 }, ...options },
    );
    return forwarder;
  };
  const eventIds = () => bus.records.map((r) => r.headers['event-id']);
  const savedCheckpoint = () => loadCheckpoint(test.db, name);
  /** Other test files' open transactions on a shared server may hold new events back for a while. */
  /** The log once all its `count` events are readable. */
  const wholeLog = async (count: number) => {
    const log = await readAtLeast(store, null, count);
    expect(log).toHaveLength(count);
    return log;
  };

  it('sets the topic up, publishes every event as a keyed record, and saves its checkpoint', async () => {
    const events = streamOf(10);
    await store.append(events[0]!.streamId, events, 'no_stream');
    start();
    await eventually(() => expect(bus.records).toHaveLength(10));

    expect(bus.ensured).toEqual([{ topic: EVENTS_TOPIC, partitions: 6 }]);
    expect(bus.records.map((r) => ({ ...r, value: JSON.parse(r.value) as unknown }))).toEqual(
      events.map((event, revision) => ({
        topic: EVENTS_TOPIC,
        key: event.streamId,
        headers: { 'event-id': event.eventId, 'event-type': 'ConfigChanged', 'stream-revision': String(revision) },
        value: event,
      })),
    );
    const log = await wholeLog(10);
    await eventually(async () => expect(await savedCheckpoint()).toEqual({ version, position: log[9]!.position }));
  });

  it('follows appends made after it caught up, and resumes after its checkpoint when started again', async () => {
    const [first, second, third] = [streamOf(3), streamOf(5), streamOf(2)];
    await store.append(first[0]!.streamId, first, 'no_stream');
    const firstRun = start();
    const log = await wholeLog(3);
    await eventually(async () => expect((await savedCheckpoint())?.position).toBe(log[2]!.position));
    await firstRun.stop();

    bus = createRecordingBus();
    start();
    await store.append(second[0]!.streamId, second, 'no_stream');
    await eventually(() => expect(bus.records).toHaveLength(5));
    await store.append(third[0]!.streamId, third, 'no_stream');
    await eventually(() => expect(bus.records).toHaveLength(7));

    expect(eventIds()).toEqual([...second, ...third].map((e) => e.eventId));
  });

  it('logs a failing topic setup, retries it with backoff, then forwards', async () => {
    const events = streamOf(3);
    await store.append(events[0]!.streamId, events, 'no_stream');
    bus.failNext('ensureTopic', 2);
    start();
    await eventually(() => expect(bus.records).toHaveLength(3));

    const failures = logs.filter((l) => l.message === 'kafka forwarder failed; retrying');
    expect(failures.map((l) => [l.level, l.attempt, l.reason])).toEqual([
      ['error', 1, 'test: ensureTopic told to fail'],
      ['error', 2, 'test: ensureTopic told to fail'],
    ]);
    // Logged after the checkpoint is saved, which may be a moment after the records reach the bus.
    await eventually(() => expect(logs).toContainEqual(expect.objectContaining({ message: 'kafka forwarder is forwarding again', failedAttempts: 2 })));
    expect(bus.ensured).toHaveLength(1);
  });

  it('logs a failing publish, retries the same batch with backoff, and loses nothing', async () => {
    const events = streamOf(12);
    await store.append(events[0]!.streamId, events, 'no_stream');
    bus.failNext('publish', 3);
    start();
    await eventually(() => expect(bus.records).toHaveLength(12));

    expect(eventIds()).toEqual(events.map((e) => e.eventId));
    const failures = logs.filter((l) => l.message === 'kafka forwarder failed; retrying');
    expect(failures.map((l) => [l.level, l.attempt, l.reason])).toEqual([
      ['error', 1, 'test: publish told to fail'],
      ['error', 2, 'test: publish told to fail'],
      ['error', 3, 'test: publish told to fail'],
    ]);
    // Logged after the checkpoint is saved, which may be a moment after the records reach the bus.
    await eventually(() => expect(logs).toContainEqual(expect.objectContaining({ message: 'kafka forwarder is forwarding again', failedAttempts: 3 })));
  });

  it('stops at once while a publish hangs, leaving that batch unsaved so it is published again', async () => {
    const events = streamOf(6);
    await store.append(events[0]!.streamId, events, 'no_stream');
    bus.hangNextPublish();
    const hanging = start();
    await eventually(() => expect(bus.publishCalls).toBe(1));
    await hanging.stop();
    forwarder = undefined;
    expect(await savedCheckpoint()).toBeNull();
    expect(logs.at(-1)).toMatchObject({ message: 'kafka forwarder stopped' });

    start();
    await eventually(() => expect(bus.records).toHaveLength(6));
    expect(eventIds()).toEqual(events.map((e) => e.eventId));
  });

  it('stops when the signal it was given aborts', async () => {
    const stopping = new AbortController();
    const running = start({ signal: stopping.signal });
    await eventually(() => expect(bus.ensured).toHaveLength(1));
    stopping.abort();
    await running.stop();
    forwarder = undefined;
    expect(logs.at(-1)).toMatchObject({ message: 'kafka forwarder stopped' });
  });

  it('forwards the whole log again when its saved checkpoint is of another version', async () => {
    const events = streamOf(5);
    await store.append(events[0]!.streamId, events, 'no_stream');
    const log = await wholeLog(5);
    await saveCheckpoint(test.db, name, { version: version + 1, position: log[4]!.position });
    start();
    await eventually(() => expect(bus.records).toHaveLength(5));
    expect(logs).toContainEqual(expect.objectContaining({ message: 'kafka forwarder version changed; forwarding the whole log again' }));
  });
});
