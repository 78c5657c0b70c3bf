import { describe, expect, it } from 'vitest';
import { providerFor } from '../../../../services/relay/providers/provider-for';
import {
  ProviderConfigError,
  RELAY_ENDPOINTS,
  type ChannelView,
  type OutgoingRequest,
  type Provider,
  type RelayEndpoint,
} from '../../../../services/relay/providers/provider';
import { OPENAI_COMPATIBLE_ROWS } from '../../../../services/relay/providers/openai-compatible-table';

/*
 * The URL and headers of each OpenAI-compatible row (server-behaviour 3.6):
 * `base + OpenAI's path` with a Bearer key, the type's default base when the
 * channel names none, Custom's literal URL with `{model}`, and OpenAI's own
 * organization header and Cloudflare AI Gateway base.
 */

const KEY = 'sk-upstream-key';

function channel(type: number, fields: Partial<ChannelView> = {}): ChannelView {
  return { type, baseUrl: '', key: KEY, other: '', ...fields };
}

function provider(type: number): Provider {
  const found = providerFor(type);
  if (!found) throw new Error(`no provider for type ${type}`);
  return found;
}

const request = (endpoint: RelayEndpoint, model = 'gpt-4o-mini'): OutgoingRequest => ({ endpoint, model, stream: false });

/** The default base of every row that has one, as the catalogue holds it. */
const DEFAULT_BASES: Record<number, string> = {
  1: 'https://api.openai.com',
  4: 'http://localhost:11434',
  6: 'https://api.openaimax.com',
  7: 'https://api.ohmygpt.com',
  9: 'https://api.caipacity.com',
  10: 'https://api.aiproxy.io',
  12: 'https://api.api2gpt.com',
  13: 'https://api.aigc2d.com',
  19: 'https://api.360.cn',
  20: 'https://openrouter.ai/api',
  22: 'https://fastgpt.run/api/openapi',
  25: 'https://api.moonshot.cn',
  31: 'https://api.lingyiwanwu.com',
  40: 'https://api.siliconflow.cn',
  42: 'https://api.mistral.ai',
  43: 'https://api.deepseek.com',
  48: 'https://api.x.ai',
  53: 'https://llm.submodel.ai',
};

