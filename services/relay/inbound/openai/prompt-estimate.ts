import {
  countChatPromptTokens,
  countInputTokens,
  countResponsesPromptTokens,
  encodingForModel,
  type Encoder,
  type TokenEncoding,
} from '../../pipeline/count-tokens';
import type { RelayEndpoint } from '../../providers/provider';
import { audioTokensForSeconds } from '../../pipeline/media-tokens';
import { audioSecondsOfFile } from '../../pipeline/audio-length';
import { fieldText } from '../../pipeline/multipart';
import type { RequestBody } from '../request-body';

/*
 * The prompt estimate a reservation is made from (server-behaviour 4.2), per
 * endpoint, with the encoding the model uses. Pure: the encoders come in
 * loaded.
 */

export type Encoders = Readonly<Record<TokenEncoding, Encoder>>;

export const encoderFor = (encoders: Encoders, model: string): Encoder => encoders[encodingForModel(model)];

export function estimatePrompt(encoders: Encoders, endpoint: RelayEndpoint, request: RequestBody, model: string): number {
  const encode = encoderFor(encoders, model);
  if (request.kind === 'form') return estimateUpload(encode, endpoint, request);
  const body = request.value;
  switch (endpoint) {
    case 'chat':
      return countChatPromptTokens(body, encode).total;
    case 'responses':
    case 'responses-compact':
      return countResponsesPromptTokens(body, encode).total;
    case 'completions':
      return countInputTokens(body.prompt, encode);
    case 'embeddings':
    case 'moderations':
      return countInputTokens(body.input, encode);
    case 'edits':
      return countInputTokens(body.input, encode) + countInputTokens(body.instruction, encode);
    case 'images-generations':
    case 'images-edits':
      return countInputTokens(body.prompt, encode);
    case 'rerank':
      return countInputTokens(body.query, encode) + countInputTokens(body.documents, encode);
    case 'audio-speech':
      return countInputTokens(body.input, encode);
    case 'audio-transcriptions':
    case 'audio-translations':
      return 0;
  }
}

/** An upload: audio by its length (1000 tokens a minute), an image edit by its prompt. */
function estimateUpload(encode: Encoder, endpoint: RelayEndpoint, form: Extract<RequestBody, { kind: 'form' }>): number {
  if (endpoint === 'audio-transcriptions' || endpoint === 'audio-translations') {
    const file = form.parts.find((part) => part.name === 'file' && part.filename !== null);
    return file === undefined ? 0 : audioTokensForSeconds(audioSecondsOfFile(form.bytes.subarray(file.start, file.end)));
  }
  return countInputTokens(fieldText(form.bytes, form.parts, 'prompt') ?? '', encode);
}
