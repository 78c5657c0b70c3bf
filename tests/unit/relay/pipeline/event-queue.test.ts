import { describe, expect, it } from 'vitest';
import { DEFAULT_STREAM_QUEUE_EVENTS, EventQueue, MAX_STREAM_QUEUE_EVENTS, streamQueueLimit } from '../../../../services/relay/pipeline/event-queue';

/*
 * The bounded queue between an upstream stream and a slow client
 * (StreamCacheQueueLength): the producer never holds more than the limit,
 * waits for room, is told to stop when the consumer leaves; the consumer
 * gets everything in order, then the end or the producer's error.
 */

/** A producer of `count` numbers that waits for room as the relay's reading side does; answers how many it pushed. */
async function produce(queue: EventQueue<number>, count: number): Promise<number> {
  for (let n = 0; n < count; n++) {
    if (queue.full && !(await queue.room())) return n;
    queue.push(n);
  }
  queue.end();
  return count;
}

describe('streamQueueLimit', () => {
  it('is the option, or the default for 0, never above the option’s maximum', () => {
    expect(streamQueueLimit(0)).toBe(DEFAULT_STREAM_QUEUE_EVENTS);
    expect(streamQueueLimit(8)).toBe(8);
    expect(streamQueueLimit(1_000_000)).toBe(MAX_STREAM_QUEUE_EVENTS);
  });
});

describe('EventQueue', () => {
  it('holds at most its limit: the producer waits until the consumer takes, and nothing is lost', async () => {
    const queue = new EventQueue<number>(4);
    const producing = produce(queue, 100);
    // The producer runs until the queue is full, then waits.
    await Promise.resolve();
    expect(queue.length).toBe(4);
    expect(queue.full).toBe(true);
    const received: number[] = [];
    for (let taken = await queue.take(); taken !== null; taken = await queue.take()) {
      expect(taken.length).toBeLessThanOrEqual(4);
      received.push(...taken);
    }
    expect(await producing).toBe(100);
    expect(received).toEqual([...Array(100).keys()]);
    expect(queue.peak).toBe(4);
  });

  it('refuses a push past the limit', () => {
    const queue = new EventQueue<number>(1);
    queue.push(1);
    expect(() => queue.push(2)).toThrow(RangeError);
  });

  it('hands over what was held before the producer failed, then the error', async () => {
    const queue = new EventQueue<number>(8);
    queue.push(1);
    queue.push(2);
    queue.fail(new Error('upstream cut'));
    expect(await queue.take()).toEqual([1, 2]);
    await expect(queue.take()).rejects.toThrow('upstream cut');
  });

  it('tells a waiting producer to stop when the consumer leaves, and drops what it held', async () => {
    const queue = new EventQueue<number>(2);
    const producing = produce(queue, 10);
    await Promise.resolve();
    expect(queue.full).toBe(true);
    queue.cancel();
    expect(await producing).toBe(2);
    expect(queue.length).toBe(0);
    expect(await queue.room()).toBe(false);
  });

  it('wakes a consumer waiting on an empty queue', async () => {
    const queue = new EventQueue<string>(3);
    const taking = queue.take();
    queue.push('a');
    expect(await taking).toEqual(['a']);
    queue.end();
    expect(await queue.take()).toBeNull();
  });
});
