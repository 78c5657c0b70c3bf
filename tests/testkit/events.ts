import { randomUUID } from 'node:crypto';
import { auditStreamId, type ConfigChanged } from '../../schema/events/audit';

let tick = 0;

/** A valid ConfigChanged event; every call gets a new id and a later time. */
export function configChanged({
  entityId = `opt_${randomUUID().slice(0, 8)}`,
  ...overrides
}: Partial<ConfigChanged> & { entityId?: string } = {}): ConfigChanged {
  tick += 1;
  return {
    eventId: randomUUID(),
    type: 'ConfigChanged',
    schemaVersion: 2,
    streamId: auditStreamId('option', entityId),
    occurredAt: new Date(Date.UTC(2026, 10, 22, 4, 0, 0) + tick).toISOString(),
    correlationId: null,
    causationId: null,
    actor: { kind: 'system', reason: 'test' },
    data: { entity: 'option', entityId, before: '1', after: String(tick), reason: null },
    ...overrides,
  };
}

/** `count` events for one stream, in order. */
export function streamOf(count: number, entityId = `opt_${randomUUID().slice(0, 8)}`): ConfigChanged[] {
  return Array.from({ length: count }, () => configChanged({ entityId }));
}
