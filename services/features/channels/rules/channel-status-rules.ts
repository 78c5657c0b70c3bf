import type { Clock } from '../../../platform/clock';
import type { UpstreamFailure } from '../../../platform/ports/upstream-probe';

/*
 * When a channel is disabled or enabled automatically (server-behaviour
 * 3.7, 3.8, 3.9). Pure: the settings come from the options, "now" from the
 * clock the caller passes. Channel tests use these today; the relay will
 * call `disablingCause` on each failed attempt.
 */

/** Channel status: 1 enabled, 2 disabled by an admin, 3 disabled automatically. */
const ENABLED = 1;
const AUTO_DISABLED = 3;
/** Gemini answers 403 for a key that no longer works. */
const GEMINI = 24;

/** The options these rules read. */
export interface ChannelHealthSettings {
  /** AutomaticDisableChannelEnabled (default false). */
  readonly autoDisable: boolean;
  /** AutomaticEnableChannelEnabled (default false). */
  readonly autoEnable: boolean;
  /** AutomaticDisableStatusCodes: "401,500-503" (default "401"). */
  readonly disableStatusCodes: string;
  /** AutomaticDisableKeywords: one phrase a line, matched case-insensitively. */
  readonly disableKeywords: string;
  /** ChannelDisableThreshold in seconds (default 5); 0 never disables for slowness. */
  readonly responseTimeThresholdSeconds: number;
}

/** What the rules need of a channel. */
export interface ChannelHealthFacts {
  readonly type: number;
  readonly status: number;
  /** 1: the channel may be disabled automatically. */
  readonly autoBan: number;
}

const DISABLING_CODES: ReadonlySet<string> = new Set([
  'invalid_api_key',
  'account_deactivated',
  'billing_not_active',
  'pre_consume_token_quota_failed',
  'Arrearage',
]);
const DISABLING_TYPES: ReadonlySet<string> = new Set([
  'insufficient_quota',
  'insufficient_user_quota',
  'authentication_error',
  'permission_error',
  'forbidden',
]);

/** Whether `status` is in a list such as "401, 403, 500-503" (a full-width comma separates too). */
export function statusCodeListed(list: string, status: number): boolean {
  for (const raw of list.split(/[,，]/)) {
    const range = /^\s*(\d{3})(?:\s*-\s*(\d{3}))?\s*$/.exec(raw);
    if (!range) continue;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (status >= from && status <= to) return true;
  }
  return false;
}

/**
 * Why this failure should disable the channel, or null (`ShouldDisableChannel`):
 * a `channel:` error (the channel's own configuration), a listed status code, 403 from Gemini, a disabling OpenAI error code or type,
 * or a disable keyword in the message. Null whenever auto-disable is off.
 */
export function disablingCause(failure: UpstreamFailure, channelType: number, settings: ChannelHealthSettings): string | null {
  if (!settings.autoDisable) return null;
  // The channel's own configuration failed (no usable key, a mapping it cannot use, no base URL): 3.7's first rule.
  if (failure.code !== null && failure.code.startsWith('channel:')) return `channel error ${failure.code}`;
  if (failure.status !== null && statusCodeListed(settings.disableStatusCodes, failure.status)) return `status code ${failure.status}`;
  if (failure.status === 403 && channelType === GEMINI) return 'status code 403 from Gemini';
  if (failure.code !== null && DISABLING_CODES.has(failure.code)) return `error code ${failure.code}`;
  if (failure.type !== null && DISABLING_TYPES.has(failure.type)) return `error type ${failure.type}`;
  const message = failure.message.toLowerCase();
  const keyword = settings.disableKeywords
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase())
    .find((line) => line !== '' && message.includes(line));
  return keyword === undefined ? null : `keyword "${keyword}"`;
}

export type StatusDecision =
  | { readonly kind: 'keep' }
  /** Status 3, with `other_info` saying why and when (unix seconds). */
  | { readonly kind: 'disable'; readonly reason: string; readonly statusTime: number }
  | { readonly kind: 'enable'; readonly reason: string };

const KEEP: StatusDecision = { kind: 'keep' };
const seconds = (clock: Clock): number => Math.floor(clock().getTime() / 1000);

/** What one test of a channel means for its status. */
export interface TestOutcome {
  /** Null when the upstream answered a completion. */
  readonly failure: UpstreamFailure | null;
  readonly elapsedMs: number;
}

/**
 * After a test in a test-all run (server-behaviour 3.8): an enabled channel
 * with `auto_ban` is disabled when the failure is a disabling one, or when it
 * answered slower than the threshold; a channel disabled automatically that
 * passed (within the threshold) is enabled again when AutomaticEnable is on.
 * A channel an admin disabled (status 2) never changes.
 */
export function decideAfterTest(channel: ChannelHealthFacts, outcome: TestOutcome, settings: ChannelHealthSettings, clock: Clock): StatusDecision {
  const cause = outcome.failure === null ? null : disablingCause(outcome.failure, channel.type, settings);
  const thresholdMs = settings.responseTimeThresholdSeconds * 1000;
  const tooSlow = settings.autoDisable && thresholdMs > 0 && outcome.elapsedMs > thresholdMs;
  switch (channel.status) {
    case ENABLED: {
      if (channel.autoBan !== 1) return KEEP;
      if (cause !== null) return { kind: 'disable', reason: `${outcome.failure!.message} (${cause})`, statusTime: seconds(clock) };
      if (tooSlow) {
        const reason = `response time ${(outcome.elapsedMs / 1000).toFixed(2)}s exceeds the threshold ${settings.responseTimeThresholdSeconds.toFixed(2)}s`;
        return { kind: 'disable', reason, statusTime: seconds(clock) };
      }
      return KEEP;
    }
    case AUTO_DISABLED:
      return settings.autoEnable && outcome.failure === null && !tooSlow ? { kind: 'enable', reason: 'the channel passed a test' } : KEEP;
    default:
      return KEEP;
  }
}

/**
 * After a balance read (server-behaviour 3.9): an enabled channel with
 * `auto_ban` whose balance is zero or less is disabled. This applies whatever
 * AutomaticDisableChannelEnabled says, as in the established gateway.
 */
export function decideAfterBalance(channel: ChannelHealthFacts, balanceUsd: number, clock: Clock): StatusDecision {
  if (channel.status !== ENABLED || channel.autoBan !== 1 || balanceUsd > 0) return KEEP;
  return { kind: 'disable', reason: `insufficient balance (${balanceUsd.toFixed(2)} USD)`, statusTime: seconds(clock) };
}

/** The channel's `other_info` after a decision: the reason and time of an automatic disable; cleared on enable. */
export function otherInfoAfter(decision: Exclude<StatusDecision, { kind: 'keep' }>, previous: string): string {
  if (decision.kind === 'enable') return '';
  let info: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(previous) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) info = parsed as Record<string, unknown>;
  } catch {
    // Empty or not JSON: start afresh.
  }
  return JSON.stringify({ ...info, status_reason: decision.reason, status_time: decision.statusTime });
}

/** A multi-key channel's reason once its last key is disabled (the established gateway's words). */
export const ALL_KEYS_DISABLED = 'All keys are disabled';
