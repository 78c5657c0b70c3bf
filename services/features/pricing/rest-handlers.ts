import { RestReply, type RestHandler } from '../../platform/rest/route';

/* `/api` pricing, group and model-list calls (server-behaviour 1.3, 2.6, 12; spec 02 §7): shapes only, the rules live in pricing.ts. */

/** `data` is the model list; `group_ratio`, `usable_group` and the rest sit beside it, as the established gateway answers. */
export const getPricing: RestHandler = async (request, app) => {
  const { data, ...fields } = await app.pricing.pricing(request.actor);
  return new RestReply(data, { fields });
};

export const getMyGroups: RestHandler = (request, app) => app.pricing.myGroups(request.actor);

/** `?group=` narrows the list to one usable group (an unusable one lists nothing). */
export const getMyModels: RestHandler = (request, app) => app.pricing.myModels(request.actor, { group: request.query.get('group') ?? undefined });

export const getKnownModels: RestHandler = (request, app) => app.pricing.knownModels(request.actor);

export const getEnabledModels: RestHandler = (request, app) => app.pricing.enabledModels(request.actor);

export const getModelsByType: RestHandler = (request, app) => app.pricing.modelsByType(request.actor);
