import type { TestRunTally } from './rules/test-run-tally';
import { enabledSuperAdminIds, enqueueNotice } from '../notifications';
import type { SqlSession } from '../../platform/ports/sql';

/*
 * The channel notices to every enabled super admin (server-behaviour 3.7,
 * 3.8: the established gateway notifies root): queued in the notification
 * outbox, sent by the notification sender to where each recipient's
 * settings say when it sends.
 */

/** A channel was disabled automatically; called in the transaction that disables it, so the notice exists exactly when the change does. */
export async function noticeChannelDisabled(tx: SqlSession, channel: { readonly id: number; readonly name: string }, reason: string, now: Date): Promise<void> {
  for (const userId of await enabledSuperAdminIds(tx)) {
    const notice = { kind: 'channel_disabled' as const, channelId: channel.id, channelName: channel.name, reason };
    await enqueueNotice(tx, { userId, notice, decidedAt: now, dedupeKey: null });
  }
}

/** A run an admin started finished; once per run and recipient, however often it is called. */
export async function noticeTestFinished(session: SqlSession, runId: number, tally: TestRunTally, now: Date): Promise<void> {
  for (const userId of await enabledSuperAdminIds(session)) {
    const notice = { kind: 'channel_test_finished' as const, runId, ...tally };
    await enqueueNotice(session, { userId, notice, decidedAt: now, dedupeKey: `channel_test_finished:${runId}:${userId}` });
  }
}
