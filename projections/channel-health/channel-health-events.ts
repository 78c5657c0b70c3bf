import type { ConfigChanged } from '../../schema/events/audit';
import type { GatewayEvent } from '../../schema/events/gateway-event';
import type { AttemptFailure } from '../../schema/events/relay';
import type { QuotaSettled } from '../../schema/events/wallet';

/*
 * What the channel health read models take from an event (pure). A success
 * is a QuotaSettled: the channel that served the request. A failure is an
 * attempt of a RelayAttemptsFailed: the relay records every failed attempt
 * there, also those a retry recovered from, so the channels before the last
 * in a settle's `channelsTried` are not counted again. The status is what a
 * channel's ConfigChanged audit event leaves; one recorded by a system actor
 * (the channel monitor: a relay failure, a test, a balance) is automatic.
 */

/** The channel a settle names as having served the request; null for settles without one. */
export function servingChannel(event: QuotaSettled): number | null {
  return event.data.usage.channelId;
}

/**
 * The request's times, when they are the serving channel's own: its settle
 * has the detail, and the channel answered at the first attempt (after a
 * failed attempt the elapsed time includes the time spent on the others).
 */
export function attributableTimes(event: QuotaSettled): { readonly elapsedMs: number; readonly firstTokenMs: number | null } | null {
  const detail = event.data.usage.detail;
  if (detail === undefined || detail.channelsTried.length > 1) return null;
  return { elapsedMs: detail.elapsedMs, firstTokenMs: detail.firstTokenMs };
}

/** The distinct channels of a request's failed attempts, in the order they first failed. */
export function failedChannels(attempts: readonly AttemptFailure[]): number[] {
  return [...new Set(attempts.map((a) => a.channelId))];
}

/** The channel id of an audit event about a channel; null for any other entity or an id that is not one. */
export function auditedChannelId(event: ConfigChanged): number | null {
  if (event.data.entity !== 'channel') return null;
  const id = Number(event.data.entityId);
  return Number.isSafeInteger(id) && id > 0 && String(id) === event.data.entityId ? id : null;
}

const field = (value: unknown, name: string): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;

/** The channel is gone after this change: deleted (the audit keeps the row with `deleted: true`) or recorded as removed. */
export function isDeletion(event: ConfigChanged): boolean {
  return event.data.after === null || field(event.data.after, 'deleted') === true;
}

/** The status a channel's audit snapshot shows (1, 2 or 3); null when it shows none. */
export function statusIn(snapshot: unknown): number | null {
  const status = field(snapshot, 'status');
  return status === 1 || status === 2 || status === 3 ? status : null;
}

/** A change the system made by itself (a status the channel monitor set), not an admin. */
export function isAutomatic(event: ConfigChanged): boolean {
  return event.actor.kind === 'system';
}

const MINUTE_MS = 60_000;

/** The start of the UTC minute an event occurred in. */
export function minuteOf(event: GatewayEvent): Date {
  const at = Date.parse(event.occurredAt);
  return new Date(at - (((at % MINUTE_MS) + MINUTE_MS) % MINUTE_MS));
}
