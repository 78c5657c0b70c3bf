/*
 * Work on many wallets done in batches. A crowd of users would otherwise cost
 * a statement each, one wallet at a time on the pool the appends need too.
 * Users asked for in the same turn are handled together (`run`), at most
 * `maxBatch` per call and `concurrency` calls at once; users asked for while
 * those run wait for the next batch. Two uses: reading wallets that are not
 * in memory (`loadMany`: one query for the snapshots, one read of the
 * events) and saving the snapshots that fall due together.
 */

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

export function batchedByUser(
  run: (userIds: readonly number[]) => Promise<void>,
  options: { readonly maxBatch: number; readonly concurrency: number },
): (userId: number) => Promise<void> {
  const waiting = new Map<number, Waiter[]>();
  let inFlight = 0;
  let queued = false;

  async function read(batch: ReadonlyMap<number, Waiter[]>): Promise<void> {
    try {
      await run([...batch.keys()]);
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.resolve();
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  function flush(): void {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      while (inFlight < options.concurrency && waiting.size > 0) {
        const batch = new Map([...waiting].slice(0, options.maxBatch));
        for (const userId of batch.keys()) waiting.delete(userId);
        inFlight += 1;
        void read(batch).finally(() => {
          inFlight -= 1;
          flush();
        });
      }
    });
  }

  return (userId) =>
    new Promise<void>((resolve, reject) => {
      const waiters = waiting.get(userId);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(userId, [{ resolve, reject }]);
      flush();
    });
}
