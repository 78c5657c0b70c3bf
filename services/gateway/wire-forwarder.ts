import type { Config } from '../platform/config/config';
import type { Logger } from '../platform/logger';
import type { KafkaEventBus } from '../platform/adapters/kafka';
import { EVENTS_TOPIC } from '../../projections/kafka-event-record';
import { startKafkaForwarder } from '../../projections/kafka-forwarder';
import type { Closers } from './closers';
import type { Backends } from './open-backends';

/** The forwarder role: the log of record, copied in order to the Kafka topic. */
export function wireForwarder(config: Config, logger: Logger, { db, events }: Backends, bus: KafkaEventBus, closers: Closers): void {
  const forwarder = startKafkaForwarder({ store: events.store, db, bus, logger }, { topic: EVENTS_TOPIC, partitions: config.kafkaTopicPartitions });
  closers.add(() => forwarder.stop());
}
