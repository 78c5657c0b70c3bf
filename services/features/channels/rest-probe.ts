import * as probe from './rest-probe-handlers';
import type { RestRoute } from '../../platform/rest/route';

/** Channel calls that reach the upstream, admins only (spec 02 section 7, server-behaviour 3.8, 3.9). */
export const CHANNEL_PROBE_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/channel/test', access: 'admin', handler: probe.testAllChannels },
  { method: 'GET', path: '/api/channel/test/:id', access: 'admin', handler: probe.testChannel },
  { method: 'GET', path: '/api/channel/fetch_models/:id', access: 'admin', handler: probe.fetchChannelModels },
  { method: 'POST', path: '/api/channel/fetch_models', access: 'admin', handler: probe.fetchModelsFor },
  { method: 'GET', path: '/api/channel/update_balance', access: 'admin', handler: probe.updateAllChannelBalances },
  { method: 'GET', path: '/api/channel/update_balance/:id', access: 'admin', handler: probe.updateChannelBalance },
];
