import { randomUUID } from 'node:crypto';
import type { PubSub } from '../../services/platform/ports/pubsub';

/** Reads one subscription, skipping the probe notices that `waitUntilLive` publishes. */
export interface PubSubReader {
  /** The next payload that is not a probe; rejects when none arrives within `timeoutMs`. */
  next(timeoutMs?: number): Promise<unknown>;
  /** Resolves true once the iteration has ended (after an abort), false if it yields a payload instead. */
  ended(timeoutMs?: number): Promise<boolean>;
  /** Publishes probes until one arrives here: from then on, publications reach this subscription. */
  waitUntilLive(publisher: PubSub, timeoutMs?: number): Promise<void>;
}

/** Whether a payload is one of `waitUntilLive`'s probes. */
export const isProbe = (payload: unknown): boolean => typeof payload === 'object' && payload !== null && 'probe' in payload;

/**
 * Subscribing to Redis takes a round trip, so a test cannot publish right
 * after `subscribe` and count on delivery. `waitUntilLive` bridges that gap
 * without assuming how long it takes.
 */
export function readSubscription(pubsub: PubSub, topic: string, signal: AbortSignal): PubSubReader {
  const iterator = pubsub.subscribe(topic, signal)[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<unknown>> | null = null;

  /** The next item including probes; a timed-out read is picked up by the next call. */
  const nextItem = async (timeoutMs: number): Promise<IteratorResult<unknown>> => {
    pending ??= iterator.next();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`nothing arrived on "${topic}" within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const item = await Promise.race([pending, timeout]);
      pending = null;
      return item;
    } finally {
      clearTimeout(timer);
    }
  };

  const nextPayload = async (timeoutMs: number, wanted: (payload: unknown) => boolean): Promise<IteratorResult<unknown>> => {
    for (;;) {
      const item = await nextItem(timeoutMs);
      if (item.done || wanted(item.value)) return item;
    }
  };

  return {
    async next(timeoutMs = 5_000) {
      const item = await nextPayload(timeoutMs, (payload) => !isProbe(payload));
      if (item.done) throw new Error(`the subscription to "${topic}" ended`);
      return item.value;
    },
    async ended(timeoutMs = 5_000) {
      const item = await nextPayload(timeoutMs, (payload) => !isProbe(payload));
      return item.done === true;
    },
    async waitUntilLive(publisher, timeoutMs = 10_000) {
      const probe = randomUUID();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // Publishing may fail while a connection is coming back; the next round tries again.
        await publisher.publish(topic, { probe }).catch(() => {});
        const arrived = await nextPayload(50, (payload) => isProbe(payload) && (payload as { probe: string }).probe === probe).then(
          (item) => !item.done,
          () => false,
        );
        if (arrived) return;
        if (Date.now() >= deadline) throw new Error(`the subscription to "${topic}" did not go live within ${timeoutMs} ms`);
      }
    },
  };
}
