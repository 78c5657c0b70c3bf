/*
 * Where a relayed answer's time went, as a `Server-Timing` header (W3C
 * Server Timing) on every answer the relay passes on, plain or streamed:
 *
 * - `admit`: from the handler's start to the reservation: the body read
 *   and parsed, the key, token and user checked, the channel chosen, the
 *   prompt counted, then the sensitive words, the Idempotency-Key claim and
 *   the model request rate limit;
 * - `reserve`: the reservation, recorded durably before any upstream call;
 * - `upstream`: from sending the attempt that answered to its status line
 *   and headers (earlier failed attempts are not in it).
 *
 * A client (or the bench) can then tell the gateway's own part of its
 * latency from the upstream's without access to the server. The header is
 * written with the answer's status, so it says nothing about the time spent
 * relaying the body.
 */

export interface RelayTimings {
  admitMs: number;
  reserveMs: number;
  upstreamMs: number;
}

/** The header's value: each part's duration in milliseconds, two decimals. */
export function serverTimingHeader({ admitMs, reserveMs, upstreamMs }: RelayTimings): string {
  return `admit;dur=${admitMs.toFixed(2)}, reserve;dur=${reserveMs.toFixed(2)}, upstream;dur=${upstreamMs.toFixed(2)}`;
}
