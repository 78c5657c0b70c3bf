import { describe, expect, it } from 'vitest';
import { batchedByUser } from '../../../../services/features/wallet/batched-by-user';

/** A loadMany that records each batch and finishes when the test says. */
function recordingLoads() {
  const batches: number[][] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const loadMany = (userIds: readonly number[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push([...userIds]);
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  return { batches, finishers, loadMany };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('reading wallets in batches', () => {
  it('reads the wallets asked for in one turn together, each once, at most maxBatch per read and concurrency reads at once', async () => {
    const { batches, finishers, loadMany } = recordingLoads();
    const load = batchedByUser(loadMany, { maxBatch: 3, concurrency: 2 });
    const done: number[] = [];
    const asks = [1, 2, 2, 3, 4, 5, 6, 7].map((id) => load(id).then(() => done.push(id)));
    await turn();
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    finishers[0]!();
    await turn();
    expect(done.sort()).toEqual([1, 2, 2, 3]);
    // A read slot came free: the rest, and what was asked meanwhile, go in the next batch.
    expect(batches[2]).toEqual([7]);
    const late = load(8);
    finishers[1]!();
    finishers[2]!();
    await Promise.all(asks);
    await turn();
    expect(batches[3]).toEqual([8]);
    finishers[3]!();
    await late;
  });

  it('fails every load of a batch whose read fails, and goes on with the next', async () => {
    const { batches, finishers, loadMany } = recordingLoads();
    const load = batchedByUser(loadMany, { maxBatch: 10, concurrency: 1 });
    const failed = Promise.allSettled([load(1), load(2)]);
    await turn();
    finishers[0]!(new Error('database gone'));
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const next = load(3);
    await turn();
    expect(batches).toEqual([[1, 2], [3]]);
    finishers[1]!();
    await expect(next).resolves.toBeUndefined();
  });
});
