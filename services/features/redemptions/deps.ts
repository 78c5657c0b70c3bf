import type { AccountsDeps } from '../accounts';
import type { TokensDeps } from '../tokens';

/**
 * What the redemption functions need, as AccountsDeps and TokensDeps
 * describe them (one object from the composition root serves all): the
 * options give QuotaPerUnit and DisplayInCurrencyEnabled for the default
 * name of new codes, and the secret box seals the codes at rest.
 */
export type RedemptionsDeps = Pick<
  AccountsDeps,
  'db' | 'clock' | 'options' | 'wallets' | 'recordAudit' | 'auditCommitted' | 'recordWalletEvents' | 'walletAppendsInTransaction'
> &
  Pick<TokensDeps, 'secretBox'>;
