import { describe, expect, it } from 'vitest';
import { disablingCause, type ChannelHealthSettings } from '../../../../services/features/channels/rules/channel-status-rules';
import type { UpstreamFailure } from '../../../../services/platform/ports/upstream-probe';
import { attemptDisablingCause, upstreamFailureOf, type UpstreamDisablingCause } from '../../../../services/relay/pipeline/auto-disable';
import type { RelayError } from '../../../../services/relay/pipeline/relay-error';

/* Whether a failed relay attempt disables its channel (server-behaviour 3.7), with the channels feature's rules. */

const settings: ChannelHealthSettings = {
  autoDisable: true,
  autoEnable: false,
  disableStatusCodes: '401',
  disableKeywords: 'You exceeded your current quota',
  responseTimeThresholdSeconds: 5,
};
const OPENAI = 1;
const GEMINI = 24;
const rules =
  (channelType: number): UpstreamDisablingCause =>
  (failure) =>
    disablingCause(failure, channelType, settings);
const on = { autoBan: 1, autoDisable: true };

const upstream = (fields: Partial<Extract<RelayError, { kind: 'upstream' }>>): RelayError => ({
  kind: 'upstream',
  status: 500,
  type: 'upstream_error',
  code: null,
  param: null,
  message: 'boom',
  ...fields,
});

describe('attemptDisablingCause', () => {
  it("hands the upstream's failure to the channel status rules", () => {
    expect(attemptDisablingCause(upstream({ status: 401 }), on, rules(OPENAI))).toBe('status code 401');
    expect(attemptDisablingCause(upstream({ status: 403 }), on, rules(GEMINI))).toBe('status code 403 from Gemini');
    expect(attemptDisablingCause(upstream({ status: 403 }), on, rules(OPENAI))).toBeNull();
    expect(attemptDisablingCause(upstream({ status: 400, code: 'invalid_api_key' }), on, rules(OPENAI))).toBe('error code invalid_api_key');
    expect(attemptDisablingCause(upstream({ status: 429, message: 'You exceeded your current quota, please…' }), on, rules(OPENAI))).toBe(
      'keyword "you exceeded your current quota"',
    );
    expect(attemptDisablingCause(upstream({ status: 500 }), on, rules(OPENAI))).toBeNull();
  });

  it("a channel's own fault disables it", () => {
    expect(attemptDisablingCause({ kind: 'channel', code: 'channel:model_mapped_error', detail: 'loop' }, on, rules(OPENAI))).toBe(
      'error code channel:model_mapped_error',
    );
  });

  it("the gateway's own decisions never disable a channel", () => {
    const spy: UpstreamDisablingCause = () => 'should not be asked';
    for (const error of [
      { kind: 'bad_request', detail: 'x' },
      { kind: 'insufficient_quota', remaining: '0', needed: null },
      { kind: 'internal' },
    ] as RelayError[])
      expect(attemptDisablingCause(error, on, spy), error.kind).toBeNull();
  });

  it('nothing disables without the option, or on a channel with auto_ban off', () => {
    const always: UpstreamDisablingCause = () => 'yes';
    const channelFault: RelayError = { kind: 'channel', code: 'channel:invalid_key', detail: '' };
    expect(attemptDisablingCause(channelFault, { autoBan: 1, autoDisable: false }, always)).toBeNull();
    expect(attemptDisablingCause(channelFault, { autoBan: 0, autoDisable: true }, always)).toBeNull();
    expect(attemptDisablingCause(upstream({ status: 401 }), { autoBan: 0, autoDisable: true }, always)).toBeNull();
  });

  it('an unreachable upstream has no status: only the keywords can disable for it', () => {
    const seen: UpstreamFailure[] = [];
    const record: UpstreamDisablingCause = (failure) => (seen.push(failure), null);
    attemptDisablingCause({ kind: 'upstream_unreachable', detail: 'connect ETIMEDOUT' }, on, record);
    expect(seen).toEqual([{ status: null, code: 'do_request_failed', type: 'do_request_failed', message: 'connect ETIMEDOUT' }]);
    const listed500 = (failure: UpstreamFailure) => disablingCause(failure, OPENAI, { ...settings, disableStatusCodes: '500' });
    expect(attemptDisablingCause({ kind: 'upstream_unreachable', detail: 'connect ETIMEDOUT' }, on, listed500)).toBeNull();
  });

  it('upstreamFailureOf reads type, code and message of an upstream error', () => {
    expect(upstreamFailureOf(upstream({ status: 402, type: 'insufficient_quota', code: 'billing', message: 'pay' }))).toEqual({
      status: 402,
      type: 'insufficient_quota',
      code: 'billing',
      message: 'pay',
    });
    expect(upstreamFailureOf({ kind: 'token_expired' })).toBeNull();
  });
});
