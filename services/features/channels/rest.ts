import * as groups from './rest-group-handlers';
import * as channels from './rest-handlers';
import type { RestRoute } from '../../platform/rest/route';

/** Channels, admins only (spec 02 section 7, server-behaviour 3.1). Specific paths come before `/api/channel/:id`. */
export const CHANNEL_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/channel/search', access: 'admin', handler: channels.searchChannels },
  { method: 'GET', path: '/api/channel/', access: 'admin', handler: channels.listChannels },
  { method: 'POST', path: '/api/channel/', access: 'admin', handler: channels.createChannels },
  { method: 'PUT', path: '/api/channel/', access: 'admin', handler: channels.updateChannel },
  { method: 'DELETE', path: '/api/channel/disabled', access: 'admin', handler: channels.deleteDisabledChannels },
  { method: 'POST', path: '/api/channel/fix', access: 'admin', handler: channels.fixAbilities },
  { method: 'POST', path: '/api/channel/batch', access: 'admin', handler: groups.deleteChannels },
  { method: 'POST', path: '/api/channel/batch/tag', access: 'admin', handler: groups.setChannelsTag },
  { method: 'PUT', path: '/api/channel/tag', access: 'admin', handler: groups.editTag },
  { method: 'POST', path: '/api/channel/tag/enabled', access: 'admin', handler: groups.enableTag },
  { method: 'POST', path: '/api/channel/tag/disabled', access: 'admin', handler: groups.disableTag },
  { method: 'POST', path: '/api/channel/copy/:id', access: 'admin', handler: groups.copyChannel },
  { method: 'POST', path: '/api/channel/multi_key/manage', access: 'admin', handler: groups.manageChannelKeys },
  { method: 'GET', path: '/api/channel/:id', access: 'admin', handler: channels.getChannel },
  { method: 'DELETE', path: '/api/channel/:id', access: 'admin', handler: channels.deleteChannel },
];

export { CHANNEL_PROBE_ROUTES } from './rest-probe';
