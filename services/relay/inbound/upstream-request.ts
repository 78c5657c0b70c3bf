import { pickKey } from '../../features/channels';
import type { RelayChannel } from '../hot-state/channel-table';
import { mapModel, modelMappingError } from '../pipeline/model-mapping';
import type { RelayError } from '../pipeline/relay-error';
import { DEFAULT_MODELS_KEEPING_SUFFIX, prepareUpstreamCall, type RelayEndpoint } from '../providers/provider';
import { fieldText, withFieldValue } from '../pipeline/multipart';
import type { RequestBody } from './request-body';

/*
 * The request one attempt sends to one channel (server-behaviour 3.4, 3.6):
 * one of its keys, the model through its mapping, the provider's URL,
 * headers and body quirks, then the channel's param and header overrides on
 * top. Pure but for the random key pick, which comes in as an argument.
 */

export interface UpstreamRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string | Uint8Array;
  /** The key used, to redact it from what the upstream says, and its index among the channel's keys. */
  readonly key: string;
  readonly keyIndex: number;
  /** The model name sent upstream (after mapping and quirks). */
  readonly upstreamModel: string;
  readonly modelMapped: boolean;
}

export type UpstreamRequestResult = { readonly ok: true; readonly request: UpstreamRequest } | { readonly ok: false; readonly error: RelayError };

/** What a request is built from: a channel of the relay's table, or the channel probe's channel read the same way. */
export type CallableChannel = Pick<
  RelayChannel,
  'provider' | 'info' | 'modelMapping' | 'paramOverride' | 'headerOverride' | 'passThrough' | 'azureResponsesVersion'
> & {
  readonly record: Pick<RelayChannel['record'], 'id' | 'type' | 'keyText' | 'baseUrl' | 'other' | 'openaiOrganization' | 'createdTime'>;
};

export function upstreamRequest(
  channel: CallableChannel,
  endpoint: RelayEndpoint,
  model: string,
  body: RequestBody,
  stream: boolean,
  random: () => number,
  /** The global pass-through switch (`global.pass_through_request_enabled`); a channel may also have its own. */
  passThroughEverywhere = false,
  /** The client's format when its request was converted (a Claude or Gemini client); absent for an OpenAI-format one. */
  client?: 'claude' | 'gemini',
): UpstreamRequestResult {
  const { provider, record } = channel;
  if (provider === null)
    return { ok: false, error: { kind: 'channel', code: 'channel:type_unsupported', detail: `channel type ${record.type} is not supported by the relay yet` } };
  const pick = pickKey(record.keyText, channel.info, random);
  if (pick.kind === 'none')
    return { ok: false, error: { kind: 'channel', code: 'channel:no_available_key', detail: `channel ${record.id} has ${pick.reason}` } };
  if (!channel.modelMapping.ok) return { ok: false, error: modelMappingError(channel.modelMapping) };
  const mapped = mapModel(channel.modelMapping.mapping, model);
  if (mapped.kind === 'cycle') return { ok: false, error: modelMappingError({ reason: `model mapping loops: ${mapped.path.join(' -> ')}` }) };
  const upstreamModel = mapped.kind === 'mapped' ? mapped.upstreamModel : model;
  const view = {
    type: record.type,
    baseUrl: record.baseUrl,
    key: pick.key,
    other: record.other,
    organization: record.openaiOrganization,
    createdTime: record.createdTime,
    azureResponsesVersion: channel.azureResponsesVersion,
  };
  const outgoing = { endpoint, model: upstreamModel, stream };
  try {
    if (body.kind === 'form') {
      // A form goes as it came, its model field changed when mapped; body quirks and param overrides are for JSON bodies.
      const target = provider.target(view, outgoing);
      return {
        ok: true,
        request: {
          url: target.url,
          headers: { ...target.headers, 'content-type': body.contentType, ...(channel.headerOverride ?? {}) },
          // The model field set when mapped, or when the form named none (the route's default).
          body:
            mapped.kind === 'mapped' || fieldText(body.bytes, body.parts, 'model') !== upstreamModel
              ? withFieldValue(body.bytes, body.boundary, body.parts, 'model', upstreamModel)
              : body.bytes,
          key: pick.key,
          keyIndex: pick.index,
          upstreamModel,
          modelMapped: mapped.kind === 'mapped',
        },
      };
    }
    if (passThroughEverywhere || channel.passThrough) {
      // Pass-through: the client's body as it came (but for a mapped model), no quirks, no overrides. A converted Claude
      // request's `thinking` is Claude's field, not the upstream's: it stays behind.
      const target = provider.target(view, outgoing);
      const sent = client === 'claude' && 'thinking' in body.value ? withoutThinking(body.value) : body.value;
      return {
        ok: true,
        request: {
          url: target.url,
          headers: { ...target.headers, 'content-type': 'application/json', ...(channel.headerOverride ?? {}) },
          body: JSON.stringify(sent.model === upstreamModel ? sent : { ...sent, model: upstreamModel }),
          key: pick.key,
          keyIndex: pick.index,
          upstreamModel,
          modelMapped: mapped.kind === 'mapped',
        },
      };
    }
    const prepared = prepareUpstreamCall(
      provider,
      view,
      { ...body.value, model: upstreamModel },
      {
        request: outgoing,
        requestedModel: model,
        modelsKeepingSuffix: DEFAULT_MODELS_KEEPING_SUFFIX,
        client,
      },
    );
    const finalBody = channel.paramOverride === null ? prepared.body : { ...prepared.body, ...channel.paramOverride };
    return {
      ok: true,
      request: {
        url: prepared.target.url,
        headers: { ...prepared.target.headers, 'content-type': 'application/json', ...(channel.headerOverride ?? {}) },
        body: JSON.stringify(finalBody),
        key: pick.key,
        keyIndex: pick.index,
        upstreamModel: typeof finalBody.model === 'string' ? finalBody.model : upstreamModel,
        modelMapped: mapped.kind === 'mapped',
      },
    };
  } catch (error) {
    return { ok: false, error: { kind: 'channel', code: 'channel:base_url_missing', detail: error instanceof Error ? error.message : String(error) } };
  }
}

function withoutThinking(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { thinking: _thinking, ...rest } = body;
  return rest;
}
