import { AppError } from '../../../shared/errors';
import { jsonObject } from '../json-body';
import type { RestHandler } from '../route';

/* `/api/channel` calls that reach the upstream (spec 02 section 7, server-behaviour 3.8). */

/**
 * `GET /api/channel/test/:id?model=`: a passed test is `data: {success, message, time}`
 * (seconds); a failed one is the envelope's `success: false` with the
 * upstream's message, so the top-level `success` says how the test went, as
 * the established gateway's does. The times are stored on the channel either way.
 */
export const testChannel: RestHandler = async (request, app) => {
  const result = await app.channels.test(request.actor, { id: request.params.id, model: request.query.get('model') ?? undefined });
  if (!result.success) throw new AppError('invalid', result.message, { time: result.time });
  return result;
};

/** `GET /api/channel/fetch_models/:id`: the model ids the channel's upstream lists. */
export const fetchChannelModels: RestHandler = (request, app) => app.channels.fetchModels(request.actor, request.params.id);

/** `POST /api/channel/fetch_models` with `{base_url, type, key}`: the model ids that upstream lists. */
export const fetchModelsFor: RestHandler = (request, app) => app.channels.fetchModelsFor(request.actor, jsonObject(request));
