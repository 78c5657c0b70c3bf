import { z } from 'zod';
import { envelopeFields, type EventEnvelope } from './envelope';

/**
 * The audit family: every management change to configuration (an option, a
 * user, a channel, a token, a redemption code…) records who changed what,
 * from what, to what. Values that are secrets are replaced by the producer
 * with `{ "redacted": true }` before they reach an event.
 */
export const AUDITED_ENTITIES = ['option', 'user', 'channel', 'token', 'redemption', 'setup'] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

const jsonValue: z.ZodType<unknown> = z.json();

const configChangedV1 = z.object({
  entity: z.enum(AUDITED_ENTITIES),
  entityId: z.string().min(1),
  before: jsonValue.nullable(),
  after: jsonValue.nullable(),
});

/** Version 2 added the optional human reason an admin may give. */
const configChangedV2 = configChangedV1.extend({ reason: z.string().nullable() });

export type ConfigChangedData = z.infer<typeof configChangedV2>;
export type ConfigChanged = EventEnvelope<'ConfigChanged', ConfigChangedData>;

export type AuditEvent = ConfigChanged;

export const AUDIT_EVENT_SCHEMAS = {
  ConfigChanged: {
    latestVersion: 2,
    envelope: z.object({ ...envelopeFields, type: z.literal('ConfigChanged'), data: configChangedV2 }),
    /** Upcasters lift stored data one version at a time: index v-1 turns version v into v+1. */
    upcasters: [(v1: unknown) => ({ ...configChangedV1.parse(v1), reason: null })],
  },
} as const;

/** The stream a config change is recorded in: one per audited entity. */
export const auditStreamId = (entity: AuditedEntity, entityId: string): string => `audit_${entity}-${entityId}`;
