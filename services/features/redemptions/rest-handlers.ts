import { jsonObject } from '../../platform/rest/json-body';
import { legacyPage, legacyPageQuery } from '../../platform/rest/legacy-page';
import type { RestHandler, RestRequest } from '../../platform/rest/route';
import type { App } from '../../platform/app';
import { ADMIN_LIST_PAGES } from '../../platform/paging';
import type { RedemptionView } from './view';

/* `/api` redemption calls (spec 02 section 7, server-behaviour 5.1): the legacy names in and out; the rules live in the application functions. */

/** A code as `/api` answers it (spec 02 section 3, the established gateway's field names). */
const redemptionWire = (code: RedemptionView) => ({
  id: code.id,
  user_id: code.creatorId,
  name: code.name,
  key: code.key,
  status: code.status,
  quota: code.quota,
  created_time: code.createdTime,
  redeemed_time: code.redeemedTime,
  used_user_id: code.usedUserId,
  expired_time: code.expiredTime,
});

/** `?p=&page_size=` (p from 1). */
const listPage = async (request: RestRequest, app: App, keyword: string | undefined) =>
  legacyPage(await app.redemptions.list(request.actor, { ...legacyPageQuery(request.query, ADMIN_LIST_PAGES), keyword }), redemptionWire);

export const listRedemptions: RestHandler = (request, app) => listPage(request, app, undefined);

export const searchRedemptions: RestHandler = (request, app) => listPage(request, app, request.query.get('keyword') ?? undefined);

export const getRedemption: RestHandler = async (request, app) => redemptionWire(await app.redemptions.get(request.actor, request.params.id));

/** `{name, quota, count, expired_time}`; answers the new codes, as the established gateway does. */
export const createRedemptions: RestHandler = (request, app) => {
  const body = jsonObject(request);
  return app.redemptions.create(request.actor, { name: body.name, quota: body.quota, count: body.count, expiredTime: body.expired_time });
};

/** `PUT /api/redemption/` edits `{id, name, quota, expired_time}`; with `?status_only=true` it only enables or disables (`{id, status}`). */
export const updateRedemption: RestHandler = async (request, app) => {
  const statusOnly = ['true', '1'].includes(request.query.get('status_only') ?? '');
  const body = jsonObject(request);
  return redemptionWire(
    statusOnly
      ? await app.redemptions.setStatus(request.actor, { id: body.id, status: body.status })
      : await app.redemptions.edit(request.actor, { id: body.id, name: body.name, quota: body.quota, expiredTime: body.expired_time }),
  );
};

export const deleteRedemption: RestHandler = async (request, app) => {
  await app.redemptions.delete(request.actor, request.params.id);
  return null;
};

/** Answers how many codes were deleted. */
export const deleteInvalidRedemptions: RestHandler = (request, app) => app.redemptions.deleteInvalid(request.actor);

/** `POST /api/user/topup {key}`: answers the quota added. */
export const redeem: RestHandler = (request, app) => app.redemptions.redeem(request.actor, jsonObject(request));
