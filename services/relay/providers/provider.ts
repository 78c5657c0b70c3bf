/*
 * What a provider is (ARCHITECTURE decision 9): data plus pure functions.
 * The relay holds a channel (ChannelView) and a request on its way out
 * (OutgoingRequest); a Provider says where that request goes and with which
 * headers (`target`), and how its JSON body changes for this upstream
 * (`transformBody`). Nothing here does I/O, reads the clock or keeps state.
 *
 * The OpenAI-compatible types are rows of one table
 * (openai-compatible-table.ts), Azure has its own file (azure.ts), and
 * provider-for.ts says which provider serves a channel type.
 */

/** The OpenAI-format endpoints the relay forwards (server-behaviour 2.1), each with OpenAI's own path. */
export const OPENAI_PATHS = {
  chat: '/v1/chat/completions',
  completions: '/v1/completions',
  embeddings: '/v1/embeddings',
  responses: '/v1/responses',
  'responses-compact': '/v1/responses/compact',
  'images-generations': '/v1/images/generations',
  'images-edits': '/v1/images/edits',
  edits: '/v1/edits',
  'audio-speech': '/v1/audio/speech',
  'audio-transcriptions': '/v1/audio/transcriptions',
  'audio-translations': '/v1/audio/translations',
  moderations: '/v1/moderations',
  rerank: '/v1/rerank',
} as const;

export type RelayEndpoint = keyof typeof OPENAI_PATHS;

export const RELAY_ENDPOINTS = Object.keys(OPENAI_PATHS) as readonly RelayEndpoint[];

/** Where one upstream call goes: the full URL and the headers the provider needs (its key; never content-type, which the relay sets). */
export interface UpstreamTarget {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** What a provider reads of a channel. The relay's hot state builds it once per channel, not per request. */
export interface ChannelView {
  readonly type: number;
  /** The channel's `base_url`; '' means the type's default (schema/channels/channel-types.ts). */
  readonly baseUrl: string;
  /** The one key this request uses (a multi-key channel's pick). */
  readonly key: string;
  /** The channel's `other` field: Azure's api-version ('' = AZURE_DEFAULT_API_VERSION). Other types ignore it here. */
  readonly other: string;
  /** OpenAI (type 1) only: the channel's `openai_organization`, sent as `OpenAI-Organization` when not ''. */
  readonly organization?: string;
  /** Unix seconds the channel was created; Azure removes dots from deployment names of channels older than 2025-05-10. Absent = newer. */
  readonly createdTime?: number;
  /** Azure only: the channel settings' `azure_responses_version`, the api-version of its Responses API ('' or absent = the spec's default). */
  readonly azureResponsesVersion?: string;
}

/** The request on its way upstream. */
export interface OutgoingRequest {
  readonly endpoint: RelayEndpoint;
  /** The upstream model name, after the channel's model mapping (server-behaviour 3.4). */
  readonly model: string;
  readonly stream: boolean;
}

export interface TransformContext {
  readonly request: OutgoingRequest;
  /** The model the client asked for, before mapping: the keep-list below is checked against it too. */
  readonly requestedModel: string;
  /**
   * Models whose real name ends in what looks like a suffix the quirks read
   * (`-thinking`, `-high`, …), so the name is left as it is: the option
   * `global.thinking_model_blacklist` (default DEFAULT_MODELS_KEEPING_SUFFIX).
   */
  readonly modelsKeepingSuffix: ReadonlySet<string>;
  /**
   * The client's format when its request was converted to this one (absent:
   * an OpenAI-format client). A Claude client's `thinking` is sent only
   * where the upstream reads it (OpenRouter's Anthropic models).
   */
  readonly client?: 'claude' | 'gemini';
}

/** The established gateway's default for `global.thinking_model_blacklist`: real model ids that end in `-thinking`. */
export const DEFAULT_MODELS_KEEPING_SUFFIX: ReadonlySet<string> = new Set(['moonshotai/kimi-k2-thinking', 'kimi-k2-thinking']);

export type Body = Record<string, unknown>;

export interface Provider {
  /** The channel types this provider serves. */
  readonly types: readonly number[];
  readonly name: string;
  /** The upstream accepts `stream_options` (so a stream can be asked for its usage); else the field is removed. */
  readonly supportsStreamOptions: boolean;
  /** The URL and headers of a call. Throws ProviderConfigError when the channel cannot be called (no base URL). */
  target(channel: ChannelView, request: OutgoingRequest): UpstreamTarget;
  /**
   * Where the upstream lists its models (`GET`, for the channel form's
   * "fetch models"), with the same headers; absent when it has no such list
   * this gateway reads (Azure's lists base models, not deployments; Custom
   * is one URL).
   */
  readonly modelsTarget?: (channel: ChannelView) => UpstreamTarget;
  /**
   * The JSON body the upstream gets: `model` set to the upstream model, then
   * this type's quirks (quirks.ts). Never changes its input; returns a new
   * object whose nested values are shared with the input except where a
   * quirk changed them (those are shallow copies).
   */
  transformBody(body: Readonly<Body>, context: TransformContext): Body;
}

/** A channel whose configuration does not allow a call (e.g. no base URL): the relay skips the channel and says why. */
export class ProviderConfigError extends Error {
  override readonly name = 'ProviderConfigError';
}

/**
 * One upstream call of a JSON endpoint, in the right order: the body first,
 * because a quirk may change the model (`o3-high` → `o3` with
 * `reasoning_effort: high`), then the target, which may carry the model in
 * its URL (Azure's deployment, Custom's `{model}`).
 */
export function prepareUpstreamCall(
  provider: Provider,
  channel: ChannelView,
  body: Readonly<Body>,
  context: TransformContext,
): { target: UpstreamTarget; body: Body } {
  const upstreamBody = provider.transformBody(body, context);
  const model = typeof upstreamBody.model === 'string' ? upstreamBody.model : context.request.model;
  return { body: upstreamBody, target: provider.target(channel, { ...context.request, model }) };
}
