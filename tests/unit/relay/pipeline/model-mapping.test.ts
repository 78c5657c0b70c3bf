import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapModel, modelMappingError, parseModelMapping, type ModelMapping } from '../../../../services/relay/pipeline/model-mapping';

/* A channel's model mapping (server-behaviour 3.4): chains followed, self-maps end a chain, loops refused. */

const mapping = (text: string): ModelMapping => {
  const parsed = parseModelMapping(text);
  if (!parsed.ok) throw new Error(`unexpected: ${parsed.reason}`);
  return parsed.mapping;
};
const mapped = (text: string, model: string) => mapModel(mapping(text), model);

describe('parseModelMapping', () => {
  it('empty text and {} map nothing', () => {
    expect(parseModelMapping('')).toEqual({ ok: true, mapping: new Map() });
    expect(parseModelMapping('  {}  ')).toEqual({ ok: true, mapping: new Map() });
  });

  it('refuses text that is not a JSON object of strings', () => {
    for (const text of ['{', '[]', '"gpt-4"', 'null', '{"a": 1}', '{"a": {"b": "c"}}'])
      expect(parseModelMapping(text), text).toEqual({ ok: false, reason: 'unmarshal_model_mapping_failed' });
  });

  it('an empty target maps nothing; keys such as __proto__ are plain names', () => {
    expect(mapped('{"gpt-4": ""}', 'gpt-4')).toEqual({ kind: 'unmapped' });
    expect(mapped('{"__proto__": "x", "constructor": "y"}', 'constructor')).toEqual({ kind: 'mapped', upstreamModel: 'y' });
    expect(mapped('{"__proto__": "x"}', '__proto__')).toEqual({ kind: 'mapped', upstreamModel: 'x' });
    expect(mapped('{"a": "b"}', 'toString')).toEqual({ kind: 'unmapped' });
  });
});

describe('mapModel', () => {
  it('maps one step, and leaves other models alone', () => {
    expect(mapped('{"gpt-4o": "gpt-4o-2024-08-06"}', 'gpt-4o')).toEqual({ kind: 'mapped', upstreamModel: 'gpt-4o-2024-08-06' });
    expect(mapped('{"gpt-4o": "gpt-4o-2024-08-06"}', 'gpt-4')).toEqual({ kind: 'unmapped' });
  });

  it('follows chains to their end', () => {
    expect(mapped('{"a": "b", "b": "c", "c": "d"}', 'a')).toEqual({ kind: 'mapped', upstreamModel: 'd' });
    expect(mapped('{"a": "b", "b": "c", "c": "d"}', 'b')).toEqual({ kind: 'mapped', upstreamModel: 'd' });
  });

  it('a self-map at the start is "not mapped"; at the end of a chain it ends the chain', () => {
    expect(mapped('{"a": "a"}', 'a')).toEqual({ kind: 'unmapped' });
    expect(mapped('{"a": "b", "b": "b"}', 'a')).toEqual({ kind: 'mapped', upstreamModel: 'b' });
  });

  it('refuses loops, saying where they go', () => {
    expect(mapped('{"a": "b", "b": "a"}', 'a')).toEqual({ kind: 'cycle', reason: 'model_mapping_contains_cycle', path: ['a', 'b', 'a'] });
    expect(mapped('{"a": "b", "b": "c", "c": "b"}', 'a')).toEqual({ kind: 'cycle', reason: 'model_mapping_contains_cycle', path: ['a', 'b', 'c', 'b'] });
    // A model outside the loop is not affected by it.
    expect(mapped('{"a": "b", "b": "a", "x": "y"}', 'x')).toEqual({ kind: 'mapped', upstreamModel: 'y' });
  });

  it('always ends: mapped to a name the mapping does not move further, unmapped, or a loop', () => {
    const names = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    fc.assert(
      fc.property(fc.dictionary(names, names), names, (entries, model) => {
        const map: ModelMapping = new Map(Object.entries(entries));
        const result = mapModel(map, model);
        if (result.kind === 'mapped') {
          expect(result.upstreamModel).not.toBe(model);
          const next = map.get(result.upstreamModel);
          expect(next === undefined || next === result.upstreamModel).toBe(true);
        }
        if (result.kind === 'cycle') expect(new Set(result.path).size).toBe(result.path.length - 1);
      }),
    );
  });

  it("a mapping failure is the channel's error, code channel:model_mapped_error", () => {
    expect(modelMappingError({ reason: 'model_mapping_contains_cycle' })).toEqual({
      kind: 'channel',
      code: 'channel:model_mapped_error',
      detail: 'model_mapping_contains_cycle',
    });
  });
});
