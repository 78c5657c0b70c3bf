import { assertNever } from '../../services/platform/actor';
import type { GatewayEvent } from '../../schema/events/gateway-event';
import { isWalletEvent, walletUserId, WALLET_EVENT_TYPES } from '../../schema/events/wallet';
import type { Projection } from '../projection';

/** The quota fields of a user, as `/api/user/self` and the admin user list show them. */
export type UserBalanceRow = {
  readonly user_id: bigint;
  /** available + owed: what the user may spend, negative when in debt. */
  readonly quota: bigint;
  readonly held_quota: bigint;
  readonly owed_quota: bigint;
  readonly used_quota: bigint;
  readonly request_count: bigint;
  readonly aff_quota: bigint;
  readonly aff_count: bigint;
  readonly aff_history_quota: bigint;
  /** Wallet events folded in: the wallet version this row shows. */
  readonly wallet_version: bigint;
  readonly updated_at: Date;
};

const zero = (userId: bigint): UserBalanceRow => ({
  user_id: userId,
  quota: 0n,
  held_quota: 0n,
  owed_quota: 0n,
  used_quota: 0n,
  request_count: 0n,
  aff_quota: 0n,
  aff_count: 0n,
  aff_history_quota: 0n,
  wallet_version: 0n,
  updated_at: new Date(0),
});

const n = BigInt;

function change(row: UserBalanceRow, event: GatewayEvent): Partial<UserBalanceRow> {
  if (!isWalletEvent(event)) return {};
  switch (event.type) {
    case 'WalletCredited':
      return { quota: row.quota + n(event.data.amount), owed_quota: row.owed_quota + n(event.data.owedDelta) };
    case 'InviteRewardEarned':
      return {
        aff_quota: row.aff_quota + n(event.data.amount),
        aff_history_quota: row.aff_history_quota + n(event.data.amount),
        aff_count: row.aff_count + 1n,
      };
    case 'InviteEarningsTransferred':
      return { aff_quota: row.aff_quota - n(event.data.amount), quota: row.quota + n(event.data.amount), owed_quota: row.owed_quota + n(event.data.owedDelta) };
    // An allowance is not the user's quota, and a later deadline moves none; wallet_version still counts both.
    case 'TokenAllowanceSet':
    case 'QuotaHoldExtended':
      return {};
    case 'QuotaReserved':
      return { quota: row.quota - n(event.data.amount), held_quota: row.held_quota + n(event.data.amount) };
    case 'QuotaSettled': {
      const d = event.data;
      return {
        quota: row.quota + n(d.availableDelta + d.owedDelta),
        owed_quota: row.owed_quota + n(d.owedDelta),
        held_quota: row.held_quota - n(d.reserved),
        used_quota: row.used_quota + n(d.actual),
        request_count: row.request_count + 1n,
      };
    }
    case 'QuotaReleased': {
      const d = event.data;
      return { quota: row.quota + n(d.amount), owed_quota: row.owed_quota + n(d.owedDelta), held_quota: row.held_quota - n(d.amount) };
    }
    default:
      return assertNever(event);
  }
}

export const userBalances: Projection<UserBalanceRow> = {
  name: 'user_balances',
  version: 1,
  table: 'user_balances',
  columns: [
    'user_id',
    'quota',
    'held_quota',
    'owed_quota',
    'used_quota',
    'request_count',
    'aff_quota',
    'aff_count',
    'aff_history_quota',
    'wallet_version',
    'updated_at',
  ],
  key: ['user_id'],
  handles: WALLET_EVENT_TYPES,
  keysOf: (event) => [[n(walletUserId(event.streamId))]],
  evolve: (row, event) => {
    const current = row ?? zero(n(walletUserId(event.streamId)));
    return { ...current, ...change(current, event), wallet_version: current.wallet_version + 1n, updated_at: new Date(event.occurredAt) };
  },
};
