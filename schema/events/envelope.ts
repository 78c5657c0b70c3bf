import { z } from 'zod';

/**
 * Who caused an event. Mirrors the services' Actor without importing it
 * (schema/ imports nothing from the repo). Never carries a secret.
 */
export const eventActorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: z.number().int().positive(), role: z.number().int() }),
  z.object({ kind: z.literal('system'), reason: z.string().min(1) }),
  z.object({ kind: z.literal('anonymous') }),
]);
export type EventActor = z.infer<typeof eventActorSchema>;

/**
 * The envelope every event travels in (ARCHITECTURE decision 13). `eventId`
 * is a UUID, derived from the command where a retry must not double an
 * effect; `occurredAt` comes from the injected clock, as ISO-8601 UTC.
 */
export interface EventEnvelope<Type extends string, Data> {
  readonly eventId: string;
  readonly type: Type;
  readonly schemaVersion: number;
  readonly streamId: string;
  readonly occurredAt: string;
  readonly correlationId: string | null;
  readonly causationId: string | null;
  readonly actor: EventActor;
  readonly data: Data;
}

export const envelopeFields = {
  eventId: z.uuid(),
  schemaVersion: z.number().int().positive(),
  streamId: z.string().regex(/^[a-z][a-z0-9_]*-.+$/, 'stream ids look like <category>-<id>'),
  occurredAt: z.iso.datetime({ offset: false, precision: 3 }),
  correlationId: z.string().nullable(),
  causationId: z.string().nullable(),
  actor: eventActorSchema,
};

/** The stream category: the part before the first dash (`wallet-42` → `wallet`). */
export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}
