import { walletStreamId } from '../../../schema/events/wallet';
import type { Clock } from '../../platform/clock';
import { AppError, isAppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { DuplicateEventIds, WrongExpectedRevision, type EventStore, type ExpectedRevision } from '../../platform/ports/event-store';
import { decideWallet } from './rules/decide-wallet';
import type { WalletOutcome } from './rules/wallet-commands';
import type { WalletState } from './rules/wallet-state';
import type { LoadedWallet, WalletLoader } from './wallet-loader';
import type { Pending, RecordBatch } from './wallet-queue';
import { viewOf } from './wallet-view';

/*
 * Recording a batch: decide it against the wallet in memory and append the
 * events with the revision the decision was made at. If another process
 * wrote first, the store refuses the append; the recorder reads the events it
 * missed, decides the same commands again and retries. That is the only
 * coordination between instances: no lock, on either event store.
 */

/** The revision a wallet's stream is at: what an append decided against this state expects. */
export const expectedRevisionOf = (state: WalletState): ExpectedRevision => (state.version === 0 ? 'no_stream' : BigInt(state.version - 1));

export interface RecorderDeps {
  readonly store: EventStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly loader: WalletLoader;
  /** The wallet after an append, with a snapshot taken if one is due. */
  readonly snapshotIfDue: (entry: LoadedWallet) => LoadedWallet;
  /** Counted here: appends made, and appends refused because another process wrote first. */
  readonly counters: { appends: number; conflicts: number };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers every command of a batch from the wallet after it. */
function answer(batch: readonly Pending[], entry: LoadedWallet, outcomes: readonly WalletOutcome[]): void {
  const wallet = viewOf(entry.state);
  batch.forEach((pending, i) => pending.resolve({ outcome: outcomes[i]!, wallet }));
}

export function createWalletRecorder(deps: RecorderDeps, { maxAttempts }: { maxAttempts: number }): RecordBatch {
  const { loader } = deps;

  function fail(batch: readonly Pending[], error: unknown): void {
    const reported = isAppError(error) ? error : new AppError('unavailable', 'the wallet could not be recorded; try again');
    if (!isAppError(error)) deps.logger.error('wallet append failed', { error });
    for (const pending of batch) pending.reject(reported);
  }

  async function record(userId: number, batch: readonly Pending[]): Promise<void> {
    let entry: LoadedWallet;
    try {
      entry = loader.cached(userId) ?? (await loader.load(userId));
    } catch (error) {
      return fail(batch, error);
    }
    for (let attempt = 1; ; attempt++) {
      const decision = decideWallet(entry.state, batch, deps.clock());
      try {
        if (decision.events.length > 0) {
          const result = await deps.store.append(walletStreamId(userId), decision.events, expectedRevisionOf(entry.state));
          if (!result.written) {
            // Every event id is recorded already: an earlier run of these very commands, beyond the wallet's memory.
            loader.forget(userId);
            return answer(
              batch,
              await loader.load(userId),
              batch.map(() => ({ ok: true, kind: 'repeated' }) as const),
            );
          }
          deps.counters.appends += 1;
        }
        const next = deps.snapshotIfDue({ state: decision.state, snapshotVersion: entry.snapshotVersion });
        loader.remember(userId, next);
        return answer(batch, next, decision.outcomes);
      } catch (error) {
        if (error instanceof WrongExpectedRevision && attempt < maxAttempts) {
          deps.counters.conflicts += 1;
          await pause(Math.random() * Math.min(2 ** attempt, 50));
          try {
            entry = await loader.refresh(userId);
          } catch (refreshError) {
            return fail(batch, refreshError);
          }
          continue;
        }
        if (error instanceof DuplicateEventIds && batch.length > 1) {
          // Some commands repeat ones recorded long ago: record the others one by one.
          for (const pending of batch) await record(userId, [pending]);
          return;
        }
        loader.forget(userId);
        return fail(batch, error instanceof WrongExpectedRevision ? new AppError('unavailable', 'the wallet is too busy; try again') : error);
      }
    }
  }

  return record;
}
