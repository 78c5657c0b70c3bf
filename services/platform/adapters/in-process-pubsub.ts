import { EventEmitter, on } from 'node:events';
import type { PubSub } from '../ports/pubsub';

/** PubSub for one process (the embedded default). */
export function createInProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, payload) {
      emitter.emit(topic, payload);
    },
    async *subscribe(topic, signal) {
      try {
        for await (const [payload] of on(emitter, topic, { signal })) yield payload as unknown;
      } catch (error) {
        if (!signal.aborted) throw error;
      }
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
