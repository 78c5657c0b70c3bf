import { describe, expect, it } from 'vitest';
import { EventParseError } from '../../../../schema/events/gateway-event';
import { appendIdOf, fromEsdbRecord, isSystemRecord, toEsdbEvent } from '../../../../services/platform/event-store/esdb-event-mapping';
import { configChanged } from '../../../testkit/events';

/** What EventStoreDB gives back for a JSON event: its stream, id, type, and the parsed data and metadata. */
const storedAs = (written: ReturnType<typeof toEsdbEvent>, streamId: string) => ({
  streamId,
  id: written.id,
  type: written.type,
  data: JSON.parse(JSON.stringify(written.data)) as unknown,
  metadata: JSON.parse(JSON.stringify(written.metadata)) as unknown,
});

describe('envelope ↔ EventStoreDB event', () => {
  it('stores type and data as the event, and the rest of the envelope as metadata', () => {
    const event = configChanged({ correlationId: 'req-1', causationId: 'cmd-9', actor: { kind: 'user', userId: 7, role: 100 } });
    expect(toEsdbEvent(event, 'append-1')).toEqual({
      id: event.eventId,
      type: 'ConfigChanged',
      data: event.data,
      metadata: {
        eventId: event.eventId,
        schemaVersion: 2,
        occurredAt: event.occurredAt,
        correlationId: 'req-1',
        causationId: 'cmd-9',
        actor: { kind: 'user', userId: 7, role: 100 },
        appendId: 'append-1',
      },
    });
  });

  it('rebuilds the same envelope from the stored event, nulls included', () => {
    const event = configChanged();
    const record = storedAs(toEsdbEvent(event, 'append-2'), event.streamId);
    expect(fromEsdbRecord(record)).toEqual(event);
    expect(appendIdOf(record)).toBe('append-2');
  });

  it('upcasts an event stored at an older schemaVersion', () => {
    const current = configChanged();
    const { reason: _dropped, ...v1Data } = current.data;
    const written = toEsdbEvent(current, 'append-3');
    const record = { ...storedAs(written, current.streamId), data: v1Data, metadata: { ...written.metadata, schemaVersion: 1 } };
    expect(fromEsdbRecord(record)).toEqual({ ...current, data: { ...v1Data, reason: null } });
  });

  it('refuses records that are not Tollgate events', () => {
    const event = configChanged();
    const record = storedAs(toEsdbEvent(event, 'append-4'), event.streamId);
    expect(() => fromEsdbRecord({ ...record, type: 'SomethingElse' })).toThrow(EventParseError);
    expect(() => fromEsdbRecord({ ...record, metadata: undefined })).toThrow(EventParseError);
    expect(() => fromEsdbRecord({ ...record, metadata: new Uint8Array([1, 2]) })).toThrow(EventParseError);
    expect(appendIdOf({ metadata: undefined })).toBeNull();
  });

  it("tells EventStoreDB's own records apart by a $ in stream or type", () => {
    expect(isSystemRecord({ streamId: '$stats-127.0.0.1:2113', type: '$statsCollected' })).toBe(true);
    expect(isSystemRecord({ streamId: '$$audit_option-x', type: '$metadata' })).toBe(true);
    expect(isSystemRecord({ streamId: '$ce-audit_option', type: '$>' })).toBe(true);
    expect(isSystemRecord({ streamId: 'audit_option-x', type: 'ConfigChanged' })).toBe(false);
  });
});
