import { describe, expect, it } from 'vitest';
import {
  decideAfterBalance,
  decideAfterTest,
  disablingCause,
  otherInfoAfter,
  statusCodeListed,
  type ChannelHealthSettings,
} from '../../../../services/features/channels/rules/channel-status-rules';
import type { UpstreamFailure } from '../../../../services/platform/ports/upstream-probe';

/* The automatic disable / enable decisions of server-behaviour 3.7-3.9: pure, with a fixed clock. */

const NOW = new Date('2026-03-01T12:00:00Z');
const clock = () => NOW;
const NOW_S = Math.floor(NOW.getTime() / 1000);

const on: ChannelHealthSettings = {
  autoDisable: true,
  autoEnable: true,
  disableStatusCodes: '401',
  disableKeywords: 'Your credit balance is too low\nPermission denied',
  responseTimeThresholdSeconds: 5,
};
const fail = (fields: Partial<UpstreamFailure>): UpstreamFailure => ({ status: 500, code: null, type: null, message: 'upstream answered HTTP 500', ...fields });
const enabled = { type: 1, status: 1, autoBan: 1 };

describe('statusCodeListed', () => {
  it('reads codes and ranges separated by commas, full-width ones too', () => {
    expect(statusCodeListed('401, 403，500-503', 403)).toBe(true);
    expect(statusCodeListed('401, 403，500-503', 502)).toBe(true);
    expect(statusCodeListed('401, 403，500-503', 504)).toBe(false);
    expect(statusCodeListed('', 401)).toBe(false);
    expect(statusCodeListed('garbage, 429', 429)).toBe(true);
  });
});

describe('disablingCause', () => {
  it('is null whenever AutomaticDisableChannelEnabled is off', () => {
    expect(disablingCause(fail({ status: 401, code: 'invalid_api_key' }), 1, { ...on, autoDisable: false })).toBeNull();
  });

  it('names a listed status code, 403 from Gemini only, and the OpenAI codes and types', () => {
    expect(disablingCause(fail({ status: 401 }), 1, on)).toBe('status code 401');
    expect(disablingCause(fail({ status: 429 }), 1, on)).toBeNull();
    expect(disablingCause(fail({ status: 429 }), 1, { ...on, disableStatusCodes: '401,429' })).toBe('status code 429');
    expect(disablingCause(fail({ status: 403 }), 24, on)).toBe('status code 403 from Gemini');
    expect(disablingCause(fail({ status: 403 }), 1, on)).toBeNull();
    expect(disablingCause(fail({ status: 400, code: 'account_deactivated' }), 1, on)).toBe('error code account_deactivated');
    expect(disablingCause(fail({ status: 429, type: 'insufficient_quota' }), 1, on)).toBe('error type insufficient_quota');
    expect(disablingCause(fail({ status: 400, type: 'invalid_request_error', code: 'model_not_found' }), 1, on)).toBeNull();
  });

  it("names a channel's own configuration failing (a channel: code), 3.7's first rule", () => {
    const misconfigured = fail({ status: null, code: 'channel:model_mapped_error', message: 'unmarshal_model_mapping_failed' });
    expect(disablingCause(misconfigured, 1, on)).toBe('channel error channel:model_mapped_error');
    expect(disablingCause(misconfigured, 1, { ...on, autoDisable: false })).toBeNull();
  });

  it('matches a keyword anywhere in the message, ignoring case; an unreachable upstream only by keyword', () => {
    expect(disablingCause(fail({ status: 400, message: 'upstream answered HTTP 400: YOUR CREDIT BALANCE IS TOO LOW to access the API' }), 14, on)).toBe(
      'keyword "your credit balance is too low"',
    );
    expect(disablingCause(fail({ status: null, message: 'connect ECONNREFUSED 127.0.0.1:1' }), 1, on)).toBeNull();
    expect(disablingCause(fail({ status: null, message: 'permission denied by proxy' }), 1, on)).toBe('keyword "permission denied"');
  });
});

