import { jsonObject } from '../../platform/rest/json-body';
import type { RestHandler, RestRequest } from '../../platform/rest/route';

/* `/api` redemption calls (spec 02 section 7, server-behaviour 5.1): each maps shapes, the rules live in app/redemptions. */

const listQuery = (request: RestRequest) => ({
  p: request.query.get('p') ?? undefined,
  page_size: request.query.get('page_size') ?? undefined,
  keyword: request.query.get('keyword') ?? undefined,
});

export const listRedemptions: RestHandler = (request, app) => app.redemptions.list(request.actor, { ...listQuery(request), keyword: undefined });

export const searchRedemptions: RestHandler = (request, app) => app.redemptions.list(request.actor, listQuery(request));

export const getRedemption: RestHandler = (request, app) => app.redemptions.get(request.actor, request.params.id);

/** Answers the new codes, as the established gateway does. */
export const createRedemptions: RestHandler = (request, app) => app.redemptions.create(request.actor, jsonObject(request));

/** `PUT /api/redemption/` edits; with `?status_only=true` it only enables or disables. */
export const updateRedemption: RestHandler = (request, app) => {
  const statusOnly = ['true', '1'].includes(request.query.get('status_only') ?? '');
  return statusOnly ? app.redemptions.setStatus(request.actor, jsonObject(request)) : app.redemptions.edit(request.actor, jsonObject(request));
};

export const deleteRedemption: RestHandler = async (request, app) => {
  await app.redemptions.delete(request.actor, request.params.id);
  return null;
};

/** Answers how many codes were deleted. */
export const deleteInvalidRedemptions: RestHandler = (request, app) => app.redemptions.deleteInvalid(request.actor);

/** `POST /api/user/topup {key}`: answers the quota added. */
export const redeem: RestHandler = (request, app) => app.redemptions.redeem(request.actor, jsonObject(request));
