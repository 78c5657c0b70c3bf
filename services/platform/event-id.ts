import { createHash, randomUUID } from 'node:crypto';

/**
 * A UUID derived from a name (RFC 9562 version 5 layout over SHA-1), for
 * events whose retry must not double an effect: the same command gives the
 * same id, and the store then records it once.
 */
export function deterministicEventId(...parts: readonly string[]): string {
  const hash = createHash('sha1')
    .update('tollgate-event\u0000' + parts.join('\u0000'))
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export const randomEventId = (): string => randomUUID();
