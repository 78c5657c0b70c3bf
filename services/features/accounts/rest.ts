import * as accounts from './rest-handlers';
import type { RestRoute } from '../../platform/rest/route';

/** Setup, sign-in, self-service and user management (spec 01 section 7). Specific paths come before `/api/user/:id`. */
export const ACCOUNT_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/setup', access: 'public', handler: accounts.getSetup },
  { method: 'POST', path: '/api/setup', access: 'public', limit: 'critical', thisSiteOnly: true, handler: accounts.postSetup },
  { method: 'POST', path: '/api/user/register', access: 'public', limit: 'critical', handler: accounts.postRegister },
  { method: 'POST', path: '/api/user/login', access: 'public', limit: 'critical', thisSiteOnly: true, handler: accounts.login },
  // A GET, as the established gateway has it; refused cross-site, so a link or image on another page cannot end the session.
  { method: 'GET', path: '/api/user/logout', access: 'public', thisSiteOnly: true, handler: accounts.logout },
  { method: 'GET', path: '/api/user/self', access: 'user', handler: accounts.getSelf },
  { method: 'PUT', path: '/api/user/self', access: 'user', handler: accounts.putSelf },
  { method: 'DELETE', path: '/api/user/self', access: 'user', handler: accounts.deleteSelf },
  { method: 'GET', path: '/api/user/token', access: 'user', handler: accounts.getAccessToken },
  { method: 'GET', path: '/api/user/aff', access: 'user', handler: accounts.getAffCode },
  { method: 'POST', path: '/api/user/aff_transfer', access: 'user', handler: accounts.postAffTransfer },
  { method: 'PUT', path: '/api/user/setting', access: 'user', handler: accounts.putSetting },
  { method: 'GET', path: '/api/user/search', access: 'admin', handler: accounts.searchUsers },
  { method: 'POST', path: '/api/user/manage', access: 'admin', handler: accounts.manageUser },
  { method: 'GET', path: '/api/user/', access: 'admin', handler: accounts.listUsers },
  { method: 'POST', path: '/api/user/', access: 'admin', handler: accounts.createUser },
  { method: 'PUT', path: '/api/user/', access: 'admin', handler: accounts.editUser },
  { method: 'GET', path: '/api/user/:id', access: 'admin', handler: accounts.getUser },
  { method: 'DELETE', path: '/api/user/:id', access: 'admin', handler: accounts.deleteUser },
  { method: 'GET', path: '/api/group/', access: 'admin', handler: accounts.listGroups },
];

export { EMAIL_ROUTES } from './rest-email';
export { OAUTH_ROUTES } from './oauth/rest';
