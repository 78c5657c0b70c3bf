import type { BalanceAnswer, BalanceApi } from '../../platform/ports/upstream-probe';

/*
 * The balance endpoints of server-behaviour 3.9 and how to read their
 * answers (pure; the probe does the calls). Formats as the providers
 * document them: DeepSeek `GET /user/balance`, OpenRouter `GET
 * /api/v1/credits`, Moonshot `GET /v1/users/me/balance`, SiliconFlow `GET
 * /v1/user/info`, and the OpenAI-style `credit_grants` / billing pair that
 * OpenAI-compatible resellers (API2GPT, AIGC2D) serve.
 */

/** The path a balance read calls first, relative to the base URL. */
export function balancePath(api: BalanceApi): string {
  switch (api) {
    case 'openai-billing':
      return '/v1/dashboard/billing/subscription';
    case 'credit-grants':
      return '/dashboard/billing/credit_grants';
    case 'siliconflow':
      return '/v1/user/info';
    case 'deepseek':
      return '/user/balance';
    case 'openrouter':
      return '/v1/credits';
    case 'moonshot':
      return '/v1/users/me/balance';
  }
}

/**
 * The OpenAI usage query that follows the subscription: this month so far;
 * without a payment method (a grant), the last 100 days, as the established
 * gateway asks.
 */
export function openAiUsagePath(subscription: unknown, now: Date): string {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const paying = isObject(subscription) && subscription.has_payment_method === true;
  const start = paying ? `${day(now).slice(0, 7)}-01` : day(new Date(now.getTime() - 100 * 86_400_000));
  return `/v1/dashboard/billing/usage?start_date=${start}&end_date=${day(now)}`;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number, or a decimal string of one (DeepSeek and SiliconFlow send strings). */
function amountOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** Thrown (and turned into an `invalid` AppError by the probe) when an answer has no balance in it. */
export class BalanceFormatError extends Error {}

function need(value: number | null, what: string): number {
  if (value === null) throw new BalanceFormatError(`upstream answered a balance without ${what}`);
  return value;
}

/** Reads one answer: `bodies` are the parsed JSON answers, the first path's, then (OpenAI) the usage query's. */
export function readBalance(api: BalanceApi, bodies: readonly unknown[]): BalanceAnswer {
  const body = bodies[0];
  if (!isObject(body)) throw new BalanceFormatError('upstream answered a balance that is not a JSON object');
  switch (api) {
    case 'openai-billing': {
      const usage = bodies[1];
      const hardLimit = need(amountOf(body.hard_limit_usd), 'hard_limit_usd');
      const used = need(isObject(usage) ? amountOf(usage.total_usage) : null, 'total_usage');
      // total_usage is in cents.
      return { amount: hardLimit - used / 100, currency: 'USD' };
    }
    case 'credit-grants':
      return { amount: need(amountOf(body.total_remaining) ?? amountOf(body.total_available), 'total_remaining or total_available'), currency: 'USD' };
    case 'siliconflow': {
      if (body.code !== 20000)
        throw new BalanceFormatError(`upstream refused the balance query: code ${String(body.code)}, ${String(body.message ?? '')}`.trim());
      return { amount: need(isObject(body.data) ? amountOf(body.data.totalBalance) : null, 'data.totalBalance'), currency: 'CNY' };
    }
    case 'deepseek': {
      const infos = Array.isArray(body.balance_infos) ? body.balance_infos.filter(isObject) : [];
      const pick = infos.find((info) => info.currency === 'USD') ?? infos.find((info) => info.currency === 'CNY');
      if (!pick) throw new BalanceFormatError('upstream answered a balance without a USD or CNY entry');
      return { amount: need(amountOf(pick.total_balance), 'total_balance'), currency: pick.currency === 'USD' ? 'USD' : 'CNY' };
    }
    case 'openrouter': {
      const data = isObject(body.data) ? body.data : {};
      return { amount: need(amountOf(data.total_credits), 'data.total_credits') - need(amountOf(data.total_usage), 'data.total_usage'), currency: 'USD' };
    }
    case 'moonshot': {
      if (body.status !== true || body.code !== 0)
        throw new BalanceFormatError(`upstream refused the balance query: code ${String(body.code)}, scode ${String(body.scode)}`);
      return { amount: need(isObject(body.data) ? amountOf(body.data.available_balance) : null, 'data.available_balance'), currency: 'CNY' };
    }
  }
}
