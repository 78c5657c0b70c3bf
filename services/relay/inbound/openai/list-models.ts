import type { AbilityIndex } from '../../pipeline/select-channel';
import type { RelayTokenRecord } from '../../../features/tokens';

/*
 * `GET /v1/models`, `/v1/models/:model` and `/v1beta/openai/models`
 * (server-behaviour 2.6): the models a key may use, in OpenAI's list shape,
 * or Anthropic's when the request is an Anthropic client's: it sends
 * `anthropic-version`. (The established gateway also wants `x-api-key`,
 * 2.1; the official Anthropic client sends its key as a bearer token, so
 * that would answer it in OpenAI's shape.) `/v1beta/models`, and a list
 * asked with Google's key (`x-goog-api-key` or `?key=`), get Gemini's.
 * A model is listed when an enabled channel serves it in the key's group (for
 * `auto`, in any of the groups it may use) and, when the token limits its
 * models, when the limit names it. Pure.
 */

export interface OpenAiModel {
  readonly id: string;
  readonly object: 'model';
  readonly created: number;
  readonly owned_by: string;
}

export function modelsForToken(index: AbilityIndex, groups: readonly string[], token: Pick<RelayTokenRecord, 'modelLimitsEnabled' | 'modelLimits'>): string[] {
  const names = new Set<string>();
  for (const group of groups) for (const model of index.get(group)?.keys() ?? []) names.add(model);
  let listed = [...names];
  if (token.modelLimitsEnabled) {
    const allowed = new Set(token.modelLimits.split(',').map((name) => name.trim()));
    listed = listed.filter((name) => allowed.has(name));
  }
  return listed.sort();
}

/** OpenAI's model object; `created` is fixed, as upstream lists differ and no client reads it for meaning. */
export const openAiModel = (id: string): OpenAiModel => ({ id, object: 'model', created: 1_626_777_600, owned_by: 'custom' });

/** The fixed creation time of every listed model, as Anthropic writes it. */
const CREATED_AT = new Date(1_626_777_600 * 1000).toISOString();

/** Anthropic's model object. */
export const anthropicModel = (id: string) => ({ type: 'model', id, display_name: id, created_at: CREATED_AT }) as const;

/** Anthropic's model list: one page holding every model. */
export const anthropicModelList = (ids: readonly string[]) => ({
  data: ids.map(anthropicModel),
  has_more: false,
  first_id: ids[0] ?? null,
  last_id: ids.at(-1) ?? null,
});

/** Gemini's model object: the name as a resource (`models/<id>`), and the methods the relay serves for it (told apart by name, as the channels list no kinds). */
export const geminiModel = (id: string) => ({
  name: `models/${id}`,
  displayName: id,
  supportedGenerationMethods: /embed/i.test(id) ? ['embedContent', 'batchEmbedContents'] : ['generateContent', 'streamGenerateContent', 'countTokens'],
});
