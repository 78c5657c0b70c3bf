// kafkajs is CommonJS: under ESM only a few names are named exports, so the
// error classes come from the default import (STACK.md G9).
import kafkajs, { Kafka, Partitioners, logLevel, type LogEntry, type Producer } from 'kafkajs';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { EventBus } from '../ports/event-bus';

export interface KafkaEventBusOptions {
  /** `host:port` of one or more brokers. */
  readonly brokers: readonly string[];
  readonly logger: Logger;
  /** How this client names itself to the brokers. Default `tollgate`. */
  readonly clientId?: string;
  /** How long one connection attempt may take. Default 3 s. */
  readonly connectionTimeoutMs?: number;
  /** How long a broker may take to answer. Default 30 s. */
  readonly requestTimeoutMs?: number;
}

export interface KafkaEventBus extends EventBus {
  /**
   * Connects the producer now rather than on the first publish, so start-up
   * can fail with a clear reason when no broker answers (after kafkajs' own
   * retries, about 10 s). Rejects with AppError('unavailable'). Later
   * failures are the publisher's to retry.
   */
  connect(): Promise<void>;
}

/**
 * The event bus on Kafka. Publishing uses an idempotent producer (one request
 * in flight per broker, so kafkajs' own retries neither repeat nor reorder
 * records) and kafkajs' default partitioner, which sends equal keys to the
 * same partition. The producer connects on first use; after a failure kafkajs
 * did not retry itself, its outcome is unknown and its sequence numbers may be
 * out of step with the broker, so it is dropped and the next publish starts a
 * new one (RELIABILITY T19).
 */
export function createKafkaEventBus(options: KafkaEventBusOptions): KafkaEventBus {
  const { logger } = options;
  const kafka = new Kafka({
    clientId: options.clientId ?? 'tollgate',
    brokers: [...options.brokers],
    connectionTimeout: options.connectionTimeoutMs ?? 3_000,
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    logLevel: logLevel.WARN,
    logCreator: () => (entry) => logKafkaEntry(logger, entry),
  });

  let current: Promise<Producer> | null = null;
  let closed = false;

  const producer = (): Promise<Producer> => {
    if (current === null) {
      const connecting = connectProducer(kafka);
      current = connecting;
      connecting.then(
        () => logger.info('kafka producer connected', { brokers: options.brokers }),
        () => {
          if (current === connecting) current = null;
        },
      );
    }
    return current;
  };

  return {
    async connect() {
      if (closed) throw new AppError('unavailable', 'the Kafka event bus is closed');
      await producer().catch((error: unknown) => {
        throw unavailable(error);
      });
    },

    async ensureTopic(topic, { partitions }) {
      const admin = kafka.admin();
      try {
        await admin.connect();
        const created = await admin.createTopics({ topics: [{ topic, numPartitions: partitions }] });
        if (created) logger.info('kafka topic created', { topic, partitions });
        else logger.info('kafka topic exists; its partitions are left as they are', { topic });
      } catch (error) {
        if (hasCause(error, isUnsupportedApi)) {
          logger.info('kafka brokers cannot create topics on request; they create the topic on first use', { topic });
        } else if (hasCause(error, isTopicAlreadyExists)) {
          logger.info('kafka topic exists; its partitions are left as they are', { topic });
        } else {
          throw unavailable(error);
        }
      } finally {
        await admin.disconnect().catch(() => {});
      }
    },

    async publish(topic, records) {
      if (closed) throw new AppError('unavailable', 'the Kafka event bus is closed');
      if (records.length === 0) return;
      const attempt = producer();
      const connected = await attempt.catch((error: unknown) => {
        throw unavailable(error);
      });
      try {
        await connected.send({
          topic,
          messages: records.map((record) => ({ key: record.key, value: record.value, headers: { ...record.headers } })),
        });
      } catch (error) {
        if (!isRetriable(error)) {
          logger.warn('kafka producer dropped after an error kafkajs does not retry; the next publish starts a new one', { error });
          if (current === attempt) current = null;
          await connected.disconnect().catch(() => {});
        }
        throw unavailable(error);
      }
    },

    async close() {
      closed = true;
      const last = current;
      current = null;
      const connected = await last?.catch(() => null);
      await connected?.disconnect().catch(() => {});
    },
  };
}

async function connectProducer(kafka: Kafka): Promise<Producer> {
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  try {
    await producer.connect();
    return producer;
  } catch (error) {
    await producer.disconnect().catch(() => {});
    throw error;
  }
}

/** kafkajs logs what it retries by itself; it goes to our logger at the same level. */
function logKafkaEntry(logger: Logger, { namespace, level, log }: LogEntry): void {
  const { message, timestamp: _timestamp, logger: _logger, ...fields } = log;
  const line = `kafkajs ${namespace}: ${String(message)}`;
  if (level === logLevel.ERROR) logger.error(line, fields);
  else logger.warn(line, fields);
}

/** The error and what it wraps: kafkajs keeps the original in `cause` (and sometimes `originalError`). */
function hasCause(error: unknown, test: (error: unknown) => boolean): boolean {
  for (let at = error, depth = 0; at !== undefined && at !== null && depth < 5; depth++) {
    if (test(at)) return true;
    const wrapper = at as { cause?: unknown; originalError?: unknown };
    at = wrapper.cause ?? wrapper.originalError;
  }
  return false;
}

const isUnsupportedApi = (error: unknown) => error instanceof kafkajs.KafkaJSServerDoesNotSupportApiKey;

const isTopicAlreadyExists = (error: unknown): boolean =>
  error instanceof kafkajs.KafkaJSAggregateError
    ? error.errors.every((inner) => isTopicAlreadyExists(inner))
    : (error as { type?: unknown }).type === 'TOPIC_ALREADY_EXISTS';

/** kafkajs marks what a later attempt may fix; anything else leaves the producer in doubt. */
const isRetriable = (error: unknown) => error instanceof kafkajs.KafkaJSError && error.retriable;

function unavailable(error: unknown): AppError {
  return new AppError('unavailable', 'Kafka is unavailable', { reason: error instanceof Error ? error.message : String(error) });
}
