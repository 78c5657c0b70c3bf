import type { PreparedWalletEvents, WalletService } from '../../../ledger/wallet-service';
import type { Clock } from '../../../shared/clock';
import type { OptionStore } from '../../../shared/options/option-store';
import type { PasswordHasher } from '../../../shared/ports/password-hasher';
import type { RateLimiter } from '../../../shared/ports/rate-limiter';
import type { SqlDatabase, SqlSession } from '../../../shared/ports/sql';
import type { ConfigChanged } from '../../../../schema/events/audit';
import type { SetupState } from '../setup-state';

/** What the account functions need; the composition root builds it once. */
export interface AccountsDeps {
  readonly db: SqlDatabase;
  readonly passwords: PasswordHasher;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
  readonly options: OptionStore;
  readonly setup: SetupState;
  readonly wallets: WalletService;
  /** Records audit events in the caller's transaction (the event log's `appendInTransaction`). */
  readonly recordAudit: (tx: SqlSession, events: readonly ConfigChanged[]) => Promise<void>;
  /** Call after a transaction that recorded audit events committed. */
  readonly auditCommitted: () => void;
  /** Records wallet events decided by `wallets.prepare` in the caller's transaction, with their exact expected revision. */
  readonly recordWalletEvents: (tx: SqlSession, prepared: PreparedWalletEvents) => Promise<void>;
  /**
   * True when that append checks the revision inside the transaction (the
   * Postgres log). Behind the EventStoreDB outbox it is checked only after
   * the commit, so a wallet that already has a history is credited through
   * the wallet service after the commit instead.
   */
  readonly walletAppendsInTransaction: boolean;
  /** How long a dashboard session lives (30 days, as the established gateway's cookie). */
  readonly sessionTtlMs: number;
}
