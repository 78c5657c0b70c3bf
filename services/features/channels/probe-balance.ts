import { channelType } from '../../../schema/channels/channel-types';
import { findChannelById, type ChannelRecord } from './channel-records';
import { enabledChannelIds, recordChannelBalance } from './channel-probe-records';
import { decideAfterBalance } from './rules/channel-status-rules';
import type { Actor } from '../../platform/actor';
import { AppError, isAppError } from '../../platform/errors';
import { claimScheduledRun } from '../../platform/scheduled-claims';
import type { BalanceApi } from '../../platform/ports/upstream-probe';
import type { ChannelsDeps } from './deps';
import { admin, NOT_FOUND } from './manage';
import { channelOf, targetOf, usedKeyOf } from './probe';
import { applyStatusDecision, CHANNEL_MONITOR } from './probe-status';

/*
 * Channel balances (server-behaviour 3.9, `/api/channel/update_balance`):
 * read from the provider's balance endpoint through the UpstreamProbe port,
 * stored in USD with the time read. Updating all also disables enabled
 * channels (with auto_ban) whose balance is zero or less.
 */

/**
 * The types whose providers have a balance endpoint the established gateway
 * reads, relative to the channel's base URL (its type's default when empty):
 * OpenAI and Custom (legacy billing), API2GPT and AIGC2D (credit grants),
 * OpenRouter, Moonshot, SiliconFlow, DeepSeek. AIProxy's endpoint lives on
 * another host than its API and is not supported; nor is any other type.
 */
export const BALANCE_APIS: ReadonlyMap<number, BalanceApi> = new Map([
  [1, 'openai-billing'],
  [8, 'openai-billing'],
  [12, 'credit-grants'],
  [13, 'credit-grants'],
  [20, 'openrouter'],
  [25, 'moonshot'],
  [40, 'siliconflow'],
  [43, 'deepseek'],
]);

export interface ChannelBalance {
  /** USD. */
  readonly balance: number;
  /** Unix seconds. */
  readonly balanceUpdatedTime: number;
}

export interface ChannelBalancesUpdate {
  /** Enabled channels whose balance was read and stored. */
  readonly updated: number;
  /** Enabled channels whose type has no balance endpoint, or with several keys. */
  readonly skipped: number;
  /** Enabled channels whose upstream did not answer a balance. */
  readonly failed: number;
  /** Of the updated, how many were disabled for a balance of zero or less. */
  readonly disabled: number;
}

function isMultiKey(channel: ChannelRecord): boolean {
  try {
    return (JSON.parse(channel.channelInfo) as { is_multi_key?: unknown })?.is_multi_key === true;
  } catch {
    return false;
  }
}

/** Why this channel's balance cannot be read, or null when it can. */
function unsupported(channel: ChannelRecord): string | null {
  if (!BALANCE_APIS.has(channel.type)) return `balance is not supported for this channel type (${channelType(channel.type)?.name ?? `type ${channel.type}`})`;
  if (isMultiKey(channel)) return 'balance is not supported for multi-key channels';
  return null;
}

/** Reads, converts to USD (CNY with the `Price` option, yuan per dollar) and stores one channel's balance. */
async function readBalance(deps: ChannelsDeps, channel: ChannelRecord): Promise<ChannelBalance> {
  const problem = unsupported(channel);
  if (problem !== null) throw new AppError('invalid', problem);
  const answer = await deps.probe.balance({ ...targetOf(deps, channel), api: BALANCE_APIS.get(channel.type)! }, deps.clock());
  let usd = answer.amount;
  if (answer.currency === 'CNY') {
    const price = deps.options.get('Price');
    if (!(price > 0)) throw new AppError('invalid', 'the upstream counts in CNY and the Price option (yuan per dollar) is not set');
    usd = answer.amount / price;
  }
  usd = Math.round(usd * 1e6) / 1e6;
  const now = Math.floor(deps.clock().getTime() / 1000);
  if (!(await recordChannelBalance(deps.db, channel.id, usd, now))) throw new AppError('not_found', NOT_FOUND);
  return { balance: usd, balanceUpdatedTime: now };
}

/** `GET /api/channel/update_balance/:id`: reads and stores one channel's balance. Never changes its status. */
export async function updateChannelBalance(deps: ChannelsDeps, actor: Actor, id: unknown): Promise<ChannelBalance> {
  admin(actor);
  return readBalance(deps, await channelOf(deps, id));
}

/** `GET /api/channel/update_balance`: every enabled channel in turn; those at zero or below are disabled. */
export async function updateAllChannelBalances(deps: ChannelsDeps, actor: Actor): Promise<ChannelBalancesUpdate> {
  admin(actor);
  let updated = 0;
  let skipped = 0;
  let failed = 0;
  let disabled = 0;
  for (const id of await enabledChannelIds(deps.db)) {
    const channel = await findChannelById(deps.db, id);
    if (!channel) continue;
    if (unsupported(channel) !== null) {
      skipped += 1;
      continue;
    }
    let balance: ChannelBalance;
    try {
      balance = await readBalance(deps, channel);
    } catch (error) {
      if (!isAppError(error)) throw error;
      failed += 1;
      continue;
    }
    updated += 1;
    const change = await applyStatusDecision(deps, id, (fresh) => decideAfterBalance(fresh, balance.balance, deps.clock), usedKeyOf(channel));
    if (change === 'disabled') disabled += 1;
  }
  return { updated, skipped, failed, disabled };
}

/** What a tick of the balance schedule did: nothing, because another run started within the interval; or the run's tally. */
export type ScheduledBalanceOutcome = { readonly ran: false } | ({ readonly ran: true } & ChannelBalancesUpdate);

const BALANCE_SCHEDULE_JOB = 'channel_balances';

/**
 * The scheduled refresh (CHANNEL_UPDATE_FREQUENCY): updates every enabled
 * channel's balance, as `GET /api/channel/update_balance` does, when no
 * instance has started a refresh within the last `intervalMinutes`.
 */
export async function refreshBalancesIfDue(deps: ChannelsDeps, intervalMinutes: number): Promise<ScheduledBalanceOutcome> {
  const now = Math.floor(deps.clock().getTime() / 1000);
  const claimed = await deps.db.transaction((tx) => claimScheduledRun(tx, BALANCE_SCHEDULE_JOB, now, intervalMinutes * 60));
  if (!claimed) return { ran: false };
  return { ran: true, ...(await updateAllChannelBalances(deps, CHANNEL_MONITOR)) };
}
