import type { GatewayEvent } from '../../schema/events/gateway-event';
import { logOrderOf } from '../../services/platform/event-store/log-order';
import type { Projection } from '../projection';
import { consumptionRow, creditRow, errorRow, inviteRow, managementRow, type UsageLogRow } from './usage-log-row';

/** Each event's row, built once: `keysOf` asks whether there is one, then `evolve` takes it (the same event object, in one round). */
const rowsByEvent = new WeakMap<GatewayEvent, UsageLogRow | null>();

/** The row an event adds to the usage log, if any. */
function rowOf(event: GatewayEvent): UsageLogRow | null {
  let row = rowsByEvent.get(event);
  if (row === undefined) rowsByEvent.set(event, (row = rowOfEvent(event)));
  return row;
}

function rowOfEvent(event: GatewayEvent): UsageLogRow | null {
  switch (event.type) {
    case 'QuotaSettled':
      return consumptionRow(event);
    case 'WalletCredited':
      return creditRow(event);
    case 'InviteRewardEarned':
    case 'InviteEarningsTransferred':
      return inviteRow(event);
    case 'RelayAttemptsFailed':
      return errorRow(event);
    case 'ConfigChanged':
      return managementRow(event);
    // No row: a clearing, a task's progress (its charge is its request's settle, logged as any consumption), a hold.
    case 'UsageLogCleared':
    case 'TaskSubmitted':
    case 'TaskUpdated':
    case 'QuotaReserved':
    case 'QuotaHoldExtended':
    case 'QuotaReleased':
    case 'TokenAllowanceSet':
      return null;
    default:
      return assertNoOtherEvent(event);
  }
}

function assertNoOtherEvent(event: never): null {
  throw new Error(`the usage log has no rule for ${(event as GatewayEvent).type}`);
}

/**
 * The usage log (issue 17): the rows of `/api/log/`, one per event a user
 * reads in their log, keyed by that event's id, with the event's place in
 * the log (`log_order`: the live feed resumes after it). A `UsageLogCleared` event
 * removes the rows created before its instant, at its place in the log.
 */
export const usageLog: Projection<UsageLogRow> = {
  name: 'usage_logs',
  version: 2,
  table: 'usage_logs',
  columns: [
    'event_id',
    'created_at',
    'type',
    'user_id',
    'token_id',
    'channel_id',
    'model_name',
    'log_group',
    'quota',
    'prompt_tokens',
    'completion_tokens',
    'use_time_ms',
    'is_stream',
    'request_id',
    'content',
    'other',
    'log_order',
  ],
  key: ['event_id'],
  // A log row is its event's alone: keyed by the event id, built from the event and its place in the log.
  insertOnly: true,
  handles: ['QuotaSettled', 'WalletCredited', 'InviteRewardEarned', 'InviteEarningsTransferred', 'RelayAttemptsFailed', 'ConfigChanged', 'UsageLogCleared'],
  keysOf: (event) => (rowOf(event) === null ? [] : [[event.eventId]]),
  evolve: (_row, event, _key, at) => {
    if (at === undefined) throw new Error('the usage log keeps each row’s place in the log: evolve needs it');
    const row = rowOf(event);
    return row && { ...row, log_order: logOrderOf(at.position) };
  },
  clears: (event) => (event.type === 'UsageLogCleared' ? { column: 'created_at', before: new Date(event.data.before) } : null),
};