describe('OpenAI-compatible rows', () => {
  it('the table has one row per type, and its types are these', () => {
    const types = OPENAI_COMPATIBLE_ROWS.map((row) => row.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toEqual([1, 4, 6, 7, 8, 9, 10, 12, 13, 19, 20, 22, 25, 31, 40, 42, 43, 47, 48, 53]);
  });

  it.each(Object.entries(DEFAULT_BASES).map(([type, base]) => [Number(type), base] as const))(
    'type %i: chat and embeddings on the default base %s, with a Bearer key',
    (type, base) => {
      const chat = provider(type).target(channel(type), request('chat'));
      expect(chat).toEqual({ url: `${base}/v1/chat/completions`, headers: { authorization: `Bearer ${KEY}` } });
      expect(provider(type).target(channel(type), request('embeddings')).url).toBe(`${base}/v1/embeddings`);
    },
  );

  it("every endpoint goes to OpenAI's path under the base (OpenAI)", () => {
    const urls = Object.fromEntries(RELAY_ENDPOINTS.map((endpoint) => [endpoint, provider(1).target(channel(1), request(endpoint)).url]));
    expect(urls).toEqual({
      chat: 'https://api.openai.com/v1/chat/completions',
      completions: 'https://api.openai.com/v1/completions',
      embeddings: 'https://api.openai.com/v1/embeddings',
      responses: 'https://api.openai.com/v1/responses',
      'responses-compact': 'https://api.openai.com/v1/responses/compact',
      'images-generations': 'https://api.openai.com/v1/images/generations',
      'images-edits': 'https://api.openai.com/v1/images/edits',
      edits: 'https://api.openai.com/v1/edits',
      'audio-speech': 'https://api.openai.com/v1/audio/speech',
      'audio-transcriptions': 'https://api.openai.com/v1/audio/transcriptions',
      'audio-translations': 'https://api.openai.com/v1/audio/translations',
      moderations: 'https://api.openai.com/v1/moderations',
      rerank: 'https://api.openai.com/v1/rerank',
    });
  });

  it("a channel's base URL replaces the default; trailing slashes and a base ending in /v1 do not double anything", () => {
    const proxy = (baseUrl: string) => provider(1).target(channel(1, { baseUrl }), request('chat')).url;
    expect(proxy('https://proxy.example.com')).toBe('https://proxy.example.com/v1/chat/completions');
    expect(proxy('https://proxy.example.com/')).toBe('https://proxy.example.com/v1/chat/completions');
    expect(proxy('https://proxy.example.com/v1')).toBe('https://proxy.example.com/v1/chat/completions');
    expect(proxy('https://proxy.example.com/openai/v1/')).toBe('https://proxy.example.com/openai/v1/chat/completions');
    // A path merely ending in "v1" is not the segment /v1.
    expect(proxy('https://proxy.example.com/apiv1')).toBe('https://proxy.example.com/apiv1/v1/chat/completions');
  });

  it('OpenAI: OpenAI-Organization when the channel has one', () => {
    expect(provider(1).target(channel(1, { organization: 'org-123' }), request('chat')).headers).toEqual({
      authorization: `Bearer ${KEY}`,
      'openai-organization': 'org-123',
    });
    expect(provider(1).target(channel(1, { organization: '  ' }), request('chat')).headers).toEqual({ authorization: `Bearer ${KEY}` });
    // Only OpenAI's own channels send it.
    expect(provider(6).target(channel(6, { organization: 'org-123' }), request('chat')).headers).toEqual({ authorization: `Bearer ${KEY}` });
  });

  it('OpenAI behind a Cloudflare AI Gateway: the base already holds /v1', () => {
    const baseUrl = 'https://gateway.ai.cloudflare.com/v1/account-id/gateway-id/openai';
    expect(provider(1).target(channel(1, { baseUrl }), request('chat')).url).toBe(`${baseUrl}/chat/completions`);
    expect(provider(1).target(channel(1, { baseUrl }), request('embeddings')).url).toBe(`${baseUrl}/embeddings`);
  });

  it('DeepSeek: completions (FIM) go to its beta API', () => {
    expect(provider(43).target(channel(43), request('completions', 'deepseek-chat')).url).toBe('https://api.deepseek.com/beta/completions');
    expect(provider(43).target(channel(43, { baseUrl: 'https://api.deepseek.com/beta' }), request('completions')).url).toBe(
      'https://api.deepseek.com/beta/completions',
    );
  });

  it('SiliconFlow: rerank at /v1/rerank', () => {
    expect(provider(40).target(channel(40), request('rerank', 'BAAI/bge-reranker-v2-m3')).url).toBe('https://api.siliconflow.cn/v1/rerank');
  });

  it('OpenRouter: a Bearer key and no attribution headers', () => {
    expect(provider(20).target(channel(20), request('chat', 'openai/gpt-4o')).headers).toEqual({ authorization: `Bearer ${KEY}` });
  });

  it('Xinference has no default base: its channel names one, else the call is refused', () => {
    expect(provider(47).target(channel(47, { baseUrl: 'http://10.0.0.5:9997' }), request('chat')).url).toBe('http://10.0.0.5:9997/v1/chat/completions');
    expect(() => provider(47).target(channel(47), request('chat'))).toThrow(ProviderConfigError);
  });

  it('Custom: the base URL verbatim with every {model} replaced, for every endpoint', () => {
    const baseUrl = 'https://llm.example.com/deploy/{model}/invoke?m={model}';
    const custom = channel(8, { baseUrl });
    expect(provider(8).target(custom, request('chat', 'qwen-72b'))).toEqual({
      url: 'https://llm.example.com/deploy/qwen-72b/invoke?m=qwen-72b',
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(provider(8).target(custom, request('embeddings', 'bge-m3')).url).toBe('https://llm.example.com/deploy/bge-m3/invoke?m=bge-m3');
    expect(provider(8).target(channel(8, { baseUrl: 'https://llm.example.com/v1/chat/completions' }), request('chat')).url).toBe(
      'https://llm.example.com/v1/chat/completions',
    );
    expect(() => provider(8).target(channel(8), request('chat'))).toThrow(ProviderConfigError);
  });

  it('the stream_options flag: only the upstreams that accept it', () => {
    const accepting = OPENAI_COMPATIBLE_ROWS.filter((row) => row.streamOptions).map((row) => row.type);
    expect(accepting).toEqual([1, 4, 43, 48, 53]);
    for (const row of OPENAI_COMPATIBLE_ROWS) expect(provider(row.type).supportsStreamOptions).toBe(row.streamOptions);
  });
});
