import type { OptionEntry } from './options-app';
import type { RestHandler } from '../../platform/rest/route';

/*
 * `/api/option/` and the public content getters. Handlers only map shapes;
 * who may change which option is decided in services/features/options/options-app.ts.
 */

/** The legacy `{key, value}` pair, plus what the console needs to show secrets and read-only keys. */
const legacyOption = (entry: OptionEntry) => ({
  key: entry.key,
  value: entry.value,
  type: entry.type,
  secret: entry.secret,
  set: entry.set,
  writable: entry.writable,
});

/** `{key, value}` from the body; anything else is left for the application layer to refuse. */
function keyAndValue(body: unknown): { key: unknown; value: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { key: undefined, value: undefined };
  const { key, value } = body as { key?: unknown; value?: unknown };
  return { key, value };
}

export const listOptions: RestHandler = async (request, app) => (await app.options.list(request.actor)).map(legacyOption);

export const updateOption: RestHandler = async (request, app) => legacyOption(await app.options.update(request.actor, keyAndValue(request.body)));

export const resetModelRatio: RestHandler = async (request, app) => legacyOption(await app.options.resetModelRatio(request.actor));

export const getNotice: RestHandler = async (request, app) => app.options.notice(request.actor);

export const getAbout: RestHandler = async (request, app) => app.options.about(request.actor);

export const getHomePageContent: RestHandler = async (request, app) => app.options.homePageContent(request.actor);
