import type { GatewayEvent } from '../schema/events/gateway-event';
import { walletUserId } from '../schema/events/wallet';
import type { Cell, Projection } from './projection';

/**
 * Usage per UTC hour per user and model (issue 17, the dashboard): what the
 * requests settled in that hour cost, their prompt and completion tokens, and
 * how many there were. One QuotaSettled is one request. Days and weeks are
 * sums of these rows, made when read (services/features/dashboard).
 *
 * The DataExport options are not read here: a projection folds the log alone,
 * so a replay gives the same table whatever the options say today. The
 * dashboard's application functions apply them.
 */
export type UsageHourlyRow = {
  readonly user_id: bigint;
  /** The start of the UTC hour. */
  readonly hour: Date;
  /** The model the request asked for; '' when the settle named none. */
  readonly model_name: string;
  readonly quota: bigint;
  readonly prompt_tokens: bigint;
  readonly completion_tokens: bigint;
  readonly requests: bigint;
};

/** The start of the UTC hour an instant falls in. */
function hourOf(occurredAt: string): Date {
  const ms = Date.parse(occurredAt);
  return new Date(ms - (((ms % 3_600_000) + 3_600_000) % 3_600_000));
}

function keyOf(event: GatewayEvent): readonly Cell[] | null {
  if (event.type !== 'QuotaSettled') return null;
  return [BigInt(walletUserId(event.streamId)), hourOf(event.occurredAt), event.data.usage.modelName ?? ''];
}

export const usageHourly: Projection<UsageHourlyRow> = {
  name: 'usage_hourly',
  version: 1,
  table: 'usage_hourly',
  columns: ['user_id', 'hour', 'model_name', 'quota', 'prompt_tokens', 'completion_tokens', 'requests'],
  key: ['user_id', 'hour', 'model_name'],
  handles: ['QuotaSettled'],
  keysOf: (event) => {
    const key = keyOf(event);
    return key === null ? [] : [key];
  },
  evolve: (row, event, key) => {
    if (event.type !== 'QuotaSettled') return row;
    const { actual, usage } = event.data;
    return {
      user_id: key[0] as bigint,
      hour: key[1] as Date,
      model_name: key[2] as string,
      quota: (row?.quota ?? 0n) + BigInt(actual),
      prompt_tokens: (row?.prompt_tokens ?? 0n) + BigInt(usage.promptTokens),
      completion_tokens: (row?.completion_tokens ?? 0n) + BigInt(usage.completionTokens),
      requests: (row?.requests ?? 0n) + 1n,
    };
  },
};
