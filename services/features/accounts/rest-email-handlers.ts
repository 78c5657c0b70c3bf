import { jsonObject } from '../../platform/rest/json-body';
import type { RestHandler, RestRequest } from '../../platform/rest/route';

/* `/api` calls of email verification, password reset and email binding (spec 01 section 7); the rules live in the application functions beside it. */

const human = (request: RestRequest) => ({ ip: request.ip, turnstile: request.query.get('turnstile') });

export const getVerification: RestHandler = async (request, app) => {
  await app.accounts.sendVerificationCode({ email: request.query.get('email') }, human(request));
  return null;
};

export const getResetPassword: RestHandler = async (request, app) => {
  await app.accounts.sendPasswordReset({ email: request.query.get('email') }, human(request));
  return null;
};

/** `data` is the new password (the console's confirm screen shows it). */
export const postUserReset: RestHandler = (request, app) => app.accounts.resetPassword(jsonObject(request));

export const getEmailBind: RestHandler = async (request, app) => {
  await app.accounts.bindEmail(request.actor, { email: request.query.get('email'), code: request.query.get('code') });
  return null;
};
