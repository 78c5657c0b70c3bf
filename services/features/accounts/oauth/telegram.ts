import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The Telegram Login Widget's answer, checked as Telegram documents it:
 * `hash` = hex HMAC-SHA256 of the data-check-string (every other field as
 * `key=value`, sorted by key, joined by "\n"), keyed with SHA-256 of the bot
 * token; compared in constant time. `auth_date` must be at most a day old
 * (and not from the future beyond a minute of clock skew): a captured widget
 * answer stops working after that. Pure: the clock is an argument.
 */

/** How long a widget answer may be used after Telegram signed it. */
export const TELEGRAM_MAX_AGE_S = 24 * 60 * 60;
const FUTURE_SKEW_S = 60;

export type TelegramCheck =
  | { readonly ok: true; readonly id: string; readonly displayName: string; readonly authDate: number; readonly hash: string }
  | { readonly ok: false; readonly reason: 'missing' | 'bad_hash' | 'stale' };

export function telegramDataCheckString(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
}

export function telegramHash(fields: Readonly<Record<string, string>>, botToken: string): string {
  const key = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', key).update(telegramDataCheckString(fields)).digest('hex');
}

export function checkTelegramLogin(fields: Readonly<Record<string, string>>, botToken: string, now: Date): TelegramCheck {
  const { id, hash, auth_date: authDate } = fields;
  if (!id || !/^\d{1,20}$/.test(id) || !hash || !authDate || !/^\d{1,12}$/.test(authDate)) return { ok: false, reason: 'missing' };
  const expected = Buffer.from(telegramHash(fields, botToken), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(hash) ? Buffer.from(hash, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_hash' };
  const age = Math.floor(now.getTime() / 1000) - Number(authDate);
  if (age > TELEGRAM_MAX_AGE_S || age < -FUTURE_SKEW_S) return { ok: false, reason: 'stale' };
  const name = [fields.first_name, fields.last_name].filter(Boolean).join(' ') || fields.username || 'Telegram User';
  return { ok: true, id, displayName: name, authDate: Number(authDate), hash: hash.toLowerCase() };
}
