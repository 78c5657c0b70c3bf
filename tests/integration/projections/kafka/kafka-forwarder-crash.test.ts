import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvents } from '../../../../projections/kafka-event-record';
import { KAFKA_FORWARDER_CHECKPOINT } from '../../../../projections/kafka-forwarder';
import { createKafkaEventBus } from '../../../../services/platform/adapters/kafka';
import { loadCheckpoint, saveCheckpoint } from '../../../../services/platform/event-store/log-checkpoints';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../../services/platform/logger';
import type { RecordedEvent } from '../../../../services/platform/ports/event-store';
import type { SqlDatabase } from '../../../../services/platform/ports/sql';
import { createCrossProcessDatabase, type CrossProcessDatabase } from '../../../testkit/cross-process-database';
import { auditDedupingConsumer } from '../../../testkit/dedupe-audit';
import { appendInterleaved } from '../../../testkit/interleaved-streams';
import { spawnForwarder, type ForwarderProcess, type ForwarderSettings } from '../../../testkit/kafka-forwarder-process';
import { kafkaMockMissing, kafkaSkipNote, startKafkaMock, type KafkaMock } from '../../../testkit/kafka-mock';
import { readTopic, type TopicReader } from '../../../testkit/kafka-topic-reader';
import { readAtLeast } from '../../../testkit/read-log';
import { applyKafkajsControllerShim } from '../../../testkit/kafkajs-controller-shim';

const STREAMS = 50;
const PER_STREAM = 20;
const EVENTS = STREAMS * PER_STREAM;
const BATCH = 50;
const PARTITIONS = 3;
/** Each killed run hangs after publishing this many events, before checkpointing its last batch. */
const KILLED_RUNS = [300, 300];
const REPUBLISHED = EVENTS / 10;
const CHECKPOINT_RESET = 200;

/** How many events of the log the forwarder's saved checkpoint covers. */
async function checkpointedCount(db: SqlDatabase, log: readonly RecordedEvent[]): Promise<number> {
  const saved = await loadCheckpoint(db, KAFKA_FORWARDER_CHECKPOINT.name);
  if (saved?.position == null) return 0;
  return log.findIndex((r) => r.position === saved.position) + 1;
}

describe.skipIf(kafkaMockMissing())(`Kafka forwarder across SIGKILLs, duplicates deduplicated (RELIABILITY A14)${kafkaSkipNote()}`, () => {
  const topic = `a14-${randomUUID().slice(0, 8)}`;
  let mock: KafkaMock;
  let database: CrossProcessDatabase;
  let reader: TopicReader;
  const spawned: ForwarderProcess[] = [];
  const spawn = (settings: ForwarderSettings) => {
    const run = spawnForwarder(settings);
    spawned.push(run);
    return run;
  };
  beforeAll(async () => {
    applyKafkajsControllerShim();
    mock = await startKafkaMock({ topics: { [topic]: PARTITIONS } });
    database = await createCrossProcessDatabase();
  });
  afterAll(async () => {
    for (const run of spawned) if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
    await reader?.stop();
    await mock?.stop();
    await database?.dispose();
  });

  it(`a consumer deduplicating by event id sees each of ${EVENTS} events once, in stream order, after ${KILLED_RUNS.length} SIGKILLs and injected repeats`, async () => {
    const { streams, log } = await database.use(async (db) => {
      const store = createPostgresEventStore(db);
      const streams = await appendInterleaved(store, { streams: STREAMS, perStream: PER_STREAM });
      return { streams, log: await readAtLeast(store, null, EVENTS) };
    });
    expect(log).toHaveLength(EVENTS);
    reader = await readTopic(mock.brokers, topic);
    const settings: ForwarderSettings = { database: database.location, brokers: mock.brokers, topic, partitions: PARTITIONS, batchSize: BATCH };

    // Kill the forwarder while its last batch is on the topic but not checkpointed.
    let published = 0;
    let checkpointed = 0;
    let repeatedAfterKills = 0;
    for (const hangAfter of KILLED_RUNS) {
      const run = spawn({ ...settings, hangAfter });
      await run.waitFor('hanging after its publishes', (r) => r.hanging === true);
      run.child.kill('SIGKILL');
      expect(await run.exited).toBe('SIGKILL');
      const from = checkpointed;
      checkpointed = await database.use((db) => checkpointedCount(db, log));
      expect(checkpointed).toBe(from + run.published() - BATCH);
      repeatedAfterKills += run.published() - (checkpointed - from);
      published += run.published();
    }
    expect(checkpointed).toBeLessThan(EVENTS);

    // Repeats a restart does not cause: 10% of the forwarded events again, and the checkpoint moved back.
    const bus = createKafkaEventBus({ brokers: mock.brokers, logger: silentLogger });
    const forwarded = log.slice(0, checkpointed);
    const every = Math.floor(forwarded.length / REPUBLISHED);
    await publishEvents(bus, topic, forwarded.filter((_, i) => i % every === 0).slice(0, REPUBLISHED));
    await bus.close();
    const resumeAt = checkpointed - CHECKPOINT_RESET;
    await database.use((db) =>
      saveCheckpoint(db, KAFKA_FORWARDER_CHECKPOINT.name, { version: KAFKA_FORWARDER_CHECKPOINT.version, position: log[resumeAt - 1]!.position }),
    );

    // The last run goes to the end of the log and stops cleanly.
    const last = spawn(settings);
    await last.waitFor('publishing the rest of the log', () => last.published() >= EVENTS - resumeAt);
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
    expect(last.reports()).toContainEqual({ stopped: true });
    published += last.published();
    expect(await database.use((db) => checkpointedCount(db, log))).toBe(EVENTS);

    const onTopic = await reader.countOnTopic();
    await reader.waitFor('every record on the topic', (records) => records.length >= onTopic);
    const audit = auditDedupingConsumer(reader.records, streams);
    const injected = REPUBLISHED + CHECKPOINT_RESET;
    console.log(
      `A14 Kafka duplicate delivery (${database.backend}, kafkajs on librdkafka's mock): ${EVENTS} events in ${STREAMS} streams forwarded; ` +
        `consumer received ${audit.received} records, applied ${audit.applied}, missing ${audit.missing}; ` +
        `duplicates seen ${audit.duplicates} = ${REPUBLISHED} re-published + ${CHECKPOINT_RESET} after a checkpoint reset + ` +
        `${repeatedAfterKills} published but not checkpointed before ${KILLED_RUNS.length} SIGKILLs; ` +
        `restarts ${KILLED_RUNS.length}; per-stream order violations ${audit.orderViolations}; malformed ${audit.malformed}`,
    );
    expect(onTopic).toBe(published + REPUBLISHED);
    expect(audit).toEqual({
      received: onTopic,
      applied: EVENTS,
      duplicates: injected + repeatedAfterKills,
      missing: 0,
      unknown: 0,
      orderViolations: 0,
      malformed: 0,
    });
    expect(repeatedAfterKills).toBe(KILLED_RUNS.length * BATCH);
  }, 180_000);
});
