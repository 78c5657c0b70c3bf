import { describe, expect, it } from 'vitest';
import { newRequestId } from '../../../../services/transport/http/request-id';

describe('newRequestId', () => {
  it('is the UTC second, the millisecond and six random digits, then eight random alphanumerics', () => {
    const id = newRequestId(new Date('2026-11-26T07:05:09.123Z'));
    expect(id).toMatch(/^20261126070509123\d{6}[A-Za-z0-9]{8}$/);
  });

  it('stamps each id with its own second, across a second boundary and back', () => {
    expect(newRequestId(new Date('2026-11-26T07:05:09.999Z')).slice(0, 17)).toBe('20261126070509999');
    expect(newRequestId(new Date('2026-11-26T07:05:10.000Z')).slice(0, 17)).toBe('20261126070510000');
    // A clock that steps back (an NTP correction) gets its own second again, not the last one stamped.
    expect(newRequestId(new Date('2026-11-26T07:05:09.500Z')).slice(0, 17)).toBe('20261126070509500');
    expect(newRequestId(new Date('2027-01-01T00:00:00.001Z')).slice(0, 17)).toBe('20270101000000001');
  });

  it('does not repeat, and its suffix draws on the whole alphabet', () => {
    const now = new Date('2026-11-26T07:05:09.000Z');
    const ids = Array.from({ length: 20_000 }, () => newRequestId(now));
    expect(new Set(ids).size).toBe(ids.length);
    const characters = new Set(ids.flatMap((id) => [...id.slice(23)]));
    expect(characters.size).toBe(62);
  });
});
