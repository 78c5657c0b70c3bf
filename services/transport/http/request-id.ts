import { randomInt } from 'node:crypto';

/** The established gateway's header name, kept so existing clients and log tooling still find it. */
export const REQUEST_ID_HEADER = 'X-Oneapi-Request-Id';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `YYYYMMDDhhmmss` (UTC) + 9 digits of sub-second time + 8 random alphanumerics. */
export function newRequestId(now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);
  const fraction = String(now.getUTCMilliseconds() * 1_000_000 + randomInt(1_000_000)).padStart(9, '0');
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return stamp + fraction + suffix;
}
