import { findChannelById } from './channel-records';
import { claimTestRun, finishTestRun, recordTestRunProgress, testableChannelIds } from './channel-probe-records';
import { decideAfterTest } from './rules/channel-status-rules';
import { EMPTY_TALLY, tallyTestStep } from './rules/test-run-tally';
import type { Actor } from '../../platform/actor';
import { AppError, isAppError } from '../../platform/errors';
import { currentActor } from '../accounts';
import type { ChannelProbeDeps } from './probe-deps';
import { admin, NOT_FOUND } from './manage';
import { runChannelTest, secondsOf } from './probe';
import { applyStatusDecision, healthSettings, type StatusChange } from './probe-status';
import { noticeTestFinished } from './root-notices';

/*
 * "Test all channels" (server-behaviour 3.8, `GET /api/channel/test`): every
 * channel an admin has not disabled, highest priority first, one at a time,
 * in the background; the call answers at once. Each result may disable or
 * enable its channel (probe-status.ts). Progress is published on pubsub
 * after every channel, for the `channelTestProgress` subscription. One run
 * at a time across instances (channel_test_runs).
 */

export const CHANNEL_TEST_PROGRESS_TOPIC = 'channel.test.progress';

/** A run whose heartbeat is older than this is taken for dead: its instance stopped mid-run. */
const STALE_AFTER_SECONDS = 300;

/** One channel's result within a run. */
export interface ChannelTestStep {
  readonly channelId: number;
  readonly name: string;
  readonly success: boolean;
  /** Empty on success; else why (never the key). */
  readonly message: string;
  /** Seconds, two decimals; 0 when the test did not reach the upstream. */
  readonly time: number;
  /** The channel's status after the test (0 when it is gone). */
  readonly status: number;
  readonly statusChange: StatusChange;
}

export interface ChannelTestProgress {
  readonly runId: number;
  readonly done: number;
  readonly total: number;
  readonly finished: boolean;
  /** The channel just tested; null in the first notice of a run. */
  readonly last: ChannelTestStep | null;
}

export interface ChannelTestRun {
  readonly runId: number;
  readonly total: number;
}

const unixNow = (deps: ChannelProbeDeps): number => Math.floor(deps.clock().getTime() / 1000);

/** Starts a run and answers at once; a second call while one runs is a conflict. */
export async function startChannelTestRun(deps: ChannelProbeDeps, actor: Actor): Promise<ChannelTestRun> {
  admin(actor);
  const run = await claimAndStart(deps, actor, 'admin', undefined);
  if (run === null) throw new AppError('conflict', 'a test of all channels is already running');
  return run;
}

/** The scheduled run (monitor_setting.auto_test_channel_*): what a tick of the scheduler did. */
export type ScheduledTestOutcome = 'off' | 'not_due' | 'started';

/**
 * Starts a run when the schedule is on and no run (scheduled or started by
 * an admin) has started within the interval; every instance may tick, and
 * the claim lets exactly one start it.
 */
export async function runScheduledTestIfDue(deps: ChannelProbeDeps): Promise<ScheduledTestOutcome> {
  if (!deps.options.get('monitor_setting.auto_test_channel_enabled')) return 'off';
  const intervalSeconds = deps.options.get('monitor_setting.auto_test_channel_minutes') * 60;
  const run = await claimAndStart(deps, { kind: 'system', reason: 'scheduled channel test' }, 'schedule', unixNow(deps) - intervalSeconds + 1);
  return run === null ? 'not_due' : 'started';
}

