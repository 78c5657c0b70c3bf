import { randomInt } from 'node:crypto';
import { findUserById, requireActOnUser } from '../accounts';
import type { WalletCommand } from '../wallet';
import type { Actor } from '../../platform/actor';
import { requireAccess } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { claimTopup, expireTopup, findTopup, insertTopup, type TopupRecord } from './topup-records';
import {
  epayForm,
  epayVerify,
  formatMoney,
  joinUrl,
  methodMinimumOf,
  minimumInRequestUnit,
  NOTIFY_PATH,
  parseMoney,
  payMethodOf,
  quoteTopup,
  requestedAmountOf,
  RETURN_PATH,
  statusAt,
  tradeNumber,
  type PayMethod,
  type TopupPricing,
} from './rules/topup-rules';
import { eventActor } from '../../platform/audit';
import { commitWithWallet } from '../wallet';
import type { TopupDeps } from './deps';

/*
 * Online top-up through Epay (server-behaviour 5.2; RELIABILITY A17, T6).
 * An order fixes its price and its quota when it is made. The provider's
 * callback must carry a valid signature, name a known order that has not
 * expired, and report exactly the order's money; then one transaction claims
 * the order (pending -> success, a conditional UPDATE) and appends the
 * credit at the wallet's exact revision (commitWithWallet). Of any number
 * of concurrent or repeated callbacks one claims the row; the rest find it
 * done and record nothing. Unlike the established gateway, the paid amount
 * is compared with the order, and the answer is written after the credit,
 * so a callback that failed half way is retried by the provider.
 */

const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

const RANDOM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const random6 = (): string => Array.from({ length: 6 }, () => RANDOM_ALPHABET[randomInt(RANDOM_ALPHABET.length)]).join('');

export interface TopupInfo {
  enable_online_topup: boolean;
  enable_stripe_topup: boolean;
  enable_creem_topup: boolean;
  creem_products: unknown[];
  pay_methods: PayMethod[];
  min_topup: number;
  stripe_min_topup: number;
  amount_options: number[];
  discount: Record<string, number>;
  top_up_link: string;
}

export interface TopupPayment {
  /** Where the console posts the form: `<PayAddress>/submit.php`. */
  url: string;
  /** The signed form fields. */
  params: Record<string, string>;
  trade_no: string;
}

export type NotifyAnswer = 'success' | 'fail';

function signedInUser(actor: Actor): number {
  if (actor.kind === 'anonymous') throw new AppError('unauthenticated', 'sign in to do this');
  if (actor.kind !== 'user') throw new AppError('forbidden', 'only a signed-in user tops up');
  return actor.userId;
}

const onlineEnabled = (deps: TopupDeps): boolean =>
  deps.options.get('PayAddress') !== '' && deps.options.get('EpayId') !== '' && deps.options.get('EpayKey') !== '';

function pricing(deps: TopupDeps): TopupPricing {
  const o = deps.options;
  return {
    price: o.get('Price'),
    groupRatio: o.get('TopupGroupRatio'),
    discount: o.get('payment_setting.amount_discount'),
    quotaPerUnit: o.get('QuotaPerUnit'),
    displayInCurrency: o.get('DisplayInCurrencyEnabled'),
    minTopUp: o.get('MinTopUp'),
  };
}

async function groupOf(deps: TopupDeps, userId: number): Promise<string> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.deletedAt) throw new AppError('not_found', 'no such user');
  return user.group;
}

/** `GET /api/user/topup/info`: what the wallet page offers. */
export async function topupInfo(deps: TopupDeps, actor: Actor): Promise<TopupInfo> {
  signedInUser(actor);
  const o = deps.options;
  return {
    enable_online_topup: onlineEnabled(deps),
    enable_stripe_topup: false,
    enable_creem_topup: false,
    creem_products: [],
    pay_methods: o.get('PayMethods').map((m) => ({ ...m })),
    min_topup: minimumInRequestUnit(pricing(deps)),
    stripe_min_topup: 0,
    amount_options: [...o.get('payment_setting.amount_options')],
    discount: { ...o.get('payment_setting.amount_discount') },
    top_up_link: o.get('TopUpLink'),
  };
}

