import type { CommandMeta, WalletCommand } from '../../ledger/domain/wallet-commands';
import type { PreparedWalletEvents, WalletService } from '../../ledger/wallet-service';
import { AppError } from '../../shared/errors';
import { WrongExpectedRevision } from '../../shared/ports/event-store';
import type { SqlDatabase, SqlSession } from '../../shared/ports/sql';

/*
 * A configuration change and the wallet events it causes, committed together
 * (ARCHITECTURE decision 12): the events are decided first against the
 * wallet as the log has it (`WalletService.prepare`), then appended with
 * their exact revision inside the transaction that writes the row. If the
 * wallet moved meanwhile, the append refuses, everything rolls back and the
 * plan is made again. Behind the EventStoreDB outbox, where the revision is
 * checked only after the commit, the events follow the commit through the
 * wallet service instead, keyed so they are recorded once.
 */

export interface WalletTransactionDeps {
  readonly db: SqlDatabase;
  readonly wallets: WalletService;
  readonly recordWalletEvents: (tx: SqlSession, prepared: PreparedWalletEvents) => Promise<void>;
  readonly walletAppendsInTransaction: boolean;
}

export interface WalletPlan<T> {
  readonly userId: number;
  readonly commands: readonly WalletCommand[];
  readonly meta: CommandMeta;
  /** Writes the rows; runs inside the transaction that also records the events. */
  write(tx: SqlSession): Promise<T>;
}

const ATTEMPTS = 50;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes the plan, commits its rows and wallet events together, and retries when the wallet moved. `plan` runs again on each attempt. */
export async function commitWithWallet<T>(deps: WalletTransactionDeps, plan: () => Promise<WalletPlan<T>>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const { userId, commands, meta, write } = await plan();
    const prepared = deps.walletAppendsInTransaction && commands.length > 0 ? await deps.wallets.prepare(userId, commands, meta) : null;
    try {
      const result = await deps.db.transaction(async (tx) => {
        const written = await write(tx);
        if (prepared && prepared.events.length > 0) await deps.recordWalletEvents(tx, prepared);
        return written;
      });
      deps.wallets.forget(userId);
      if (!deps.walletAppendsInTransaction) for (const command of commands) await deps.wallets.execute(userId, command, meta);
      return result;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error;
      deps.wallets.forget(userId);
      if (attempt >= ATTEMPTS) throw new AppError('unavailable', 'the wallet is too busy right now; try again');
      await pause(Math.random() * Math.min(2 ** attempt, 25));
    }
  }
}
