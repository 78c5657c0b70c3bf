import type { CommandMeta, WalletCommand } from './rules/wallet-commands';
import type { WalletResult } from './wallet-service-types';

/*
 * Group commit: commands for one wallet wait in one queue in this process.
 * Whatever is queued when the wallet is free is handed to `record` together
 * (up to `maxBatch` at a time), so a hot wallet costs one append per batch,
 * not per request. Batches of one wallet never overlap.
 */

/** A command waiting for its wallet, and how to answer its caller. */
export interface Pending {
  readonly command: WalletCommand;
  readonly meta: CommandMeta;
  resolve(result: WalletResult): void;
  reject(error: unknown): void;
}

/** Records one batch of one wallet, answering every command in it; never throws. */
export type RecordBatch = (userId: number, batch: readonly Pending[]) => Promise<void>;

export function createWalletQueue(record: RecordBatch, maxBatch: number): (userId: number, command: WalletCommand, meta: CommandMeta) => Promise<WalletResult> {
  const queues = new Map<number, Pending[]>();

  async function drain(userId: number, queue: Pending[]): Promise<void> {
    while (queue.length > 0) await record(userId, queue.splice(0, maxBatch));
    queues.delete(userId);
  }

  return (userId, command, meta) =>
    new Promise((resolve, reject) => {
      const waiting = queues.get(userId);
      if (waiting) return void waiting.push({ command, meta, resolve, reject });
      const queue: Pending[] = [{ command, meta, resolve, reject }];
      queues.set(userId, queue);
      void drain(userId, queue);
    });
}
