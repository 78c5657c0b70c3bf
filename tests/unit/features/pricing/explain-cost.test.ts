import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainCost, formulaLanguageOf, settleCost } from '../../../../services/features/pricing';
import { chargeDetail } from '../../../../services/relay/pipeline/charge-detail';
import { priceArbitrary as priceArb, usageArbitrary as usageArb } from '../../../testkit/charge-arbitraries';

/*
 * Explaining a charge (issue 17 item 3): the charge recomputed from what the
 * settle event records equals, to the unit, what was charged — over 10,000
 * random requests priced per token and per call, each recorded through the
 * relay's own `chargeDetail` — and the formula reads as a person checks it.
 */

const FACTS = {
  group: 'default',
  upstreamModel: null,
  channelsTried: [1],
  stream: false,
  end: 'complete' as const,
  firstTokenMs: 5,
  elapsedMs: 10,
  requestConversion: ['OpenAI Compatible'],
};

describe('explaining a charge', () => {
  it('recomputes the recorded charge to the unit for 10,000 random requests', () => {
    fc.assert(
      fc.property(priceArb, usageArb, (price, usage) => {
        const cost = settleCost(price, usage);
        const detail = chargeDetail(price, cost, usage, FACTS);
        const explained = explainCost(detail.price, {
          promptTokens: usage.promptTokens,
          completionTokens: usage.completionTokens,
          cachedTokens: detail.cachedTokens,
          cacheWriteTokens: detail.cacheWriteTokens,
          imageTokens: detail.imageTokens,
        });
        expect(explained.quota).toBe(cost.quota);
        expect(explained.basis).toBe(cost.basis);
      }),
      { numRuns: 10_000 },
    );
  });

  it('writes the per-token formula term by term, with the rounding', () => {
    const explained = explainCost(
      { kind: 'per-token', modelRatio: '0.075', completionRatio: '4', cacheRatio: '0.5', createCacheRatio: '1.25', imageRatio: '1', groupRatio: '1.5' },
      { promptTokens: 100, completionTokens: 20, cachedTokens: 10, cacheWriteTokens: 0, imageTokens: 0 },
    );
    // (90 + 10 × 0.5 + 20 × 4) × 0.075 × 1.5 = 175 × 0.1125 = 19.6875 → 20
    expect(explained).toEqual({
      quota: 20,
      basis: 'usage',
      formula: '(90 input tokens + 10 cached tokens × 0.5 + 20 output tokens × 4) × model ratio 0.075 × group ratio 1.5\n= 19.6875 → rounded half up: 20',
    });
  });

  it('writes the same formula in Chinese for a Chinese reader, numbers unchanged', () => {
    const perToken = explainCost(
      { kind: 'per-token', modelRatio: '0.075', completionRatio: '4', cacheRatio: '0.5', createCacheRatio: '1.25', imageRatio: '1', groupRatio: '1.5' },
      { promptTokens: 100, completionTokens: 20, cachedTokens: 10, cacheWriteTokens: 0, imageTokens: 0 },
      undefined,
      'zh',
    );
    expect(perToken).toEqual({
      quota: 20,
      basis: 'usage',
      formula: '(输入 90 tokens + 缓存命中 10 tokens × 0.5 + 输出 20 tokens × 4) × 模型倍率 0.075 × 分组倍率 1.5\n= 19.6875 → 四舍五入：20',
    });
    const call = explainCost(
      { kind: 'per-call', modelPrice: '0.04', quotaPerUnit: '500000', groupRatio: '1' },
      { promptTokens: 1, completionTokens: 1, cachedTokens: 0, cacheWriteTokens: 0, imageTokens: 0 },
      { quotaPerUnit: '500000', calls: [{ tool: 'web_search', count: 2, pricePerThousand: '10' }] },
      'zh',
    );
    // $0.04 × 500000 + 2 × $10 / 1000 × 500000 = 20000 + 10000
    expect(call).toEqual({
      quota: 30_000,
      basis: 'usage',
      formula:
        '每次调用 $0.04 × 每美元 500000 额度 × 分组倍率 1\n+ (web_search 调用 2 次 × 每千次 $10) × 每美元 500000 额度 × 分组倍率 1\n= 30000 → 四舍五入：30000',
    });
    expect(['zh', 'zh-CN', ' ZH-tw', 'en', 'en-US', '', undefined, 7].map(formulaLanguageOf)).toEqual(['zh', 'zh', 'zh', 'en', 'en', 'en', 'en', 'en']);
  });

  it('says when the minimum of one unit, a per-call price, a free model or missing usage decided it', () => {
    const tiny = explainCost(
      { kind: 'per-token', modelRatio: '0.001', completionRatio: '1', cacheRatio: '1', createCacheRatio: '1', imageRatio: '1', groupRatio: '1' },
      { promptTokens: 3, completionTokens: 0, cachedTokens: 0, cacheWriteTokens: 0, imageTokens: 0 },
    );
    expect(tiny.quota).toBe(1);
    expect(tiny.formula).toContain('costs at least 1');
    const call = explainCost(
      { kind: 'per-call', modelPrice: '0.04', quotaPerUnit: '500000', groupRatio: '1' },
      { promptTokens: 1, completionTokens: 1, cachedTokens: 0, cacheWriteTokens: 0, imageTokens: 0 },
    );
    expect(call).toEqual({ quota: 20_000, basis: 'usage', formula: '$0.04 per call × 500000 quota per $ × group ratio 1\n= 20000 → rounded half up: 20000' });
    const free = explainCost(
      { kind: 'per-call', modelPrice: '0', quotaPerUnit: '500000', groupRatio: '1' },
      { promptTokens: 1, completionTokens: 1, cachedTokens: 0, cacheWriteTokens: 0, imageTokens: 0 },
    );
    expect(free).toMatchObject({ quota: 0, basis: 'free' });
    const none = explainCost(
      { kind: 'per-call', modelPrice: '1', quotaPerUnit: '500000', groupRatio: '1' },
      { promptTokens: 0, completionTokens: 0, cachedTokens: 0, cacheWriteTokens: 0, imageTokens: 0 },
    );
    expect(none).toMatchObject({ quota: 0, basis: 'no-usage' });
  });
});
