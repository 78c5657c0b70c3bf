import { jsonObject } from '../../platform/rest/json-body';
import { RestReply, type RestHandler } from '../../platform/rest/route';
import { channelWire, keyManageInputOf, keyPageWire } from './rest-wire';

/* `/api/channel` calls on many channels or keys at once (spec 02 section 7): tags, batch delete, copy, the keys of a multi-key channel. The legacy names in and out; the rules live in the application functions. */

/** `{ids, tag}`; answers how many channels were tagged. */
export const setChannelsTag: RestHandler = (request, app) => {
  const body = jsonObject(request);
  return app.channels.setTag(request.actor, { ids: body.ids, tag: body.tag });
};

/** `{tag, new_tag, model_mapping, groups, models, priority, weight}`; answers how many channels changed. */
export const editTag: RestHandler = (request, app) => {
  const body = jsonObject(request);
  return app.channels.editTag(request.actor, {
    tag: body.tag,
    newTag: body.new_tag,
    modelMapping: body.model_mapping,
    groups: body.groups,
    models: body.models,
    priority: body.priority,
    weight: body.weight,
  });
};

/** `{tag}`; answers how many channels were enabled. */
export const enableTag: RestHandler = (request, app) => app.channels.setTagStatus(request.actor, { tag: jsonObject(request).tag }, 1);

/** `{tag}`; answers how many channels were disabled. */
export const disableTag: RestHandler = (request, app) => app.channels.setTagStatus(request.actor, { tag: jsonObject(request).tag }, 2);

/** `{ids}`; answers how many channels were deleted. */
export const deleteChannels: RestHandler = (request, app) => app.channels.deleteMany(request.actor, { ids: jsonObject(request).ids });

/** `?suffix=&reset_balance=`; answers the copy (its `id` first among its fields), without the key. */
export const copyChannel: RestHandler = async (request, app) =>
  channelWire(
    await app.channels.copy(request.actor, {
      id: request.params.id,
      suffix: request.query.get('suffix') ?? undefined,
      resetBalance: request.query.get('reset_balance') ?? undefined,
    }),
  );

/**
 * `{channel_id, action, key_index?, page?, page_size?, status?}`: `get_key_status`
 * answers the page of keys as data; a change answers its message, with the
 * count as data for the actions on many keys.
 */
export const manageChannelKeys: RestHandler = async (request, app) => {
  const result = await app.channels.manageKeys(request.actor, keyManageInputOf(jsonObject(request)));
  switch (result.kind) {
    case 'page':
      return keyPageWire(result.page);
    case 'changed':
      return new RestReply(result.count, { message: result.message });
  }
};
