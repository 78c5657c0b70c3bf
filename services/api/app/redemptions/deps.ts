import type { PreparedWalletEvents, WalletService } from '../../../ledger/wallet-service';
import type { Clock } from '../../../shared/clock';
import type { SecretBox } from '../../../shared/crypto/secret-box';
import type { OptionStore } from '../../../shared/options/option-store';
import type { SqlDatabase, SqlSession } from '../../../shared/ports/sql';
import type { ConfigChanged } from '../../../../schema/events/audit';

/**
 * What the redemption functions need: fields of AccountsDeps and TokensDeps
 * (one object from the composition root serves all three), described there.
 */
export interface RedemptionsDeps {
  readonly db: SqlDatabase;
  readonly clock: Clock;
  /** QuotaPerUnit and DisplayInCurrencyEnabled, for the default name of new codes. */
  readonly options: OptionStore;
  /** Seals the codes at rest, as API token keys are (TokensDeps.secretBox: the same box). */
  readonly secretBox: SecretBox;
  readonly wallets: WalletService;
  readonly recordAudit: (tx: SqlSession, events: readonly ConfigChanged[]) => Promise<void>;
  readonly auditCommitted: () => void;
  readonly recordWalletEvents: (tx: SqlSession, prepared: PreparedWalletEvents) => Promise<void>;
  readonly walletAppendsInTransaction: boolean;
}
