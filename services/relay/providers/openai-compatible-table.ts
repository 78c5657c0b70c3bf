import { channelType } from '../../../schema/channels/channel-types';
import { baseUrlOf, isCloudflareAiGateway, joinPath } from './base-url';
import { OPENAI_PATHS, ProviderConfigError, type ChannelView, type OutgoingRequest, type Provider, type RelayEndpoint, type UpstreamTarget } from './provider';
import { applyQuirks, type VendorQuirk } from './quirks';

/*
 * The channel types whose upstream speaks the OpenAI API, one row each
 * (ARCHITECTURE decision 9: an OpenAI-compatible upstream is a row, not
 * code). A request goes to `base + OpenAI's path` (server-behaviour 3.6:
 * `https://openrouter.ai/api` + `/v1/chat/completions`; the default bases
 * already hold a vendor's prefix), with `Authorization: Bearer <key>`.
 * base-url.ts says how the base is found and joined.
 *
 * Which types are here: those the established gateway serves with its
 * OpenAI adapter (server-behaviour 14.1/14.2: OpenAI, the resellers
 * OpenAIMax, OhMyGPT, AILS, AIProxy, API2GPT and AIGC2D, 360, OpenRouter,
 * FastGPT, LingYiWanWu, Xinference and Custom), and those
 * with an adapter of their own that still forward OpenAI bodies to OpenAI's
 * paths (Ollama, Moonshot, SiliconFlow, Mistral, DeepSeek, xAI, Submodel).
 * Azure has its own URL scheme (azure.ts). Every other catalogue type is
 * listed, with why, in provider-for.ts.
 *
 * The flags, per the established gateway (`relay/common/relay_info.go`
 * streamSupportedChannels, `relay/channel/openai/adaptor.go`):
 * - streamOptions: the upstream accepts `stream_options`; elsewhere it is
 *   removed (server-behaviour 14.2);
 * - reasoningModels: the upstream serves OpenAI's models, so OpenAI's
 *   reasoning-model rules apply (the types the established gateway runs
 *   through its OpenAI adapter);
 * - vendor: a vendor's own body rules (quirks.ts).
 *
 * OpenRouter gets no attribution headers: the established gateway sends
 * `HTTP-Referer: https://www.newapi.ai` and `X-Title: New API`, which
 * would credit another product; they are optional (OpenRouter's app
 * attribution) and an admin may add them with the channel's header override.
 *
 * Ollama is called on its OpenAI-compatible API (`/v1/...`, which its
 * documentation lists with `stream_options.include_usage`), not on the
 * native `/api/chat` the established gateway converts to.
 */

export interface OpenAiCompatibleRow {
  readonly type: number;
  /** How the URL is built: `api-root` = base + OpenAI's path; `template` = the base URL itself, `{model}` replaced (Custom). */
  readonly url: 'api-root' | 'template';
  /** How the key is sent. Every upstream of this table takes `Authorization: Bearer <key>`. */
  readonly auth: 'bearer';
  readonly streamOptions: boolean;
  readonly reasoningModels: boolean;
  readonly vendor: VendorQuirk | null;
  /** OpenAI itself: `OpenAI-Organization` from the channel, and a Cloudflare AI Gateway base drops `/v1` from paths (server-behaviour 3.6). */
  readonly openAiOwn?: boolean;
  /** Paths that differ from OpenAI's on this upstream. */
  readonly paths?: Readonly<Partial<Record<RelayEndpoint, string>>>;
}

/**
 * A row the established gateway serves with its OpenAI adapter and nothing
 * of its own ("OpenAI-compatible generic", server-behaviour 14.2): no
 * stream_options, OpenAI's reasoning-model rules.
 */
const generic = (type: number): OpenAiCompatibleRow => ({ type, url: 'api-root', auth: 'bearer', streamOptions: false, reasoningModels: true, vendor: null });

