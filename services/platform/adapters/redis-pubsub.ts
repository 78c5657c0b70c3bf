import type { Logger } from '../logger';
import type { PubSub } from '../ports/pubsub';
import type { RedisConnection } from './redis-connection';
import { createSubscriptionQueue, type SubscriptionQueue } from './subscription-queue';

export interface RedisPubSubOptions {
  readonly logger: Logger;
  /** Put before every channel, so several deployments can share one Redis. Default `tollgate:`. */
  readonly prefix?: string;
}

/**
 * PubSub across every instance through Redis PUBLISH/SUBSCRIBE, with payloads
 * as JSON. Publishing uses the shared connection; subscriptions use one
 * connection of their own, which subscribes to every channel still wanted each
 * time it (re)connects, so subscribers keep receiving after an outage. What is
 * published while a subscriber's connection is down is lost, as Redis pubsub
 * does not store messages; notices only say "something changed", so readers
 * should reload after a reconnect rather than count on every notice.
 */
export function createRedisPubSub(redis: RedisConnection, options: RedisPubSubOptions): PubSub {
  const { logger } = options;
  const channelOf = (topic: string) => `${options.prefix ?? 'tollgate:'}pubsub:${topic}`;
  const subscriber = redis.openSubscriber();
  const queuesByChannel = new Map<string, Set<SubscriptionQueue<unknown>>>();
  let closed = false;

  const subscribe = (channels: string[]) => {
    subscriber.subscribe(channels).catch((error: unknown) => {
      // The connection is down; `onReady` subscribes again when it is back.
      logger.debug('redis pubsub subscribe failed', { channels, error });
    });
  };

  subscriber.onReady(() => {
    if (queuesByChannel.size > 0) subscribe([...queuesByChannel.keys()]);
  });

  subscriber.onMessage((channel, message) => {
    const queues = queuesByChannel.get(channel);
    if (queues === undefined) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      logger.warn('redis pubsub ignored a message that is not JSON', { channel });
      return;
    }
    for (const queue of queues) queue.push(payload);
  });

  const stopListening = (channel: string, queue: SubscriptionQueue<unknown>) => {
    const queues = queuesByChannel.get(channel);
    if (queues === undefined || !queues.delete(queue) || queues.size > 0) return;
    queuesByChannel.delete(channel);
    if (!closed && subscriber.isReady()) subscriber.unsubscribe([channel]).catch(() => {});
  };

  return {
    async publish(topic, payload) {
      await redis.call('PUBLISH', channelOf(topic), JSON.stringify(payload) ?? 'null');
    },
    subscribe(topic, signal) {
      const channel = channelOf(topic);
      const queue = createSubscriptionQueue<unknown>(() => {
        signal.removeEventListener('abort', queue.end);
        stopListening(channel, queue);
      });
      if (signal.aborted || closed) {
        queue.end();
        return queue;
      }
      signal.addEventListener('abort', queue.end, { once: true });
      const queues = queuesByChannel.get(channel);
      if (queues !== undefined) {
        queues.add(queue);
      } else {
        queuesByChannel.set(channel, new Set([queue]));
        if (subscriber.isReady()) subscribe([channel]);
      }
      return queue;
    },
    async close() {
      closed = true;
      for (const queues of [...queuesByChannel.values()]) for (const queue of [...queues]) queue.end();
      await subscriber.close();
    },
  };
}
