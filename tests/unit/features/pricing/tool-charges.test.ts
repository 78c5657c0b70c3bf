import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateReservation, explainCost, settleCost, toolChargesOf, type ToolCharges } from '../../../../services/features/pricing';
import { decimalFrom, toText } from '../../../../services/features/pricing/rules/exact-decimal';
import { toolPricePerThousand, toolPriceTable } from '../../../../services/features/pricing/rules/tool-price';
import { chargeDetail } from '../../../../services/relay/pipeline/charge-detail';
import { priceArbitrary, usageArbitrary } from '../../../testkit/charge-arbitraries';
import { query, table } from './price-fixtures';

/*
 * Tool calls charged on top of the tokens (server-behaviour 4.3): what a
 * call costs (built-in prices, model prefixes, the admin's overrides), what
 * it adds to a charge, and the explanation recomputing it to the unit.
 */

const price = (tool: Parameters<typeof toolPricePerThousand>[1], model: string, overrides: Record<string, number> = {}) =>
  toText(toolPricePerThousand(toolPriceTable(overrides), tool, model));

const usage = { promptTokens: 1_000, completionTokens: 100, semantics: 'openai' as const };
const perToken = (modelRatio: number, groupRatio = 1) => ({
  kind: 'per-token' as const,
  model: 'm',
  modelRatio: decimalFrom(modelRatio),
  completionRatio: decimalFrom(4),
  cacheRatio: decimalFrom(0.5),
  createCacheRatio: decimalFrom(1.25),
  imageRatio: decimalFrom(1),
  group: { ratio: decimalFrom(groupRatio), fromUserGroup: false },
  unsetPrice: false,
});
const searches = (count: number, dollarsPerThousand: number): ToolCharges => ({
  calls: [{ tool: 'web_search', count, pricePerThousand: decimalFrom(dollarsPerThousand) }],
  quotaPerUnit: decimalFrom(500_000),
});

describe('what a tool call costs', () => {
  it('has the built-in prices, and the search models priced apart by prefix', () => {
    expect(price('web_search', 'gpt-4.1')).toBe('10');
    expect(price('file_search', 'gpt-4.1')).toBe('2.5');
    expect(price('image_generation', 'gpt-4.1')).toBe('150');
    expect(price('web_search_preview', 'gpt-4o-mini-search-preview')).toBe('25');
    expect(price('web_search_preview', 'gpt-4.1-mini')).toBe('25');
    expect(price('web_search_preview', 'o3')).toBe('10');
  });

  it('takes the admin’s prices over the built-in ones; the longest prefix wins; 0 makes a tool free', () => {
    const overrides = { web_search: 12, 'web_search_preview:gpt-4o-mini*': 30, file_search: 0 };
    expect(price('web_search', 'gpt-4.1', overrides)).toBe('12');
    expect(price('web_search_preview', 'gpt-4o-mini-search-preview', overrides)).toBe('30');
    expect(price('web_search_preview', 'gpt-4o-search-preview', overrides)).toBe('25');
    expect(price('file_search', 'gpt-4.1', overrides)).toBe('0');
  });

  it('prices a request’s calls by the table it was admitted under, leaving out tools it did not call', () => {
    const charges = toolChargesOf(table({ 'tool_price_setting.prices': { file_search: 3 } }), 'gpt-4.1', {
      web_search: 2,
      file_search: 1,
      image_generation: 0,
    });
    expect(charges?.calls.map((c) => [c.tool, c.count, toText(c.pricePerThousand)])).toEqual([
      ['web_search', 2, '10'],
      ['file_search', 1, '3'],
    ]);
    expect(toolChargesOf(table(), 'gpt-4.1', {})).toBeUndefined();
  });
});

describe('a hold with tool calls known before the call', () => {
  it('holds what a chat search model’s search will cost, on top of the tokens, even for a free model', () => {
    const prices = table({ ModelRatio: { 'gpt-4o-search-preview': 1.25, 'free-search': 0 }, CompletionRatio: { 'gpt-4o-search-preview': 4 } });
    const ask = (model: string, toolCalls?: { web_search_preview: number }) =>
      estimateReservation(prices, { ...query(model), promptTokens: 1_000, maxTokens: 100, toolCalls });
    // (1,000 + 100 × 4) × 1.25 = 1,750; one search × $0.025 × 500,000 = 12,500.
    expect(ask('gpt-4o-search-preview')).toMatchObject({ quota: 1_750 });
    expect(ask('gpt-4o-search-preview', { web_search_preview: 1 })).toMatchObject({ quota: 1_750 + 12_500 });
    // A model outside the gpt-4o and gpt-4.1 prefixes: $10 per 1,000 searches.
    expect(ask('free-search', { web_search_preview: 1 })).toMatchObject({ quota: 5_000, free: true });
  });
});

