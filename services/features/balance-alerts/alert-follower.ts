import { isWalletEvent, walletUserId, type WalletEvent } from '../../../schema/events/wallet';
import { DEFAULT_COALESCE_MS, waitForAppends } from '../../platform/append-wake';
import { startFollowLoop, type FollowStep } from '../../platform/follow-loop';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { OptionStore } from '../../platform/options/option-store';
import type { EventStore } from '../../platform/ports/event-store';
import type { SqlDatabase } from '../../platform/ports/sql';
import { enqueueNotice, loadContacts, type Contact, type NewNotice } from '../notifications';
import { alertTarget } from '../notifications';
import { BALANCE_ALERTS_CHECKPOINT, loadStates, readPosition, resetBalances, saveStates, writePosition, type BalanceState } from './alert-records';
import { decideBalanceAlert, quotaDeltaOf, thresholdFor } from './rules/alert-rules';

export interface BalanceAlertsDeps {
  /** The log of record, followed from the follower's checkpoint. */
  readonly store: EventStore;
  /** Where the checkpoint, the folded balances and the notification outbox live. */
  readonly db: SqlDatabase;
  /** QuotaRemindThreshold. */
  readonly options: Pick<OptionStore, 'get'>;
  readonly clock: Clock;
  readonly logger: Logger;
}

export interface BalanceAlertsOptions {
  /** Events per read. Default 500. */
  readonly batchSize?: number;
  /** When caught up, how long to wait for an append in this process before looking again. Default 1 s. */
  readonly idleWaitMs?: number;
  /** Once an append wakes it, how long to wait for more before reading, so a burst is one batch (services/platform/append-wake.ts). Default 25 ms; 0 reads at once. */
  readonly coalesceMs?: number;
  /** Told after each step that worked (a batch read or the log found caught up): tests wait on it. */
  readonly onStep?: (step: FollowStep) => void;
}

export interface BalanceAlerts {
  /** Stops following; resolves once stopped. Closes nothing it was given. */
  stop(): Promise<void>;
}

/**
 * Low-balance alerts, decided from the wallet events of the log of record
 * (issue 6, item 4): read a batch after the checkpoint, fold each wallet
 * event's quota delta into `balance_alert_state`, and for every fall below
 * the user's threshold ask `decideBalanceAlert`; an alert claims the user's
 * 2-hour window and is queued as a `low_balance` notice in
 * `notification_deliveries`, all in one transaction with the checkpoint,
 * under the checkpoint's row lock. Two followers (two instances) never both
 * decide a batch: the second finds the position moved and reads again.
 *
 * The notification sender (services/features/notifications/sender.ts) sends it after
 * the commit, so a slow mail server or webhook never holds the log back.
 * Failures are logged and retried; the loop never ends the process.
 */
export function startBalanceAlerts(deps: BalanceAlertsDeps, options: BalanceAlertsOptions = {}): BalanceAlerts {
  const { batchSize = 500, idleWaitMs = 1_000, coalesceMs = DEFAULT_COALESCE_MS, onStep } = options;
  let prepared = false;
  return startFollowLoop({
    name: 'low-balance alerts',
    logger: deps.logger,
    step: async () => {
      if (!prepared) prepared = await prepare(deps);
      return (await decideNextBatch(deps, batchSize)) === 'caught_up' ? 'idle' : 'again';
    },
    idle: (signal) => waitForAppends(deps.store, { idleWaitMs, coalesceMs }, signal),
    onStep,
  });
}

/** Makes sure the checkpoint row exists; a new version folds the log again from the start. */
async function prepare({ db, logger }: BalanceAlertsDeps): Promise<true> {
  await db.transaction(async (tx) => {
    const stored = await readPosition(tx, true);
    if (stored?.version === BALANCE_ALERTS_CHECKPOINT.version) return;
    if (stored !== null) logger.info('balance alert follower version changed; folding balances from the start of the log', { savedVersion: stored.version });
    await resetBalances(tx);
    await writePosition(tx, null);
  });
  return true;
}

type Step = 'read' | 'caught_up' | 'raced';

async function decideNextBatch(deps: BalanceAlertsDeps, batchSize: number): Promise<Step> {
  const { db, store } = deps;
  const start = await readPosition(db, false);
  const page = await store.readAll(start?.position ?? null, batchSize);
  if (page.events.length === 0) return 'caught_up';
  const last = page.events[page.events.length - 1]!.position;
  const wallet = page.events.map((r) => r.event).filter(isWalletEvent);

  return db.transaction(async (tx): Promise<Step> => {
    const locked = await readPosition(tx, true);
    if (locked?.position !== (start?.position ?? null)) return 'raced';
    if (wallet.length > 0) {
      const userIds = [...new Set(wallet.map((e) => walletUserId(e.streamId)))];
      const states = await loadStates(tx, userIds);
      const falls = [...new Set(wallet.filter((e) => quotaDeltaOf(e) < 0).map((e) => walletUserId(e.streamId)))];
      const contacts = await loadContacts(tx, falls);
      const { next, deliveries } = decideAll(deps, wallet, states, contacts);
      await saveStates(tx, next);
      for (const delivery of deliveries) await enqueueNotice(tx, delivery);
    }
    await writePosition(tx, last);
    return 'read';
  });
}

/** Folds the batch's events in log order and decides each fall; returns the new states and the alerts to queue. */
function decideAll(
  { options, clock, logger }: BalanceAlertsDeps,
  events: readonly WalletEvent[],
  states: ReadonlyMap<number, BalanceState>,
  contacts: ReadonlyMap<number, Contact>,
): { next: Map<number, BalanceState>; deliveries: NewNotice[] } {
  const now = clock();
  const siteThreshold = options.get('QuotaRemindThreshold');
  const next = new Map<number, BalanceState>();
  const deliveries: NewNotice[] = [];
  for (const event of events) {
    const userId = walletUserId(event.streamId);
    const state = next.get(userId) ?? states.get(userId) ?? { quota: 0, lastAlertAt: null };
    const after = state.quota + quotaDeltaOf(event);
    let lastAlertAt = state.lastAlertAt;
    const contact = contacts.get(userId);
    if (contact && after < state.quota) {
      const threshold = thresholdFor(contact.setting, siteThreshold);
      const decision = decideBalanceAlert({ before: state.quota, after, threshold, lastAlertAt, occurredAt: new Date(event.occurredAt), now });
      const target = decision.alert ? alertTarget(contact) : null;
      if (target?.kind === 'none') logger.debug('low balance, but no alert target', { userId, reason: target.reason });
      if (target && target.kind !== 'none') {
        const notice = { kind: 'low_balance' as const, quota: after, threshold, previousAlertAt: lastAlertAt?.toISOString() ?? null };
        deliveries.push({ userId, notice, decidedAt: now, dedupeKey: `low_balance:${event.eventId}`, channel: target.kind });
        lastAlertAt = now;
      }
    }
    next.set(userId, { quota: after, lastAlertAt });
  }
  return { next, deliveries };
}
