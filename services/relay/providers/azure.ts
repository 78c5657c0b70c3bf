import { baseUrlOf, isCloudflareAiGateway, joinPath } from './base-url';
import { OPENAI_PATHS, type ChannelView, type OutgoingRequest, type Provider } from './provider';
import { applyQuirks, type QuirkRules } from './quirks';

/*
 * Azure OpenAI (type 3; server-behaviour 3.6 and 14.2): OpenAI's bodies and
 * rules (stream_options accepted, OpenAI's reasoning-model rules), but its
 * own URLs and an `api-key` header instead of a Bearer key.
 *
 * - Most endpoints go to the model's deployment:
 *   `{base}/openai/deployments/{deployment}/{OpenAI's path without /v1/}?api-version={v}`,
 *   e.g. `…/openai/deployments/gpt-4o/chat/completions?api-version=2025-04-01-preview`.
 *   The deployment is the upstream model name; channels created before
 *   2025-05-10 have its dots removed (`gpt-3.5-turbo` → `gpt-35-turbo`),
 *   as the established gateway does for them, newer channels keep them.
 *   `v` is the channel's `other` field, else AZURE_DEFAULT_API_VERSION.
 * - The Responses API is not per deployment: `{base}/openai/v1/responses?api-version=preview`,
 *   or on a `cognitiveservices.azure.com` base `{base}/openai/responses?api-version={v}`;
 *   the channel's `azure_responses_version` setting replaces either
 *   version. Compaction is the same path plus `/compact`.
 * - A Cloudflare AI Gateway base already holds `/openai/deployments`.
 *
 * The established gateway lets the client's `?api-version=` query win over
 * the channel's; here the channel decides, as an admin set it.
 */

/** The api-version when a channel names none (the established gateway's AZURE_DEFAULT_API_VERSION default). */
export const AZURE_DEFAULT_API_VERSION = '2025-04-01-preview';

/** The Responses API's api-version on an `openai.azure.com` base. */
export const AZURE_RESPONSES_API_VERSION = 'preview';

/** 2025-05-10T00:00:00Z: channels created before it have the dots of their deployment names removed. */
export const AZURE_KEEPS_DOTS_SINCE = 1_746_835_200;

const AZURE_RULES: QuirkRules = { streamOptions: true, reasoningModels: true, vendor: null };

/** The deployment a model is served by on this channel. */
export function azureDeployment(channel: ChannelView, model: string): string {
  const created = channel.createdTime ?? AZURE_KEEPS_DOTS_SINCE;
  return created < AZURE_KEEPS_DOTS_SINCE ? model.replaceAll('.', '') : model;
}

/** The URL of one call to an Azure channel. */
export function azureUrl(channel: ChannelView, request: OutgoingRequest): string {
  const base = baseUrlOf(channel);
  const apiVersion = channel.other.trim() !== '' ? channel.other.trim() : AZURE_DEFAULT_API_VERSION;
  const query = (version: string) => `?api-version=${encodeURIComponent(version)}`;

  switch (request.endpoint) {
    case 'responses':
    case 'responses-compact': {
      const cognitiveServices = base.includes('cognitiveservices.azure.com');
      const path = cognitiveServices ? '/openai/responses' : '/openai/v1/responses';
      const ownVersion = channel.azureResponsesVersion?.trim() ?? '';
      const version = ownVersion !== '' ? ownVersion : cognitiveServices ? apiVersion : AZURE_RESPONSES_API_VERSION;
      return joinPath(base, `${path}${request.endpoint === 'responses-compact' ? '/compact' : ''}${query(version)}`);
    }
    case 'chat':
    case 'completions':
    case 'embeddings':
    case 'images-generations':
    case 'images-edits':
    case 'edits':
    case 'audio-speech':
    case 'audio-transcriptions':
    case 'audio-translations':
    case 'moderations':
    case 'rerank': {
      const task = OPENAI_PATHS[request.endpoint].replace(/^\/v1\//, '');
      const deploymentPath = `/${azureDeployment(channel, request.model)}/${task}${query(apiVersion)}`;
      if (isCloudflareAiGateway(base)) return base + deploymentPath;
      return joinPath(base, `/openai/deployments${deploymentPath}`);
    }
  }
}

export const AZURE: Provider = {
  types: [3],
  name: 'Azure',
  supportsStreamOptions: true,
  target: (channel, request) => ({ url: azureUrl(channel, request), headers: { 'api-key': channel.key } }),
  transformBody: (body, context) => applyQuirks(body, AZURE_RULES, context),
};
