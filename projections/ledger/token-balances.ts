import type { GatewayEvent } from '../../schema/events/gateway-event';
import { isWalletEvent, walletUserId } from '../../schema/events/wallet';
import type { Projection } from '../projection';

/** A token's allowance left and its use, as the token list shows them. */
export type TokenBalanceRow = {
  readonly token_id: bigint;
  readonly user_id: bigint;
  readonly unlimited: boolean;
  /** Allowance left to reserve: available + overdrawn (negative once an over-settle overdrew it). */
  readonly remain_quota: bigint;
  readonly held_quota: bigint;
  /** Settled cost of the token's requests, limited or not. */
  readonly used_quota: bigint;
  readonly updated_at: Date;
};

const n = BigInt;

function tokenOf(event: GatewayEvent): number | null {
  if (!isWalletEvent(event)) return null;
  switch (event.type) {
    case 'TokenAllowanceSet':
    case 'QuotaReserved':
    case 'QuotaSettled':
    case 'QuotaReleased':
      return event.data.tokenId;
    case 'QuotaHoldExtended':
      // A later deadline moves no allowance.
      return null;
    default:
      return null;
  }
}

function change(row: TokenBalanceRow, event: GatewayEvent): Partial<TokenBalanceRow> {
  if (!isWalletEvent(event)) return {};
  switch (event.type) {
    case 'TokenAllowanceSet':
      return { unlimited: event.data.unlimited, remain_quota: row.remain_quota + n(event.data.availableDelta + event.data.overdrawnDelta) };
    case 'QuotaReserved':
      return { remain_quota: row.remain_quota - n(event.data.tokenAmount), held_quota: row.held_quota + n(event.data.tokenAmount) };
    case 'QuotaSettled': {
      const d = event.data;
      return {
        remain_quota: row.remain_quota + n(d.tokenAvailableDelta + d.tokenOverdrawnDelta),
        held_quota: row.held_quota - n(d.tokenReserved),
        used_quota: row.used_quota + n(d.actual),
      };
    }
    case 'QuotaReleased': {
      const d = event.data;
      return { remain_quota: row.remain_quota + n(d.tokenAvailableDelta + d.tokenOverdrawnDelta), held_quota: row.held_quota - n(d.tokenAmount) };
    }
    default:
      return {};
  }
}

export const tokenBalances: Projection<TokenBalanceRow> = {
  name: 'token_balances',
  version: 1,
  table: 'token_balances',
  columns: ['token_id', 'user_id', 'unlimited', 'remain_quota', 'held_quota', 'used_quota', 'updated_at'],
  key: ['token_id'],
  handles: ['TokenAllowanceSet', 'QuotaReserved', 'QuotaSettled', 'QuotaReleased'],
  keysOf: (event) => {
    const tokenId = tokenOf(event);
    return tokenId === null ? [] : [[n(tokenId)]];
  },
  evolve: (row, event, key) => {
    const current: TokenBalanceRow = row ?? {
      token_id: key[0] as bigint,
      user_id: n(walletUserId(event.streamId)),
      unlimited: false,
      remain_quota: 0n,
      held_quota: 0n,
      used_quota: 0n,
      updated_at: new Date(0),
    };
    return { ...current, ...change(current, event), updated_at: new Date(event.occurredAt) };
  },
};
