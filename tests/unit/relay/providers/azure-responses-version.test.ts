import { describe, expect, it } from 'vitest';
import { parseChannelInfo } from '../../../../services/features/channels';
import { callSettingsOf } from '../../../../services/relay/hot-state/channel-table';
import { upstreamRequest, type CallableChannel } from '../../../../services/relay/inbound/upstream-request';
import { AZURE_KEEPS_DOTS_SINCE } from '../../../../services/relay/providers/azure';

/*
 * The URL of a /v1/responses call on an Azure channel (server-behaviour 3.6,
 * 14.2), from the channel as stored: `settings.azure_responses_version`
 * (the channel's other settings) is the Responses API's api-version; without
 * it, `preview` on /openai/v1/responses, or on a cognitiveservices.azure.com
 * base /openai/responses with the channel's api-version (`other`).
 */

interface Stored {
  readonly baseUrl: string;
  readonly other?: string;
  readonly settings?: string;
}

/** An Azure channel read from its stored fields as the relay's table reads it. */
function azureChannel({ baseUrl, other = '', settings = '' }: Stored): CallableChannel {
  return {
    ...callSettingsOf({ type: 3, modelMapping: '', paramOverride: '', headerOverride: '', settings, setting: '' }),
    info: parseChannelInfo(''),
    record: {
      id: 7,
      type: 3,
      keyText: 'azure-key',
      baseUrl,
      other,
      openaiOrganization: '',
      createdTime: AZURE_KEEPS_DOTS_SINCE + 86_400,
    },
  };
}

function responsesUrl(stored: Stored): string {
  const built = upstreamRequest(azureChannel(stored), 'responses', 'gpt-4o', { kind: 'json', value: { model: 'gpt-4o', input: 'hi' } }, false, () => 0);
  if (!built.ok) throw new Error(`no request: ${JSON.stringify(built.error)}`);
  return built.request.url;
}

const OPENAI_BASE = 'https://my-resource.openai.azure.com';
const COGNITIVE_BASE = 'https://my-resource.cognitiveservices.azure.com';

describe("Azure /v1/responses and the channel's azure_responses_version", () => {
  it('without the setting: /openai/v1/responses?api-version=preview', () => {
    expect(responsesUrl({ baseUrl: OPENAI_BASE })).toBe(`${OPENAI_BASE}/openai/v1/responses?api-version=preview`);
    expect(responsesUrl({ baseUrl: OPENAI_BASE, settings: '{"vertex_key_type":"json"}' })).toBe(`${OPENAI_BASE}/openai/v1/responses?api-version=preview`);
  });

  it('with the setting: its version on the same path', () => {
    expect(responsesUrl({ baseUrl: OPENAI_BASE, settings: '{"azure_responses_version":"2025-04-01-preview"}' })).toBe(
      `${OPENAI_BASE}/openai/v1/responses?api-version=2025-04-01-preview`,
    );
  });

  it("on a cognitiveservices.azure.com base: /openai/responses with the channel's api-version, or the setting's", () => {
    expect(responsesUrl({ baseUrl: COGNITIVE_BASE, other: '2025-03-01-preview' })).toBe(`${COGNITIVE_BASE}/openai/responses?api-version=2025-03-01-preview`);
    expect(responsesUrl({ baseUrl: COGNITIVE_BASE })).toBe(`${COGNITIVE_BASE}/openai/responses?api-version=2025-04-01-preview`);
    expect(responsesUrl({ baseUrl: COGNITIVE_BASE, other: '2025-03-01-preview', settings: '{"azure_responses_version":"2025-05-01-preview"}' })).toBe(
      `${COGNITIVE_BASE}/openai/responses?api-version=2025-05-01-preview`,
    );
  });

  it('the setting changes only the Responses API: chat stays on the deployment with the channel api-version', () => {
    const built = upstreamRequest(
      azureChannel({ baseUrl: OPENAI_BASE, settings: '{"azure_responses_version":"2025-05-01-preview"}' }),
      'chat',
      'gpt-4o',
      { kind: 'json', value: { model: 'gpt-4o', messages: [] } },
      false,
      () => 0,
    );
    expect(built.ok && built.request.url).toBe(`${OPENAI_BASE}/openai/deployments/gpt-4o/chat/completions?api-version=2025-04-01-preview`);
  });
});
