import type { CommandMeta, WalletCommand } from './rules/wallet-commands';
import type { PreparedWalletEvents, WalletService } from './wallet-service';
import { AppError } from '../../platform/errors';
import { WrongExpectedRevision } from '../../platform/ports/event-store';
import type { SqlDatabase, SqlSession } from '../../platform/ports/sql';

/*
 * A configuration change and the wallet events it causes, committed together
 * (ARCHITECTURE decision 12): the events are decided first against each
 * wallet as the log has it (`WalletService.prepare`), then appended with
 * their exact revision inside the transaction that writes the rows. If a
 * wallet moved meanwhile, the append refuses, everything rolls back and the
 * plan is made again. Behind the EventStoreDB outbox, where a revision is
 * checked only after the commit, the events of a wallet that already has a
 * history follow the commit through the wallet service instead, keyed so
 * they are recorded once (a crash in between loses them: the README says
 * so); a brand-new wallet still commits with the rows.
 */

export interface WalletTransactionDeps {
  readonly db: SqlDatabase;
  readonly wallets: WalletService;
  /** Records wallet events decided by `wallets.prepare` in the caller's transaction, with their exact expected revision. */
  readonly recordWalletEvents: (tx: SqlSession, prepared: PreparedWalletEvents) => Promise<void>;
  /**
   * True when that append checks the revision inside the transaction (the
   * Postgres log). Behind the EventStoreDB outbox it is checked only after
   * the commit, so a wallet that already has a history is credited through
   * the wallet service after the commit instead.
   */
  readonly walletAppendsInTransaction: boolean;
}

export interface WalletChange {
  readonly userId: number;
  readonly commands: readonly WalletCommand[];
  /** A wallet with no history yet (a user made in this very transaction): its first append can never conflict. */
  readonly isNew?: boolean;
}

export interface WalletPlan<T> {
  readonly wallets: readonly WalletChange[];
  readonly meta: CommandMeta;
  /** Writes the rows; runs inside the transaction that also records the events. */
  write(tx: SqlSession): Promise<T>;
}

/** Thrown by a plan's `write` when what it decided on changed before the commit: roll back and plan again. */
export class DecideAgain extends Error {}

const ATTEMPTS = 50;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes the plan, commits its rows and wallet events together, and retries when a wallet moved. `plan` runs again on each attempt. */
export async function commitWithWallet<T>(deps: WalletTransactionDeps, plan: () => Promise<WalletPlan<T>>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const { wallets, meta, write } = await plan();
    const inTransaction = (change: WalletChange) => change.commands.length > 0 && (deps.walletAppendsInTransaction || change.isNew === true);
    const prepared: PreparedWalletEvents[] = [];
    for (const change of wallets.filter(inTransaction)) {
      const decided = await deps.wallets.prepare(change.userId, change.commands, meta);
      const refused = decided.outcomes.find((outcome) => !outcome.ok);
      if (refused && !refused.ok) throw new AppError('invalid', refused.message);
      prepared.push(decided);
    }
    try {
      const result = await deps.db.transaction(async (tx) => {
        const written = await write(tx);
        for (const events of prepared) if (events.events.length > 0) await deps.recordWalletEvents(tx, events);
        return written;
      });
      for (const change of wallets) {
        deps.wallets.forget(change.userId);
        if (!inTransaction(change)) for (const command of change.commands) await deps.wallets.execute(change.userId, command, meta);
      }
      return result;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision) && !(error instanceof DecideAgain)) throw error;
      for (const change of wallets) deps.wallets.forget(change.userId);
      if (attempt >= ATTEMPTS) throw new AppError('unavailable', 'the wallet is too busy right now; try again');
      await pause(Math.random() * Math.min(2 ** attempt, 25));
    }
  }
}
