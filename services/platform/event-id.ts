import { hash, randomUUID } from 'node:crypto';

/** The variant's hex digit for its two top bits `10` and the digest's next two bits. */
const VARIANT_DIGITS = '89ab';

/**
 * A UUID derived from a name (RFC 9562 version 5 layout over SHA-1), for
 * events whose retry must not double an effect: the same command gives the
 * same id, and the store then records it once. The id must never change for
 * the same name, so a retry across an upgrade is still recognised.
 *
 * Two ids per relay request are made on the ledger's hot path, so this works
 * on the digest's hex text (one native call, no buffers): the version nibble
 * becomes `5` and the variant's top bits `10`.
 */
export function deterministicEventId(...parts: readonly string[]): string {
  const hex = hash('sha1', 'tollgate-event\u0000' + parts.join('\u0000'), 'hex');
  const variant = VARIANT_DIGITS[parseInt(hex[16]!, 16) & 0b11]!;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const randomEventId = (): string => randomUUID();
