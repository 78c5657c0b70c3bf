import {
  countChatPromptTokens,
  countInputTokens,
  countResponsesPromptTokens,
  encodingForModel,
  type Encoder,
  type TokenEncoding,
} from '../../pipeline/count-tokens';
import type { RelayEndpoint } from '../../providers/provider';

/*
 * The prompt estimate a reservation is made from (server-behaviour 4.2), per
 * endpoint, with the encoding the model uses. Pure: the encoders come in
 * loaded.
 */

export type Encoders = Readonly<Record<TokenEncoding, Encoder>>;

export const encoderFor = (encoders: Encoders, model: string): Encoder => encoders[encodingForModel(model)];

export function estimatePrompt(encoders: Encoders, endpoint: RelayEndpoint, body: Readonly<Record<string, unknown>>, model: string): number {
  const encode = encoderFor(encoders, model);
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
