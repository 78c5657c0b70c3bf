import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditStreamId } from '../../../../schema/events/audit';
import { EVENTS_TOPIC } from '../../../../projections/kafka-event-record';
import { StartupError } from '../../../../services/gateway/start-gateway';
import { TEST_ADMIN } from '../../../testkit/actors';
import { closedPort } from '../../../testkit/closed-port';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { kafkaMockMissing, kafkaSkipNote, startKafkaMock, type KafkaMock } from '../../../testkit/kafka-mock';
import { readTopic, type TopicReader } from '../../../testkit/kafka-topic-reader';
import { applyKafkajsControllerShim } from '../../../testkit/kafkajs-controller-shim';

describe.skipIf(kafkaMockMissing())(`a gateway with KAFKA_BROKERS, on librdkafka's mock cluster${kafkaSkipNote()}`, () => {
  let mock: KafkaMock | undefined;
  let t: TestGateway | undefined;
  let reader: TopicReader | undefined;
  beforeAll(async () => {
    // The gateway's own kafkajs is the one patched: it runs in this process.
    applyKafkajsControllerShim();
    mock = await startKafkaMock();
    t = await startTestGateway({ KAFKA_BROKERS: mock.brokers.join(','), KAFKA_TOPIC_PARTITIONS: '3' });
  }, 60_000);
  afterAll(async () => {
    await reader?.stop();
    await t?.dispose();
    await mock?.stop();
  }, 60_000);

  it('says in its banner that it forwards to Kafka', () => {
    const bus = t!.gateway.banner.find((line) => line.trimStart().startsWith('bus'));
    expect(bus).toMatch(new RegExp(`^  bus\\s+Kafka ${mock!.brokers.join(',')}: forwarding the log to ${EVENTS_TOPIC.replaceAll('.', '\\.')} \\(3 partitions`));
  });

  it('forwards the ConfigChanged event an option change records, keyed by its stream, with its event id', async () => {
    const { gateway } = t!;
    const name = `Forwarded ${randomUUID().slice(0, 8)}`;
    await gateway.options.set('SystemName', name, TEST_ADMIN);
    const stream = auditStreamId('option', 'SystemName');
    const ours = (value: string) => (JSON.parse(value) as { data: { after?: unknown } }).data.after === name;

    reader = await readTopic(mock!.brokers, EVENTS_TOPIC);
    await reader.waitFor('the forwarded ConfigChanged record', (records) => records.some((r) => r.key === stream && ours(r.value)));

    const recorded = (await gateway.events.store.readStream(stream)).find((r) => ours(JSON.stringify(r.event)))!;
    expect(recorded.event).toMatchObject({ type: 'ConfigChanged', actor: TEST_ADMIN, data: { entity: 'option', entityId: 'SystemName', after: name } });
    const forwarded = reader.records.filter((r) => r.key === stream && ours(r.value));
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]!.headers).toEqual({
      'event-id': recorded.event.eventId,
      'event-type': 'ConfigChanged',
      'stream-revision': recorded.revision.toString(),
    });
    expect(JSON.parse(forwarded[0]!.value)).toEqual(recorded.event);
  }, 60_000);
});

describe('a gateway whose KAFKA_BROKERS do not answer', () => {
  it('refuses to start, in one line naming the variable and the brokers, when it runs the forwarder', async () => {
    const brokers = `127.0.0.1:${await closedPort()}`;
    const error = await startTestGateway({ KAFKA_BROKERS: brokers, ROLES: 'api,forwarder' }).then(
      (started) => started.dispose().then(() => null),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StartupError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^KAFKA_BROKERS: cannot connect to ${brokers}: .*ECONNREFUSED`));
    expect(message).not.toContain('\n');
  }, 60_000);

  it('starts without connecting when the forwarder role is off, and says it does not forward', async () => {
    const brokers = `127.0.0.1:${await closedPort()}`;
    const started = await startTestGateway({ KAFKA_BROKERS: brokers, ROLES: 'api,projections' });
    try {
      expect(started.gateway.banner).toContainEqual(
        expect.stringMatching(new RegExp(`^  bus\\s+Kafka ${brokers}, not forwarding from here \\(forwarder role off\\)$`)),
      );
    } finally {
      await started.dispose();
    }
  });
});
