import * as oauth from './rest-handlers';
import type { RestRoute } from '../../../platform/rest/route';

/**
 * External sign-in and binding (spec 01 section 7). All on the critical
 * limit, as the established gateway has them. Public: a callback binds when
 * the caller is signed in and signs in otherwise; the WeChat bind needs a
 * signed-in user; the Telegram bind finds its user by the session cookie
 * (a widget navigation cannot send New-Api-User). The sign-ins that carry
 * no state of this browser (WeChat, Telegram) come only from this site.
 */
export const OAUTH_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/oauth/state', access: 'public', limit: 'critical', handler: oauth.getState },
  { method: 'GET', path: '/api/oauth/github', access: 'public', limit: 'critical', handler: oauth.callback('github') },
  { method: 'GET', path: '/api/oauth/oidc', access: 'public', limit: 'critical', handler: oauth.callback('oidc') },
  { method: 'GET', path: '/api/oauth/linuxdo', access: 'public', limit: 'critical', handler: oauth.callback('linuxdo') },
  { method: 'GET', path: '/api/oauth/wechat', access: 'public', limit: 'critical', thisSiteOnly: true, handler: oauth.weChatSignIn },
  { method: 'GET', path: '/api/oauth/wechat/bind', access: 'user', limit: 'critical', handler: oauth.weChatBind },
  { method: 'GET', path: '/api/oauth/telegram/login', access: 'public', limit: 'critical', thisSiteOnly: true, handler: oauth.telegramSignIn },
  { method: 'GET', path: '/api/oauth/telegram/bind', access: 'public', limit: 'critical', handler: oauth.telegramBind },
];
