import { describe, expect, it } from 'vitest';
import type { RelayError } from '../../../../services/relay/pipeline/relay-error';
import { mapStatusCode, parseStatusCodeMapping, withMappedStatus } from '../../../../services/relay/pipeline/status-code-mapping';

/* A channel's status-code mapping (server-behaviour 3.5). */

describe('status-code mapping', () => {
  it('maps listed statuses and leaves the rest', () => {
    const mapping = parseStatusCodeMapping('{"400": "500", "429": 503}');
    expect(mapStatusCode(mapping, 400)).toBe(500);
    expect(mapStatusCode(mapping, 429)).toBe(503);
    expect(mapStatusCode(mapping, 404)).toBe(404);
  });

  it('never changes a 200', () => {
    expect(mapStatusCode(parseStatusCodeMapping('{"200": "500"}'), 200)).toBe(200);
  });

  it('empty text, {} and text that is not a JSON object map nothing', () => {
    for (const text of ['', '{}', '{', '[]', '"400"', 'null']) expect(parseStatusCodeMapping(text).size, text).toBe(0);
  });

  it('skips entries that are not status codes on both sides', () => {
    const mapping = parseStatusCodeMapping('{"400": "oops", "abc": "500", "401": "600", "402": "099", "403": " 404 ", "418": true}');
    expect([...mapping]).toEqual([[403, 404]]);
  });

  it("applies to the upstream's error only", () => {
    const mapping = parseStatusCodeMapping('{"400": "500"}');
    const upstream: RelayError = { kind: 'upstream', status: 400, type: 'invalid_request_error', code: null, param: null, message: 'bad' };
    expect(withMappedStatus(upstream, mapping)).toEqual({ ...upstream, status: 500 });
    const ours: RelayError = { kind: 'bad_request', detail: 'x' };
    expect(withMappedStatus(ours, mapping)).toBe(ours);
    const other: RelayError = { ...upstream, status: 401 };
    expect(withMappedStatus(other, mapping)).toBe(other);
  });
});
