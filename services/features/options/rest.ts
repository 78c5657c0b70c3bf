import { getAbout, getHomePageContent, getNotice, listOptions, resetModelRatio, updateOption } from './rest-handlers';
import type { RestRoute } from '../../platform/rest/route';

/**
 * The option routes (spec 03 §7, server-behaviour §7-§8). The established
 * gateway lets only the super admin use `/api/option/`; here admins may, as
 * the settings tabs assume, and the application layer keeps the
 * security-critical and money keys to the super admin.
 */
export const OPTION_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/option', access: 'admin', handler: listOptions },
  { method: 'PUT', path: '/api/option', access: 'admin', handler: updateOption },
  // It resets prices: the super admin's, like ModelRatio itself.
  { method: 'POST', path: '/api/option/rest_model_ratio', access: 'root', handler: resetModelRatio },
  { method: 'GET', path: '/api/notice', access: 'public', handler: getNotice },
  { method: 'GET', path: '/api/about', access: 'public', handler: getAbout },
  { method: 'GET', path: '/api/home_page_content', access: 'public', handler: getHomePageContent },
];
