import { describe, expect, it } from 'vitest';
import { OPTION_CATALOGUE } from '../../../../schema/options/catalogue';
import { completionRatioFor } from '../../../../services/features/pricing/rules/completion-ratio';
import { decimalFrom, toNumber } from '../../../../services/features/pricing/rules/exact-decimal';
import { normaliseModelName } from '../../../../services/features/pricing/rules/model-name';
import { groupRatioFor, priceTableFrom } from '../../../../services/features/pricing/rules/price-table';
import { resolvePrice } from '../../../../services/features/pricing/rules/resolve-price';
import { query, table } from './price-fixtures';

describe('model-name normalisation (server-behaviour 4.1)', () => {
  it.each([
    ['gpt-4-gizmo-g-2fkFE8rbu', 'gpt-4-gizmo-*'],
    ['gpt-4o-gizmo-g-abc', 'gpt-4o-gizmo-*'],
    ['gemini-2.5-flash-thinking-1024', 'gemini-2.5-flash-thinking-*'],
    ['gemini-2.5-flash-lite-thinking-512', 'gemini-2.5-flash-lite-thinking-*'],
    ['gemini-2.5-pro-thinking-128', 'gemini-2.5-pro-thinking-*'],
    ['gemini-2.5-flash', 'gemini-2.5-flash'],
    ['gemini-2.5-flash-lite', 'gemini-2.5-flash-lite'],
    ['gemini-2.0-flash-thinking-exp', 'gemini-2.0-flash-thinking-exp'],
    ['gpt-4o', 'gpt-4o'],
  ])('%s → %s', (name, normalised) => {
    expect(normaliseModelName(name)).toBe(normalised);
  });

  it('looks prices up under the normalised name', () => {
    const price = resolvePrice(table({ ModelRatio: { 'gpt-4-gizmo-*': 15 } }), query('gpt-4-gizmo-g-123'));
    expect(price.kind === 'per-token' && toNumber(price.modelRatio)).toBe(15);
  });
});

describe('completion ratio lookup order (server-behaviour 4.1)', () => {
  const ratio = (name: string, configured: Record<string, number> = {}) =>
    toNumber(completionRatioFor(normaliseModelName(name), new Map(Object.entries(configured).map(([k, v]) => [k, decimalFrom(v)]))));

  it('uses the locked built-in values, whatever the option says', () => {
    expect(ratio('gpt-5', { 'gpt-5': 1 })).toBe(8);
    expect(ratio('gpt-5-mini')).toBe(8);
    expect(ratio('o1-mini', { 'o1-mini': 1 })).toBe(4);
    expect(ratio('o3')).toBe(4);
    expect(ratio('chatgpt-4o-latest', { 'chatgpt-4o-latest': 1 })).toBe(3);
    expect(ratio('gpt-3.5-turbo', { 'gpt-3.5-turbo': 1 })).toBe(3);
    expect(ratio('claude-3-5-sonnet-20241022', { 'claude-3-5-sonnet-20241022': 1 })).toBe(5);
    expect(ratio('anthropic.claude-3-haiku')).toBe(5);
    expect(ratio('claude-sonnet-4-20250514')).toBe(5);
    expect(ratio('claude-opus-4-1')).toBe(5);
    expect(ratio('claude-haiku-4-5')).toBe(5);
  });

  it('lets the option decide first for a name with "/"', () => {
    expect(ratio('vendor/claude-3-opus', { 'vendor/claude-3-opus': 2 })).toBe(2);
    // Without an entry, the built-in rules still apply to it.
    expect(ratio('vendor/claude-3-opus')).toBe(5);
  });

  it('then the option, then the family default, then 1', () => {
    expect(ratio('gpt-4o', { 'gpt-4o': 3 })).toBe(3);
    expect(ratio('gpt-4o')).toBe(4);
    expect(ratio('gpt-4o-mini')).toBe(4);
    expect(ratio('gemini-2.5-pro')).toBe(8);
    expect(ratio('gemini-2.5-pro-thinking-2048')).toBe(8);
    expect(ratio('gpt-4-turbo')).toBe(2);
    expect(ratio('gpt-4-gizmo-g-1')).toBe(2);
    expect(ratio('gpt-4o-gizmo-g-1')).toBe(2);
    expect(ratio('llama-3.1-70b', { 'llama-3.1-70b': 0.8 })).toBe(0.8);
    expect(ratio('llama-3.1-70b')).toBe(1);
    expect(ratio('claude-2.1')).toBe(1);
  });
});

describe('effective group ratio', () => {
  const prices = table({ GroupRatio: { default: 1, vip: 0.8, svip: 1.5 }, GroupGroupRatio: { vip: { default: 0.9 } } });
  const group = (userGroup: string, usingGroup: string) => {
    const effective = groupRatioFor(prices, userGroup, usingGroup);
    return [toNumber(effective.ratio), effective.fromUserGroup];
  };

  it('is GroupGroupRatio[user][using], else GroupRatio[using], else 1', () => {
    expect(group('vip', 'default')).toEqual([0.9, true]);
    expect(group('vip', 'svip')).toEqual([1.5, false]);
    expect(group('default', 'vip')).toEqual([0.8, false]);
    expect(group('default', 'unknown')).toEqual([1, false]);
  });
});

describe('the price table', () => {
  it('builds from the catalogue defaults', () => {
    const values = {
      ModelRatio: OPTION_CATALOGUE.ModelRatio.defaultValue,
      ModelPrice: OPTION_CATALOGUE.ModelPrice.defaultValue,
      CompletionRatio: OPTION_CATALOGUE.CompletionRatio.defaultValue,
      CacheRatio: OPTION_CATALOGUE.CacheRatio.defaultValue,
      GroupRatio: OPTION_CATALOGUE.GroupRatio.defaultValue,
      QuotaPerUnit: OPTION_CATALOGUE.QuotaPerUnit.defaultValue,
      PreConsumedQuota: OPTION_CATALOGUE.PreConsumedQuota.defaultValue,
    };
    const prices = priceTableFrom(values);
    expect(toNumber(prices.quotaPerUnit)).toBe(500_000);
    expect(prices.promptTokenFloor).toBe(500);
    expect(resolvePrice(prices, query('gpt-4o'))).toEqual({ kind: 'no-price', model: 'gpt-4o' });
  });

  it('treats odd model names as names', () => {
    const prices = table({ ModelRatio: JSON.parse('{"__proto__": 2, "constructor": 3}') as Record<string, number> });
    expect(resolvePrice(prices, query('__proto__')).kind).toBe('per-token');
    expect(resolvePrice(prices, query('toString')).kind).toBe('no-price');
  });

  it('refuses a ratio that is not a finite number ≥ 0 when it is built', () => {
    expect(() => table({ GroupGroupRatio: { vip: { default: -1 } } })).toThrow(RangeError);
    expect(() => table({ ModelRatio: { m: Number.NaN } })).toThrow(RangeError);
    expect(() => table({ PreConsumedQuota: 1.5 })).toThrow(RangeError);
  });

  it('prefers a fixed price to a ratio', () => {
    const price = resolvePrice(table({ ModelRatio: { m: 1 }, ModelPrice: { m: 0.02 } }), query('m'));
    expect(price.kind).toBe('per-call');
  });
});