async function claimAndStart(
  deps: ChannelProbeDeps,
  actor: Actor,
  trigger: 'admin' | 'schedule',
  onlyIfNoneSince: number | undefined,
): Promise<ChannelTestRun | null> {
  const ids = await testableChannelIds(deps.db);
  const now = unixNow(deps);
  const startedBy = actor.kind === 'user' ? actor.userId : 0;
  const runId = await deps.db.transaction((tx) =>
    claimTestRun(tx, { startedBy, trigger, now, total: ids.length, staleBefore: now - STALE_AFTER_SECONDS, onlyIfNoneSince }),
  );
  if (runId === null) return null;
  void runTests(deps, runId, ids, trigger).catch((error: unknown) => deps.logger.error('the channel test run stopped', { runId, error }));
  return { runId, total: ids.length };
}

async function publish(deps: ChannelProbeDeps, progress: ChannelTestProgress): Promise<void> {
  await deps.pubsub
    .publish(CHANNEL_TEST_PROGRESS_TOPIC, progress)
    .catch((error: unknown) => deps.logger.warn('a channel test progress notice was not published', { error }));
}

/** Tests every channel of a run; a run an admin started ends with a summary to the super admins (the scheduled run sends none). */
async function runTests(deps: ChannelProbeDeps, runId: number, ids: readonly number[], trigger: 'admin' | 'schedule'): Promise<void> {
  const total = ids.length;
  let tally = EMPTY_TALLY;
  try {
    await publish(deps, { runId, done: 0, total, finished: total === 0, last: null });
    let done = 0;
    for (const id of ids) {
      const last = await testStep(deps, id);
      tally = tallyTestStep(tally, last);
      done += 1;
      await recordTestRunProgress(deps.db, runId, done, unixNow(deps));
      if (done === total) await finishTestRun(deps.db, runId, unixNow(deps));
      await publish(deps, { runId, done, total, finished: done === total, last });
    }
    if (trigger === 'admin') await noticeTestFinished(deps.db, runId, tally, deps.clock());
  } finally {
    await finishTestRun(deps.db, runId, unixNow(deps));
    // Last of all: whatever the run queued (notices, the summary) is queued by now.
    deps.logger.info('channel test run ended', { runId, trigger, ...tally });
  }
}

/** Tests one channel of a run and applies the status decision; a failure to test is a failed step, never the end of the run. */
async function testStep(deps: ChannelProbeDeps, id: number): Promise<ChannelTestStep> {
  const channel = await findChannelById(deps.db, id);
  if (!channel) return { channelId: id, name: '', success: false, message: NOT_FOUND, time: 0, status: 0, statusChange: null };
  const step = { channelId: id, name: channel.name, status: channel.status };
  let result;
  try {
    result = await runChannelTest(deps, channel);
  } catch (error) {
    // Not supported, no key, refused by the egress policy: nothing reached the upstream, so nothing changes.
    if (!isAppError(error)) throw error;
    return { ...step, success: false, message: error.message, time: 0, statusChange: null };
  }
  const settings = healthSettings(deps);
  const outcome = { failure: result.failure, elapsedMs: result.elapsedMs };
  const statusChange = await applyStatusDecision(deps, id, (fresh) => decideAfterTest(fresh, outcome, settings, deps.clock), result.usedKey);
  const status = statusChange === 'disabled' ? 3 : statusChange === 'enabled' ? 1 : channel.status;
  return { ...step, success: result.ok, message: result.message, time: secondsOf(result.elapsedMs), status, statusChange };
}

/** Admins only, checked again on the stored user before every notice: a demoted or disabled admin stops receiving them. */
async function assertStillAdmin(deps: ChannelProbeDeps, actor: Actor): Promise<void> {
  admin(await currentActor(deps.db, actor));
}

/** The progress of every run, as it happens, until `signal` aborts. */
export async function* watchChannelTestProgress(deps: ChannelProbeDeps, actor: Actor, signal: AbortSignal): AsyncGenerator<ChannelTestProgress> {
  await assertStillAdmin(deps, actor);
  for await (const notice of deps.pubsub.subscribe(CHANNEL_TEST_PROGRESS_TOPIC, signal)) {
    await assertStillAdmin(deps, actor);
    yield notice as ChannelTestProgress;
  }
}
