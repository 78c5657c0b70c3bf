import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../platform/errors';

/*
 * The rules of online top-up through Epay (server-behaviour 5.2, spec 02
 * "wallet", RELIABILITY A17 and T6) as pure functions: the amount a user
 * asks for, what it costs, the order's trade number, the Epay MD5 signature
 * and reading the paid money from a callback. Money is kept in whole cents
 * and computed exactly (each factor read as the decimal it was written as),
 * rounded once, halves up.
 */

export const TOPUP_STATUS = { pending: 'pending', success: 'success', expired: 'expired' } as const;
export type TopupStatus = (typeof TOPUP_STATUS)[keyof typeof TOPUP_STATUS];

export const DEFAULT_EXPIRY_MINUTES = 30;
export const NOTIFY_PATH = '/api/user/epay/notify';
export const RETURN_PATH = '/console/log';

/** One payment method of the `PayMethods` option (the established gateway's shape). */
export interface PayMethod {
  readonly name: string;
  readonly type: string;
  readonly color?: string;
  /** A larger minimum for this method, in the request's unit (`custom1` has 50). */
  readonly min_topup?: string | number;
}

/** The pricing options a top-up reads. */
export interface TopupPricing {
  readonly price: number;
  /** TopupGroupRatio: a missing or 0 ratio counts as 1. */
  readonly groupRatio: Readonly<Record<string, number>>;
  /** amount -> factor; missing counts as 1. */
  readonly discount: Readonly<Record<string, number>>;
  readonly quotaPerUnit: number;
  /** DisplayInCurrencyEnabled false: the console shows quota, and sends amounts in quota. */
  readonly displayInCurrency: boolean;
  readonly minTopUp: number;
}

// ---- exact decimals ---------------------------------------------------------

/** A finite number ≥ 0 as an exact fraction `n / 10^scale`, read from its shortest decimal form (7.3 is 73/10). */
function exact(value: number): { n: bigint; scale: number } {
  if (!Number.isFinite(value) || value < 0) throw new AppError('invalid', 'a top-up price factor is not a finite number ≥ 0');
  const text = value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
  const short = String(value);
  const form = /e/i.test(short) ? text : short;
  const [whole, fraction = ''] = form.split('.');
  return { n: BigInt(whole! + fraction), scale: fraction.length };
}

/** The product of the factors, rounded once to whole cents, halves up. */
export function centsOf(factors: readonly number[]): number {
  let n = 100n;
  let scale = 0;
  for (const factor of factors) {
    const e = exact(factor);
    n *= e.n;
    scale += e.scale;
  }
  const divisor = 10n ** BigInt(scale);
  return Number((n * 2n + divisor) / (divisor * 2n));
}

/** Cents as the wire shows money: "7.30". */
export const formatMoney = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Money as Epay reports it ("7.3", "7.30", "7"): whole cents, or null when it is not plain money. */
export function parseMoney(value: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value?.trim() ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

// ---- amounts ---------------------------------------------------------------

/** The requested amount: a whole number > 0 (a JSON number or a digit string). */
export function requestedAmountOf(value: unknown): number {
  const parsed = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isSafeInteger(parsed) || parsed <= 0) throw new AppError('invalid', 'amount must be a whole number greater than 0');
  return parsed;
}

/** The smallest amount, in the unit the console sends (quota when it shows quota). */
export const minimumInRequestUnit = (p: TopupPricing): number => (p.displayInCurrency ? p.minTopUp : Math.round(p.minTopUp * p.quotaPerUnit));

export interface TopupQuote {
  /** Whole units of currency (the `amount` of the order). */
  readonly amount: number;
  readonly moneyCents: number;
  /** What the wallet is credited: amount × QuotaPerUnit. */
  readonly quota: number;
}

/**
 * What a top-up of `requested` costs a user of `group`:
 * `money = amount × Price × TopupGroupRatio[group] × discount[amount]`, where
 * with quota display the requested amount is quota and is divided by
 * QuotaPerUnit first (whole units). Refuses below MinTopUp (compared in the
 * request's unit) and money of 0.01 or less ("the amount is too low").
 */
