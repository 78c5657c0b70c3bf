import { describe, expect, it } from 'vitest';
import {
  formatPrice,
  initialGroup,
  matchesSearch,
  priceOf,
  ratioColour,
  ratioTags,
  sortModels,
  visibleModels,
  type PricedModel,
} from '../../../console/src/features/pricing/pricing-rules';

const model = (modelName: string, overrides: Partial<PricedModel> = {}): PricedModel => ({
  modelName,
  quotaType: 0,
  modelRatio: 1,
  completionRatio: 1,
  modelPrice: 0,
  enableGroups: ['default'],
  ...overrides,
});

describe('pricing rules (spec 02 sections 2 and 9)', () => {
  it('searches model names as a case-insensitive substring', () => {
    expect(matchesSearch(model('GPT-4o-Mini'), 'o-mi')).toBe(true);
    expect(matchesSearch(model('gpt-4o-mini'), '4O-MINI')).toBe(true);
    expect(matchesSearch(model('claude-3'), 'gpt')).toBe(false);
    expect(matchesSearch(model('claude-3'), '  ')).toBe(true);
  });

  it('puts the models the viewed group can use first, then names starting with gpt, then by name', () => {
    const models = [model('claude-3'), model('gpt-4o', { enableGroups: ['vip'] }), model('a-model'), model('GPT-3.5'), model('gpt-4.1')];
    expect(sortModels(models, 'default').map((m) => m.modelName)).toEqual(['GPT-3.5', 'gpt-4.1', 'a-model', 'claude-3', 'gpt-4o']);
    expect(sortModels(models, 'vip').map((m) => m.modelName)).toEqual(['gpt-4o', 'GPT-3.5', 'gpt-4.1', 'a-model', 'claude-3']);
    expect(visibleModels(models, 'GPT-4', 'default').map((m) => m.modelName)).toEqual(['gpt-4.1', 'gpt-4o']);
  });

  it('prices by tokens per 1M (ratio × 2 × group ratio, output × completion ratio) and per call (price × group ratio)', () => {
    const tokens = priceOf(model('gpt-4o-mini', { modelRatio: 0.075, completionRatio: 4 }), 1.5);
    expect(tokens.kind === 'tokens' && [tokens.inputPerMillion, tokens.outputPerMillion]).toEqual([expect.closeTo(0.225, 9), expect.closeTo(0.9, 9)]);
    expect(priceOf(model('mj', { quotaType: 1, modelPrice: 0.1, modelRatio: 0 }), 2)).toEqual({ kind: 'call', perCall: 0.2 });
  });

  it('shows prices in dollars, or in quota units when the status says so', () => {
    expect(formatPrice(0.15, { displayInCurrency: true, quotaPerUnit: 500000 })).toBe('$0.15');
    expect(formatPrice(2.5, { displayInCurrency: true, quotaPerUnit: 500000 })).toBe('$2.50');
    expect(formatPrice(0.000125, { displayInCurrency: true, quotaPerUnit: 500000 })).toBe('$0.000125');
    expect(formatPrice(0.15, { displayInCurrency: false, quotaPerUnit: 500000 })).toBe('75,000');
  });

  it('colours ratios green up to 1, blue above 1, orange above 3 and red above 5', () => {
    expect([0.5, 1, 1.01, 3, 3.5, 5, 5.1].map(ratioColour)).toEqual(['green', 'green', 'blue', 'blue', 'orange', 'orange', 'red']);
  });

  it('tags model, completion and group ratios and the extra ones set; a per-call model only its group ratio', () => {
    const tokens = ratioTags(
      { ...model('gpt-4o', { modelRatio: 1.25, completionRatio: 4 }), cacheRatio: 0.5, createCacheRatio: null, imageRatio: undefined },
      2,
    );
    expect(tokens).toEqual([
      { kind: 'model', value: 1.25 },
      { kind: 'completion', value: 4 },
      { kind: 'group', value: 2 },
      { kind: 'cache', value: 0.5 },
    ]);
    expect(ratioTags(model('mj', { quotaType: 1 }), 0.8)).toEqual([{ kind: 'group', value: 0.8 }]);
  });

  it("views the user's own group first, else default, else the first priced group", () => {
    expect(initialGroup('vip', ['default', 'vip'])).toBe('vip');
    expect(initialGroup('gone', ['default', 'vip'])).toBe('default');
    expect(initialGroup(null, ['svip', 'vip'])).toBe('svip');
  });
});
