import { jsonObject } from '../json-body';
import type { RestHandler, RestRequest } from '../route';

/* `/api/channel` calls (spec 02 section 7): each maps shapes, the rules live in app/channels. */

const listQuery = (request: RestRequest) => ({
  p: request.query.get('p') ?? undefined,
  page_size: request.query.get('page_size') ?? undefined,
  id_sort: request.query.get('id_sort') ?? undefined,
  keyword: request.query.get('keyword') ?? undefined,
  group: request.query.get('group') ?? undefined,
  model: request.query.get('model') ?? undefined,
});

/** `{items, page, page_size, total}`, without keys. */
export const listChannels: RestHandler = (request, app) => app.channels.list(request.actor, listQuery(request));

export const searchChannels: RestHandler = (request, app) => app.channels.search(request.actor, listQuery(request));

/** One channel with its key (admins only, as the route says). */
export const getChannel: RestHandler = (request, app) => app.channels.get(request.actor, request.params.id);

/** The channel body, or `{mode: 'single'|'batch', channel}`; answers the new channels without keys. */
export const createChannels: RestHandler = (request, app) => app.channels.create(request.actor, jsonObject(request));

/** A full update with `id`, or a partial `{id, status}` / `{id, priority}` / `{id, weight}`. */
export const updateChannel: RestHandler = (request, app) => app.channels.update(request.actor, jsonObject(request));

export const deleteChannel: RestHandler = async (request, app) => {
  await app.channels.delete(request.actor, request.params.id);
  return null;
};

/** Answers how many channels were deleted. */
export const deleteDisabledChannels: RestHandler = (request, app) => app.channels.deleteDisabled(request.actor);

/** Answers how many channels had their abilities rebuilt. */
export const fixAbilities: RestHandler = (request, app) => app.channels.fixAbilities(request.actor);
