import { describe, expect, it } from 'vitest';
import { CHANNEL_TYPES } from '../../../../schema/channels/channel-types';
import { NOT_OPENAI_FORMAT, OPENAI_FORMAT_TYPES, providerFor } from '../../../../services/relay/providers/provider-for';
import { DEFAULT_MODELS_KEEPING_SUFFIX, prepareUpstreamCall, type ChannelView } from '../../../../services/relay/providers/provider';

/*
 * Every catalogue type has a decision: served by an OpenAI-format provider,
 * or listed with why not. Adding a type to schema/channels/channel-types.ts
 * without deciding fails here.
 */

describe('providerFor', () => {
  it('every catalogue type is either served or listed as not OpenAI-format, never both', () => {
    const undecided = CHANNEL_TYPES.filter((type) => (providerFor(type.id) !== null) === NOT_OPENAI_FORMAT.has(type.id)).map(
      (type) => `${type.id} ${type.name}`,
    );
    expect(undecided).toEqual([]);
  });

  it('lists only catalogue types', () => {
    const known = new Set(CHANNEL_TYPES.map((type) => type.id));
    expect([...NOT_OPENAI_FORMAT.keys(), ...OPENAI_FORMAT_TYPES].filter((id) => !known.has(id))).toEqual([]);
  });

  it('OPENAI_FORMAT_TYPES: the served types, ascending', () => {
    expect(OPENAI_FORMAT_TYPES).toEqual([1, 3, 4, 6, 7, 8, 9, 10, 12, 13, 19, 20, 22, 25, 31, 40, 42, 43, 47, 48, 53]);
    for (const type of OPENAI_FORMAT_TYPES) expect(providerFor(type)?.types).toContain(type);
  });

  it('null for a type with no OpenAI-format provider, and for ids outside the catalogue', () => {
    expect(providerFor(14)).toBeNull();
    expect(providerFor(24)).toBeNull();
    expect(providerFor(28)).toBeNull();
    expect(providerFor(999)).toBeNull();
  });

  it("each provider's name is the catalogue's", () => {
    const names = new Map(CHANNEL_TYPES.map((type) => [type.id, type.name]));
    for (const type of OPENAI_FORMAT_TYPES) expect(providerFor(type)?.name).toBe(names.get(type));
  });
});

describe('prepareUpstreamCall', () => {
  it("Custom's {model} is the model after the quirks", () => {
    const custom: ChannelView = { type: 8, baseUrl: 'https://llm.example.com/{model}/chat', key: 'k', other: '' };
    const provider = providerFor(8);
    if (!provider) throw new Error('no Custom provider');
    const call = prepareUpstreamCall(
      provider,
      custom,
      { model: 'alias', messages: [] },
      {
        request: { endpoint: 'chat', model: 'gpt-5-mini-low', stream: false },
        requestedModel: 'alias',
        modelsKeepingSuffix: DEFAULT_MODELS_KEEPING_SUFFIX,
      },
    );
    expect(call.body).toEqual({ model: 'gpt-5-mini', messages: [], reasoning_effort: 'low' });
    expect(call.target).toEqual({ url: 'https://llm.example.com/gpt-5-mini/chat', headers: { authorization: 'Bearer k' } });
  });
});
