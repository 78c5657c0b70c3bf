import { jsonObject } from '../../platform/rest/json-body';
import type { RestHandler, RestRequest } from '../../platform/rest/route';

/* `/api/channel` calls (spec 02 section 7): each maps shapes, the rules live in app/channels. */

const listQuery = (request: RestRequest) => ({
  p: request.query.get('p') ?? undefined,
  page_size: request.query.get('page_size') ?? undefined,
  id_sort: request.query.get('id_sort') ?? undefined,
  keyword: request.query.get('keyword') ?? undefined,
  group: request.query.get('group') ?? undefined,
  model: request.query.get('model') ?? undefined,
});

/** `tag_mode=true` asks for the rows of tag mode instead of plain channels. */
const tagMode = (request: RestRequest): boolean => request.query.get('tag_mode') === 'true';

/** `{items, page, page_size, total}`, without keys; with `tag_mode=true`, items are tag rows (with `children`) and untagged channels. */
export const listChannels: RestHandler = (request, app) =>
  tagMode(request)
    ? app.channels.listTagMode(request.actor, { ...listQuery(request), keyword: undefined, group: undefined, model: undefined })
    : app.channels.list(request.actor, listQuery(request));

export const searchChannels: RestHandler = (request, app) =>
  tagMode(request) ? app.channels.listTagMode(request.actor, listQuery(request)) : app.channels.search(request.actor, listQuery(request));

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
