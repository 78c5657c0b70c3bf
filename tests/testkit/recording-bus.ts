import { AppError } from '../../services/platform/errors';
import type { BusRecord, EventBus } from '../../services/platform/ports/event-bus';

/**
 * An in-memory EventBus that records what it is given and can be told to
 * fail or to never answer, for tests of code that publishes.
 */
export interface RecordingBus extends EventBus {
  readonly records: Array<BusRecord & { readonly topic: string }>;
  readonly ensured: Array<{ readonly topic: string; readonly partitions: number }>;
  /** Calls of `publish`, failed ones included. */
  readonly publishCalls: number;
  /** The next `count` calls of `operation` reject with AppError('unavailable'). */
  failNext(operation: 'publish' | 'ensureTopic', count: number): void;
  /** The next publish never settles. */
  hangNextPublish(): void;
}

export function createRecordingBus(): RecordingBus {
  const failures = { publish: 0, ensureTopic: 0 };
  let hang = false;
  let publishCalls = 0;
  const fail = (operation: keyof typeof failures) => {
    if (failures[operation] === 0) return;
    failures[operation] -= 1;
    throw new AppError('unavailable', 'Kafka is unavailable', { reason: `test: ${operation} told to fail` });
  };
  const bus: RecordingBus = {
    records: [],
    ensured: [],
    get publishCalls() {
      return publishCalls;
    },
    failNext(operation, count) {
      failures[operation] = count;
    },
    hangNextPublish() {
      hang = true;
    },
    async ensureTopic(topic, { partitions }) {
      fail('ensureTopic');
      bus.ensured.push({ topic, partitions });
    },
    async publish(topic, records) {
      publishCalls += 1;
      fail('publish');
      if (hang) {
        hang = false;
        return new Promise<void>(() => {});
      }
      bus.records.push(...records.map((record) => ({ ...record, topic })));
    },
    async close() {},
  };
  return bus;
}