export function quoteTopup(requested: number, group: string, p: TopupPricing, methodMinimum: number | null = null): TopupQuote {
  const minimum = Math.max(minimumInRequestUnit(p), methodMinimum ?? 0);
  if (requested < minimum) throw new AppError('invalid', `the top-up amount cannot be less than ${minimum}`);
  const amount = p.displayInCurrency ? requested : Math.floor(requested / p.quotaPerUnit);
  const ratio = p.groupRatio[group];
  const groupRatio = ratio === undefined || ratio <= 0 ? 1 : ratio;
  const discount = p.discount[String(amount)];
  const factor = discount === undefined || discount <= 0 ? 1 : discount;
  const moneyCents = amount > 0 ? centsOf([amount, p.price, groupRatio, factor]) : 0;
  if (moneyCents <= 1) throw new AppError('invalid', 'the top-up amount is too low');
  return { amount, moneyCents, quota: Math.round(amount * p.quotaPerUnit) };
}

// ---- orders ----------------------------------------------------------------

const ALPHANUMERIC = /^[A-Za-z0-9]{6}$/;

/** "USR<userId>NO<6 random><unix seconds>", as the established gateway names orders. */
export function tradeNumber(userId: number, random6: string, unixSeconds: number): string {
  if (!ALPHANUMERIC.test(random6)) throw new Error('the random part of a trade number is 6 letters or digits');
  return `USR${userId}NO${random6}${unixSeconds}`;
}

/** The order's status as of `nowSeconds`: a pending order past its expiry is expired. */
export const statusAt = (stored: TopupStatus, expireTime: number, nowSeconds: number): TopupStatus =>
  stored === 'pending' && nowSeconds >= expireTime ? 'expired' : stored;

/** The payment method asked for: one of PayMethods (the old console's `zfb` and `wx` name alipay and wxpay). */
export function payMethodOf(value: unknown, methods: readonly PayMethod[]): PayMethod {
  const asked = typeof value === 'string' ? (({ zfb: 'alipay', wx: 'wxpay' } as Record<string, string>)[value] ?? value) : '';
  const method = methods.find((m) => m.type === asked);
  if (!method) throw new AppError('invalid', 'no such payment method');
  return method;
}

export const methodMinimumOf = (method: PayMethod): number | null => {
  const min = Number(method.min_topup);
  return method.min_topup !== undefined && Number.isFinite(min) && min > 0 ? min : null;
};

/** Joins an address and a path with exactly one slash. */
export const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

// ---- the Epay signature ------------------------------------------------------

/**
 * The Epay MD5 signature: every parameter except `sign`, `sign_type` and
 * empty values, sorted by key (byte order), joined as `k=v&k=v`, then the
 * merchant key appended with nothing between, MD5 in lowercase hex.
 */
export function epaySign(params: Readonly<Record<string, string>>, key: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('md5')
    .update(text + key, 'utf8')
    .digest('hex');
}

/** Whether the callback's `sign` is the one `key` gives, compared in constant time. An empty key verifies nothing. */
export function epayVerify(params: Readonly<Record<string, string>>, key: string): boolean {
  const given = params['sign'];
  if (!key || typeof given !== 'string' || !/^[0-9a-fA-F]{32}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'utf8'), Buffer.from(epaySign(params, key), 'utf8'));
}

/** The form posted to `<PayAddress>/submit.php`, signed. */
export function epayForm(input: {
  pid: string;
  type: string;
  tradeNo: string;
  notifyUrl: string;
  returnUrl: string;
  name: string;
  moneyCents: number;
  key: string;
}): Record<string, string> {
  const params: Record<string, string> = {
    pid: input.pid,
    type: input.type,
    out_trade_no: input.tradeNo,
    notify_url: input.notifyUrl,
    return_url: input.returnUrl,
    name: input.name,
    money: formatMoney(input.moneyCents),
  };
  return { ...params, sign: epaySign(params, input.key), sign_type: 'MD5' };
}
