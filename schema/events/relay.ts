import { z } from 'zod';
import { envelopeFields, type EventEnvelope } from './envelope';

/*
 * The relay family: what went wrong on the way to an upstream. The request
 * lifecycle's money is in the wallet family (QuotaReserved, QuotaSettled,
 * QuotaReleased); this records the failed attempts beside it, for the error
 * log (type 5 rows), channel health and the explanation of a charge.
 *
 * One event per request that had a failed attempt, in its own stream
 * `relay_failure-<requestId>`, recorded after the client has its answer.
 * Messages are the upstream's words with keys redacted; never a key, a
 * prompt or an answer.
 */

const attemptFailure = z.object({
  channelId: z.number().int().positive(),
  /** The upstream's HTTP status (after the channel's status-code mapping); null when none came (unreachable, a channel misconfigured). */
  status: z.number().int().min(100).max(599).nullable(),
  /** The relay error's kind: `upstream`, `upstream_unreachable`, `channel`. */
  kind: z.string().min(1).max(40),
  code: z.string().max(200).nullable(),
  type: z.string().max(200).nullable(),
  message: z.string().max(2000),
  latencyMs: z.number().int().nonnegative(),
});
export type AttemptFailure = z.infer<typeof attemptFailure>;

const relayAttemptsFailedV1 = z.object({
  requestId: z.string().min(1).max(200),
  userId: z.number().int().positive(),
  tokenId: z.number().int().positive().nullable(),
  modelName: z.string().max(200),
  group: z.string().max(100),
  stream: z.boolean(),
  attempts: z.array(attemptFailure).min(1).max(20),
  /** `answered_error`: the client got the last failure; `served_by_retry`: a later attempt answered. */
  outcome: z.enum(['answered_error', 'served_by_retry']),
  /** The status the client got with an `answered_error`. */
  clientStatus: z.number().int().min(100).max(599).nullable(),
});

export type RelayAttemptsFailedData = z.infer<typeof relayAttemptsFailedV1>;
export type RelayAttemptsFailed = EventEnvelope<'RelayAttemptsFailed', RelayAttemptsFailedData>;

export type RelayEvent = RelayAttemptsFailed;

export const RELAY_EVENT_SCHEMAS = {
  RelayAttemptsFailed: {
    latestVersion: 1,
    envelope: z.object({
      ...envelopeFields,
      streamId: envelopeFields.streamId.regex(/^relay_failure-.+$/, 'relay failures are relay_failure-<requestId>'),
      type: z.literal('RelayAttemptsFailed'),
      data: relayAttemptsFailedV1,
    }),
    upcasters: [] as ReadonlyArray<(data: unknown) => unknown>,
  },
} as const;

export const relayFailureStreamId = (requestId: string): string => `relay_failure-${requestId}`;
