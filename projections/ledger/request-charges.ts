import { walletUserId } from '../../schema/events/wallet';
import type { Projection } from '../projection';

/** One relay request's money: what it reserved, and what it was charged or why it was released. */
export type RequestChargeRow = {
  readonly user_id: bigint;
  readonly request_id: string;
  readonly token_id: bigint | null;
  readonly model_name: string | null;
  readonly channel_id: bigint | null;
  readonly reserved: bigint;
  readonly charged: bigint | null;
  readonly status: 'reserved' | 'settled' | 'released';
  readonly release_reason: string | null;
  readonly prompt_tokens: number | null;
  readonly completion_tokens: number | null;
  readonly reserved_at: Date;
  readonly deadline: Date;
  readonly finished_at: Date | null;
};

const n = BigInt;

export const requestCharges: Projection<RequestChargeRow> = {
  name: 'request_charges',
  version: 1,
  table: 'request_charges',
  columns: [
    'user_id',
    'request_id',
    'token_id',
    'model_name',
    'channel_id',
    'reserved',
    'charged',
    'status',
    'release_reason',
    'prompt_tokens',
    'completion_tokens',
    'reserved_at',
    'deadline',
    'finished_at',
  ],
  key: ['user_id', 'request_id'],
  handles: ['QuotaReserved', 'QuotaHoldExtended', 'QuotaSettled', 'QuotaReleased'],
  keysOf: (event) =>
    event.type === 'QuotaReserved' || event.type === 'QuotaHoldExtended' || event.type === 'QuotaSettled' || event.type === 'QuotaReleased'
      ? [[n(walletUserId(event.streamId)), event.data.requestId]]
      : [],
  evolve: (row, event, key) => {
    switch (event.type) {
      case 'QuotaReserved': {
        const d = event.data;
        return {
          user_id: key[0] as bigint,
          request_id: d.requestId,
          token_id: d.tokenId === null ? null : n(d.tokenId),
          model_name: d.modelName,
          channel_id: null,
          reserved: n(d.amount),
          charged: null,
          status: 'reserved',
          release_reason: null,
          prompt_tokens: null,
          completion_tokens: null,
          reserved_at: new Date(event.occurredAt),
          deadline: new Date(d.deadline),
          finished_at: null,
        };
      }
      case 'QuotaHoldExtended':
        // The sweeper picks wallets by this deadline: a request kept running must not look overdue.
        if (row === null) return null;
        return { ...row, deadline: new Date(event.data.deadline) };
      case 'QuotaSettled': {
        if (row === null) return null;
        const { usage } = event.data;
        return {
          ...row,
          status: 'settled',
          charged: n(event.data.actual),
          channel_id: usage.channelId === null ? null : n(usage.channelId),
          model_name: usage.modelName ?? row.model_name,
          prompt_tokens: usage.promptTokens,
          completion_tokens: usage.completionTokens,
          finished_at: new Date(event.occurredAt),
        };
      }
      case 'QuotaReleased':
        if (row === null) return null;
        return { ...row, status: 'released', charged: 0n, release_reason: event.data.reason, finished_at: new Date(event.occurredAt) };
      default:
        return row;
    }
  },
};
