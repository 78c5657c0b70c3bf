import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RelayTokenRecord } from '../../../../services/features/tokens';
import { checkClientIp, checkModelLimits, checkToken, checkTokenWithoutModel, type TokenCheckInput } from '../../../../services/relay/pipeline/check-token';
import type { RelayErrorKind } from '../../../../services/relay/pipeline/relay-error';

/* Token validation in the established gateway's order (server-behaviour 2.3, model limits from 2.4). */

const NOW = new Date('2026-03-01T12:00:00Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);
const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefghijkl';

const TOKEN: RelayTokenRecord = {
  id: 7,
  userId: 3,
  name: 'ci',
  status: 1,
  expiredTime: -1,
  modelLimitsEnabled: false,
  modelLimits: '',
  allowIps: '',
  group: '',
};

const BASE: TokenCheckInput = {
  key: KEY,
  channelPin: null,
  token: TOKEN,
  allowance: { unlimited: false, remaining: 1000 },
  owner: { status: 1, group: 'default', role: 1 },
  usableGroups: { default: '默认分组', vip: 'vip分组' },
  pricedGroups: { default: 1, vip: 1, svip: 1 },
  model: 'gpt-4o',
  modelMatchName: 'gpt-4o',
  clientIp: '203.0.113.9',
  now: NOW,
};

const withToken =
  (fields: Partial<RelayTokenRecord>) =>
  (input: TokenCheckInput): TokenCheckInput => ({ ...input, token: { ...input.token!, ...fields } });
const withInput =
  (fields: Partial<TokenCheckInput>) =>
  (input: TokenCheckInput): TokenCheckInput => ({ ...input, ...fields });

const failureKind = (input: TokenCheckInput): RelayErrorKind | 'ok' => {
  const result = checkToken(input);
  return result.ok ? 'ok' : result.error.kind;
};

/**
 * One way to fail each check, in the order the checks run. Each only
 * touches what its check reads, so they combine (token fields are merged),
 * except the first three, which all set the token's status.
 */
const FAILURES: readonly (readonly [RelayErrorKind, (input: TokenCheckInput) => TokenCheckInput])[] = [
  ['token_exhausted', withToken({ status: 4 })],
  ['token_expired', withToken({ status: 3 })],
  ['token_disabled', withToken({ status: 2 })],
  ['token_expired', withToken({ expiredTime: NOW_S - 1 })],
  ['token_exhausted', withInput({ allowance: { unlimited: false, remaining: 0 } })],
  ['ip_not_allowed', withToken({ allowIps: '10.0.0.0/8' })],
  ['user_disabled', withInput({ owner: { status: 2, group: 'default', role: 1 } })],
  ['group_not_allowed', withToken({ group: 'svip' })],
  ['channel_pin_forbidden', withInput({ channelPin: '5' })],
  ['model_not_allowed', withToken({ modelLimitsEnabled: true, modelLimits: 'claude-3-haiku' })],
];

describe('checkToken', () => {
  it('admits a good token and says which group it uses', () => {
    expect(checkToken(BASE)).toEqual({ ok: true, usingGroup: 'default', pinnedChannelId: null });
    expect(checkToken(withToken({ group: 'vip' })(BASE))).toEqual({ ok: true, usingGroup: 'vip', pinnedChannelId: null });
    expect(checkToken(withToken({ group: 'auto' })(BASE))).toEqual({ ok: true, usingGroup: 'auto', pinnedChannelId: null });
  });

  it('refuses each failing check with its error', () => {
    for (const [kind, fail] of FAILURES) expect(failureKind(fail(BASE)), kind).toBe(kind);
  });

  it('refuses a missing key, then an unknown one, before anything else', () => {
    expect(failureKind({ ...FAILURES.reduce((input, [, fail]) => fail(input), BASE), key: '' })).toBe('missing_key');
    expect(failureKind({ ...BASE, token: null })).toBe('invalid_key');
  });

  it('a token failing several checks reports the first in order', () => {
    fc.assert(
      fc.property(
        fc.subarray(
          FAILURES.map((_, index) => index),
          { minLength: 2 },
        ),
        (drawn) => {
          // The first three set the same field (the status): keep only one of them.
          const statuses = drawn.filter((index) => index < 3);
          const indexes = drawn.filter((index) => index >= 3 || index === statuses[0]);
          fc.pre(indexes.length >= 2);
          const input = indexes.reduce((acc, index) => FAILURES[index]![1](acc), BASE);
          expect(failureKind(input)).toBe(FAILURES[Math.min(...indexes)]![0]);
        },
      ),
    );
  });

  it('status 4 and a spent allowance say how the established gateway says it', () => {
    const byStatus = checkToken(withToken({ status: 4 })(BASE));
    expect(byStatus).toEqual({ ok: false, error: { kind: 'token_exhausted', keyHint: 'sk-AbC***jkl', remaining: null } });
    const spent = checkToken({ ...BASE, allowance: { unlimited: false, remaining: -20 } });
    expect(spent).toEqual({ ok: false, error: { kind: 'token_exhausted', keyHint: 'sk-AbC***jkl', remaining: -20 } });
  });

  it('expiry: -1 never expires, the expiry second itself still works', () => {
    expect(failureKind(withToken({ expiredTime: NOW_S })(BASE))).toBe('ok');
    expect(failureKind(withToken({ expiredTime: NOW_S - 1 })(BASE))).toBe('token_expired');
    expect(failureKind(withToken({ expiredTime: -1 })(BASE))).toBe('ok');
  });

  it('an unlimited token is never exhausted by its allowance', () => {
    expect(failureKind({ ...BASE, allowance: { unlimited: true, remaining: 0 } })).toBe('ok');
    expect(failureKind({ ...BASE, allowance: { unlimited: true, remaining: -5 } })).toBe('ok');
  });

  it('a deleted owner is refused like a banned one', () => {
    expect(failureKind({ ...BASE, owner: null })).toBe('user_disabled');
  });

  it('groups: not usable, then not priced; auto is exempt from both', () => {
    expect(checkToken(withToken({ group: 'svip' })(BASE))).toEqual({ ok: false, error: { kind: 'group_not_allowed', group: 'svip' } });
    const deprecated = { ...withToken({ group: 'legacy' })(BASE), usableGroups: { ...BASE.usableGroups, legacy: 'old' } };
    expect(checkToken(deprecated)).toEqual({ ok: false, error: { kind: 'group_deprecated', group: 'legacy' } });
    expect(failureKind({ ...withToken({ group: 'auto' })(BASE), usableGroups: {}, pricedGroups: {} })).toBe('ok');
    // The owner's own group is used without these checks, as in the established gateway.
    expect(checkToken({ ...BASE, owner: { status: 1, group: 'team', role: 1 } })).toMatchObject({ ok: true, usingGroup: 'team' });
  });

  it('a channel pin: admins only, and a positive number', () => {
    const admin = { status: 1, group: 'default', role: 10 };
    expect(checkToken({ ...BASE, owner: admin, channelPin: '12' })).toEqual({ ok: true, usingGroup: 'default', pinnedChannelId: 12 });
    expect(checkToken({ ...BASE, owner: { ...admin, role: 100 }, channelPin: '12' })).toMatchObject({ ok: true, pinnedChannelId: 12 });
    for (const pin of ['', 'abc', '0', '1.5', '99999999999999999999'])
      expect(failureKind({ ...BASE, owner: admin, channelPin: pin }), pin).toBe('invalid_channel_pin');
    expect(failureKind({ ...BASE, channelPin: 'abc' })).toBe('channel_pin_forbidden');
  });

  it('model limits: the exact name or the normalised one; enabled and empty allows nothing', () => {
    const limited = withToken({ modelLimitsEnabled: true, modelLimits: 'gpt-4o, gpt-4-gizmo-*,claude-3-haiku' });
    expect(failureKind(limited(BASE))).toBe('ok');
    expect(failureKind({ ...limited(BASE), model: 'claude-3-haiku', modelMatchName: 'claude-3-haiku' })).toBe('ok');
    expect(failureKind({ ...limited(BASE), model: 'gpt-4-gizmo-g-abc', modelMatchName: 'gpt-4-gizmo-*' })).toBe('ok');
    expect(checkToken({ ...limited(BASE), model: 'gpt-4o-mini', modelMatchName: 'gpt-4o-mini' })).toEqual({
      ok: false,
      error: { kind: 'model_not_allowed', model: 'gpt-4o-mini' },
    });
    expect(failureKind({ ...limited(BASE), model: 'gpt-4', modelMatchName: 'gpt-4' })).toBe('model_not_allowed');
    expect(failureKind({ ...limited(BASE), model: '', modelMatchName: '' })).toBe('model_not_allowed');
    expect(failureKind(withToken({ modelLimitsEnabled: true, modelLimits: '' })(BASE))).toBe('no_model_allowed');
    expect(failureKind(withToken({ modelLimitsEnabled: false, modelLimits: 'claude-3-haiku' })(BASE))).toBe('ok');
  });

  it('before the model is known, every check but the model limits runs; the model limits alone once it is', () => {
    const noneAllowed = withToken({ modelLimitsEnabled: true, modelLimits: '' })(BASE);
    expect(checkTokenWithoutModel(noneAllowed)).toEqual({ ok: true, usingGroup: 'default', pinnedChannelId: null });
    expect(checkTokenWithoutModel(withToken({ status: 2, modelLimitsEnabled: true, modelLimits: '' })(BASE))).toEqual({
      ok: false,
      error: { kind: 'token_disabled' },
    });
    expect(checkModelLimits(noneAllowed.token!, BASE)).toEqual({ kind: 'no_model_allowed' });
    const limited = { modelLimitsEnabled: true, modelLimits: 'gpt-4o, gpt-4-gizmo-*' };
    expect(checkModelLimits(limited, { model: 'gpt-4o', modelMatchName: 'gpt-4o' })).toBeNull();
    expect(checkModelLimits(limited, { model: 'gpt-4-gizmo-g-1', modelMatchName: 'gpt-4-gizmo-*' })).toBeNull();
    expect(checkModelLimits(limited, { model: 'gpt-4', modelMatchName: 'gpt-4' })).toEqual({ kind: 'model_not_allowed', model: 'gpt-4' });
    expect(checkModelLimits({ modelLimitsEnabled: false, modelLimits: '' }, { model: 'any', modelMatchName: 'any' })).toBeNull();
  });
});

describe('checkClientIp', () => {
  const allowed = (list: string, ip: string) => checkClientIp(list, ip)?.kind ?? 'ok';

  it('an empty list allows everyone', () => {
    expect(allowed('', 'garbage')).toBe('ok');
    expect(allowed(' \n , ', '1.2.3.4')).toBe('ok');
  });

  it('single addresses and CIDR ranges, one a line, commas and spaces also separating', () => {
    const list = '198.51.100.7\n10.0.0.0/8, 2001:db8::/32';
    expect(allowed(list, '198.51.100.7')).toBe('ok');
    expect(allowed(list, '10.200.3.4')).toBe('ok');
    expect(allowed(list, '2001:db8:1::5')).toBe('ok');
    expect(allowed(list, '198.51.100.8')).toBe('ip_not_allowed');
    expect(allowed(list, '11.0.0.1')).toBe('ip_not_allowed');
    expect(allowed(list, '2001:db9::1')).toBe('ip_not_allowed');
  });

  it('an IPv4-mapped IPv6 client matches IPv4 entries, and the other way round', () => {
    expect(allowed('10.0.0.0/8', '::ffff:10.1.2.3')).toBe('ok');
    expect(allowed('::ffff:192.0.2.0/120', '192.0.2.77')).toBe('ok');
    expect(allowed('::ffff:192.0.2.1', '192.0.2.1')).toBe('ok');
    expect(allowed('10.0.0.0/8', '::ffff:11.1.2.3')).toBe('ip_not_allowed');
  });

  it('an address it cannot read is refused; entries it cannot read match nothing', () => {
    expect(allowed('10.0.0.0/8', 'unknown')).toBe('ip_unreadable');
    expect(allowed('10.0.0.0/8', '')).toBe('ip_unreadable');
    expect(allowed('not-an-ip\n300.1.1.1', '1.2.3.4')).toBe('ip_not_allowed');
    expect(allowed('not-an-ip\n1.2.3.4', '1.2.3.4')).toBe('ok');
  });

  it('the check in checkToken uses the token list and the client address', () => {
    const input = { ...BASE, token: { ...TOKEN, allowIps: '203.0.113.0/24' } };
    expect(failureKind(input)).toBe('ok');
    expect(failureKind({ ...input, clientIp: '198.51.100.1' })).toBe('ip_not_allowed');
    expect(failureKind({ ...input, clientIp: '???' })).toBe('ip_unreadable');
  });
});
