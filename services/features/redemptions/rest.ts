import * as redemptions from './rest-handlers';
import type { RestRoute } from '../../platform/rest/route';

/** Redemption codes (spec 02 section 7, server-behaviour 5.1). Specific paths come before `/api/redemption/:id`. */
export const REDEMPTION_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/redemption/search', access: 'admin', handler: redemptions.searchRedemptions },
  { method: 'GET', path: '/api/redemption/', access: 'admin', handler: redemptions.listRedemptions },
  { method: 'POST', path: '/api/redemption/', access: 'admin', handler: redemptions.createRedemptions },
  { method: 'PUT', path: '/api/redemption/', access: 'admin', handler: redemptions.updateRedemption },
  { method: 'DELETE', path: '/api/redemption/invalid', access: 'admin', handler: redemptions.deleteInvalidRedemptions },
  { method: 'GET', path: '/api/redemption/:id', access: 'admin', handler: redemptions.getRedemption },
  { method: 'DELETE', path: '/api/redemption/:id', access: 'admin', handler: redemptions.deleteRedemption },
  // Critical like sign-in: each call is a guess at a code, so guessing is held to the critical limit per address.
  { method: 'POST', path: '/api/user/topup', access: 'user', limit: 'critical', handler: redemptions.redeem },
];
