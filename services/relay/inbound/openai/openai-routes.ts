import type { ClientFormat, GeminiCall } from '../../pipeline/client-format';
import type { RelayEndpoint } from '../../providers/provider';

/*
 * The OpenAI-format routes the relay serves (server-behaviour 2.1), and
 * Claude's `/v1/messages` relayed as a chat completion: which endpoint a
 * method and path are, and how the request names its model. The
 * routes of 2.1 that the established gateway answers 501 are listed too, so
 * they answer "API not implemented" instead of 404.
 */

export interface OpenAiRoute {
  readonly endpoint: RelayEndpoint;
  /** Whether the answer may stream (the body's `stream: true`); on the other routes a request for a stream is refused, since no tracker could read its usage. */
  readonly streams: boolean;
  /** A model in the path (`/v1/engines/:model/embeddings`): used when the body names none. */
  readonly modelInPath?: string;
  /** The model when the body names none (2.4: OpenAI lets clients leave it out on these). */
  readonly defaultModel?: string;
  /** The body is a multipart form (an upload), not JSON. */
  readonly form?: boolean;
  /**
   * The format the client speaks when it is not the endpoint's own OpenAI
   * one: `claude` on `/v1/messages`, whose request is sent upstream as a
   * chat completion and whose answer and errors go back in Claude's shape.
   */
  readonly client?: Exclude<ClientFormat, 'openai'>;
  /** A Gemini call: the method its path names, and how a stream is framed (`?alt=sse`, else one JSON array). */
  readonly gemini?: GeminiCall;
}

const JSON_ROUTES: Readonly<Record<string, OpenAiRoute>> = {
  '/v1/chat/completions': { endpoint: 'chat', streams: true },
  '/v1/messages': { endpoint: 'chat', streams: true, client: 'claude' },
  '/v1/completions': { endpoint: 'completions', streams: true },
  '/v1/embeddings': { endpoint: 'embeddings', streams: false },
  '/v1/responses': { endpoint: 'responses', streams: true },
  '/v1/responses/compact': { endpoint: 'responses-compact', streams: false },
  '/v1/moderations': { endpoint: 'moderations', streams: false, defaultModel: 'text-moderation-stable' },
  '/v1/images/generations': { endpoint: 'images-generations', streams: false, defaultModel: 'dall-e' },
  '/v1/edits': { endpoint: 'edits', streams: false },
  '/v1/rerank': { endpoint: 'rerank', streams: false },
  '/v1/audio/speech': { endpoint: 'audio-speech', streams: false, defaultModel: 'tts-1' },
  '/v1/audio/transcriptions': { endpoint: 'audio-transcriptions', streams: false, form: true, defaultModel: 'whisper-1' },
  '/v1/audio/translations': { endpoint: 'audio-translations', streams: false, form: true, defaultModel: 'whisper-1' },
  '/v1/images/edits': { endpoint: 'images-edits', streams: false, form: true },
};

/** 2.1's routes the established gateway answers 501 (files, fine-tunes, assistants and the rest). */
const NOT_IMPLEMENTED = /^\/v1\/(files|fine[-_]tunes|fine_tuning|assistants|threads|batches|vector_stores|uploads|images\/variations)(\/|$)/;

const ENGINE_EMBEDDINGS = /^\/v1\/engines\/([^/]+)\/embeddings$/;
/** Gemini's generation methods, on `/v1beta` and `/v1` (server-behaviour 2.1). */
const GEMINI_METHOD = /^\/v1(?:beta)?\/models\/([^/:]+):(generateContent|streamGenerateContent|embedContent|batchEmbedContents)$/;

export type RouteMatch = { readonly kind: 'route'; readonly route: OpenAiRoute } | { readonly kind: 'not_implemented' } | { readonly kind: 'none' };

export function matchOpenAiRoute(method: string, pathname: string, search: URLSearchParams = new URLSearchParams()): RouteMatch {
  if (NOT_IMPLEMENTED.test(pathname)) return { kind: 'not_implemented' };
  if (method !== 'POST') return { kind: 'none' };
  const route = JSON_ROUTES[pathname];
  if (route !== undefined) return { kind: 'route', route };
  const engine = ENGINE_EMBEDDINGS.exec(pathname);
  if (engine !== null) {
    const model = modelOf(engine[1]!);
    return model === null ? { kind: 'none' } : { kind: 'route', route: { endpoint: 'embeddings', streams: false, modelInPath: model } };
  }
  const gemini = GEMINI_METHOD.exec(pathname);
  if (gemini !== null) {
    const model = modelOf(gemini[1]!);
    if (model === null) return { kind: 'none' };
    const call: GeminiCall = { method: gemini[2] as GeminiCall['method'], framing: search.get('alt') === 'sse' ? 'sse' : 'array' };
    const embeds = call.method === 'embedContent' || call.method === 'batchEmbedContents';
    return { kind: 'route', route: { endpoint: embeds ? 'embeddings' : 'chat', streams: !embeds, client: 'gemini', modelInPath: model, gemini: call } };
  }
  return { kind: 'none' };
}

/** A model named in a path; null when it is not valid percent-encoding (no model is named that way). */
function modelOf(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
