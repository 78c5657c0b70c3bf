import { describe, expect, it } from 'vitest';
import { buildChatLink, maskKey } from '../../../console/src/features/tokens/chat-link';
import { editValues, NEW_TOKEN } from '../../../console/src/features/tokens/token-form-values';
import {
  DEFAULT_REMAIN_QUOTA,
  expiryFromShortcut,
  expiryText,
  formatExpiry,
  parseExpiry,
  QUOTA_PRESETS,
  toggledStatus,
  tokenStatusKey,
} from '../../../console/src/features/tokens/token-rules';
import { tokenInput, validateToken } from '../../../console/src/features/tokens/validate-token';

describe('token rules (spec 02 sections 4, 5 and 9)', () => {
  it('names the statuses, with the model-restricted variant of enabled', () => {
    expect(tokenStatusKey(1, false)).toBe('enabled');
    expect(tokenStatusKey(1, true)).toBe('enabledRestricted');
    expect(tokenStatusKey(2, true)).toBe('disabled');
    expect(tokenStatusKey(3, false)).toBe('expired');
    expect(tokenStatusKey(4, false)).toBe('exhausted');
    expect(tokenStatusKey(0, false)).toBe('unknown');
    expect(tokenStatusKey(9, true)).toBe('unknown');
    expect(toggledStatus(1)).toBe(2);
    expect(toggledStatus(2)).toBe(1);
    expect(toggledStatus(3)).toBe(1);
  });

  it('starts a new token at 500000 units, never expiring, and offers the dollar presets at 500000 units a dollar', () => {
    expect(DEFAULT_REMAIN_QUOTA).toBe(500_000);
    expect(NEW_TOKEN).toMatchObject({ remainQuota: '500000', expiry: '', count: '1', unlimitedQuota: false });
    expect(QUOTA_PRESETS.map((preset) => preset.quota)).toEqual([500_000, 5_000_000, 25_000_000, 50_000_000, 250_000_000, 500_000_000]);
    for (const preset of QUOTA_PRESETS) expect(preset.quota / 500_000).toBe(preset.dollars);
  });

  it('fills the expiry shortcuts from now: never, an hour, a day, 30 days', () => {
    const now = new Date(2026, 0, 31, 10, 20, 30);
    expect(expiryFromShortcut('never', now)).toBe('');
    expect(expiryFromShortcut('hour', now)).toBe('2026-01-31 11:20:30');
    expect(expiryFromShortcut('day', now)).toBe('2026-02-01 10:20:30');
    expect(expiryFromShortcut('month', now)).toBe('2026-03-02 10:20:30');
  });

  it('reads the expiry as local time, -1 when empty, and null for text that is not a time', () => {
    expect(parseExpiry('')).toBe(-1);
    expect(parseExpiry('  ')).toBe(-1);
    expect(parseExpiry('2026-01-31 11:20:30')).toBe(new Date(2026, 0, 31, 11, 20, 30).getTime() / 1000);
    expect(parseExpiry('2026-01-31 11:20')).toBe(new Date(2026, 0, 31, 11, 20, 0).getTime() / 1000);
    for (const bad of ['tomorrow', '2026-02-31 10:00:00', '2026-13-01 10:00:00', '2026-01-01 24:00:00', '2026/01/01 10:00:00'])
      expect(parseExpiry(bad)).toBeNull();
    const at = new Date(2027, 5, 1, 8, 0, 0);
    expect(parseExpiry(formatExpiry(at))).toBe(at.getTime() / 1000);
    expect(expiryText(-1)).toBe('');
    expect(expiryText(at.getTime() / 1000)).toBe('2027-06-01 08:00:00');
  });

  it('validates the form: a name on create, the expiry, a positive count up to 100, a whole quota unless unlimited', () => {
    expect(validateToken(NEW_TOKEN, 'create')).toEqual({ name: 'form.nameRequired' });
    expect(validateToken({ ...NEW_TOKEN, name: 'a' }, 'create')).toEqual({});
    expect(validateToken({ ...NEW_TOKEN, name: '' }, 'edit')).toEqual({});
    expect(validateToken({ ...NEW_TOKEN, name: 'a', expiry: 'soon' }, 'create')).toEqual({ expiry: 'form.expiryFormat' });
    for (const count of ['0', '-1', '1.5', 'x', '']) expect(validateToken({ ...NEW_TOKEN, name: 'a', count }, 'create').count).toBe('form.countPositive');
    expect(validateToken({ ...NEW_TOKEN, name: 'a', count: '101' }, 'create').count).toBe('form.countMax');
    expect(validateToken({ ...NEW_TOKEN, name: 'a', count: '0' }, 'edit').count).toBeUndefined();
    expect(validateToken({ ...NEW_TOKEN, name: 'a', remainQuota: '1.5' }, 'create').remainQuota).toBe('form.quotaInteger');
    expect(validateToken({ ...NEW_TOKEN, name: 'a', remainQuota: '', unlimitedQuota: true }, 'create')).toEqual({});
  });

  it('sends model limits as a comma list, IPs one a line, and never for an empty expiry', () => {
    const input = tokenInput({ ...NEW_TOKEN, name: ' k ', modelLimitsEnabled: true, modelLimits: ['a', 'b'], allowIps: ' 10.0.0.1 \n\n 10.0.0.0/8\n' });
    expect(input).toMatchObject({ name: 'k', remainQuota: 500_000, expiredTime: -1, modelLimits: 'a,b', allowIps: '10.0.0.1\n10.0.0.0/8', group: '' });
    expect(tokenInput({ ...NEW_TOKEN, modelLimitsEnabled: false, modelLimits: ['a'] }).modelLimits).toBe('');
    expect(tokenInput({ ...NEW_TOKEN, unlimitedQuota: true }).remainQuota).toBe(0);
  });

  it('reads a stored token back into the form', () => {
    const values = editValues({
      id: 1,
      name: 'k',
      key: 'abc',
      status: 1,
      remainQuota: 42,
      usedQuota: 0,
      unlimitedQuota: false,
      expiredTime: -1,
      createdTime: 0,
      modelLimitsEnabled: true,
      modelLimits: 'gpt-4o, gpt-4o-mini,',
      allowIps: '',
      group: 'vip',
    });
    expect(values).toMatchObject({ remainQuota: '42', expiry: '', modelLimits: ['gpt-4o', 'gpt-4o-mini'], group: 'vip' });
  });
});