describe('decideAfterTest', () => {
  it('disables an enabled channel with auto_ban on a disabling failure, with the reason and the time', () => {
    const failure = fail({ status: 401, code: 'invalid_api_key', message: 'upstream answered HTTP 401: Incorrect API key provided' });
    expect(decideAfterTest(enabled, { failure, elapsedMs: 200 }, on, clock)).toEqual({
      kind: 'disable',
      reason: 'upstream answered HTTP 401: Incorrect API key provided (status code 401)',
      statusTime: NOW_S,
    });
  });

  it('keeps a channel on a failure that does not disable (429, 500), without auto_ban, or with the switch off', () => {
    expect(decideAfterTest(enabled, { failure: fail({ status: 429 }), elapsedMs: 100 }, on, clock)).toEqual({ kind: 'keep' });
    expect(decideAfterTest(enabled, { failure: fail({ status: 500 }), elapsedMs: 100 }, on, clock)).toEqual({ kind: 'keep' });
    expect(decideAfterTest({ ...enabled, autoBan: 0 }, { failure: fail({ status: 401 }), elapsedMs: 100 }, on, clock)).toEqual({ kind: 'keep' });
    expect(decideAfterTest(enabled, { failure: fail({ status: 401 }), elapsedMs: 100 }, { ...on, autoDisable: false }, clock)).toEqual({ kind: 'keep' });
  });

  it('disables a channel slower than ChannelDisableThreshold, even when it answered; 0 never does', () => {
    expect(decideAfterTest(enabled, { failure: null, elapsedMs: 5_001 }, on, clock)).toEqual({
      kind: 'disable',
      reason: 'response time 5.00s exceeds the threshold 5.00s',
      statusTime: NOW_S,
    });
    expect(decideAfterTest(enabled, { failure: null, elapsedMs: 5_000 }, on, clock)).toEqual({ kind: 'keep' });
    expect(decideAfterTest(enabled, { failure: null, elapsedMs: 60_000 }, { ...on, responseTimeThresholdSeconds: 0 }, clock)).toEqual({ kind: 'keep' });
    expect(decideAfterTest(enabled, { failure: null, elapsedMs: 60_000 }, { ...on, autoDisable: false }, clock)).toEqual({ kind: 'keep' });
  });

  it('enables an automatically disabled channel that passed, only with AutomaticEnableChannelEnabled and within the threshold', () => {
    const auto = { ...enabled, status: 3 };
    expect(decideAfterTest(auto, { failure: null, elapsedMs: 100 }, on, clock)).toEqual({ kind: 'enable', reason: 'the channel passed a test' });
    expect(decideAfterTest(auto, { failure: null, elapsedMs: 100 }, { ...on, autoEnable: false }, clock)).toEqual({ kind: 'keep' });
    expect(decideAfterTest(auto, { failure: fail({ status: 500 }), elapsedMs: 100 }, on, clock)).toEqual({ kind: 'keep' });
    expect(decideAfterTest(auto, { failure: null, elapsedMs: 9_000 }, on, clock)).toEqual({ kind: 'keep' });
  });

  it('never touches a channel an admin disabled', () => {
    const manual = { ...enabled, status: 2 };
    expect(decideAfterTest(manual, { failure: null, elapsedMs: 100 }, on, clock)).toEqual({ kind: 'keep' });
    expect(decideAfterTest(manual, { failure: fail({ status: 401 }), elapsedMs: 100 }, on, clock)).toEqual({ kind: 'keep' });
  });
});

describe('decideAfterBalance', () => {
  it('disables an enabled channel with auto_ban at zero or below, whatever the auto-disable switch', () => {
    expect(decideAfterBalance(enabled, 0, clock)).toEqual({ kind: 'disable', reason: 'insufficient balance (0.00 USD)', statusTime: NOW_S });
    expect(decideAfterBalance(enabled, -1.5, clock)).toMatchObject({ kind: 'disable' });
    expect(decideAfterBalance(enabled, 0.01, clock)).toEqual({ kind: 'keep' });
    expect(decideAfterBalance({ ...enabled, autoBan: 0 }, 0, clock)).toEqual({ kind: 'keep' });
    expect(decideAfterBalance({ ...enabled, status: 3 }, 0, clock)).toEqual({ kind: 'keep' });
  });
});

describe('otherInfoAfter', () => {
  it('writes status_reason and status_time, keeping other fields; an enable clears it', () => {
    const decision = { kind: 'disable', reason: 'why', statusTime: NOW_S } as const;
    expect(JSON.parse(otherInfoAfter(decision, ''))).toEqual({ status_reason: 'why', status_time: NOW_S });
    expect(JSON.parse(otherInfoAfter(decision, '{"note":1,"status_reason":"old"}'))).toEqual({ note: 1, status_reason: 'why', status_time: NOW_S });
    expect(otherInfoAfter({ kind: 'enable', reason: 'passed' }, '{"status_reason":"old"}')).toBe('');
  });
});
