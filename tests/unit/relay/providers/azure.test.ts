import { describe, expect, it } from 'vitest';
import { AZURE, AZURE_DEFAULT_API_VERSION, AZURE_KEEPS_DOTS_SINCE, azureDeployment } from '../../../../services/relay/providers/azure';
import { providerFor } from '../../../../services/relay/providers/provider-for';
import {
  DEFAULT_MODELS_KEEPING_SUFFIX,
  prepareUpstreamCall,
  ProviderConfigError,
  type ChannelView,
  type OutgoingRequest,
  type RelayEndpoint,
} from '../../../../services/relay/providers/provider';

/* Azure OpenAI's URLs and header (server-behaviour 3.6 and 14.2). */

const BASE = 'https://my-resource.openai.azure.com';
const NEW_CHANNEL = AZURE_KEEPS_DOTS_SINCE + 86_400;

function channel(fields: Partial<ChannelView> = {}): ChannelView {
  return { type: 3, baseUrl: BASE, key: 'azure-key', other: '', createdTime: NEW_CHANNEL, ...fields };
}

const request = (endpoint: RelayEndpoint, model = 'gpt-4o'): OutgoingRequest => ({ endpoint, model, stream: false });

describe('Azure', () => {
  it('serves type 3', () => {
    expect(providerFor(3)).toBe(AZURE);
  });

  it("chat goes to the model's deployment with the default api-version and the api-key header", () => {
    expect(AZURE_DEFAULT_API_VERSION).toBe('2025-04-01-preview');
    expect(AZURE.target(channel(), request('chat'))).toEqual({
      url: `${BASE}/openai/deployments/gpt-4o/chat/completions?api-version=2025-04-01-preview`,
      headers: { 'api-key': 'azure-key' },
    });
  });

  it("the channel's other field is the api-version", () => {
    expect(AZURE.target(channel({ other: '2024-10-21' }), request('embeddings', 'text-embedding-3-small')).url).toBe(
      `${BASE}/openai/deployments/text-embedding-3-small/embeddings?api-version=2024-10-21`,
    );
  });

  it('the other deployment endpoints', () => {
    const url = (endpoint: RelayEndpoint, model: string) => AZURE.target(channel(), request(endpoint, model)).url;
    const v = '?api-version=2025-04-01-preview';
    expect(url('completions', 'gpt-35-turbo-instruct')).toBe(`${BASE}/openai/deployments/gpt-35-turbo-instruct/completions${v}`);
    expect(url('images-generations', 'dall-e-3')).toBe(`${BASE}/openai/deployments/dall-e-3/images/generations${v}`);
    expect(url('audio-transcriptions', 'whisper')).toBe(`${BASE}/openai/deployments/whisper/audio/transcriptions${v}`);
    expect(url('audio-speech', 'tts')).toBe(`${BASE}/openai/deployments/tts/audio/speech${v}`);
  });

  it('dots leave deployment names only on channels created before 2025-05-10', () => {
    expect(AZURE_KEEPS_DOTS_SINCE).toBe(Date.UTC(2025, 4, 10) / 1000);
    const old = channel({ createdTime: AZURE_KEEPS_DOTS_SINCE - 1 });
    expect(AZURE.target(old, request('chat', 'gpt-3.5-turbo')).url).toBe(
      `${BASE}/openai/deployments/gpt-35-turbo/chat/completions?api-version=2025-04-01-preview`,
    );
    expect(azureDeployment(channel({ createdTime: AZURE_KEEPS_DOTS_SINCE }), 'gpt-4.1')).toBe('gpt-4.1');
    expect(azureDeployment(channel({ createdTime: undefined }), 'gpt-4.1')).toBe('gpt-4.1');
  });

  it('Responses: /openai/v1/responses?api-version=preview, on cognitiveservices /openai/responses with the channel version', () => {
    expect(AZURE.target(channel(), request('responses')).url).toBe(`${BASE}/openai/v1/responses?api-version=preview`);
    expect(AZURE.target(channel(), request('responses-compact')).url).toBe(`${BASE}/openai/v1/responses/compact?api-version=preview`);
    const cognitive = channel({ baseUrl: 'https://my-resource.cognitiveservices.azure.com', other: '2025-03-01-preview' });
    expect(AZURE.target(cognitive, request('responses')).url).toBe(
      'https://my-resource.cognitiveservices.azure.com/openai/responses?api-version=2025-03-01-preview',
    );
    expect(AZURE.target(channel({ azureResponsesVersion: '2025-04-01-preview' }), request('responses')).url).toBe(
      `${BASE}/openai/v1/responses?api-version=2025-04-01-preview`,
    );
  });

  it('a Cloudflare AI Gateway base already holds /openai/deployments', () => {
    const baseUrl = 'https://gateway.ai.cloudflare.com/v1/account-id/gateway-id/azure-openai/my-resource';
    expect(AZURE.target(channel({ baseUrl }), request('chat')).url).toBe(`${baseUrl}/gpt-4o/chat/completions?api-version=2025-04-01-preview`);
  });

  it('a channel without a base URL cannot be called', () => {
    expect(() => AZURE.target(channel({ baseUrl: '' }), request('chat'))).toThrow(ProviderConfigError);
  });

  it('keeps stream_options (with usage) and applies the reasoning-model rules; the deployment is the model after its effort suffix left', () => {
    const context = {
      request: { endpoint: 'chat', model: 'o3-mini-high', stream: true } as const,
      requestedModel: 'o3-mini-high',
      modelsKeepingSuffix: DEFAULT_MODELS_KEEPING_SUFFIX,
    };
    const call = prepareUpstreamCall(AZURE, channel(), { model: 'o3-mini-high', messages: [], stream: true, max_tokens: 100 }, context);
    expect(call.body).toEqual({
      model: 'o3-mini',
      messages: [],
      stream: true,
      stream_options: { include_usage: true },
      max_completion_tokens: 100,
      reasoning_effort: 'high',
    });
    expect(call.target.url).toBe(`${BASE}/openai/deployments/o3-mini/chat/completions?api-version=2025-04-01-preview`);
  });
});
