import * as pricing from './rest-handlers';
import type { RestRoute } from '../../platform/rest/route';

/**
 * Pricing, usable groups and model lists (server-behaviour 1.3). Listed
 * before the account and channel routes, whose `/api/user/:id` and
 * `/api/channel/:id` would otherwise take `models`, `models_enabled` as ids.
 */
export const PRICING_ROUTES: readonly RestRoute[] = [
  // Public; a signed-in caller sees their own group's view (the established gateway's TryUserAuth).
  { method: 'GET', path: '/api/pricing', access: 'public', handler: pricing.getPricing },
  { method: 'GET', path: '/api/user/self/groups', access: 'user', handler: pricing.getMyGroups },
  { method: 'GET', path: '/api/user/models', access: 'user', handler: pricing.getMyModels },
  { method: 'GET', path: '/api/models', access: 'user', handler: pricing.getModelsByType },
  { method: 'GET', path: '/api/channel/models', access: 'admin', handler: pricing.getKnownModels },
  { method: 'GET', path: '/api/channel/models_enabled', access: 'admin', handler: pricing.getEnabledModels },
];
