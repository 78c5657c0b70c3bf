import * as topup from './rest-handlers';
import type { RestRoute } from '../../platform/rest/route';

/**
 * Online top-up (server-behaviour 5.2). The provider's callback,
 * `GET|POST /api/user/epay/notify`, is not here: it answers plain text to a
 * form body, so it is its own small handler (epay-notify.ts) in front of the router.
 */
export const TOPUP_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/user/topup/info', access: 'user', handler: topup.topupInfo },
  { method: 'POST', path: '/api/user/amount', access: 'user', handler: topup.topupAmount },
  { method: 'POST', path: '/api/user/pay', access: 'user', handler: topup.topupPay },
  { method: 'POST', path: '/api/user/topup/complete', access: 'admin', handler: topup.completeTopup },
];
export { withEpayNotify } from './rest-epay-notify';
