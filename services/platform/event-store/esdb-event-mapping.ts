import { parseEvent, type GatewayEvent } from '../../../schema/events/gateway-event';

/**
 * How an event envelope is stored in EventStoreDB: a JSON event whose type is
 * the event type, whose data is the envelope's data, and whose metadata is
 * the rest of the envelope. The stream id is the EventStoreDB stream.
 */
export interface EsdbEventMetadata {
  readonly eventId: string;
  readonly schemaVersion: number;
  readonly occurredAt: string;
  readonly correlationId: string | null;
  readonly causationId: string | null;
  readonly actor: GatewayEvent['actor'];
  /**
   * A new random id for each append call, the same on every event of that
   * call. EventStoreDB answers an idempotent repeat just as it answers the
   * write itself; reading back the last event's `appendId` tells the adapter
   * which of the two happened. Not part of the envelope.
   */
  readonly appendId: string;
}

export interface EsdbEventData {
  readonly id: string;
  readonly type: string;
  readonly data: GatewayEvent['data'];
  readonly metadata: EsdbEventMetadata;
}

/** The parts of a record read back from EventStoreDB that the envelope is rebuilt from. */
export interface EsdbRecord {
  readonly streamId: string;
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: unknown;
}

export function toEsdbEvent(event: GatewayEvent, appendId: string): EsdbEventData {
  return {
    id: event.eventId,
    type: event.type,
    data: event.data,
    metadata: {
      eventId: event.eventId,
      schemaVersion: event.schemaVersion,
      occurredAt: event.occurredAt,
      correlationId: event.correlationId,
      causationId: event.causationId,
      actor: event.actor,
      appendId,
    },
  };
}

const fieldsOf = (metadata: unknown): Record<string, unknown> =>
  typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata) && !(metadata instanceof Uint8Array)
    ? (metadata as Record<string, unknown>)
    : {};

/**
 * Rebuilds the envelope and parses it (upcasting older schema versions). The
 * record's own id is the event id: it is the one EventStoreDB deduplicates on.
 * Throws EventParseError for a record that is not a Tollgate event.
 */
export function fromEsdbRecord(record: EsdbRecord): GatewayEvent {
  const metadata = fieldsOf(record.metadata);
  return parseEvent({
    eventId: record.id,
    type: record.type,
    schemaVersion: metadata.schemaVersion,
    streamId: record.streamId,
    occurredAt: metadata.occurredAt,
    correlationId: metadata.correlationId,
    causationId: metadata.causationId,
    actor: metadata.actor,
    data: record.data,
  });
}

/** The append call that wrote this record, or null for a record written some other way. */
export function appendIdOf(record: Pick<EsdbRecord, 'metadata'>): string | null {
  const appendId = fieldsOf(record.metadata).appendId;
  return typeof appendId === 'string' ? appendId : null;
}

/** EventStoreDB's own records ($stats, $metadata, projection links…): never part of the gateway's log. */
export function isSystemRecord(record: Pick<EsdbRecord, 'streamId' | 'type'>): boolean {
  return record.streamId.startsWith('$') || record.type.startsWith('$');
}
