/**
 * The provider catalogue: every channel type id the established gateway
 * knows (server-behaviour 14.1, `constant/channel.go`), its name and, where
 * the provider has one, its default base URL. Defined once here; the API,
 * the console and (later) the relay read it from this file.
 */
export interface ChannelType {
  readonly id: number;
  readonly name: string;
  /** Where requests go when a channel leaves `base_url` empty; null when the channel must name one (or has none). */
  readonly defaultBaseUrl: string | null;
}

const https = (host: string): string => `https://${host}`;

export const CHANNEL_TYPES: readonly ChannelType[] = [
  { id: 0, name: 'Unknown', defaultBaseUrl: null },
  { id: 1, name: 'OpenAI', defaultBaseUrl: https('api.openai.com') },
  { id: 2, name: 'Midjourney', defaultBaseUrl: https('oa.api2d.net') },
  { id: 3, name: 'Azure', defaultBaseUrl: null },
  { id: 4, name: 'Ollama', defaultBaseUrl: 'http://localhost:11434' },
  { id: 5, name: 'MidjourneyPlus', defaultBaseUrl: https('api.openai-sb.com') },
  { id: 6, name: 'OpenAIMax', defaultBaseUrl: https('api.openaimax.com') },
  { id: 7, name: 'OhMyGPT', defaultBaseUrl: https('api.ohmygpt.com') },
  { id: 8, name: 'Custom', defaultBaseUrl: null },
  { id: 9, name: 'AILS', defaultBaseUrl: https('api.caipacity.com') },
  { id: 10, name: 'AIProxy', defaultBaseUrl: https('api.aiproxy.io') },
  { id: 11, name: 'PaLM', defaultBaseUrl: null },
  { id: 12, name: 'API2GPT', defaultBaseUrl: https('api.api2gpt.com') },
  { id: 13, name: 'AIGC2D', defaultBaseUrl: https('api.aigc2d.com') },
  { id: 14, name: 'Anthropic', defaultBaseUrl: https('api.anthropic.com') },
  { id: 15, name: 'Baidu', defaultBaseUrl: https('aip.baidubce.com') },
  { id: 16, name: 'Zhipu', defaultBaseUrl: https('open.bigmodel.cn') },
  { id: 17, name: 'Ali', defaultBaseUrl: https('dashscope.aliyuncs.com') },
  { id: 18, name: 'Xunfei', defaultBaseUrl: null },
  { id: 19, name: '360', defaultBaseUrl: https('api.360.cn') },
  { id: 20, name: 'OpenRouter', defaultBaseUrl: https('openrouter.ai/api') },
  { id: 21, name: 'AIProxyLibrary', defaultBaseUrl: https('api.aiproxy.io') },
  { id: 22, name: 'FastGPT', defaultBaseUrl: https('fastgpt.run/api/openapi') },
  { id: 23, name: 'Tencent', defaultBaseUrl: https('hunyuan.tencentcloudapi.com') },
  { id: 24, name: 'Gemini', defaultBaseUrl: https('generativelanguage.googleapis.com') },
  { id: 25, name: 'Moonshot', defaultBaseUrl: https('api.moonshot.cn') },
  { id: 26, name: 'ZhipuV4', defaultBaseUrl: https('open.bigmodel.cn') },
  { id: 27, name: 'Perplexity', defaultBaseUrl: https('api.perplexity.ai') },
  // 28, 29, 30 and 32 are unused.
  { id: 31, name: 'LingYiWanWu', defaultBaseUrl: https('api.lingyiwanwu.com') },
  { id: 33, name: 'AWS', defaultBaseUrl: null },
  { id: 34, name: 'Cohere', defaultBaseUrl: https('api.cohere.ai') },
  { id: 35, name: 'MiniMax', defaultBaseUrl: https('api.minimax.chat') },
  { id: 36, name: 'SunoAPI', defaultBaseUrl: null },
  { id: 37, name: 'Dify', defaultBaseUrl: https('api.dify.ai') },
  { id: 38, name: 'Jina', defaultBaseUrl: https('api.jina.ai') },
  { id: 39, name: 'Cloudflare', defaultBaseUrl: https('api.cloudflare.com') },
  { id: 40, name: 'SiliconFlow', defaultBaseUrl: https('api.siliconflow.cn') },
  { id: 41, name: 'VertexAI', defaultBaseUrl: null },
  { id: 42, name: 'Mistral', defaultBaseUrl: https('api.mistral.ai') },
  { id: 43, name: 'DeepSeek', defaultBaseUrl: https('api.deepseek.com') },
  { id: 44, name: 'MokaAI', defaultBaseUrl: https('api.moka.ai') },
  { id: 45, name: 'VolcEngine', defaultBaseUrl: https('ark.cn-beijing.volces.com') },
  { id: 46, name: 'BaiduV2', defaultBaseUrl: https('qianfan.baidubce.com') },
  { id: 47, name: 'Xinference', defaultBaseUrl: null },
  { id: 48, name: 'xAI', defaultBaseUrl: https('api.x.ai') },
  { id: 49, name: 'Coze', defaultBaseUrl: https('api.coze.cn') },
  { id: 50, name: 'Kling', defaultBaseUrl: https('api.klingai.com') },
  { id: 51, name: 'Jimeng', defaultBaseUrl: https('visual.volcengineapi.com') },
  { id: 52, name: 'Vidu', defaultBaseUrl: https('api.vidu.cn') },
  { id: 53, name: 'Submodel', defaultBaseUrl: https('llm.submodel.ai') },
  { id: 54, name: 'DoubaoVideo', defaultBaseUrl: https('ark.cn-beijing.volces.com') },
  { id: 55, name: 'Sora', defaultBaseUrl: https('api.openai.com') },
  { id: 56, name: 'Replicate', defaultBaseUrl: https('api.replicate.com') },
  { id: 57, name: 'Codex', defaultBaseUrl: https('chatgpt.com') },
];

const BY_ID: ReadonlyMap<number, ChannelType> = new Map(CHANNEL_TYPES.map((type) => [type.id, type]));

/** The type with this id, or undefined for an unused or unknown id. */
export const channelType = (id: number): ChannelType | undefined => BY_ID.get(id);

/** Type ids a new channel may take: every known type but 0 (Unknown). */
export const isSelectableChannelType = (id: number): boolean => id !== 0 && BY_ID.has(id);

/** Types whose channels must name a base URL (Azure and Custom: no default exists). */
export const CHANNEL_TYPES_NEEDING_BASE_URL: ReadonlySet<number> = new Set([3, 8]);

/** Type 18 (Xunfei): an empty `other` means API version v2.1 (spec 02 section 5). */
export const XUNFEI_DEFAULT_VERSION = 'v2.1';

/** Channel status: 1 enabled, 2 disabled by an admin, 3 disabled automatically. */
export const CHANNEL_STATUS = { enabled: 1, manuallyDisabled: 2, autoDisabled: 3 } as const;
