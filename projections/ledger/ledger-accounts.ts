import { isWalletEvent, WALLET_EVENT_TYPES } from '../../schema/events/wallet';
import type { Projection } from '../projection';
import { legsOf, type Ledger } from './double-entry';

/** Each account's balance: the running sum of its legs (RELIABILITY I8 compares it with ledger_entries). */
export type LedgerAccountRow = {
  readonly account: string;
  readonly ledger: Ledger;
  readonly balance: bigint;
  readonly entries: bigint;
  readonly updated_at: Date;
};

export const ledgerAccounts: Projection<LedgerAccountRow> = {
  name: 'ledger_accounts',
  version: 1,
  table: 'ledger_accounts',
  columns: ['account', 'ledger', 'balance', 'entries', 'updated_at'],
  key: ['account'],
  handles: WALLET_EVENT_TYPES,
  keysOf: (event) => (isWalletEvent(event) ? [...new Set(legsOf(event).map((leg) => leg.account))].map((account) => [account]) : []),
  evolve: (row, event, key) => {
    if (!isWalletEvent(event)) return row;
    const mine = legsOf(event).filter((leg) => leg.account === key[0]);
    if (mine.length === 0) return row;
    return {
      account: mine[0]!.account,
      ledger: mine[0]!.ledger,
      balance: (row?.balance ?? 0n) + mine.reduce((sum, leg) => sum + BigInt(leg.amount), 0n),
      entries: (row?.entries ?? 0n) + BigInt(mine.length),
      updated_at: new Date(event.occurredAt),
    };
  },
};
