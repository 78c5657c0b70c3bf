import type { RestRoute } from '../../platform/rest/route';
import * as data from './rest-handlers';

/** The dashboard's data (server-behaviour section 2): every user's for admins, one's own for a user. */
export const DASHBOARD_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/data/self', access: 'user', handler: data.ownUsage },
  { method: 'GET', path: '/api/data/', access: 'admin', handler: data.allUsage },
];
