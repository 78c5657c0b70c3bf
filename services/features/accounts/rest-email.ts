import * as email from './rest-email-handlers';
import type { RestRoute } from '../../platform/rest/route';

/** Email verification codes, password reset and email binding (spec 01 section 7, server-behaviour 1.3). */
export const EMAIL_ROUTES: readonly RestRoute[] = [
  { method: 'GET', path: '/api/verification', access: 'public', limit: 'critical', handler: email.getVerification },
  { method: 'GET', path: '/api/reset_password', access: 'public', limit: 'critical', handler: email.getResetPassword },
  { method: 'POST', path: '/api/user/reset', access: 'public', limit: 'critical', handler: email.postUserReset },
  { method: 'GET', path: '/api/oauth/email/bind', access: 'user', limit: 'critical', handler: email.getEmailBind },
];
