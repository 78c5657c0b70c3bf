import { relayErrorStatus, type RelayError } from './relay-error';

/*
 * Whether a failed attempt is tried again on another channel
 * (server-behaviour 3.3, the established gateway's shouldRetry and
 * shouldRetryTaskRelay). Attempts are RetryTimes + 1 at most. Which channel
 * the next attempt uses is select-channel.ts's decision; this file only says
 * whether there is one.
 *
 * - The channel's fault (`channel:` codes: no key left, a broken model
 *   mapping or override) retries while retries remain.
 * - The upstream's answer retries when its status (after the channel's
 *   status-code mapping) is in AutomaticRetryStatusCodes (default: every
 *   status but 2xx, 400, 408, 504 and 524); a status outside 100-599
 *   always does. An upstream that could not be reached counts as a 500.
 * - Everything the gateway decided itself (the client's request, the
 *   token, quota, prices) never retries: another channel would answer the
 *   same.
 *
 * Where we deliberately differ from the established gateway:
 * - A pinned request (`sk-<key>-<id>`) never retries, even on a channel
 *   fault: the admin asked for that channel only.
 * - Once any byte of the answer reached the client, nothing retries: a
 *   second answer cannot be spliced onto the first.
 */

/** Inclusive status ranges, sorted by start, as AutomaticRetryStatusCodes lists them. */
export type StatusCodeRanges = readonly (readonly [from: number, to: number])[];

/** The default of AutomaticRetryStatusCodes. */
export const DEFAULT_RETRY_STATUS_CODES = '100-199,300-399,401-407,409-499,500-503,505-523,525-599';

/** Reads a list such as "401, 403，500-503" (a full-width comma separates too); entries that are not a code or a range of codes are skipped. */
export function parseStatusCodeRanges(text: string): StatusCodeRanges {
  const ranges: (readonly [number, number])[] = [];
  for (const entry of text.split(/[,，]/)) {
    const match = /^\s*(\d{3})(?:\s*-\s*(\d{3}))?\s*$/.exec(entry);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from <= to) ranges.push([from, to]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

export function statusInRanges(ranges: StatusCodeRanges, status: number): boolean {
  for (const [from, to] of ranges) {
    if (status < from) return false;
    if (status <= to) return true;
  }
  return false;
}

export interface RetryContext {
  /** The attempt that just failed: 0 for the first. */
  readonly attempt: number;
  /** Option RetryTimes: how many attempts may follow the first. */
  readonly retryTimes: number;
  /** The request was pinned to one channel by an admin. */
  readonly pinned: boolean;
  /** Some of the answer has already been written to the client. */
  readonly responseStarted: boolean;
  /** AutomaticRetryStatusCodes, parsed once (`parseStatusCodeRanges`). */
  readonly retryStatusCodes: StatusCodeRanges;
}

/** Whether the request goes on to another attempt after `error`. Pass the error with the channel's status mapping applied. */
export function shouldRetry(error: RelayError, context: RetryContext): boolean {
  if (context.pinned || context.responseStarted || context.attempt >= context.retryTimes) return false;
  switch (error.kind) {
    case 'channel':
      return true;
    case 'upstream':
    case 'upstream_unreachable': {
      const status = relayErrorStatus(error);
      if (status >= 200 && status < 300) return false;
      if (status < 100 || status > 599) return true;
      return statusInRanges(context.retryStatusCodes, status);
    }
    default:
      return false;
  }
}

/**
 * The task relays' own rule (`/suno`, video; shouldRetryTaskRelay): retry
 * on 429, 307 and 5xx except the timeouts 504 and 524; never on 400, 408
 * or 2xx; other upstream statuses retry. The context rules and the
 * channel-fault rule above apply as to every relay.
 */
export function shouldRetryTask(error: RelayError, context: Omit<RetryContext, 'retryStatusCodes'>): boolean {
  if (context.pinned || context.responseStarted || context.attempt >= context.retryTimes) return false;
  if (error.kind === 'channel') return true;
  if (error.kind !== 'upstream' && error.kind !== 'upstream_unreachable') return false;
  const status = relayErrorStatus(error);
  if (status === 504 || status === 524) return false;
  if (status === 400 || status === 408) return false;
  return status < 200 || status >= 300;
}
