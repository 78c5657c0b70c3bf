import type { RelayEndpoint } from '../providers/provider';

/*
 * The conversion chain a request went through, as the consumption log's
 * `other.request_conversion` records it (server-behaviour 4.5 and 14.2):
 * the wire format the client spoke, then each format the request was turned
 * into on its way upstream, a format never repeated back to back. The
 * established gateway names the four chat formats for people ("OpenAI
 * Compatible", "Claude Messages", "Google Gemini", "OpenAI Responses") and
 * writes the others as its format ids ("embedding", "rerank",
 * "openai_image", "openai_audio", "openai_responses_compaction"); so does
 * this. Pure.
 *
 * Which format each endpoint is, as the established gateway's routes say
 * (`router/relay-router.go`): chat and legacy completions and moderations
 * are `openai`; images and `/v1/edits` are `openai_image`; audio is
 * `openai_audio`. One difference, on purpose: it files
 * `/v1/engines/{model}/embeddings` under `gemini`, though the request is an
 * OpenAI embeddings request and is relayed as one; here it is `embedding`,
 * what actually happened.
 */

export type RelayFormat =
  'openai' | 'openai_responses' | 'openai_responses_compaction' | 'openai_image' | 'openai_audio' | 'embedding' | 'rerank' | 'claude' | 'gemini';

/** The format a client speaks on an OpenAI-format endpoint. */
export function inboundFormatOf(endpoint: RelayEndpoint): RelayFormat {
  switch (endpoint) {
    case 'chat':
    case 'completions':
    case 'moderations':
      return 'openai';
    case 'responses':
      return 'openai_responses';
    case 'responses-compact':
      return 'openai_responses_compaction';
    case 'images-generations':
    case 'images-edits':
    case 'edits':
      return 'openai_image';
    case 'audio-speech':
    case 'audio-transcriptions':
    case 'audio-translations':
      return 'openai_audio';
    case 'embeddings':
      return 'embedding';
    case 'rerank':
      return 'rerank';
  }
}

/** The chain with one more format, unless the request was already in it (no conversion happened). */
export function withConversion(chain: readonly RelayFormat[], format: RelayFormat): readonly RelayFormat[] {
  return chain.at(-1) === format ? chain : [...chain, format];
}

/** The chain from the client's format through the formats the request was sent on in, in order. */
export function conversionChain(inbound: RelayFormat, conversions: readonly RelayFormat[]): readonly RelayFormat[] {
  return conversions.reduce<readonly RelayFormat[]>(withConversion, [inbound]);
}

const LABELS: Partial<Record<RelayFormat, string>> = {
  openai: 'OpenAI Compatible',
  claude: 'Claude Messages',
  gemini: 'Google Gemini',
  openai_responses: 'OpenAI Responses',
};

/** The chain as the log records it: the four chat formats by name, the others by their id. */
export function conversionLabels(chain: readonly RelayFormat[]): string[] {
  return chain.map((format) => LABELS[format] ?? format);
}
