import { describe, expect, it } from 'vitest';
import { balancePath, BalanceFormatError, openAiUsagePath, readBalance } from '../../../../services/relay/providers/balance-answers';

/* Reading the balance answers of server-behaviour 3.9, in the formats the providers document. */

describe('balance answers', () => {
  it('DeepSeek: the USD entry, else CNY, from string amounts', () => {
    expect(balancePath('deepseek')).toBe('/user/balance');
    const cny = { is_available: true, balance_infos: [{ currency: 'CNY', total_balance: '110.00', granted_balance: '10.00', topped_up_balance: '100.00' }] };
    expect(readBalance('deepseek', [cny])).toEqual({ amount: 110, currency: 'CNY' });
    const both = {
      is_available: true,
      balance_infos: [...cny.balance_infos, { currency: 'USD', total_balance: 15.5, granted_balance: 0, topped_up_balance: 15.5 }],
    };
    expect(readBalance('deepseek', [both])).toEqual({ amount: 15.5, currency: 'USD' });
    expect(() => readBalance('deepseek', [{ is_available: false, balance_infos: [] }])).toThrow(BalanceFormatError);
  });

  it('OpenRouter: credits minus usage; Moonshot and SiliconFlow in CNY with their success codes', () => {
    expect(readBalance('openrouter', [{ data: { total_credits: 100.5, total_usage: 25.75 } }])).toEqual({ amount: 74.75, currency: 'USD' });
    expect(
      readBalance('moonshot', [
        { code: 0, data: { available_balance: 49.58894, voucher_balance: 46.58893, cash_balance: 3.00001 }, scode: '0x0', status: true },
      ]),
    ).toEqual({
      amount: 49.58894,
      currency: 'CNY',
    });
    expect(() => readBalance('moonshot', [{ code: 5, scode: '0x5', status: false }])).toThrow('upstream refused the balance query');
    expect(
      readBalance('siliconflow', [{ code: 20000, message: 'OK', status: true, data: { balance: '0.88', chargeBalance: '88.00', totalBalance: '88.88' } }]),
    ).toEqual({
      amount: 88.88,
      currency: 'CNY',
    });
  });

  it('OpenAI billing: hard limit minus usage in cents, over this month when paying, else the last 100 days', () => {
    expect(
      readBalance('openai-billing', [
        { object: 'billing_subscription', has_payment_method: true, hard_limit_usd: 120 },
        { object: 'list', total_usage: 2550 },
      ]),
    ).toEqual({
      amount: 94.5,
      currency: 'USD',
    });
    const now = new Date('2026-03-15T08:00:00Z');
    expect(openAiUsagePath({ has_payment_method: true }, now)).toBe('/v1/dashboard/billing/usage?start_date=2026-03-01&end_date=2026-03-15');
    expect(openAiUsagePath({ has_payment_method: false }, now)).toBe('/v1/dashboard/billing/usage?start_date=2025-12-05&end_date=2026-03-15');
    expect(readBalance('credit-grants', [{ object: 'credit_summary', total_granted: 10, total_used: 4, total_available: 6 }])).toEqual({
      amount: 6,
      currency: 'USD',
    });
    expect(() => readBalance('credit-grants', [{ object: 'credit_summary' }])).toThrow('without total_remaining or total_available');
  });
});
