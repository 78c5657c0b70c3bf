import { describe, expect, it } from 'vitest';
import { chargeDetail } from '../../../../services/relay/pipeline/charge-detail';
import { conversionChain, conversionLabels, inboundFormatOf, withConversion } from '../../../../services/relay/pipeline/request-conversion';
import { RELAY_ENDPOINTS } from '../../../../services/relay/providers/provider';

/*
 * The conversion chain of the consumption log (server-behaviour 4.5, 14.2):
 * the client's format, then each format the request was turned into, named
 * as the established gateway names them.
 */

describe('inboundFormatOf', () => {
  it("gives every OpenAI-format endpoint the established gateway's format", () => {
    const formats = Object.fromEntries(RELAY_ENDPOINTS.map((endpoint) => [endpoint, inboundFormatOf(endpoint)]));
    expect(formats).toEqual({
      chat: 'openai',
      completions: 'openai',
      embeddings: 'embedding',
      responses: 'openai_responses',
      'responses-compact': 'openai_responses_compaction',
      'images-generations': 'openai_image',
      'images-edits': 'openai_image',
      edits: 'openai_image',
      'audio-speech': 'openai_audio',
      'audio-transcriptions': 'openai_audio',
      'audio-translations': 'openai_audio',
      moderations: 'openai',
      rerank: 'rerank',
    });
  });
});

describe('the chain', () => {
  it('a request sent on in the format it came in has one entry', () => {
    expect(conversionLabels(conversionChain('openai', ['openai']))).toEqual(['OpenAI Compatible']);
    expect(conversionLabels(conversionChain('openai_responses', ['openai_responses']))).toEqual(['OpenAI Responses']);
    expect(conversionLabels(conversionChain('embedding', []))).toEqual(['embedding']);
  });

  it('each conversion adds its format, never the same one twice in a row', () => {
    expect(conversionLabels(conversionChain('claude', ['openai', 'openai']))).toEqual(['Claude Messages', 'OpenAI Compatible']);
    expect(conversionLabels(conversionChain('gemini', ['openai', 'claude']))).toEqual(['Google Gemini', 'OpenAI Compatible', 'Claude Messages']);
    const chain = withConversion(['openai'], 'openai');
    expect(chain).toEqual(['openai']);
  });

  it('names the four chat formats for people and writes the others as their ids', () => {
    expect(conversionLabels(['openai', 'claude', 'gemini', 'openai_responses'])).toEqual([
      'OpenAI Compatible',
      'Claude Messages',
      'Google Gemini',
      'OpenAI Responses',
    ]);
    expect(conversionLabels(['openai_image', 'openai_audio', 'rerank', 'openai_responses_compaction'])).toEqual([
      'openai_image',
      'openai_audio',
      'rerank',
      'openai_responses_compaction',
    ]);
  });
});

describe('chargeDetail', () => {
  it('records the chain with the charge', () => {
    const detail = chargeDetail(
      {
        kind: 'per-call',
        model: 'dall-e-3',
        price: { digits: 4n, scale: 2 },
        quotaPerUnit: { digits: 500_000n, scale: 0 },
        group: { ratio: { digits: 1n, scale: 0 } },
      } as never,
      { quota: 20_000, basis: 'usage' } as never,
      { promptTokens: 0, completionTokens: 0, reasoningTokens: 0, source: 'upstream', corrections: [] } as never,
      {
        group: 'default',
        upstreamModel: null,
        channelsTried: [1],
        stream: false,
        end: 'complete',
        firstTokenMs: 5,
        elapsedMs: 9,
        requestConversion: ['openai_image'],
      },
    );
    expect(detail.requestConversion).toEqual(['openai_image']);
  });
});
