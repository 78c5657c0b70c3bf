/**
 * The async iterator behind one pubsub subscription: messages pushed in are
 * yielded in order; it ends (dropping what is still buffered) when `end` is
 * called or the consumer stops iterating, and calls `onEnd` exactly once.
 */
export interface SubscriptionQueue<T> extends AsyncIterableIterator<T> {
  push(value: T): void;
  end(): void;
}

export function createSubscriptionQueue<T>(onEnd: () => void): SubscriptionQueue<T> {
  const buffered: T[] = [];
  const waiting: Array<(result: IteratorResult<T>) => void> = [];
  let ended = false;

  const end = () => {
    if (ended) return;
    ended = true;
    buffered.length = 0;
    for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
    onEnd();
  };

  return {
    push(value) {
      if (ended) return;
      const resolve = waiting.shift();
      if (resolve) resolve({ value, done: false });
      else buffered.push(value);
    },
    end,
    async next() {
      if (buffered.length > 0) return { value: buffered.shift()!, done: false };
      if (ended) return { value: undefined, done: true };
      return new Promise<IteratorResult<T>>((resolve) => waiting.push(resolve));
    },
    async return() {
      end();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
