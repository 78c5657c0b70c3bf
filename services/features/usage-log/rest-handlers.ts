import type { App } from '../../platform/app';
import { AppError } from '../../platform/errors';
import { legacyPageQuery } from '../../platform/rest/legacy-page';
import type { RestHandler, RestRequest } from '../../platform/rest/route';
import { ADMIN_LIST_PAGES } from '../../platform/paging';
import type { LogFilterInput } from './log-filter';
import type { LogWhose } from './usage-log-app';
import type { LogView } from './log-view';

/* `/api/log` calls (spec 02 section 7, server-behaviour 9): the legacy names in and out; the rules live in the application functions. */

/** The filters of a log query string. */
function filterOf(query: URLSearchParams): LogFilterInput {
  const get = (name: string) => query.get(name) ?? undefined;
  return {
    type: get('type'),
    startTimestamp: get('start_timestamp'),
    endTimestamp: get('end_timestamp'),
    username: get('username'),
    tokenName: get('token_name'),
    modelName: get('model_name'),
    channel: get('channel'),
    group: get('group'),
    requestId: get('request_id'),
  };
}

/**
 * A row as the established clients read it. `id` is the row's place in the
 * list (offset + 1, + 2, …), as the established gateway answers a user's own
 * list; `event_id` is the row's stable identity.
 */
const logWire = (log: LogView, id: number) => ({
  id,
  event_id: log.eventId,
  created_at: Math.floor(log.createdAt.getTime() / 1000),
  type: log.type,
  user_id: log.userId,
  username: log.username,
  token_id: log.tokenId ?? 0,
  token_name: log.tokenName,
  channel: log.channelId ?? 0,
  channel_name: log.channelName,
  model_name: log.modelName,
  group: log.group,
  quota: log.quota,
  prompt_tokens: log.promptTokens,
  completion_tokens: log.completionTokens,
  use_time: Math.floor(log.useTimeMs / 1000),
  is_stream: log.isStream,
  request_id: log.requestId ?? '',
  content: log.content,
  ip: '',
  other: log.other,
});

const list =
  (whose: LogWhose): RestHandler =>
  async (request: RestRequest, app: App) => {
    const window = legacyPageQuery(request.query, ADMIN_LIST_PAGES);
    const page = await app.usageLog.list(request.actor, whose, { ...filterOf(request.query), ...window });
    const offset = (page.page - 1) * page.pageSize;
    return { items: page.items.map((log, i) => logWire(log, offset + i + 1)), page: page.page, page_size: page.pageSize, total: page.total };
  };

const stat =
  (whose: LogWhose): RestHandler =>
  (request, app) =>
    app.usageLog.stat(request.actor, whose, filterOf(request.query));

export const listAllLogs = list('all');
export const listOwnLogs = list('self');
export const allLogsStat = stat('all');
export const ownLogsStat = stat('self');

/** `DELETE /api/log/?target_timestamp=`: answers how many rows left the read model. */
export const clearLogs: RestHandler = (request, app) =>
  app.usageLog.clear(request.actor, { targetTimestamp: request.query.get('target_timestamp') ?? undefined });

/** The search calls the established gateway retired: they answer as it does. */
export const retiredSearch: RestHandler = () => {
  throw new AppError('invalid', '该接口已废弃');
};

/** `GET /api/log/explain?request_id=`: how a consumption row's charge was made (a Tollgate extension). */
export const explainChargeRest: RestHandler = (request, app) =>
  app.usageLog.explainCharge(request.actor, request.query.get('request_id') ?? undefined, request.query.get('lang') ?? undefined);

/** `GET /api/log/token`: the key's own rows, not paged, numbered from 1 (the key in Authorization is the credential). */
export const keyLogs: RestHandler = async (request, app) => (await app.usageLog.forKey(request.authorization)).map((log, i) => logWire(log, i + 1));
