import { describe, expect, it } from 'vitest';
import { CHANNEL_TYPES } from '../../../../schema/channels/channel-types';
import { providerFor } from '../../../../services/relay/providers/provider-for';
import { DEFAULT_MODELS_KEEPING_SUFFIX, prepareUpstreamCall, type ChannelView, type Provider } from '../../../../services/relay/providers/provider';

/*
 * Groq has no channel type id: the established gateway's catalogue
 * (server-behaviour 14.1, `constant/channel.go`) has none, so neither has
 * ours. Groq speaks the OpenAI API under https://api.groq.com/openai, and
 * docs/relay.md says to serve it with an OpenAI (type 1) channel whose base
 * URL is that, or with a Custom (type 8) channel naming one endpoint's URL.
 * These tests hold the calls such channels make.
 */

const GROQ_BASE = 'https://api.groq.com/openai';
const KEY = 'gsk-groq-key';

function provider(type: number): Provider {
  const found = providerFor(type);
  if (!found) throw new Error(`no provider for type ${type}`);
  return found;
}

describe('Groq', () => {
  it('has no catalogue type id, as the established gateway has none', () => {
    expect(CHANNEL_TYPES.filter((type) => /groq/i.test(type.name))).toEqual([]);
  });

  it("an OpenAI channel with Groq's base calls Groq's OpenAI-compatible paths with a Bearer key", () => {
    const channel: ChannelView = { type: 1, baseUrl: GROQ_BASE, key: KEY, other: '' };
    const call = prepareUpstreamCall(
      provider(1),
      channel,
      { model: 'llama-3.3-70b-versatile', messages: [{ role: 'user', content: 'hi' }], stream: true },
      {
        request: { endpoint: 'chat', model: 'llama-3.3-70b-versatile', stream: true },
        requestedModel: 'llama-3.3-70b-versatile',
        modelsKeepingSuffix: DEFAULT_MODELS_KEEPING_SUFFIX,
      },
    );
    expect(call.target).toEqual({ url: `${GROQ_BASE}/v1/chat/completions`, headers: { authorization: `Bearer ${KEY}` } });
    // Groq documents stream_options.include_usage, which the OpenAI row asks for to settle a stream from the upstream's usage.
    expect(call.body.stream_options).toEqual({ include_usage: true });
    expect(provider(1).target(channel, { endpoint: 'audio-transcriptions', model: 'whisper-large-v3', stream: false }).url).toBe(
      `${GROQ_BASE}/v1/audio/transcriptions`,
    );
    // A base written with /v1 on the end does not double it.
    expect(provider(1).target({ ...channel, baseUrl: `${GROQ_BASE}/v1/` }, { endpoint: 'chat', model: 'm', stream: false }).url).toBe(
      `${GROQ_BASE}/v1/chat/completions`,
    );
  });

  it('a Custom channel calls the one URL it names', () => {
    const channel: ChannelView = { type: 8, baseUrl: `${GROQ_BASE}/v1/chat/completions`, key: KEY, other: '' };
    expect(provider(8).target(channel, { endpoint: 'chat', model: 'llama-3.1-8b-instant', stream: false })).toEqual({
      url: `${GROQ_BASE}/v1/chat/completions`,
      headers: { authorization: `Bearer ${KEY}` },
    });
  });
});