describe('chat links (spec 02 section 2, chat embed)', () => {
  it('fills {address} encoded and {key} with its sk- prefix', () => {
    expect(buildChatLink('https://chat.example/#/?settings={"key":"{key}","url":"{address}"}', 'https://gw.example:8443', 'abc')).toEqual({
      kind: 'ok',
      url: 'https://chat.example/#/?settings={"key":"sk-abc","url":"https%3A%2F%2Fgw.example%3A8443"}',
    });
    expect(buildChatLink('ama://set-api-key?server={address}&key={key}', 'http://x', 'k')).toEqual({
      kind: 'ok',
      url: 'ama://set-api-key?server=http%3A%2F%2Fx&key=sk-k',
    });
  });

  it('says when no chat client is configured, and when a template does not make an address', () => {
    expect(buildChatLink(undefined, 'http://x', 'k')).toEqual({ kind: 'none' });
    expect(buildChatLink('not a url {key}', 'http://x', 'k')).toEqual({ kind: 'broken' });
    expect(buildChatLink('', 'http://x', 'k')).toEqual({ kind: 'broken' });
  });

  it('masks a listed key in the middle', () => {
    expect(maskKey('abcdefghijklmnop')).toBe('sk-abcd**********mnop');
    expect(maskKey('short')).toBe('sk-short');
  });
});