/** `POST /api/user/amount {amount}`: the money to pay, "7.30". */
export async function topupAmount(deps: TopupDeps, actor: Actor, input: { amount?: unknown }): Promise<string> {
  const userId = signedInUser(actor);
  const quote = quoteTopup(requestedAmountOf(input.amount), await groupOf(deps, userId), pricing(deps));
  return formatMoney(quote.moneyCents);
}

/** `POST /api/user/pay {amount, payment_method}`: makes a pending order and answers the signed Epay form. */
export async function topupPay(deps: TopupDeps, actor: Actor, input: { amount?: unknown; payment_method?: unknown }): Promise<TopupPayment> {
  const userId = signedInUser(actor);
  if (!onlineEnabled(deps)) throw new AppError('invalid', 'the administrator has not enabled online top-up');
  const o = deps.options;
  const serverAddress = o.get('ServerAddress');
  const callbackBase = o.get('CustomCallbackAddress') || serverAddress;
  if (!callbackBase) throw new AppError('invalid', 'the administrator has not set the server address that payments call back');
  const method = payMethodOf(input.payment_method, o.get('PayMethods'));
  const quote = quoteTopup(requestedAmountOf(input.amount), await groupOf(deps, userId), pricing(deps), methodMinimumOf(method));
  const now = seconds(deps.clock());
  const order = await insertTopup(deps.db, {
    userId,
    amount: quote.amount,
    moneyCents: quote.moneyCents,
    quota: quote.quota,
    tradeNo: tradeNumber(userId, random6(), now),
    paymentMethod: method.type,
    createTime: now,
    expireTime: now + o.get('TopupOrderExpiryMinutes') * 60,
  });
  const params = epayForm({
    pid: o.get('EpayId'),
    type: method.type,
    tradeNo: order.tradeNo,
    notifyUrl: joinUrl(callbackBase, NOTIFY_PATH),
    returnUrl: joinUrl(serverAddress || callbackBase, RETURN_PATH),
    name: `TUC${quote.amount}`,
    moneyCents: quote.moneyCents,
    key: o.get('EpayKey'),
  });
  return { url: joinUrl(o.get('PayAddress'), '/submit.php'), params, trade_no: order.tradeNo };
}

/** The order was not there to claim: why. */
class NotClaimed extends Error {}

const creditOf = (order: TopupRecord, reason: string | null): WalletCommand => ({
  kind: 'credit',
  key: `topup:${order.tradeNo}`,
  source: 'topup',
  amount: order.quota,
  reference: order.tradeNo,
  reason,
});

/**
 * Claims the order and credits its quota in one transaction, retrying
 * whole when the wallet moved. Answers the claimed row, or null when
 * someone else claimed it first or it was not claimable.
 */
async function completeOrder(deps: TopupDeps, tradeNo: string, actor: Actor, byAdmin: number): Promise<TopupRecord | null> {
  const meta = { actor: eventActor(actor), correlationId: null };
  try {
    return await commitWithWallet(deps, async () => {
      const order = await findTopup(deps.db, tradeNo);
      if (!order) throw new NotClaimed();
      const now = seconds(deps.clock());
      return {
        wallets: [{ userId: order.userId, commands: [creditOf(order, byAdmin ? `completed by admin ${byAdmin}` : null)] }],
        meta,
        write: async (tx) => {
          const claimed = await claimTopup(tx, tradeNo, now, byAdmin ? null : now, byAdmin);
          // The quota is fixed at order time, so the credit decided above is the claimed row's.
          if (!claimed || claimed.quota !== order.quota || claimed.userId !== order.userId) throw new NotClaimed();
          return claimed;
        },
      };
    });
  } catch (error) {
    if (error instanceof NotClaimed) return null;
    throw error;
  }
}

