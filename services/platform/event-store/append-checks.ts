import type { GatewayEvent } from '../../../schema/events/gateway-event';
import { DuplicateEventIds, type AppendResult, type Checkpoint } from '../ports/event-store';

/** Refuses an empty append, an event addressed to another stream, and an event id given twice. */
export function checkAppendBatch(streamId: string, events: readonly GatewayEvent[]): void {
  if (events.length === 0) throw new Error('append needs at least one event');
  const stray = events.find((e) => e.streamId !== streamId);
  if (stray) throw new Error(`event ${stray.eventId} belongs to ${stray.streamId}, not ${streamId}`);
  // A set, not a search per event: a hot wallet's append carries hundreds of events.
  const seen = new Set<string>();
  for (const e of events) {
    if (seen.has(e.eventId)) throw new Error(`event id ${e.eventId} appears twice in one append to ${streamId}`);
    seen.add(e.eventId);
  }
}

/** An event already in the stream, as far as the repeat check needs to know it. */
export interface StoredEvent {
  readonly eventId: string;
  readonly revision: bigint;
  readonly position: Checkpoint;
}

/**
 * Decides whether an append is an idempotent repeat, given the stream's
 * events that were looked at (all of them, or its latest ones):
 * - none of the ids is among them: null, a new append;
 * - all are, consecutively and in the same order: the repeat's result, which
 *   wrote nothing;
 * - otherwise some ids are recorded as part of another append: a caller bug,
 *   DuplicateEventIds.
 */
export function findRepeat(streamId: string, events: readonly GatewayEvent[], stored: readonly StoredEvent[]): AppendResult | null {
  const ids = events.map((e) => e.eventId);
  const byId = new Map(stored.filter((s) => ids.includes(s.eventId)).map((s) => [s.eventId, s]));
  if (byId.size === 0) return null;
  const first = byId.get(ids[0]!);
  const repeat = byId.size === ids.length && first !== undefined && ids.every((id, i) => byId.get(id)!.revision === first.revision + BigInt(i));
  if (!repeat) throw new DuplicateEventIds(streamId, [...byId.keys()]);
  const last = byId.get(ids[ids.length - 1]!)!;
  return { revision: last.revision, position: last.position, written: false };
}
