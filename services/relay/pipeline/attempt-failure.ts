import type { AttemptFailure } from '../../../schema/events/relay';
import type { RelayError } from './relay-error';

/*
 * A failed attempt as the relay records it (schema/events/relay.ts) and as
 * the channel status rules read it (an UpstreamFailure: status, code, type,
 * message). Pure. Only failures of the channel or its upstream count: a
 * refusal of the client's own request never reaches here.
 */

export function attemptFailureOf(error: RelayError, channelId: number, latencyMs: number): AttemptFailure {
  const latency = Math.max(0, Math.round(latencyMs));
  switch (error.kind) {
    case 'upstream':
      return {
        channelId,
        status: error.status,
        kind: error.kind,
        code: error.code,
        type: error.type === '' ? null : error.type,
        message: error.message,
        latencyMs: latency,
      };
    case 'upstream_unreachable':
      return { channelId, status: null, kind: error.kind, code: 'do_request_failed', type: null, message: error.detail, latencyMs: latency };
    case 'channel':
      return { channelId, status: null, kind: error.kind, code: error.code, type: null, message: error.detail, latencyMs: latency };
    default:
      return { channelId, status: null, kind: error.kind, code: null, type: null, message: error.kind, latencyMs: latency };
  }
}

/**
 * What the channel status rules read of a failure: an upstream's, or the
 * channel's own configuration failing (a `channel:` code, which 3.7 disables
 * for). Null for anything else, and for two `channel:` codes that are not the
 * channel's fault: one gone from the relay's table since it was chosen
 * (disabled or deleted meanwhile), and a type whose format the relay does
 * not speak yet (the gateway's limit, not a misconfiguration).
 */
export function failureForStatusRules(failure: AttemptFailure): { status: number | null; code: string | null; type: string | null; message: string } | null {
  if (failure.kind === 'channel' && (failure.code === 'channel:gone' || failure.code === 'channel:type_unsupported')) return null;
  if (failure.kind !== 'upstream' && failure.kind !== 'upstream_unreachable' && failure.kind !== 'channel') return null;
  return { status: failure.status, code: failure.code, type: failure.type, message: failure.message };
}
