import { jsonObject } from '../../platform/rest/json-body';
import { RestReply, type RestHandler } from '../../platform/rest/route';

/* `/api` top-up calls (server-behaviour 5.2): each maps shapes, the rules live in topup.ts. */

/** The top-up functions of the App. Until app.ts lists `topup` the router is given `{ ...app, topup }`; once it does, this is `app.topup`. */
export const topupInfo: RestHandler = (request, app) => app.topup.info(request.actor);

/** `POST /api/user/amount {amount}`: the money to pay in `data`, "7.30". */
export const topupAmount: RestHandler = (request, app) => app.topup.amount(request.actor, jsonObject(request));

/**
 * `POST /api/user/pay {amount, payment_method}`, answered as the established
 * gateway does: `data` is the signed Epay form and `url` sits beside it; the
 * console posts `data` to `url`. The order's number is the form's `out_trade_no`.
 */
export const topupPay: RestHandler = async (request, app) => {
  const payment = await app.topup.pay(request.actor, jsonObject(request));
  return new RestReply(payment.params, { fields: { url: payment.url } });
};

export const completeTopup: RestHandler = async (request, app) => {
  await app.topup.complete(request.actor, jsonObject(request));
  return null;
};
