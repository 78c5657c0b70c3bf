import { describe, expect, it } from 'vitest';
import type { RelayError } from '../../../../services/relay/pipeline/relay-error';
import {
  DEFAULT_RETRY_STATUS_CODES,
  parseStatusCodeRanges,
  shouldRetry,
  shouldRetryTask,
  statusInRanges,
  type RetryContext,
} from '../../../../services/relay/pipeline/should-retry';
import { parseStatusCodeMapping, withMappedStatus } from '../../../../services/relay/pipeline/status-code-mapping';

/* Which failed attempts are retried (server-behaviour 3.3). */

const upstream = (status: number): RelayError => ({ kind: 'upstream', status, type: 'upstream_error', code: null, param: null, message: 'x' });
const context = (fields: Partial<RetryContext> = {}): RetryContext => ({
  attempt: 0,
  retryTimes: 3,
  pinned: false,
  responseStarted: false,
  retryStatusCodes: parseStatusCodeRanges(DEFAULT_RETRY_STATUS_CODES),
  ...fields,
});

describe('parseStatusCodeRanges', () => {
  it('reads codes and ranges, any order, full-width commas too, skipping what is not one', () => {
    const ranges = parseStatusCodeRanges('500-503， 429,garbage, 401 , 599-500, 1000');
    expect(ranges).toEqual([
      [401, 401],
      [429, 429],
      [500, 503],
    ]);
    expect(statusInRanges(ranges, 502)).toBe(true);
    expect(statusInRanges(ranges, 504)).toBe(false);
    expect(statusInRanges(parseStatusCodeRanges(''), 500)).toBe(false);
  });
});

describe('shouldRetry', () => {
  it('with the default list retries every upstream status but 2xx, 400, 408, 504 and 524', () => {
    const retried: number[] = [];
    for (let status = 100; status <= 599; status++) if (shouldRetry(upstream(status), context())) retried.push(status);
    const never = [400, 408, 504, 524];
    for (let status = 100; status <= 599; status++) {
      const expected = !(status >= 200 && status < 300) && !never.includes(status);
      expect(retried.includes(status), String(status)).toBe(expected);
    }
  });

  it('a status outside 100-599 always retries; a 2xx never does, whatever the list', () => {
    const everything = context({ retryStatusCodes: parseStatusCodeRanges('100-599') });
    expect(shouldRetry(upstream(0), context({ retryStatusCodes: [] }))).toBe(true);
    expect(shouldRetry(upstream(600), context({ retryStatusCodes: [] }))).toBe(true);
    expect(shouldRetry(upstream(200), everything)).toBe(false);
    expect(shouldRetry(upstream(204), everything)).toBe(false);
  });

  it('reads the configured list', () => {
    const only429 = context({ retryStatusCodes: parseStatusCodeRanges('429') });
    expect(shouldRetry(upstream(429), only429)).toBe(true);
    expect(shouldRetry(upstream(500), only429)).toBe(false);
  });

  it('an unreachable upstream counts as a 500', () => {
    expect(shouldRetry({ kind: 'upstream_unreachable', detail: 'timeout' }, context())).toBe(true);
    expect(shouldRetry({ kind: 'upstream_unreachable', detail: 'timeout' }, context({ retryStatusCodes: parseStatusCodeRanges('429') }))).toBe(false);
  });

  it("a channel's fault retries whatever the status list says", () => {
    expect(shouldRetry({ kind: 'channel', code: 'channel:no_available_key', detail: '' }, context({ retryStatusCodes: [] }))).toBe(true);
  });

  it('what the gateway decided itself never retries', () => {
    const ours: RelayError[] = [
      { kind: 'bad_request', detail: 'x' },
      { kind: 'insufficient_quota', remaining: '0', needed: null },
      { kind: 'insufficient_token_quota', remaining: '0', needed: '1' },
      { kind: 'unpriced_model', model: 'm' },
      { kind: 'sensitive_words' },
      { kind: 'body_too_large' },
      { kind: 'internal' },
    ];
    for (const error of ours) expect(shouldRetry(error, context()), error.kind).toBe(false);
  });

  it('stops when the retries are used up, when pinned, and once the client has bytes', () => {
    expect(shouldRetry(upstream(500), context({ attempt: 2, retryTimes: 3 }))).toBe(true);
    expect(shouldRetry(upstream(500), context({ attempt: 3, retryTimes: 3 }))).toBe(false);
    expect(shouldRetry(upstream(500), context({ retryTimes: 0 }))).toBe(false);
    expect(shouldRetry(upstream(500), context({ pinned: true }))).toBe(false);
    expect(shouldRetry({ kind: 'channel', code: 'channel:invalid_key', detail: '' }, context({ pinned: true }))).toBe(false);
    expect(shouldRetry(upstream(500), context({ responseStarted: true }))).toBe(false);
  });

  it("decides on the status after the channel's mapping", () => {
    const mapping = parseStatusCodeMapping('{"400": "502", "500": "400"}');
    expect(shouldRetry(withMappedStatus(upstream(400), mapping), context())).toBe(true);
    expect(shouldRetry(withMappedStatus(upstream(500), mapping), context())).toBe(false);
  });
});

describe('shouldRetryTask', () => {
  const task = (fields: Partial<Omit<RetryContext, 'retryStatusCodes'>> = {}) => ({
    attempt: 0,
    retryTimes: 2,
    pinned: false,
    responseStarted: false,
    ...fields,
  });

  it('retries 429, 307 and 5xx but the timeouts; never 400, 408 or 2xx', () => {
    for (const status of [429, 307, 500, 502, 503, 401, 404]) expect(shouldRetryTask(upstream(status), task()), String(status)).toBe(true);
    for (const status of [504, 524, 400, 408, 200, 201]) expect(shouldRetryTask(upstream(status), task()), String(status)).toBe(false);
  });

  it('never retries local errors, pinned requests or spent retries', () => {
    expect(shouldRetryTask({ kind: 'bad_request', detail: 'x' }, task())).toBe(false);
    expect(shouldRetryTask(upstream(500), task({ pinned: true }))).toBe(false);
    expect(shouldRetryTask(upstream(500), task({ attempt: 2 }))).toBe(false);
  });
});
