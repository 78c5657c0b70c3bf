import { jsonObject } from '../../platform/rest/json-body';
import type { RestHandler } from '../../platform/rest/route';

/* `/api/token` calls (spec 02 section 7): shapes only; the rules live in app/tokens. */

export const listTokens: RestHandler = (request, app) =>
  app.tokens.list(request.actor, { p: request.query.get('p') ?? undefined, size: request.query.get('size') ?? undefined });

export const searchTokens: RestHandler = (request, app) =>
  app.tokens.search(request.actor, { keyword: request.query.get('keyword') ?? undefined, token: request.query.get('token') ?? undefined });

export const getToken: RestHandler = (request, app) => app.tokens.get(request.actor, request.params.id);

export const createToken: RestHandler = async (request, app) => {
  await app.tokens.create(request.actor, jsonObject(request));
  return null;
};

export const updateToken: RestHandler = (request, app) => app.tokens.edit(request.actor, jsonObject(request), request.query.get('status_only') === 'true');

export const deleteToken: RestHandler = async (request, app) => {
  await app.tokens.remove(request.actor, request.params.id);
  return null;
};
