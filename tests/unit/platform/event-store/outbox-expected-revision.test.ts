import { describe, expect, it } from 'vitest';
import { decodeExpectedRevision, encodeExpectedRevision } from '../../../../services/platform/event-store/outbox';
import type { ExpectedRevision } from '../../../../services/platform/ports/event-store';

describe('expected revision as stored in the outbox', () => {
  it('round-trips every kind, big revisions exactly', () => {
    const values: ExpectedRevision[] = ['any', 'no_stream', 'stream_exists', 0n, 41n, 2n ** 63n - 1n];
    for (const value of values) expect(decodeExpectedRevision(encodeExpectedRevision(value))).toBe(value);
    expect(encodeExpectedRevision(7n)).toBe('7');
  });

  it('refuses what is not an expected revision', () => {
    expect(() => encodeExpectedRevision(-1n)).toThrow(/0 or more/);
    for (const text of ['-1', 'ANY', '', '1.5', ' 3']) expect(() => decodeExpectedRevision(text)).toThrow(/not an expected revision/);
  });
});
