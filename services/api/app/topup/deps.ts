import type { PreparedWalletEvents, WalletService } from '../../../ledger/wallet-service';
import type { Clock } from '../../../shared/clock';
import type { Logger } from '../../../shared/logger';
import type { OptionStore } from '../../../shared/options/option-store';
import type { SqlDatabase, SqlSession } from '../../../shared/ports/sql';

/**
 * What the top-up functions need: fields of AccountsDeps (one object from the
 * composition root serves all), plus `logger`, where a refused payment
 * callback raises its alert (RELIABILITY A17: amount mismatch, expired order).
 */
export interface TopupDeps {
  readonly db: SqlDatabase;
  readonly clock: Clock;
  /** The payment options (PayAddress, EpayId, EpayKey, Price, TopupGroupRatio, MinTopUp, PayMethods…). */
  readonly options: OptionStore;
  readonly wallets: WalletService;
  readonly recordWalletEvents: (tx: SqlSession, prepared: PreparedWalletEvents) => Promise<void>;
  readonly walletAppendsInTransaction: boolean;
  /** Never given EpayKey or a signature: alerts name the trade number, the user and the amounts. */
  readonly logger: Logger;
}
