import { randomFillSync } from 'node:crypto';

/** The established gateway's header name, kept so existing clients and log tooling still find it. */
export const REQUEST_ID_HEADER = 'X-Oneapi-Request-Id';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** One random word for the sub-millisecond digits and one per suffix character, filled in one call per id. */
const random = new Uint32Array(9);

/**
 * `YYYYMMDDhhmmss` (UTC) + 9 digits of sub-second time + 8 random
 * alphanumerics. Every request gets one, so the randomness comes from one
 * call (a call per character was a few per cent of the relay's CPU); taking
 * 32-bit words modulo 62 or 10^6 leans by under 10^-3, which an id can bear.
 */
export function newRequestId(now: Date = new Date()): string {
  randomFillSync(random);
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);
  const fraction = String(now.getUTCMilliseconds() * 1_000_000 + (random[0]! % 1_000_000)).padStart(9, '0');
  let suffix = '';
  for (let i = 1; i < 9; i++) suffix += ALPHANUMERIC[random[i]! % ALPHANUMERIC.length];
  return stamp + fraction + suffix;
}
