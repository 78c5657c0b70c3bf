import { jsonObject } from '../json-body';
import type { RestHandler } from '../route';

/* `/api` top-up calls (server-behaviour 5.2): each maps shapes, the rules live in app/topup. */

/** The top-up functions of the App. Until app.ts lists `topup` the router is given `{ ...app, topup }`; once it does, this is `app.topup`. */
export const topupInfo: RestHandler = (request, app) => app.topup.info(request.actor);

/** `POST /api/user/amount {amount}`: the money to pay in `data`, "7.30". */
export const topupAmount: RestHandler = (request, app) => app.topup.amount(request.actor, jsonObject(request));

/** `POST /api/user/pay {amount, payment_method}`: `data` is `{ url, params, trade_no }`; the console posts `params` to `url`. */
export const topupPay: RestHandler = (request, app) => app.topup.pay(request.actor, jsonObject(request));

export const completeTopup: RestHandler = async (request, app) => {
  await app.topup.complete(request.actor, jsonObject(request));
  return null;
};
