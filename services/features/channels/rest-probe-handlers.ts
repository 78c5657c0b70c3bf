import { jsonObject } from '../../platform/rest/json-body';
import { RestReply, type RestHandler } from '../../platform/rest/route';

/* `/api/channel` calls that reach the upstream (spec 02 section 7, server-behaviour 3.8, 3.9). */

/**
 * `GET /api/channel/test/:id?model=`: `{success, message, time, data:
 * {success, message, time}}` (seconds), `time` at the top level as the
 * established gateway answers it and in `data` as every envelope has it. A
 * failed test is the envelope's `success: false` with the upstream's message,
 * so the top-level `success` says how the test went. The times are stored
 * on the channel either way.
 */
export const testChannel: RestHandler = async (request, app) => {
  const result = await app.channels.test(request.actor, { id: request.params.id, model: request.query.get('model') ?? undefined });
  return new RestReply(result, { success: result.success, message: result.message, fields: { time: result.time } });
};

/** `GET /api/channel/test`: starts testing every channel an admin has not disabled and answers at once with `{run_id, total}`. */
export const testAllChannels: RestHandler = async (request, app) => {
  const run = await app.channels.testAll(request.actor);
  return { run_id: run.runId, total: run.total };
};

/** `GET /api/channel/fetch_models/:id`: the model ids the channel's upstream lists. */
export const fetchChannelModels: RestHandler = (request, app) => app.channels.fetchModels(request.actor, request.params.id);

/** `POST /api/channel/fetch_models` with `{base_url, type, key}`: the model ids that upstream lists. */
export const fetchModelsFor: RestHandler = (request, app) => {
  const body = jsonObject(request);
  return app.channels.fetchModelsFor(request.actor, { baseUrl: body.base_url, type: body.type, key: body.key });
};

/** `GET /api/channel/update_balance/:id`: `{balance, balance_updated_time}` in `data`, and `balance` at the top level as the established gateway answers it. */
export const updateChannelBalance: RestHandler = async (request, app) => {
  const balance = await app.channels.updateBalance(request.actor, request.params.id);
  return new RestReply({ balance: balance.balance, balance_updated_time: balance.balanceUpdatedTime }, { fields: { balance: balance.balance } });
};

/** `GET /api/channel/update_balance`: every enabled channel's balance; `{updated, skipped, failed, disabled}`. */
export const updateAllChannelBalances: RestHandler = (request, app) => app.channels.updateBalances(request.actor);
