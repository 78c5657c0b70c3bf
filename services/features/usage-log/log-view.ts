import type { LogRecord } from './log-records';

/*
 * A log row as the application answers it, for both transports, and what a
 * user may see of their own rows: no channel name, no `admin_info` in
 * `other` (server-behaviour 9).
 */

export interface LogView {
  /** The event the row came from: a row's stable identity. */
  readonly eventId: string;
  readonly createdAt: Date;
  readonly type: number;
  readonly userId: number;
  readonly username: string;
  readonly tokenId: number | null;
  readonly tokenName: string;
  readonly channelId: number | null;
  readonly channelName: string;
  readonly modelName: string;
  readonly group: string;
  readonly quota: number;
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly useTimeMs: number;
  readonly isStream: boolean;
  readonly requestId: string | null;
  readonly content: string;
  /** The structured details, as JSON text. */
  readonly other: string;
  /** The row's place in the log: give it back to the live feed to resume after this row. */
  readonly cursor: string;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** `other` without what only admins see; text that is not an object is left as it is. */
export function otherForOwner(other: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(other);
  } catch {
    return other;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return other;
  const { admin_info: _adminOnly, reject_reason: _alsoAdminOnly, ...rest } = parsed as Record<string, unknown>;
  return JSON.stringify(rest);
}

export function logView(record: LogRecord, forOwner: boolean): LogView {
  return {
    eventId: record.event_id,
    createdAt: record.created_at,
    type: record.type,
    userId: Number(record.user_id),
    username: record.username ?? '',
    tokenId: numberOrNull(record.token_id),
    tokenName: record.token_name ?? '',
    channelId: numberOrNull(record.channel_id),
    channelName: forOwner ? '' : (record.channel_name ?? ''),
    modelName: record.model_name,
    group: record.log_group,
    quota: Number(record.quota),
    promptTokens: record.prompt_tokens,
    completionTokens: record.completion_tokens,
    useTimeMs: record.use_time_ms,
    isStream: record.is_stream,
    requestId: record.request_id,
    content: record.content,
    other: forOwner ? otherForOwner(record.other) : record.other,
    cursor: record.log_order,
  };
}
