import { isWalletEvent, walletUserId, WALLET_EVENT_TYPES } from '../../schema/events/wallet';
import type { Projection } from '../projection';
import { legsOf, type Ledger } from './double-entry';

/** One leg of one wallet event in the double-entry view. */
export type LedgerEntryRow = {
  readonly event_id: string;
  readonly leg: number;
  readonly ledger: Ledger;
  readonly account: string;
  readonly user_id: bigint;
  readonly amount: bigint;
  readonly occurred_at: Date;
  /** The event's place in its wallet's history. */
  readonly seq: bigint;
  readonly event_type: string;
  readonly request_id: string | null;
};

export const ledgerEntries: Projection<LedgerEntryRow> = {
  name: 'ledger_entries',
  version: 1,
  table: 'ledger_entries',
  columns: ['event_id', 'leg', 'ledger', 'account', 'user_id', 'amount', 'occurred_at', 'seq', 'event_type', 'request_id'],
  key: ['event_id', 'leg'],
  handles: WALLET_EVENT_TYPES,
  // A leg is its event's alone: keyed by the event id, built from the event.
  insertOnly: true,
  keysOf: (event) => (isWalletEvent(event) ? legsOf(event).map((_, leg) => [event.eventId, leg]) : []),
  evolve: (_row, event, key) => {
    if (!isWalletEvent(event)) return null;
    const leg = key[1] as number;
    const entry = legsOf(event)[leg]!;
    return {
      event_id: event.eventId,
      leg,
      ledger: entry.ledger,
      account: entry.account,
      user_id: BigInt(walletUserId(event.streamId)),
      amount: BigInt(entry.amount),
      occurred_at: new Date(event.occurredAt),
      seq: BigInt(event.data.seq),
      event_type: event.type,
      request_id: 'requestId' in event.data ? event.data.requestId : null,
    };
  },
};
