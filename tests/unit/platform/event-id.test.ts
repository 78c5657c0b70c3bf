import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deterministicEventId } from '../../../services/platform/event-id';

/** RFC 9562's version 5 layout spelled out on the digest's bytes: the reference the fast form must match. */
function byTheBook(...parts: string[]): string {
  const digest = createHash('sha1')
    .update('tollgate-event\u0000' + parts.join('\u0000'))
    .digest();
  digest[6] = (digest[6]! & 0x0f) | 0x50;
  digest[8] = (digest[8]! & 0x3f) | 0x80;
  const hex = digest.subarray(0, 16).toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join('-');
}

describe('deterministicEventId', () => {
  it('keeps the ids recorded by earlier versions: a retry across an upgrade is still the same event', () => {
    expect(deterministicEventId('wallet-1', 'reserve:r-1')).toBe('a0ef1ef8-7df4-5f9b-920e-ca0012e185c8');
    expect(deterministicEventId('relay-failure', 'req-1')).toBe('25252197-9253-598c-b033-85d321847401');
    expect(deterministicEventId('x')).toBe('4b582bc8-093e-50ad-b765-cf725bdafbcb');
  });

  it('is a version 5 UUID of the name, whatever the digest (every variant digit reached)', () => {
    const variants = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const parts = [`wallet-${i}`, `settle:${i * 7919}`];
      const id = deterministicEventId(...parts);
      expect(id).toBe(byTheBook(...parts));
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      variants.add(id[19]!);
    }
    expect([...variants].sort()).toEqual(['8', '9', 'a', 'b']);
  });

  it('tells names apart by their parts, not their concatenation', () => {
    expect(deterministicEventId('ab', 'c')).not.toBe(deterministicEventId('a', 'bc'));
  });
});
