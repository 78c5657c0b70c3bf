import { AZURE } from './azure';
import { OPENAI_COMPATIBLE_ROWS, providerOfRow } from './openai-compatible-table';
import type { Provider } from './provider';

/*
 * Which provider serves a channel type's OpenAI-format requests, and the one
 * list of types the relay can serve (OPENAI_FORMAT_TYPES). Every type of the
 * catalogue (schema/channels/channel-types.ts) is either served here or
 * listed in NOT_OPENAI_FORMAT with why; a test fails when a new catalogue
 * type has neither, so each new type gets a decision.
 */

const PROVIDERS: ReadonlyMap<number, Provider> = new Map(
  [...OPENAI_COMPATIBLE_ROWS.map(providerOfRow), AZURE].flatMap((provider) => provider.types.map((type) => [type, provider] as const)),
);

/** The provider of a channel type's OpenAI-format requests; null when the relay has none for it yet (see NOT_OPENAI_FORMAT). */
export function providerFor(type: number): Provider | null {
  return PROVIDERS.get(type) ?? null;
}

/** The channel types the relay can serve OpenAI-format requests on, ascending. */
export const OPENAI_FORMAT_TYPES: readonly number[] = [...PROVIDERS.keys()].sort((a, b) => a - b);

/**
 * Why a catalogue type has no OpenAI-format provider:
 * - native: its own wire format; it gets a folder of its own (native Claude, Gemini, …);
 * - task: an asynchronous task API (Midjourney, Suno, video), served by the task relay, not /v1 requests;
 * - own-paths: OpenAI-shaped bodies, but at paths, with auth or rules of its own (a row or a folder once decided);
 * - none: not a provider.
 */
export interface NotOpenAiFormat {
  readonly kind: 'native' | 'task' | 'own-paths' | 'none';
  readonly why: string;
}

const native = (why: string): NotOpenAiFormat => ({ kind: 'native', why });
const task = (why: string): NotOpenAiFormat => ({ kind: 'task', why });
const ownPaths = (why: string): NotOpenAiFormat => ({ kind: 'own-paths', why });

export const NOT_OPENAI_FORMAT: ReadonlyMap<number, NotOpenAiFormat> = new Map([
  [0, { kind: 'none', why: 'Unknown: not a provider' }],
  [2, task('Midjourney: a Midjourney-proxy (/mj)')],
  [5, task('MidjourneyPlus: a Midjourney-proxy (/mj)')],
  [11, native('PaLM: Google PaLM API (retired)')],
  [14, native('Anthropic: Claude Messages API')],
  [15, native('Baidu: ERNIE API v1 with an access-token exchange')],
  [16, native('Zhipu: the old ChatGLM API with signed tokens')],
  [17, ownPaths('Ali: DashScope; its OpenAI-compatible mode is at /compatible-mode/v1, images and rerank are native')],
  [18, native('Xunfei: Spark over websockets')],
  [21, native('AIProxyLibrary: a knowledge-base API')],
  [23, native('Tencent: Hunyuan with signed requests')],
  [24, native('Gemini: generateContent')],
  [26, ownPaths('ZhipuV4: OpenAI-shaped at /api/paas/v4')],
  [27, ownPaths('Perplexity: OpenAI-shaped at /chat/completions (no /v1), with fields of its own')],
  [33, native('AWS: Bedrock with SigV4')],
  [34, native('Cohere: its own chat and rerank API')],
  [35, ownPaths('MiniMax: chat at /v1/text/chatcompletion_v2, speech native')],
  [36, task('SunoAPI: Suno tasks')],
  [37, native('Dify: its own app API')],
  [38, ownPaths('Jina: embeddings and rerank only, at /v1/embeddings and /v1/rerank')],
  [39, ownPaths('Cloudflare: Workers AI at /client/v4/accounts/{account}/ai/v1')],
  [41, native('VertexAI: Gemini and Claude on Google Cloud, with service-account auth')],
  [44, native('MokaAI: its own embeddings API')],
  [45, ownPaths('VolcEngine: OpenAI-shaped at /api/v3 (bots at /api/v3/bots)')],
  [46, ownPaths('BaiduV2: OpenAI-shaped at /v2, key `token|appid`')],
  [49, native('Coze: its own bot API')],
  [50, task('Kling: video tasks')],
  [51, task('Jimeng: image and video tasks')],
  [52, task('Vidu: video tasks')],
  [54, task('DoubaoVideo: video tasks')],
  [55, task('Sora: OpenAI video tasks (/v1/videos)')],
  [56, native('Replicate: predictions')],
  [57, ownPaths('Codex: Responses only, at /backend-api/codex with an OAuth key')],
]);
