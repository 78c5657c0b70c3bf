import * as tokens from './rest-handlers';
import type { RestRoute } from '../../platform/rest/route';

/** A user's own API tokens (spec 02 section 7). `search` comes before `:id`. */
export const TOKEN_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/token/search', access: 'user', handler: tokens.searchTokens },
  { method: 'GET', path: '/api/token/', access: 'user', handler: tokens.listTokens },
  { method: 'POST', path: '/api/token/', access: 'user', handler: tokens.createToken },
  { method: 'PUT', path: '/api/token/', access: 'user', handler: tokens.updateToken },
  { method: 'GET', path: '/api/token/:id', access: 'user', handler: tokens.getToken },
  { method: 'DELETE', path: '/api/token/:id', access: 'user', handler: tokens.deleteToken },
];
