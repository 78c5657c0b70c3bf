import type { Logger } from '../../platform/logger';
import type { AccountsDeps } from '../accounts';
import type { WalletTransactionDeps } from '../wallet';

/**
 * What the top-up functions need: a money-moving transaction
 * (WalletTransactionDeps), the clock and the payment options (PayAddress,
 * EpayId, EpayKey, Price, TopupGroupRatio, MinTopUp, PayMethods…), and
 * `logger`, where a refused payment callback raises its alert (RELIABILITY
 * A17). The logger is never given EpayKey or a signature.
 */
export type TopupDeps = WalletTransactionDeps & Pick<AccountsDeps, 'clock' | 'options'> & { readonly logger: Logger };
