import type { Actor } from '../../platform/actor';
import {
  refreshBalancesIfDue,
  updateAllChannelBalances,
  updateChannelBalance,
  type ChannelBalance,
  type ChannelBalancesUpdate,
  type ScheduledBalanceOutcome,
} from './probe-balance';
import {
  runScheduledTestIfDue,
  startChannelTestRun,
  watchChannelTestProgress,
  type ChannelTestProgress,
  type ChannelTestRun,
  type ScheduledTestOutcome,
} from './probe-all';
import type { ChannelProbeDeps } from './probe-deps';
import type { StatusChange } from './probe-status';
import { channelFailedInRelay, type RelayFailure } from './relay-failures';

/**
 * Channel operations that call upstreams beyond the single test and the
 * model lists (which ChannelsApp carries): test all, progress, balances.
 * Admins only.
 */
export interface ChannelProbeApp {
  /** Starts testing every channel an admin has not disabled, in the background; a conflict while a run is going. */
  testAll(actor: Actor): Promise<ChannelTestRun>;
  /** The scheduler's tick (no caller: the gateway runs it): starts a run when monitor_setting.auto_test_channel_* says one is due. */
  runScheduledTest(): Promise<ScheduledTestOutcome>;
  /** Progress of test runs as they happen; the caller is checked as an admin again before each notice. */
  watchTestProgress(actor: Actor, signal: AbortSignal): AsyncIterable<ChannelTestProgress>;
  /** Reads and stores one channel's balance (USD). */
  updateBalance(actor: Actor, id: unknown): Promise<ChannelBalance>;
  /** Reads and stores every enabled channel's balance; disables those at zero or below. */
  updateBalances(actor: Actor): Promise<ChannelBalancesUpdate>;
  /** The balance scheduler's tick (no caller: the gateway runs it when CHANNEL_UPDATE_FREQUENCY is set): refreshes them all when due. */
  runScheduledBalanceUpdate(intervalMinutes: number): Promise<ScheduledBalanceOutcome>;
  /** The relay's report of a failed upstream call (no caller but the relay): disables the channel or key when the failure says so. */
  relayFailed(report: RelayFailure): Promise<StatusChange>;
}

export function createChannelProbeApp(deps: ChannelProbeDeps): ChannelProbeApp {
  return {
    testAll: (actor) => startChannelTestRun(deps, actor),
    runScheduledTest: () => runScheduledTestIfDue(deps),
    watchTestProgress: (actor, signal) => watchChannelTestProgress(deps, actor, signal),
    updateBalance: (actor, id) => updateChannelBalance(deps, actor, id),
    updateBalances: (actor) => updateAllChannelBalances(deps, actor),
    runScheduledBalanceUpdate: (intervalMinutes) => refreshBalancesIfDue(deps, intervalMinutes),
    relayFailed: (report) => channelFailedInRelay(deps, report),
  };
}
