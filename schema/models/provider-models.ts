import { CHANNEL_TYPES } from '../channels/channel-types';

/**
 * The models the gateway knows without asking anyone: for each provider type
 * (schema/channels/channel-types.ts), the models its adapter serves. The
 * established gateway lists its adapters' built-in model lists here
 * (`GET /api/models`, `GET /api/channel/models`); this is a curated list of
 * the providers' published model ids, defined once. Admins are not limited
 * to it: a channel may name any model, and the admin lists add every model
 * found in a channel.
 */

/** The name a model list says owns the model (`owned_by`), per the adapter that serves it. */
export interface ProviderModels {
  readonly owner: string;
  readonly models: readonly string[];
}

const OPENAI: ProviderModels = {
  owner: 'openai',
  models: [
    'gpt-3.5-turbo',
    'gpt-3.5-turbo-0125',
    'gpt-3.5-turbo-1106',
    'gpt-3.5-turbo-16k',
    'gpt-3.5-turbo-instruct',
    'gpt-4',
    'gpt-4-0613',
    'gpt-4-32k',
    'gpt-4-turbo',
    'gpt-4-turbo-2024-04-09',
    'gpt-4-turbo-preview',
    'chatgpt-4o-latest',
    'gpt-4o',
    'gpt-4o-2024-05-13',
    'gpt-4o-2024-08-06',
    'gpt-4o-2024-11-20',
    'gpt-4o-mini',
    'gpt-4o-mini-2024-07-18',
    'gpt-4o-audio-preview',
    'gpt-4o-realtime-preview',
    'gpt-4o-search-preview',
    'gpt-4.1',
    'gpt-4.1-2025-04-14',
    'gpt-4.1-mini',
    'gpt-4.1-mini-2025-04-14',
    'gpt-4.1-nano',
    'gpt-4.1-nano-2025-04-14',
    'o1',
    'o1-2024-12-17',
    'o1-mini',
    'o1-preview',
    'o1-pro',
    'o3',
    'o3-2025-04-16',
    'o3-mini',
    'o3-mini-2025-01-31',
    'o3-pro',
    'o4-mini',
    'o4-mini-2025-04-16',
    'gpt-5',
    'gpt-5-2025-08-07',
    'gpt-5-chat-latest',
    'gpt-5-mini',
    'gpt-5-nano',
    'gpt-5-codex',
    'gpt-5-pro',
    'text-embedding-ada-002',
    'text-embedding-3-small',
    'text-embedding-3-large',
    'text-moderation-latest',
    'omni-moderation-latest',
    'davinci-002',
    'babbage-002',
    'dall-e-2',
    'dall-e-3',
    'gpt-image-1',
    'whisper-1',
    'tts-1',
    'tts-1-hd',
  ],
};

const ANTHROPIC: ProviderModels = {
  owner: 'claude',
  models: [
    'claude-3-haiku-20240307',
    'claude-3-opus-20240229',
    'claude-3-sonnet-20240229',
    'claude-3-5-haiku-20241022',
    'claude-3-5-sonnet-20240620',
    'claude-3-5-sonnet-20241022',
    'claude-3-7-sonnet-20250219',
    'claude-3-7-sonnet-20250219-thinking',
    'claude-sonnet-4-20250514',
    'claude-sonnet-4-20250514-thinking',
    'claude-opus-4-20250514',
    'claude-opus-4-20250514-thinking',
    'claude-opus-4-1-20250805',
    'claude-opus-4-1-20250805-thinking',
    'claude-sonnet-4-5-20250929',
    'claude-sonnet-4-5-20250929-thinking',
    'claude-haiku-4-5-20251001',
  ],
};

const GEMINI: ProviderModels = {
  owner: 'google gemini',
  models: [
    'gemini-2.0-flash',
    'gemini-2.0-flash-001',
    'gemini-2.0-flash-lite',
    'gemini-2.0-flash-lite-001',
    'gemini-2.5-flash',
    'gemini-2.5-flash-lite',
    'gemini-2.5-pro',
    'gemini-2.5-flash-image',
    'gemini-flash-latest',
    'gemini-flash-lite-latest',
    'gemini-pro-latest',
    'gemma-3-1b-it',
    'gemma-3-4b-it',
    'gemma-3-12b-it',
    'gemma-3-27b-it',
    'gemini-embedding-001',
    'imagen-4.0-generate-001',
    'imagen-4.0-fast-generate-001',
    'imagen-4.0-ultra-generate-001',
    'aqa',
  ],
};

const OWN_LISTS: ReadonlyMap<number, ProviderModels> = new Map([
  [1, OPENAI],
  [14, ANTHROPIC],
  [24, GEMINI],
  [25, { owner: 'moonshot', models: ['moonshot-v1-8k', 'moonshot-v1-32k', 'moonshot-v1-128k', 'kimi-k2-0711-preview', 'kimi-latest'] }],
  [
    26,
    {
      owner: 'zhipu_4v',
      models: ['glm-4', 'glm-4v', 'glm-4-plus', 'glm-4-air', 'glm-4-airx', 'glm-4-flash', 'glm-4-long', 'glm-4.5', 'glm-4.5-air', 'embedding-3', 'cogview-3'],
    },
  ],
  [27, { owner: 'perplexity', models: ['sonar', 'sonar-pro', 'sonar-reasoning', 'sonar-reasoning-pro', 'sonar-deep-research'] }],
  [
    34,
    {
      owner: 'cohere',
      models: ['command-r', 'command-r-plus', 'command-r7b-12-2024', 'command-a-03-2025', 'rerank-v3.5', 'rerank-english-v3.0', 'rerank-multilingual-v3.0'],
    },
  ],
  [38, { owner: 'jina', models: ['jina-clip-v1', 'jina-reranker-v2-base-multilingual', 'jina-reranker-m0'] }],
  [
    42,
    {
      owner: 'mistral',
      models: ['mistral-small-latest', 'mistral-medium-latest', 'mistral-large-latest', 'codestral-latest', 'open-mistral-nemo', 'mistral-embed'],
    },
  ],
  [43, { owner: 'deepseek', models: ['deepseek-chat', 'deepseek-reasoner'] }],
  [48, { owner: 'xai', models: ['grok-2-1212', 'grok-2-vision-1212', 'grok-3', 'grok-3-mini', 'grok-4-0709'] }],
]);

/**
 * Types served by the OpenAI adapter with no list of their own (Azure,
 * Custom and the OpenAI-compatible resellers): they offer OpenAI's models.
 */
const OPENAI_COMPATIBLE_TYPES: ReadonlySet<number> = new Set([3, 5, 6, 7, 8, 9, 10, 12, 13, 20, 22]);

/** The models of one provider type; empty for a type whose adapter has no list (the admin names its models). */
export function providerModels(typeId: number): ProviderModels | null {
  return OWN_LISTS.get(typeId) ?? (OPENAI_COMPATIBLE_TYPES.has(typeId) ? OPENAI : null);
}

/** Every type id that has a model list, with that list: the `GET /api/models` map. */
export function modelsByChannelType(): ReadonlyArray<readonly [number, readonly string[]]> {
  return CHANNEL_TYPES.flatMap((type) => {
    const list = providerModels(type.id);
    return list === null ? [] : [[type.id, list.models] as const];
  });
}

/** Every catalogued model once, with the adapter that owns it (its first list wins). */
export function knownModelOwners(): ReadonlyMap<string, string> {
  const owners = new Map<string, string>();
  for (const list of [...OWN_LISTS.values()]) {
    for (const model of list.models) if (!owners.has(model)) owners.set(model, list.owner);
  }
  return owners;
}
