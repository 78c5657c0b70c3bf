import type { EventBus, BusRecord } from '../services/platform/ports/event-bus';
import type { RecordedEvent } from '../services/platform/ports/event-store';

/** The topic every recorded event is copied to; `v1` names this record layout. */
export const EVENTS_TOPIC = 'tollgate.events.v1';

/** Consumers drop a record whose event id they have already applied. */
export const EVENT_ID_HEADER = 'event-id';
export const EVENT_TYPE_HEADER = 'event-type';
/** The event's revision in its stream (0 for the first), as a decimal string. */
export const STREAM_REVISION_HEADER = 'stream-revision';

/**
 * How one recorded event travels on the bus: keyed by its stream, so a
 * stream's events share a partition and keep their order; the value is the
 * event envelope as JSON.
 */
export function toBusRecord({ event, revision }: RecordedEvent): BusRecord {
  return {
    key: event.streamId,
    headers: {
      [EVENT_ID_HEADER]: event.eventId,
      [EVENT_TYPE_HEADER]: event.type,
      [STREAM_REVISION_HEADER]: revision.toString(),
    },
    value: JSON.stringify(event),
  };
}

/** Publishes recorded events as the forwarder does. */
export function publishEvents(bus: EventBus, topic: string, events: readonly RecordedEvent[]): Promise<void> {
  return bus.publish(topic, events.map(toBusRecord));
}
