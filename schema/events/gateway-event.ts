import { AUDIT_EVENT_SCHEMAS, type AuditEvent } from './audit';
import { RELAY_EVENT_SCHEMAS, type RelayEvent } from './relay';
import { TASK_EVENT_SCHEMAS, type TaskEvent } from './task';
import { USAGE_LOG_EVENT_SCHEMAS, type UsageLogEvent } from './usage-log';
import { WALLET_EVENT_SCHEMAS, type WalletEvent } from './wallet';

/**
 * Every event the gateway records: a closed union. Adding a family means
 * adding its union here and its schemas to EVENT_SCHEMAS; every exhaustive
 * switch over `type` then shows what still needs a decision.
 */
export type GatewayEvent = AuditEvent | WalletEvent | RelayEvent | UsageLogEvent | TaskEvent;
export type GatewayEventType = GatewayEvent['type'];
export type EventOfType<T extends GatewayEventType> = Extract<GatewayEvent, { type: T }>;

interface EventSchema {
  readonly latestVersion: number;
  readonly envelope: { safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { message: string } } };
  readonly upcasters: ReadonlyArray<(data: unknown) => unknown>;
}

export const EVENT_SCHEMAS: { readonly [T in GatewayEventType]: EventSchema } = {
  ...AUDIT_EVENT_SCHEMAS,
  ...WALLET_EVENT_SCHEMAS,
  ...RELAY_EVENT_SCHEMAS,
  ...USAGE_LOG_EVENT_SCHEMAS,
  ...TASK_EVENT_SCHEMAS,
};

export const EVENT_TYPES = Object.keys(EVENT_SCHEMAS) as GatewayEventType[];

export class EventParseError extends Error {
  override readonly name = 'EventParseError';
}

/**
 * Reads a stored or received event: checks the type is known, lifts its data
 * from the stored schemaVersion to the latest, and validates the whole
 * envelope. Throws EventParseError for anything else.
 */
export function parseEvent(raw: unknown): GatewayEvent {
  if (typeof raw !== 'object' || raw === null) throw new EventParseError('an event must be an object');
  const record = raw as { type?: unknown; schemaVersion?: unknown; data?: unknown };
  if (typeof record.type !== 'string' || !Object.hasOwn(EVENT_SCHEMAS, record.type)) {
    throw new EventParseError(`unknown event type ${JSON.stringify(record.type)}`);
  }
  const schema = EVENT_SCHEMAS[record.type as GatewayEventType];
  const version = record.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > schema.latestVersion) {
    throw new EventParseError(`${record.type}: unsupported schemaVersion ${JSON.stringify(version)}`);
  }
  let data = record.data;
  for (let v = version; v < schema.latestVersion; v++) data = schema.upcasters[v - 1]!(data);
  const parsed = schema.envelope.safeParse({ ...record, schemaVersion: schema.latestVersion, data });
  if (!parsed.success) throw new EventParseError(`${record.type}: ${parsed.error.message}`);
  return parsed.data as GatewayEvent;
}
