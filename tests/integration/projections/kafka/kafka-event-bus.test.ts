import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKafkaEventBus } from '../../../../services/platform/adapters/kafka';
import { createLogger } from '../../../../services/platform/logger';
import type { BusRecord, EventBus } from '../../../../services/platform/ports/event-bus';
import { kafkaMockMissing, kafkaSkipNote, startKafkaMock, type KafkaMock } from '../../../testkit/kafka-mock';
import { readTopic } from '../../../testkit/kafka-topic-reader';
import { applyKafkajsControllerShim } from '../../../testkit/kafkajs-controller-shim';

interface LogLine {
  level: string;
  message: string;
}

const PRODUCE_API = 0;
const OUT_OF_ORDER_SEQUENCE_NUMBER = 45;

describe.skipIf(kafkaMockMissing())(`Kafka event bus on librdkafka's mock cluster${kafkaSkipNote()}`, () => {
  let mock: KafkaMock;
  let bus: EventBus;
  const logs: LogLine[] = [];
  beforeAll(async () => {
    applyKafkajsControllerShim();
    mock = await startKafkaMock();
    bus = createKafkaEventBus({ brokers: mock.brokers, logger: createLogger('info', (line) => logs.push(JSON.parse(line) as LogLine)) });
  });
  afterAll(async () => {
    await bus?.close();
    await mock?.stop();
  });

  const newTopic = () => `bus-test-${randomUUID().slice(0, 8)}`;
  const record = (key: string, n: number): BusRecord => ({
    key,
    headers: { 'event-id': randomUUID(), 'event-type': 'ConfigChanged', note: `${key} #${n} ünïcödé` },
    value: JSON.stringify({ key, n, text: 'a value with ünïcödé' }),
  });

  it('publishes records that a consumer reads back with their key, headers and value, each key in order on one partition', async () => {
    const topic = newTopic();
    // The mock has no CreateTopics API: setting the topic up must still succeed, and say why nothing was created.
    await bus.ensureTopic(topic, { partitions: 3 });
    expect(logs).toContainEqual(expect.objectContaining({ message: expect.stringContaining('cannot create topics on request') }));

    const keys = ['audit_option-a', 'audit_option-b', 'audit_user-7'];
    const published = Array.from({ length: 5 }, (_, n) => keys.map((key) => record(key, n))).flat();
    await bus.publish(topic, published);

    const reader = await readTopic(mock.brokers, topic);
    try {
      await reader.waitFor('every published record', (records) => records.length >= published.length);
      const received = reader.records;
      expect(received).toHaveLength(published.length);
      const byEventId = new Map(received.map((r) => [r.headers['event-id'], r]));
      for (const sent of published) {
        expect(byEventId.get(sent.headers['event-id'])).toMatchObject({ key: sent.key, headers: sent.headers, value: sent.value });
      }
      for (const key of keys) {
        const ofKey = received.filter((r) => r.key === key);
        expect(new Set(ofKey.map((r) => r.partition)).size).toBe(1);
        expect(ofKey.map((r) => r.headers['event-id'])).toEqual(published.filter((r) => r.key === key).map((r) => r.headers['event-id']));
      }
    } finally {
      await reader.stop();
    }
  });

  it('starts a new producer after an error kafkajs does not retry, and publishes again (RELIABILITY T19)', async () => {
    const topic = newTopic();
    const [first, failed, after] = [record('audit_option-x', 1), record('audit_option-x', 2), record('audit_option-x', 3)];
    await bus.publish(topic, [first]);
    const connectsBefore = logs.filter((l) => l.message === 'kafka producer connected').length;

    await mock.failNext(PRODUCE_API, OUT_OF_ORDER_SEQUENCE_NUMBER);
    await expect(bus.publish(topic, [failed])).rejects.toMatchObject({ name: 'AppError', kind: 'unavailable' });
    expect(logs).toContainEqual(expect.objectContaining({ level: 'warn', message: expect.stringContaining('kafka producer dropped') }));

    await bus.publish(topic, [after]);
    expect(logs.filter((l) => l.message === 'kafka producer connected').length).toBe(connectsBefore + 1);

    const reader = await readTopic(mock.brokers, topic);
    try {
      await reader.waitFor('the records before and after the failure', (records) => records.length >= 2);
      expect(reader.records.map((r) => r.headers['event-id'])).toEqual([first.headers['event-id'], after.headers['event-id']]);
      expect(await reader.countOnTopic()).toBe(2);
    } finally {
      await reader.stop();
    }
  });

  it('refuses to publish once closed', async () => {
    const closed = createKafkaEventBus({ brokers: mock.brokers, logger: createLogger('silent') });
    await closed.close();
    await expect(closed.publish(newTopic(), [record('audit_option-y', 1)])).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
