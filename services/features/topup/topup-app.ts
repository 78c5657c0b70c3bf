export { NOTIFY_PATH } from './rules/topup-rules';
import type { Actor } from '../../platform/actor';
import type { TopupDeps } from './deps';
import { completeTopup, epayNotify, topupAmount, topupInfo, topupPay, type NotifyAnswer, type TopupInfo, type TopupPayment } from './topup';

/** Online top-up through Epay: the wallet page's data, the price, orders, the provider's callback and the admin's completion. */
export interface TopupApp {
  info(actor: Actor): Promise<TopupInfo>;
  /** Answers the money to pay, "7.30". */
  amount(actor: Actor, input: { amount?: unknown }): Promise<string>;
  pay(actor: Actor, input: { amount?: unknown; payment_method?: unknown }): Promise<TopupPayment>;
  /** The provider's callback (public: the signature is the authentication). Answers the plain-text body. */
  notify(params: Readonly<Record<string, string>>): Promise<NotifyAnswer>;
  complete(actor: Actor, input: { trade_no?: unknown }): Promise<void>;
}

export function createTopupApp(deps: TopupDeps): TopupApp {
  return {
    info: (actor) => topupInfo(deps, actor),
    amount: (actor, input) => topupAmount(deps, actor, input),
    pay: (actor, input) => topupPay(deps, actor, input),
    notify: (params) => epayNotify(deps, params),
    complete: (actor, input) => completeTopup(deps, actor, input),
  };
}
