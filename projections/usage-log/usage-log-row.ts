import type { ConfigChanged } from '../../schema/events/audit';
import type { RelayAttemptsFailed } from '../../schema/events/relay';
import { walletUserId, type InviteEarningsTransferred, type InviteRewardEarned, type QuotaSettled, type WalletCredited } from '../../schema/events/wallet';
import { consumptionOther } from './consumption-other';
import { englishOf, otherOfNote, type ChangedField, type LogNote } from './log-note';

/*
 * One usage log row per event a user reads in their log (spec 02 section 3,
 * server-behaviour 9), built from that event alone. Names (user, token,
 * channel) are not copied into rows: the log endpoints join them, so a
 * renamed token shows its current name and no row holds what it need not.
 */

/** The established gateway's log types. */
export const LOG_TYPES = { topup: 1, consumption: 2, management: 3, system: 4, error: 5 } as const;
export type LogType = (typeof LOG_TYPES)[keyof typeof LOG_TYPES];

export type UsageLogRow = {
  readonly event_id: string;
  readonly created_at: Date;
  readonly type: number;
  readonly user_id: bigint;
  readonly token_id: bigint | null;
  readonly channel_id: bigint | null;
  readonly model_name: string;
  readonly log_group: string;
  readonly quota: bigint;
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
  readonly use_time_ms: number;
  readonly is_stream: boolean;
  readonly request_id: string | null;
  readonly content: string;
  readonly other: string;
  /** The event's place in the log, as text that sorts as the log does (set by the projection). */
  readonly log_order?: string;
};

const id = (n: number | null): bigint | null => (n === null ? null : BigInt(n));

/** The fields every row has, with the rest empty. */
function base(event: { readonly eventId: string; readonly occurredAt: string }, type: LogType, userId: number, content: string): UsageLogRow {
  return {
    event_id: event.eventId,
    created_at: new Date(event.occurredAt),
    type,
    user_id: BigInt(userId),
    token_id: null,
    channel_id: null,
    model_name: '',
    log_group: '',
    quota: 0n,
    prompt_tokens: 0,
    completion_tokens: 0,
    use_time_ms: 0,
    is_stream: false,
    request_id: null,
    content,
    other: '{}',
  };
}

/** Type 2: what a relay request cost, as its settle recorded it. */
export function consumptionRow(event: QuotaSettled): UsageLogRow {
  const { data } = event;
  const detail = data.usage.detail;
  return {
    ...base(event, LOG_TYPES.consumption, walletUserId(event.streamId), ''),
    token_id: id(data.tokenId),
    channel_id: id(data.usage.channelId),
    model_name: data.usage.modelName ?? '',
    log_group: detail?.group ?? '',
    quota: BigInt(data.actual),
    prompt_tokens: data.usage.promptTokens,
    completion_tokens: data.usage.completionTokens,
    use_time_ms: detail?.elapsedMs ?? 0,
    is_stream: detail?.stream ?? false,
    request_id: data.requestId,
    other: consumptionOther(data),
  };
}

/** A row that says what happened in a note (log-note.ts): the note in `other`, its English sentence as `content`. */
function noteRow(event: { readonly eventId: string; readonly occurredAt: string }, type: LogType, userId: number, note: LogNote): UsageLogRow {
  return { ...base(event, type, userId, englishOf(note)), other: otherOfNote(note) };
}

/** Types 1, 3 and 4: money in (or an admin's deduction), by where it came from. */
export function creditRow(event: WalletCredited): UsageLogRow {
  const { source, amount, reference, reason } = event.data;
  const userId = walletUserId(event.streamId);
  const row = (type: LogType, note: LogNote): UsageLogRow => ({ ...noteRow(event, type, userId, note), quota: BigInt(amount) });
  switch (source) {
    case 'topup':
      return row(LOG_TYPES.topup, { kind: 'topup', amount, order: reference || null });
    case 'redemption':
      return row(LOG_TYPES.topup, { kind: 'redemption', amount });
    case 'admin_adjustment':
      return row(LOG_TYPES.management, { kind: 'admin_adjustment', amount, reason: reason || null });
    case 'new_user_gift':
      return row(LOG_TYPES.system, { kind: 'new_user_gift', amount });
    case 'invitee_gift':
      return row(LOG_TYPES.system, { kind: 'invitee_gift', amount });
  }
}

/** Type 4: invite earnings, earned and moved to the balance. */
export function inviteRow(event: InviteRewardEarned | InviteEarningsTransferred): UsageLogRow {
  const userId = walletUserId(event.streamId);
  const { amount } = event.data;
  const note: LogNote =
    event.type === 'InviteRewardEarned' ? { kind: 'invite_reward', amount, inviteeId: event.data.inviteeId } : { kind: 'invite_transfer', amount };
  return { ...noteRow(event, LOG_TYPES.system, userId, note), quota: BigInt(amount) };
}

/** Type 5: a request the client got an error for, after every attempt failed; null when a retry served it. */
export function errorRow(event: RelayAttemptsFailed): UsageLogRow | null {
  const { data } = event;
  if (data.outcome !== 'answered_error') return null;
  const last = data.attempts.at(-1)!;
  return {
    ...base(event, LOG_TYPES.error, data.userId, last.message),
    token_id: id(data.tokenId),
    channel_id: BigInt(last.channelId),
    model_name: data.modelName,
    log_group: data.group,
    use_time_ms: data.attempts.reduce((sum, a) => sum + a.latencyMs, 0),
    is_stream: data.stream,
    request_id: data.requestId,
    other: JSON.stringify({
      status_code: data.clientStatus ?? last.status,
      error_type: last.type,
      error_code: last.code,
      attempts: data.attempts.length,
      admin_info: { use_channel: data.attempts.map((a) => a.channelId) },
    }),
  };
}

/** A scalar as a log sentence shows it; objects and long text are named, not printed. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  if (typeof value === 'object') return 'redacted' in value ? '(secret)' : '…';
  const text = String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** Type 3: an admin's change to a user account, in the changed user's log; null for anything else. */
export function managementRow(event: ConfigChanged): UsageLogRow | null {
  const { entity, entityId, before, after, reason } = event.data;
  const actor = event.actor;
  const userId = Number(entityId);
  if (entity !== 'user' || actor.kind !== 'user' || actor.userId === userId || !Number.isSafeInteger(userId) || userId <= 0) return null;
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const changes = [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key): ChangedField => [key, shown(was[key]), shown(now[key])]);
  const adminId = actor.userId;
  const note: LogNote =
    after === null
      ? { kind: 'account_deleted', adminId, reason: reason || null }
      : before === null
        ? { kind: 'account_created', adminId, reason: reason || null }
        : { kind: 'account_changed', adminId, changes, reason: reason || null };
  return noteRow(event, LOG_TYPES.management, userId, note);
}
