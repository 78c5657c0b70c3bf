import { jsonObject } from '../../platform/rest/json-body';
import type { RestHandler, RestRequest } from '../../platform/rest/route';
import type { App } from '../../platform/app';
import { channelCreateOf, channelListQuery, channelPageWire, channelUpdateOf, channelWire, isStateChange, tagPageWire } from './rest-wire';

/* `/api/channel` calls (spec 02 section 7): the legacy names in and out; the rules live in the application functions. */

/** `tag_mode=true` asks for the rows of tag mode instead of plain channels. */
const tagMode = (request: RestRequest): boolean => request.query.get('tag_mode') === 'true';

const listPage = async (request: RestRequest, app: App, search: boolean) => {
  const query = channelListQuery(request.query, search);
  if (tagMode(request)) return tagPageWire(await app.channels.listTagMode(request.actor, query));
  return channelPageWire(await (search ? app.channels.search(request.actor, query) : app.channels.list(request.actor, query)));
};

/** `{items, page, page_size, total}`, without keys; with `tag_mode=true`, items are tag rows (with `children`) and untagged channels. */
export const listChannels: RestHandler = (request, app) => listPage(request, app, false);

export const searchChannels: RestHandler = (request, app) => listPage(request, app, true);

/** One channel with its key (admins only, as the route says). */
export const getChannel: RestHandler = async (request, app) => channelWire(await app.channels.get(request.actor, request.params.id));

/** The channel body, or `{mode: 'single'|'batch'|'multi_to_single', channel}`; answers the new channels without keys. */
export const createChannels: RestHandler = async (request, app) =>
  (await app.channels.create(request.actor, channelCreateOf(jsonObject(request)))).map(channelWire);

/** A partial `{id, status}` / `{id, priority}` / `{id, weight}` (any of the three), or any other body a full update with `id`. */
export const updateChannel: RestHandler = async (request, app) => {
  const body = jsonObject(request);
  return channelWire(
    await (isStateChange(body)
      ? app.channels.setState(request.actor, { id: body.id, status: body.status, priority: body.priority, weight: body.weight })
      : app.channels.update(request.actor, channelUpdateOf(body))),
  );
};

export const deleteChannel: RestHandler = async (request, app) => {
  await app.channels.delete(request.actor, request.params.id);
  return null;
};

/** Answers how many channels were deleted. */
export const deleteDisabledChannels: RestHandler = (request, app) => app.channels.deleteDisabled(request.actor);

/** Answers how many channels had their abilities rebuilt. */
export const fixAbilities: RestHandler = (request, app) => app.channels.fixAbilities(request.actor);