export const OPENAI_COMPATIBLE_ROWS: readonly OpenAiCompatibleRow[] = [
  { type: 1, url: 'api-root', auth: 'bearer', streamOptions: true, reasoningModels: true, vendor: null, openAiOwn: true }, // OpenAI
  { type: 4, url: 'api-root', auth: 'bearer', streamOptions: true, reasoningModels: false, vendor: null }, // Ollama
  generic(6), // OpenAIMax
  generic(7), // OhMyGPT
  { type: 8, url: 'template', auth: 'bearer', streamOptions: false, reasoningModels: true, vendor: null }, // Custom
  generic(9), // AILS
  generic(10), // AIProxy
  generic(12), // API2GPT
  generic(13), // AIGC2D
  generic(19), // 360
  { type: 20, url: 'api-root', auth: 'bearer', streamOptions: false, reasoningModels: true, vendor: 'openrouter' }, // OpenRouter
  generic(22), // FastGPT
  { type: 25, url: 'api-root', auth: 'bearer', streamOptions: false, reasoningModels: false, vendor: null }, // Moonshot
  generic(31), // LingYiWanWu
  { type: 40, url: 'api-root', auth: 'bearer', streamOptions: false, reasoningModels: false, vendor: null }, // SiliconFlow (rerank at /v1/rerank too)
  { type: 42, url: 'api-root', auth: 'bearer', streamOptions: false, reasoningModels: false, vendor: null }, // Mistral
  // DeepSeek: FIM completions are a beta API at /beta/completions (DeepSeek's API reference; the established gateway calls the same).
  { type: 43, url: 'api-root', auth: 'bearer', streamOptions: true, reasoningModels: false, vendor: null, paths: { completions: '/beta/completions' } },
  generic(47), // Xinference (self-hosted: no default base URL)
  { type: 48, url: 'api-root', auth: 'bearer', streamOptions: true, reasoningModels: false, vendor: null }, // xAI
  { type: 53, url: 'api-root', auth: 'bearer', streamOptions: true, reasoningModels: false, vendor: null }, // Submodel
];

/** The URL of one call on a row's upstream. */
export function rowUrl(row: OpenAiCompatibleRow, channel: ChannelView, request: OutgoingRequest): string {
  switch (row.url) {
    case 'template': {
      // Used verbatim (server-behaviour 3.6): every endpoint goes to this one URL.
      const template = channel.baseUrl.trim();
      if (template === '') throw new ProviderConfigError('the channel has no base URL');
      return template.replaceAll('{model}', request.model);
    }
    case 'api-root': {
      const base = baseUrlOf(channel);
      const path = row.paths?.[request.endpoint] ?? OPENAI_PATHS[request.endpoint];
      if (row.openAiOwn && isCloudflareAiGateway(base)) return base + path.replace(/^\/v1(?=\/)/, '');
      return joinPath(base, path);
    }
  }
}

/** The headers of one call on a row's upstream. */
export function rowHeaders(row: OpenAiCompatibleRow, channel: ChannelView): Record<string, string> {
  const headers: Record<string, string> = {};
  switch (row.auth) {
    case 'bearer':
      headers.authorization = `Bearer ${channel.key}`;
      break;
  }
  const organization = channel.organization?.trim() ?? '';
  if (row.openAiOwn && organization !== '') headers['openai-organization'] = organization;
  return headers;
}

/** OpenAI's model list under a row's base (`GET /v1/models`), joined as its other paths are. */
export function rowModelsUrl(row: OpenAiCompatibleRow, channel: ChannelView): string {
  const base = baseUrlOf(channel);
  if (row.openAiOwn && isCloudflareAiGateway(base)) return `${base}/models`;
  return joinPath(base, '/v1/models');
}

/** The Provider a row describes. */
export function providerOfRow(row: OpenAiCompatibleRow): Provider {
  const rules = { streamOptions: row.streamOptions, reasoningModels: row.reasoningModels, vendor: row.vendor };
  return {
    types: [row.type],
    name: channelType(row.type)?.name ?? `type ${row.type}`,
    supportsStreamOptions: row.streamOptions,
    target: (channel, request): UpstreamTarget => ({ url: rowUrl(row, channel, request), headers: rowHeaders(row, channel) }),
    transformBody: (body, context) => applyQuirks(body, rules, context),
    ...(row.url === 'api-root' && {
      modelsTarget: (channel: ChannelView): UpstreamTarget => ({ url: rowModelsUrl(row, channel), headers: rowHeaders(row, channel) }),
    }),
  };
}
