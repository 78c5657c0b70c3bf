import type { RestRoute } from '../../platform/rest/route';
import * as logs from './rest-handlers';

/** The usage log (spec 02 section 7, server-behaviour 9). The `self` paths come before anything that could read `self` as a value. */
export const USAGE_LOG_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/log/self/stat', access: 'user', handler: logs.ownLogsStat },
  { method: 'GET', path: '/api/log/self/search', access: 'user', handler: logs.retiredSearch },
  { method: 'GET', path: '/api/log/self/', access: 'user', handler: logs.listOwnLogs },
  { method: 'GET', path: '/api/log/self', access: 'user', handler: logs.listOwnLogs },
  // An extension: no peer explains a charge. Users their own requests, admins any.
  { method: 'GET', path: '/api/log/explain', access: 'user', handler: logs.explainChargeRest },
  // The key is the credential here (TokenAuthReadOnly): public to the router, refused by the application without a valid key.
  // Unlike the established gateway, not held to the critical limit: a key is 48 random characters, so the limit would
  // guard nothing against guessing, and the per-address API limit applies as to every call.
  { method: 'GET', path: '/api/log/token', access: 'public', handler: logs.keyLogs },
  { method: 'GET', path: '/api/log/stat', access: 'admin', handler: logs.allLogsStat },
  { method: 'GET', path: '/api/log/search', access: 'admin', handler: logs.retiredSearch },
  { method: 'GET', path: '/api/log/', access: 'admin', handler: logs.listAllLogs },
  { method: 'DELETE', path: '/api/log/', access: 'admin', handler: logs.clearLogs },
];
