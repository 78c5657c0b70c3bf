// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { redemptionActions, redemptionStatusKey } from '../../../console/src/features/redemptions/redemption-rules';
import { validateRedemption } from '../../../console/src/features/redemptions/validate-redemption';
import { postPaymentForm } from '../../../console/src/features/wallet/payment-form';
import { clampAmount, methodMinimum, topupBlock, validateRedeemCode } from '../../../console/src/features/wallet/wallet-rules';

describe('redemption rules (spec 02 sections 4 and 5)', () => {
  it('names the statuses', () => {
    expect([1, 2, 3, 0].map(redemptionStatusKey)).toEqual(['unused', 'disabled', 'used', 'unknown']);
  });

  it('edits only unused codes, offers disable while unused, otherwise enable, blocked once used', () => {
    expect(redemptionActions(1)).toEqual({ edit: true, toggle: 'disable', toggleEnabled: true });
    expect(redemptionActions(2)).toEqual({ edit: false, toggle: 'enable', toggleEnabled: true });
    expect(redemptionActions(3)).toEqual({ edit: false, toggle: 'enable', toggleEnabled: false });
  });

  it('needs a name when editing only, at most 20 characters; whole quota; a count of 1 to 100 on create', () => {
    const ok = { name: '', quota: '100000', count: '1' };
    expect(validateRedemption(ok, 'create')).toEqual({});
    expect(validateRedemption(ok, 'edit')).toEqual({ name: 'form.nameRequired' });
    expect(validateRedemption({ ...ok, name: 'x'.repeat(20) }, 'edit')).toEqual({});
    expect(validateRedemption({ ...ok, name: '码'.repeat(21) }, 'create')).toEqual({ name: 'form.nameLength' });
    expect(validateRedemption({ ...ok, quota: '1e5' }, 'create')).toEqual({ quota: 'form.quotaInteger' });
    for (const count of ['0', '101', '2.5', '']) expect(validateRedemption({ ...ok, count }, 'create')).toEqual({ count: 'form.countRange' });
    expect(validateRedemption({ ...ok, name: 'a', count: '0' }, 'edit')).toEqual({});
  });
});

describe('wallet rules (spec 02 section 5)', () => {
  it('requires a redemption code', () => {
    expect(validateRedeemCode('  ')).toBe('redeem.required');
    expect(validateRedeemCode('abc')).toBeNull();
  });

  it('clamps the amount to at least 1, in whole units', () => {
    expect(clampAmount('0')).toBe(1);
    expect(clampAmount('-5')).toBe(1);
    expect(clampAmount('x')).toBe(1);
    expect(clampAmount('7.9')).toBe(7);
    expect(clampAmount('20')).toBe(20);
  });

  it('blocks a top-up when it is off, or below the minimum (the method may ask more)', () => {
    expect(topupBlock(false, 100, 1)).toEqual({ key: 'topup.disabled' });
    expect(topupBlock(true, 4, 5)).toEqual({ key: 'topup.belowMin', min: 5 });
    expect(topupBlock(true, 5, 5)).toBeNull();
    expect(methodMinimum(5, 10)).toBe(10);
    expect(methodMinimum(5, null)).toBe(5);
  });

  it('posts the payment form with the fields to the url', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = postPaymentForm('https://pay.example/submit.php', [
      { name: 'out_trade_no', value: 'USR1NO1' },
      { name: 'sign', value: 'abc' },
    ]);
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://pay.example/submit.php');
    expect([...new FormData(form).entries()]).toEqual([
      ['out_trade_no', 'USR1NO1'],
      ['sign', 'abc'],
    ]);
    expect(submit).toHaveBeenCalledOnce();
    submit.mockRestore();
  });
});

describe('the strings of tokens, redemptions and wallet', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

  it('have the same keys in Chinese and English, none empty', async () => {
    for (const namespace of ['tokens', 'redemptions', 'wallet']) {
      const zh = (await import(`../../../console/src/locales/zh/${namespace}.json`)).default as Record<string, unknown>;
      const en = (await import(`../../../console/src/locales/en/${namespace}.json`)).default as Record<string, unknown>;
      expect(keys(en).sort(), namespace).toEqual(keys(zh).sort());
      for (const text of [JSON.stringify(zh), JSON.stringify(en)]) expect(text).not.toContain('""');
    }
  });
});
