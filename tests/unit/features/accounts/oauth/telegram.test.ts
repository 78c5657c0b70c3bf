import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkTelegramLogin, telegramDataCheckString, TELEGRAM_MAX_AGE_S } from '../../../../../services/features/accounts/oauth/telegram';

/* The Telegram widget check (core.telegram.org/widgets/login, "Checking authorization"), pure with the clock as an argument. */

const TOKEN = '110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
const NOW = new Date('2025-06-01T12:00:00Z');
const nowS = NOW.getTime() / 1000;

/** Signed the way Telegram documents it, written out independently of the code under test. */
function signed(fields: Record<string, string>, token = TOKEN): Record<string, string> {
  const check = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(token).digest()).update(check).digest('hex');
  return { ...fields, hash };
}

describe('checkTelegramLogin', () => {
  const fields = { id: '42', first_name: 'Ada', username: 'ada', auth_date: String(nowS - 60) };

  it('builds the data-check-string from every field but hash, sorted, one per line', () => {
    expect(telegramDataCheckString({ username: 'u', hash: 'x', auth_date: '1', id: '2' })).toBe('auth_date=1\nid=2\nusername=u');
  });

  it('accepts a correct hash and names the user', () => {
    const answer = signed(fields);
    expect(checkTelegramLogin(answer, TOKEN, NOW)).toEqual({ ok: true, id: '42', displayName: 'Ada', authDate: nowS - 60, hash: answer.hash });
  });

  it('refuses another bot token, a changed field, an added field and a malformed hash', () => {
    expect(checkTelegramLogin(signed(fields, '1:other'), TOKEN, NOW)).toEqual({ ok: false, reason: 'bad_hash' });
    expect(checkTelegramLogin({ ...signed(fields), first_name: 'Eve' }, TOKEN, NOW)).toEqual({ ok: false, reason: 'bad_hash' });
    expect(checkTelegramLogin({ ...signed(fields), lang: 'en' }, TOKEN, NOW)).toEqual({ ok: false, reason: 'bad_hash' });
    expect(checkTelegramLogin({ ...signed(fields), hash: 'zz' }, TOKEN, NOW)).toEqual({ ok: false, reason: 'bad_hash' });
  });

  it('refuses an answer older than a day, or from the future', () => {
    expect(checkTelegramLogin(signed({ ...fields, auth_date: String(nowS - TELEGRAM_MAX_AGE_S) }), TOKEN, NOW).ok).toBe(true);
    expect(checkTelegramLogin(signed({ ...fields, auth_date: String(nowS - TELEGRAM_MAX_AGE_S - 1) }), TOKEN, NOW)).toEqual({ ok: false, reason: 'stale' });
    expect(checkTelegramLogin(signed({ ...fields, auth_date: String(nowS + 3600) }), TOKEN, NOW)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses answers without id, auth_date or hash', () => {
    const { id: _id, ...noId } = fields;
    expect(checkTelegramLogin(signed(noId), TOKEN, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(checkTelegramLogin(fields, TOKEN, NOW)).toEqual({ ok: false, reason: 'missing' });
  });
});
