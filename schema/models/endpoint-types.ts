/**
 * Which client endpoints a model is reachable on, by the provider type of
 * the channel that serves it (server-behaviour 12 `supported_endpoint_types`;
 * every channel also speaks the OpenAI format, through the conversions of
 * 14.2). The pricing page shows them, the first being the preferred one.
 */
export type EndpointType = 'openai' | 'openai-response' | 'anthropic' | 'gemini' | 'jina-rerank' | 'image-generation' | 'embeddings' | 'openai-video';

/** The default path and method of each endpoint type (the pricing response's `supported_endpoint`). */
export const ENDPOINTS: Readonly<Record<EndpointType, { readonly path: string; readonly method: 'POST' }>> = {
  openai: { path: '/v1/chat/completions', method: 'POST' },
  'openai-response': { path: '/v1/responses', method: 'POST' },
  anthropic: { path: '/v1/messages', method: 'POST' },
  gemini: { path: '/v1beta/models/{model}:generateContent', method: 'POST' },
  'jina-rerank': { path: '/v1/rerank', method: 'POST' },
  'image-generation': { path: '/v1/images/generations', method: 'POST' },
  embeddings: { path: '/v1/embeddings', method: 'POST' },
  'openai-video': { path: '/v1/video/generations', method: 'POST' },
};

const IMAGE_MODEL = /^(?:dall-e|gpt-image|imagen)/;
const EMBEDDING_MODEL = /embed/;

/** The endpoint types of `model` on a channel of type `channelType`, preferred first. */
export function endpointTypesOf(channelType: number, model: string): EndpointType[] {
  if (IMAGE_MODEL.test(model)) return ['image-generation'];
  if (EMBEDDING_MODEL.test(model)) return ['embeddings'];
  switch (channelType) {
    case 38: // Jina
      return ['jina-rerank'];
    case 14: // Anthropic
    case 33: // AWS Bedrock (Claude)
      return ['anthropic', 'openai'];
    case 24: // Gemini
    case 41: // Vertex AI
      return ['gemini', 'openai'];
    case 48: // xAI
      return ['openai', 'openai-response'];
    case 55: // Sora
      return ['openai-video'];
    default:
      return ['openai'];
  }
}
