import type { UpstreamFailure } from '../../platform/ports/upstream-probe';
import type { RelayError } from './relay-error';

/*
 * Whether a failed relay attempt disables its channel (server-behaviour 3.7,
 * the established gateway's ShouldDisableChannel with processChannelError).
 *
 * The channels feature already holds the rules that read an upstream's
 * failure (listed status codes, 403 from Gemini, OpenAI error codes and
 * types, keywords) and the AutomaticDisableChannelEnabled switch:
 * `disablingCause` in features/channels/rules/channel-status-rules.ts, which
 * channel tests use too. This file adds only what is particular to a relay
 * attempt and hands the rest over:
 * - the channel's own `auto_ban` must be 1;
 * - a `channel:` fault (no key left, broken mapping or override) disables;
 * - an error the gateway decided itself (the request, the token, quota,
 *   prices: the skip-retry errors) never does;
 * - the upstream's answer, or an upstream that could not be reached, goes to
 *   `disablingCause` as an UpstreamFailure.
 * `disablingCause` comes in as an argument (bound to the channel's type and
 * the options), so this file depends on no feature's inside.
 *
 * Where we deliberately differ: an upstream that could not be reached has
 * no status (the UpstreamFailure convention), so a 500 in
 * AutomaticDisableStatusCodes does not disable a channel for a DNS failure
 * or a timeout; its message still meets the keywords.
 */

/** `disablingCause(failure, channel.type, settings)` of the channels feature, bound to one channel and the options. */
export type UpstreamDisablingCause = (failure: UpstreamFailure) => string | null;

/** The upstream's side of `error` in the terms the channel status rules read; null for an error the gateway decided itself. */
export function upstreamFailureOf(error: RelayError): UpstreamFailure | null {
  switch (error.kind) {
    case 'upstream':
      return { status: error.status, code: error.code, type: error.type, message: error.message };
    case 'upstream_unreachable':
      return { status: null, code: 'do_request_failed', type: 'do_request_failed', message: error.detail };
    default:
      return null;
  }
}

/** What the rules need of the channel and the options. */
export interface AttemptDisableFacts {
  /** The channel's `auto_ban`: 1 lets failures disable it. */
  readonly autoBan: number;
  /** Option AutomaticDisableChannelEnabled. */
  readonly autoDisable: boolean;
}

/** Why this failed attempt disables its channel, or null. `error` carries the channel's status mapping already. */
export function attemptDisablingCause(error: RelayError, facts: AttemptDisableFacts, upstreamCause: UpstreamDisablingCause): string | null {
  if (!facts.autoDisable || facts.autoBan !== 1) return null;
  if (error.kind === 'channel') return `error code ${error.code}`;
  const failure = upstreamFailureOf(error);
  return failure === null ? null : upstreamCause(failure);
}