describe('a charge with tool calls', () => {
  it('adds count × price / 1,000 × QuotaPerUnit × group ratio before the one rounding', () => {
    // (1,000 + 100 × 4) × 0.075 × 1.5 = 157.5; 3 × $0.01 × 500,000 × 1.5 = 22,500.
    expect(settleCost(perToken(0.075, 1.5), usage, searches(3, 10))).toEqual({ quota: 22_658, basis: 'usage' });
    expect(settleCost(perToken(0.075, 1.5), usage)).toEqual({ quota: 158, basis: 'usage' });
  });

  it('charges a free model’s tool calls, and nothing for a request upstream reported no tokens for', () => {
    expect(settleCost(perToken(0), usage, searches(1, 10))).toEqual({ quota: 5_000, basis: 'usage' });
    expect(settleCost(perToken(0), usage)).toEqual({ quota: 0, basis: 'free' });
    expect(settleCost(perToken(1), { ...usage, promptTokens: 0, completionTokens: 0 }, searches(1, 10))).toEqual({ quota: 0, basis: 'no-usage' });
  });

  it('is explained to the unit, with the tool calls in the formula', () => {
    const explained = explainCost(
      { kind: 'per-token', modelRatio: '0.075', completionRatio: '4', cacheRatio: '0.5', createCacheRatio: '1.25', imageRatio: '1', groupRatio: '1.5' },
      { ...usage, cachedTokens: 0, cacheWriteTokens: 0, imageTokens: 0 },
      { quotaPerUnit: '500000', calls: [{ tool: 'web_search', count: 3, pricePerThousand: '10' }] },
    );
    expect(explained.quota).toBe(22_658);
    expect(explained.formula).toBe(
      '(1000 input tokens + 100 output tokens × 4) × model ratio 0.075 × group ratio 1.5\n' +
        '+ (3 web_search calls × $10 per 1,000) × 500000 quota per $ × group ratio 1.5\n' +
        '= 22657.5 → rounded half up: 22658',
    );
  });

  it('recomputes the recorded charge to the unit for 2,000 random requests with random tool calls', () => {
    const toolCalls = fc.array(
      fc.record({
        tool: fc.constantFrom('web_search', 'web_search_preview', 'file_search', 'image_generation'),
        count: fc.integer({ min: 1, max: 50 }),
        price: fc.double({ min: 0, max: 200, noNaN: true }),
      }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(priceArbitrary, usageArbitrary, toolCalls, (price, usage, calls) => {
        const tools: ToolCharges = {
          calls: calls.map((c) => ({ tool: c.tool, count: c.count, pricePerThousand: decimalFrom(c.price) })),
          quotaPerUnit: decimalFrom(500_000),
        };
        const cost = settleCost(price, usage, tools);
        const facts = {
          group: 'default',
          upstreamModel: null,
          channelsTried: [1],
          stream: false,
          end: 'complete' as const,
          firstTokenMs: null,
          elapsedMs: 1,
          requestConversion: ['OpenAI Compatible'],
        };
        const detail = chargeDetail(price, cost, usage, facts, tools);
        const recorded = {
          promptTokens: usage.promptTokens,
          completionTokens: usage.completionTokens,
          cachedTokens: detail.cachedTokens,
          cacheWriteTokens: detail.cacheWriteTokens,
          imageTokens: detail.imageTokens,
        };
        const explained = explainCost(detail.price, recorded, detail.toolCalls);
        expect(explained.quota).toBe(cost.quota);
        expect(explained.basis).toBe(cost.basis);
        // Never less than without the tools.
        expect(cost.quota).toBeGreaterThanOrEqual(settleCost(price, usage).quota);
      }),
      { numRuns: 2_000, seed: 20_261_127 },
    );
  });
});
