import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer, type IHeaders } from 'kafkajs';
import { eventually } from './eventually';
import { applyKafkajsControllerShim } from './kafkajs-controller-shim';

/** One record as a consumer received it. */
export interface ConsumedRecord {
  readonly partition: number;
  readonly offset: bigint;
  readonly key: string | null;
  readonly headers: Readonly<Record<string, string>>;
  readonly value: string;
}

export interface TopicReader {
  /** Every record received so far, in the order received (per partition: offset order). */
  readonly records: readonly ConsumedRecord[];
  /** Resolves once `done(records)` holds; rejects after `timeoutMs`, naming `what`. */
  waitFor(what: string, done: (records: readonly ConsumedRecord[]) => boolean, timeoutMs?: number): Promise<void>;
  /** How many records the topic holds now: the sum of its partitions' high watermarks. */
  countOnTopic(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A kafkajs consumer in a group of its own, reading `topic` from the
 * beginning, as a downstream consumer of the forwarded events would.
 */
export async function readTopic(brokers: readonly string[], topic: string): Promise<TopicReader> {
  applyKafkajsControllerShim();
  const kafka = new Kafka({ clientId: 'tollgate-test-reader', brokers: [...brokers], logLevel: logLevel.NOTHING });
  const consumer: Consumer = kafka.consumer({ groupId: `tollgate-test-${randomUUID()}`, maxWaitTimeInMs: 100 });
  const admin = kafka.admin();
  const records: ConsumedRecord[] = [];
  await admin.connect();
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ partition, message }) => {
      records.push({
        partition,
        offset: BigInt(message.offset),
        key: message.key?.toString() ?? null,
        headers: headerStrings(message.headers),
        value: message.value?.toString() ?? '',
      });
    },
  });

  return {
    records,
    async waitFor(what, done, timeoutMs = 30_000) {
      await eventually(
        () => {
          if (!done(records)) throw new Error(`${records.length} records received`);
        },
        { what, timeoutMs, everyMs: 20 },
      );
    },
    async countOnTopic() {
      const partitions = await admin.fetchTopicOffsets(topic);
      return partitions.reduce((sum, p) => sum + Number(p.high), 0);
    },
    async stop() {
      await consumer.disconnect();
      await admin.disconnect();
    },
  };
}

function headerStrings(headers: IHeaders | undefined): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) strings[name] = (Array.isArray(value) ? value : [value]).map(String).join(',');
  }
  return strings;
}
