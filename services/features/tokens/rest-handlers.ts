import { jsonObject } from '../../platform/rest/json-body';
import { legacyPageQuery } from '../../platform/rest/legacy-page';
import type { RestHandler } from '../../platform/rest/route';
import type { TokenPage } from './tokens-app';
import { TOKEN_PAGES, type TokenInput, type TokenView } from './tokens';

/* `/api/token` calls (spec 02 section 7): the legacy names in and out; the rules live in the application functions. */

/** A token as `/api` answers it (spec 02 section 3). */
const tokenWire = (token: TokenView) => ({
  id: token.id,
  name: token.name,
  key: token.key,
  status: token.status,
  remain_quota: token.remainQuota,
  used_quota: token.usedQuota,
  unlimited_quota: token.unlimitedQuota,
  expired_time: token.expiredTime,
  model_limits_enabled: token.modelLimitsEnabled,
  model_limits: token.modelLimits,
  allow_ips: token.allowIps,
  group: token.group,
  created_time: token.createdTime,
  accessed_time: token.accessedTime,
});

/** The token list's page, in the established order `{items, total, page, page_size}`. */
const tokenPageWire = (page: TokenPage) => ({ items: page.items.map(tokenWire), total: page.total, page: page.page, page_size: page.pageSize });

/** The token form as the console sends it. */
const tokenInputOf = (body: Record<string, unknown>): TokenInput & { status?: unknown } => ({
  id: body.id,
  name: body.name,
  remainQuota: body.remain_quota,
  unlimitedQuota: body.unlimited_quota,
  expiredTime: body.expired_time,
  modelLimitsEnabled: body.model_limits_enabled,
  modelLimits: body.model_limits,
  allowIps: body.allow_ips,
  group: body.group,
  count: body.count,
  status: body.status,
});

/** `?p=&size=`: `p` from 0 or 1 (both the first page). */
export const listTokens: RestHandler = async (request, app) =>
  tokenPageWire(await app.tokens.list(request.actor, legacyPageQuery(request.query, TOKEN_PAGES, 'size')));

export const searchTokens: RestHandler = async (request, app) =>
  tokenPageWire(await app.tokens.search(request.actor, { keyword: request.query.get('keyword') ?? undefined, key: request.query.get('token') ?? undefined }));

export const getToken: RestHandler = async (request, app) => tokenWire(await app.tokens.get(request.actor, request.params.id));

export const createToken: RestHandler = async (request, app) => {
  await app.tokens.create(request.actor, tokenInputOf(jsonObject(request)));
  return null;
};

export const updateToken: RestHandler = async (request, app) =>
  tokenWire(await app.tokens.edit(request.actor, tokenInputOf(jsonObject(request)), request.query.get('status_only') === 'true'));

export const deleteToken: RestHandler = async (request, app) => {
  await app.tokens.remove(request.actor, request.params.id);
  return null;
};
