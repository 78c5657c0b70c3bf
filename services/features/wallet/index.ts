/*
 * The wallet feature: the ledger aggregate (rules/), the wallet service that
 * is the only writer of wallet streams, the reservation sweeper, and the
 * ledger views (wallet, entries, point-in-time balances, CSV export).
 */
import type { LedgerApp } from './ledger-app';
import type { WalletWatchApp } from './wallet-watch';

export { createLedgerApp, type LedgerApp, type LedgerDeps } from './ledger-app';
export { createReservationSweeper } from './reservation-sweeper';
export { type CommandMeta, type WalletCommand } from './rules/wallet-commands';
export { WalletRejected } from './wallet-errors';
export { createWalletService, type WalletService } from './wallet-service';
export { commitWithWallet, DecideAgain, type WalletTransactionDeps } from './wallet-transaction';
export { type WalletView } from './wallet-view';
export { createWalletWatchApp, type WalletWatchApp, type WalletWatchDeps } from './wallet-watch';

declare module '../../platform/app' {
  interface App {
    readonly ledger: LedgerApp & WalletWatchApp;
  }
}