/**
 * The Epay callback (`GET|POST /api/user/epay/notify`, public): answers
 * `success` when the order is credited (now or by an earlier callback),
 * `fail` otherwise. A forged signature is refused quietly (a warning); a
 * paid amount that differs from the order, or a payment for an expired
 * order, credits nothing and raises an alert (an error in the log).
 */
export async function epayNotify(deps: TopupDeps, params: Readonly<Record<string, string>>): Promise<NotifyAnswer> {
  const tradeNo = params['out_trade_no'] ?? '';
  if (!onlineEnabled(deps) || !epayVerify(params, deps.options.get('EpayKey'))) {
    deps.logger.warn('payment callback refused: bad signature', { tradeNo: tradeNo.slice(0, 64) });
    return 'fail';
  }
  if (params['pid'] !== undefined && params['pid'] !== deps.options.get('EpayId')) {
    deps.logger.error('ALERT payment callback for another merchant id; nothing credited', { tradeNo });
    return 'fail';
  }
  if (params['trade_status'] !== 'TRADE_SUCCESS') {
    // Signed, but not a payment (yet): nothing to do, and nothing to retry.
    return 'success';
  }
  const order = await findTopup(deps.db, tradeNo);
  if (!order) {
    deps.logger.error('ALERT signed payment callback for an unknown order; nothing credited', { tradeNo });
    return 'fail';
  }
  const paid = parseMoney(params['money']);
  if (paid !== order.moneyCents) {
    deps.logger.error('ALERT payment callback amount differs from the order; nothing credited', {
      tradeNo,
      userId: order.userId,
      orderMoney: formatMoney(order.moneyCents),
      reportedMoney: String(params['money'] ?? '').slice(0, 32),
    });
    return 'fail';
  }
  // A repeat of the callback that credited it: done, nothing more to record.
  if (order.status === 'success') return 'success';
  const now = seconds(deps.clock());
  if (statusAt(order.status, order.expireTime, now) === 'expired') {
    await expireTopup(deps.db, tradeNo, now);
    deps.logger.error('ALERT payment received for an expired order; nothing credited (an admin may complete it)', {
      tradeNo,
      userId: order.userId,
      money: formatMoney(order.moneyCents),
    });
    return 'fail';
  }
  const claimed = await completeOrder(deps, tradeNo, { kind: 'system', reason: 'epay callback' }, 0);
  if (claimed) {
    deps.logger.info('top-up credited', { tradeNo, userId: claimed.userId, quota: claimed.quota, money: formatMoney(claimed.moneyCents) });
    return 'success';
  }
  // Lost the claim: to a concurrent duplicate (done: success), or the order expired in between.
  const after = await findTopup(deps.db, tradeNo);
  if (after?.status === 'success') return 'success';
  deps.logger.error('ALERT payment received for an expired order; nothing credited (an admin may complete it)', { tradeNo, userId: order.userId });
  return 'fail';
}

/** `POST /api/user/topup/complete {trade_no}` (admins): credits a pending or expired order by hand. */
export async function completeTopup(deps: TopupDeps, actor: Actor, input: { trade_no?: unknown }): Promise<void> {
  requireAccess('admin', actor);
  const tradeNo = typeof input.trade_no === 'string' ? input.trade_no.trim() : '';
  if (!tradeNo) throw new AppError('invalid', 'trade_no is required');
  const order = await findTopup(deps.db, tradeNo);
  if (!order) throw new AppError('not_found', 'no such order');
  if (order.status === 'success') throw new AppError('conflict', 'this order is already completed');
  // Completing credits the order's user: an admin does it only for users below its own role, never for itself (issue 13, item 1).
  await requireActOnUser(deps.db, actor, order.userId, 'your role does not allow this');
  const claimed = await completeOrder(deps, tradeNo, actor, actor.kind === 'user' ? actor.userId : 0);
  if (!claimed) throw new AppError('conflict', 'this order is already completed');
  deps.logger.info('top-up completed by an admin', {
    tradeNo,
    userId: claimed.userId,
    quota: claimed.quota,
    by: actor.kind === 'user' ? actor.userId : 'system',
  });
}
