import { describe, expect, it } from 'vitest';
import {
  centsOf,
  epayForm,
  epaySign,
  epayVerify,
  formatMoney,
  parseMoney,
  payMethodOf,
  quoteTopup,
  requestedAmountOf,
  statusAt,
  tradeNumber,
  type TopupPricing,
} from '../../../../services/features/topup/rules/topup-rules';

/* The pure rules of online top-up (server-behaviour 5.2): money, amounts, trade numbers and the Epay signature. */

const PRICING: TopupPricing = {
  price: 7.3,
  groupRatio: { default: 1, vip: 0.9, zero: 0 },
  discount: { '100': 0.95 },
  quotaPerUnit: 500_000,
  displayInCurrency: true,
  minTopUp: 1,
};

describe('the Epay signature', () => {
  const form = {
    pid: '1001',
    type: 'alipay',
    out_trade_no: 'USR1NOabc1231700000000',
    notify_url: 'https://gw.example/api/user/epay/notify',
    return_url: 'https://gw.example/console/log',
    name: 'TUC1',
    money: '7.30',
  };

  it('signs the parameters sorted by key, joined k=v&…, with the key appended, as MD5 hex (checked against an independent MD5)', () => {
    expect(epaySign(form, 'secret-key')).toBe('42fb79017aed80caa8ce571a191d0bd9');
  });

  it('leaves out sign, sign_type and empty values, whatever their order', () => {
    const shuffled = { sign_type: 'MD5', sign: 'x', device: '', ...Object.fromEntries(Object.entries(form).reverse()) };
    expect(epaySign(shuffled, 'secret-key')).toBe(epaySign(form, 'secret-key'));
  });

  it('verifies its own form and refuses any change, another key, a missing sign or an empty key', () => {
    const signed = epayForm({
      pid: '1001',
      type: 'alipay',
      tradeNo: form.out_trade_no,
      notifyUrl: form.notify_url,
      returnUrl: form.return_url,
      name: 'TUC1',
      moneyCents: 730,
      key: 'secret-key',
    });
    expect(signed).toMatchObject({ ...form, sign_type: 'MD5', sign: '42fb79017aed80caa8ce571a191d0bd9' });
    expect(epayVerify(signed, 'secret-key')).toBe(true);
    expect(epayVerify({ ...signed, sign: signed.sign!.toUpperCase() }, 'secret-key')).toBe(true);
    expect(epayVerify({ ...signed, money: '0.01' }, 'secret-key')).toBe(false);
    expect(epayVerify(signed, 'other-key')).toBe(false);
    expect(epayVerify({ ...signed, sign: '' }, 'secret-key')).toBe(false);
    expect(epayVerify({ ...signed, sign: 'zz' }, 'secret-key')).toBe(false);
    expect(epayVerify(signed, '')).toBe(false);
  });
});

describe('top-up money', () => {
  it('is amount × Price × TopupGroupRatio[group] × discount[amount], exact to the cent', () => {
    expect(quoteTopup(1, 'default', PRICING)).toEqual({ amount: 1, moneyCents: 730, quota: 500_000 });
    expect(quoteTopup(10, 'vip', PRICING).moneyCents).toBe(6570); // 10 × 7.3 × 0.9 = 65.70
    expect(quoteTopup(100, 'default', PRICING).moneyCents).toBe(69350); // 100 × 7.3 × 0.95 = 693.50
    expect(quoteTopup(3, 'zero', PRICING).moneyCents).toBe(2190); // a ratio of 0 counts as 1
    expect(quoteTopup(3, 'unknown-group', PRICING).moneyCents).toBe(2190);
  });

  it('rounds once, halves up, from the decimals as written (no binary drift)', () => {
    expect(centsOf([1, 0.125])).toBe(13);
    expect(centsOf([3, 0.1])).toBe(30);
    expect(centsOf([7, 7.3, 0.15])).toBe(767); // 7.665 -> 7.67
    expect(centsOf([1, 1e-7])).toBe(0);
    expect(formatMoney(6570)).toBe('65.70');
    expect(formatMoney(5)).toBe('0.05');
  });

  it('converts quota to whole units when the console shows quota, and compares MinTopUp in that unit', () => {
    const tokens = { ...PRICING, displayInCurrency: false, minTopUp: 2 };
    expect(quoteTopup(1_500_000, 'default', tokens)).toEqual({ amount: 3, moneyCents: 2190, quota: 1_500_000 });
    expect(() => quoteTopup(999_999, 'default', tokens)).toThrow('cannot be less than 1000000');
  });

  it('refuses below MinTopUp, below a method minimum, and money of 0.01 or less', () => {
    expect(() => quoteTopup(4, 'default', { ...PRICING, minTopUp: 5 })).toThrow('cannot be less than 5');
    expect(() => quoteTopup(10, 'default', PRICING, 50)).toThrow('cannot be less than 50');
    expect(() => quoteTopup(1, 'default', { ...PRICING, price: 0.01 })).toThrow('too low');
    expect(() => quoteTopup(1, 'default', { ...PRICING, price: 0 })).toThrow('too low');
  });

  it('reads requested amounts as whole numbers > 0 only', () => {
    expect(requestedAmountOf(10)).toBe(10);
    expect(requestedAmountOf(' 20 ')).toBe(20);
    for (const bad of [0, -1, 1.5, '1.5', '', null, undefined, 'x', Number.MAX_SAFE_INTEGER + 1]) expect(() => requestedAmountOf(bad)).toThrow('whole number');
  });

  it('reads the money a callback reports as whole cents, or not at all', () => {
    expect(parseMoney('7.30')).toBe(730);
    expect(parseMoney('7.3')).toBe(730);
    expect(parseMoney('7')).toBe(700);
    for (const bad of ['7.301', '-7.30', '7,30', '', undefined, '1e3', ' ', 'NaN']) expect(parseMoney(bad)).toBeNull();
  });
});

describe('orders', () => {
  it('names a trade "USR<userId>NO<6 random><unix>"', () => {
    expect(tradeNumber(42, 'aB3xY9', 1_700_000_000)).toBe('USR42NOaB3xY91700000000');
    expect(() => tradeNumber(42, 'short', 1)).toThrow();
    expect(() => tradeNumber(42, 'ab-def', 1)).toThrow();
  });

  it('expires a pending order at its expiry; success stays success', () => {
    expect(statusAt('pending', 100, 99)).toBe('pending');
    expect(statusAt('pending', 100, 100)).toBe('expired');
    expect(statusAt('success', 100, 500)).toBe('success');
  });

  it('offers only the configured payment methods (zfb and wx name alipay and wxpay)', () => {
    const methods = [
      { name: 'A', type: 'alipay' },
      { name: 'W', type: 'wxpay' },
    ];
    expect(payMethodOf('zfb', methods).type).toBe('alipay');
    expect(payMethodOf('wxpay', methods).type).toBe('wxpay');
    expect(() => payMethodOf('stripe', methods)).toThrow('no such payment method');
    expect(() => payMethodOf(undefined, methods)).toThrow('no such payment method');
  });
});
