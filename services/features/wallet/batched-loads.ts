/*
 * Reading wallets in batches. A crowd of users whose wallets are not in
 * memory would otherwise cost two queries each (snapshot, then events), one
 * wallet at a time on the pool the appends need too. Loads asked for in the
 * same turn are read together (`loadMany`: one query for the snapshots, one
 * read of the events), at most `maxBatch` wallets per read and `concurrency`
 * reads at once; loads asked for while those run wait for the next batch.
 */

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

export function batchedLoads(
  loadMany: (userIds: readonly number[]) => Promise<void>,
  options: { readonly maxBatch: number; readonly concurrency: number },
): (userId: number) => Promise<void> {
  const waiting = new Map<number, Waiter[]>();
  let inFlight = 0;
  let queued = false;

  async function read(batch: ReadonlyMap<number, Waiter[]>): Promise<void> {
    try {
      await loadMany([...batch.keys()]);
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
