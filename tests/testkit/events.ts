import { randomUUID } from 'node:crypto';
import { auditStreamId, type ConfigChanged } from '../../schema/events/audit';
import { parseEvent, type EventOfType } from '../../schema/events/gateway-event';
import { relayFailureStreamId, type RelayAttemptsFailed } from '../../schema/events/relay';
import { walletStreamId, type ChargeDetail, type WalletEvent } from '../../schema/events/wallet';

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

type WalletEventType = WalletEvent['type'];

/**
 * A valid wallet event of `type` in the wallet of `userId` (7 unless said),
 * with `data` (`seq` 0 unless said); every call gets a new id and a later
 * time. Checked against the event schemas, so a test cannot fold an event the
 * gateway would never record.
 */
export function walletEvent<T extends WalletEventType>(
  type: T,
  data: Omit<EventOfType<T>['data'], 'seq'> & { seq?: number },
  { userId = 7, ...overrides }: Partial<Omit<EventOfType<T>, 'type' | 'data'>> & { userId?: number } = {},
): EventOfType<T> {
  tick += 1;
  const event = parseEvent({
    eventId: randomUUID(),
    type,
    schemaVersion: 1,
    streamId: walletStreamId(userId),
    occurredAt: new Date(Date.UTC(2026, 10, 22, 4, 0, 0) + tick).toISOString(),
    correlationId: null,
    causationId: null,
    actor: { kind: 'system', reason: 'test' },
    ...overrides,
    data: { seq: 0, ...data },
  });
  if (event.type !== type) throw new Error(`built a ${event.type}, not a ${type}`);
  return event as EventOfType<T>;
}

/** A request's failed attempts as the relay records them: one attempt on `channelId`, answered with its 503 or served by a retry. */
export function relayAttemptsFailed(input: {
  readonly requestId: string;
  readonly userId: number;
  readonly channelId: number;
  readonly outcome: RelayAttemptsFailed['data']['outcome'];
  readonly modelName?: string;
}): RelayAttemptsFailed {
  const answered = input.outcome === 'answered_error';
  return {
    eventId: randomUUID(),
    type: 'RelayAttemptsFailed',
    schemaVersion: 1,
    streamId: relayFailureStreamId(input.requestId),
    occurredAt: new Date().toISOString(),
    correlationId: input.requestId,
    causationId: null,
    actor: { kind: 'system', reason: 'test' },
    data: {
      requestId: input.requestId,
      userId: input.userId,
      tokenId: null,
      modelName: input.modelName ?? 'gpt-4o',
      group: 'default',
      stream: false,
      attempts: [
        { channelId: input.channelId, status: 503, kind: 'upstream', code: null, type: 'server_error', message: 'upstream overloaded', latencyMs: 40 },
      ],
      outcome: input.outcome,
      clientStatus: answered ? 503 : null,
    },
  };
}

/** A settle's charge detail as the relay records it for a plain chat answer priced per token, with `over` on top. */
export function chargeDetail(over: Partial<ChargeDetail> = {}): ChargeDetail {
  return {
    group: 'default',
    upstreamModel: 'gpt-4o-mini-2024-07-18',
    channelsTried: [1],
    stream: false,
    end: 'complete',
    usageSource: 'upstream',
    cachedTokens: 3,
    cacheWriteTokens: 0,
    reasoningTokens: 0,
    imageTokens: 0,
    corrections: [],
    requestConversion: ['OpenAI Compatible'],
    firstTokenMs: 120,
    elapsedMs: 340,
    price: { kind: 'per-token', modelRatio: '0.075', completionRatio: '4', cacheRatio: '0.5', createCacheRatio: '1.25', imageRatio: '1', groupRatio: '1' },
    basis: 'usage',
    ...over,
  };
}
