import type { ConsumedRecord } from './kafka-topic-reader';

export interface DedupeAudit {
  /** Records received, repeats included. */
  readonly received: number;
  /** Events applied: first sightings of an event id. */
  readonly applied: number;
  /** Records dropped because their event id was already applied. */
  readonly duplicates: number;
  /** Expected events never received. */
  readonly missing: number;
  /** Records whose event id was never appended. */
  readonly unknown: number;
  /** Events applied before an earlier event of their stream. */
  readonly orderViolations: number;
  /** Records whose key, headers or value do not describe their event. */
  readonly malformed: number;
}

/**
 * Plays a consumer that applies each event once, deduplicating by the
 * `event-id` header, and checks what it applied against the streams as
 * appended (`streams`: each stream's event ids in revision order).
 */
export function auditDedupingConsumer(records: readonly ConsumedRecord[], streams: ReadonlyMap<string, readonly string[]>): DedupeAudit {
  const expected = new Map<string, { streamId: string; revision: number }>();
  for (const [streamId, ids] of streams) ids.forEach((id, revision) => expected.set(id, { streamId, revision }));

  const applied = new Set<string>();
  let duplicates = 0;
  let unknown = 0;
  let orderViolations = 0;
  let malformed = 0;
  for (const record of records) {
    const id = record.headers['event-id'] ?? '';
    const event = expected.get(id);
    if (event === undefined) {
      unknown++;
      continue;
    }
    if (!describes(record, id, event)) malformed++;
    if (applied.has(id)) {
      duplicates++;
      continue;
    }
    const previous = streams.get(event.streamId)![event.revision - 1];
    if (previous !== undefined && !applied.has(previous)) orderViolations++;
    applied.add(id);
  }
  return {
    received: records.length,
    applied: applied.size,
    duplicates,
    missing: expected.size - applied.size,
    unknown,
    orderViolations,
    malformed,
  };
}

function describes(record: ConsumedRecord, id: string, { streamId, revision }: { streamId: string; revision: number }): boolean {
  const value = JSON.parse(record.value) as { eventId?: unknown; streamId?: unknown; type?: unknown };
  return (
    record.key === streamId &&
    record.headers['event-type'] === value.type &&
    record.headers['stream-revision'] === String(revision) &&
    value.eventId === id &&
    value.streamId === streamId
  );
}
