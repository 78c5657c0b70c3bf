import { describe, expect, it } from 'vitest';
import { applyBatch, batchProblem, type BatchValues } from '../../../console/src/features/settings/components/pricing/batch-set';
import {
  completionPriceFromRatio,
  completionRatioFromPrices,
  fixedPriceProblem,
  numberProblem,
  numberText,
  priceFromRatio,
  ratioColour,
  ratioFromPrice,
  readNumber,
  tidy,
  usdText,
} from '../../../console/src/features/settings/components/pricing/pricing-numbers';
import {
  draftOf,
  draftProblems,
  nameProblem,
  rowOfDraft,
  withCompletionPrice,
  withInputPrice,
  withMode,
  withSubMode,
} from '../../../console/src/features/settings/components/pricing/pricing-modes';
import {
  changedMaps,
  derivedPrices,
  filledRows,
  firstRowProblem,
  lastPage,
  mapsOfRows,
  mapsWithRows,
  pageOfRows,
  parseNumberMap,
  rowProblems,
  rowsOfMaps,
  sameMap,
  searchRows,
  unsetModels,
  type PricingMaps,
  type PricingRow,
} from '../../../console/src/features/settings/components/pricing/pricing-rows';

const row = (name: string, price = '', ratio = '', completionRatio = ''): PricingRow => ({ name, price, ratio, completionRatio });
const maps = (overrides: Partial<PricingMaps> = {}): PricingMaps => ({ ModelPrice: {}, ModelRatio: {}, CompletionRatio: {}, ...overrides });

describe('pricing numbers (spec 03 §4, §9)', () => {
  it('converts a ratio to a price per 1M tokens and back exactly (× 2, ÷ 2), without float noise', () => {
    expect(priceFromRatio(1)).toBe(2);
    expect(priceFromRatio(0.1)).toBe(0.2);
    expect(priceFromRatio(0.15)).toBe(0.3);
    expect(priceFromRatio(37.5)).toBe(75);
    expect(ratioFromPrice(0.3)).toBe(0.15);
    expect(ratioFromPrice(2.5)).toBe(1.25);
    expect(ratioFromPrice(0)).toBe(0);
    expect(String(priceFromRatio(0.1))).toBe('0.2');
    expect(String(priceFromRatio(0.7))).toBe('1.4');
    for (const ratio of [0.1, 0.7, 1.1, 0.0375, 123.456, 1e-7, 0.999999999999, 0.1234567890123456]) expect(ratioFromPrice(priceFromRatio(ratio)!)).toBe(ratio);
  });

  it('derives the completion ratio as completion price ÷ input price, rounding away float noise, and none for an input price of 0', () => {
    expect(0.6 / 0.2).not.toBe(3);
    expect(completionRatioFromPrices(0.2, 0.6)).toBe(3);
    expect(completionRatioFromPrices(2.5, 10)).toBe(4);
    expect(completionRatioFromPrices(0.3, 0.1)).toBe(0.333333333333);
    expect(completionRatioFromPrices(5, 0)).toBe(0);
    expect(completionRatioFromPrices(0, 10)).toBeNull();
    expect(completionRatioFromPrices(0, 0)).toBeNull();
    expect(0.2 * 3).not.toBe(0.6);
    expect(completionPriceFromRatio(0.2, 3)).toBe(0.6);
    expect(completionPriceFromRatio(0.1 * 3, 1)).toBe(0.3);
  });

  it('never answers NaN or Infinity', () => {
    expect(tidy(Number.NaN)).toBeNull();
    expect(tidy(Number.POSITIVE_INFINITY)).toBeNull();
    expect(priceFromRatio(Number.MAX_VALUE)).toBeNull();
    expect(completionRatioFromPrices(Number.MIN_VALUE, Number.MAX_VALUE)).toBeNull();
    expect(numberText(null)).toBe('');
    expect(numberText(Number.NaN)).toBe('');
    expect(usdText(null)).toBe('');
    expect(usdText(0.5)).toBe('$0.5');
    expect(Object.is(tidy(-0), 0)).toBe(true);
  });

  it('reads numbers as typed and names what is wrong: not a number, negative, a fixed price of 0', () => {
    expect(readNumber(' 1.50 ')).toBe(1.5);
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber('2e-3')).toBe(0.002);
    for (const text of ['', ' ', 'abc', '1,5', '1.2.3', '0x10', 'Infinity', 'NaN', '1e400', '--1']) expect(readNumber(text)).toBeNull();
    expect(numberProblem('abc')).toBe('notNumber');
    expect(numberProblem('')).toBe('notNumber');
    expect(numberProblem('-1')).toBe('negative');
    expect(numberProblem('-0')).toBeNull();
    expect(numberProblem('0')).toBeNull();
    expect(fixedPriceProblem('0')).toBe('zeroPrice');
    expect(fixedPriceProblem('0.000')).toBe('zeroPrice');
    expect(fixedPriceProblem('0.01')).toBeNull();
    expect(fixedPriceProblem('x')).toBe('notNumber');
  });

  it('colours ratios: green up to 1, blue above 1, orange above 3, red above 5', () => {
    expect([0, 1, 1.0001, 3, 3.5, 5, 5.01].map(ratioColour)).toEqual(['green', 'green', 'blue', 'blue', 'orange', 'orange', 'red']);
  });
});

describe('pricing rows and maps (spec 03 §3.3, §4)', () => {
  it('parses stored maps, refusing what is not an object of finite numbers', () => {
    expect(parseNumberMap('{"a":1,"b":0.5}')).toEqual({ a: 1, b: 0.5 });
    expect(parseNumberMap('')).toEqual({});
    for (const text of ['[1]', 'null', '3', '{"a":"1"}', '{"a":null}', '{', 'nope']) expect(parseNumberMap(text)).toBeNull();
  });

  it('makes one row per model of the three maps, in first-seen order', () => {
    const rows = rowsOfMaps(maps({ ModelPrice: { mj: 0.1 }, ModelRatio: { 'gpt-4o': 1.25, mj: 3 }, CompletionRatio: { 'gpt-4o': 4, only: 2 } }));
    expect(rows).toEqual([row('mj', '0.1', '3'), row('gpt-4o', '', '1.25', '4'), row('only', '', '', '2')]);
  });

  it('saves a priced model with its price only, the others with their ratios, and only the maps that changed', () => {
    const saved = maps({ ModelPrice: { mj: 0.1 }, ModelRatio: { a: 1, mj: 3 }, CompletionRatio: { a: 2 } });
    const next = mapsOfRows([row('mj', '0.1', '3'), row('a', '', '1.5', '2'), row('b', '', '0.75')]);
    expect(next).toEqual({ ModelPrice: { mj: 0.1 }, ModelRatio: { a: 1.5, b: 0.75 }, CompletionRatio: { a: 2 } });
    expect(changedMaps(saved, next)).toEqual([['ModelRatio', JSON.stringify({ a: 1.5, b: 0.75 }, null, 2)]]);
    // Nothing changed (key order aside): nothing is sent.
    expect(changedMaps(maps({ ModelRatio: { a: 1, b: 2 } }), mapsOfRows([row('b', '', '2'), row('a', '', '1')]))).toEqual([]);
    // Deleting the last model with a price empties that map.
    expect(changedMaps(maps({ ModelPrice: { mj: 0.1 } }), mapsOfRows([]))).toEqual([['ModelPrice', '{}']]);
    // A number as typed: "1.50" is saved as 1.5, never as a string, NaN or null.
    expect(JSON.parse(changedMaps(maps(), mapsOfRows([row('x', '', '1.50')]))[0]![1])).toEqual({ x: 1.5 });
    expect(sameMap({ a: 1 }, { a: 1, b: 1 })).toBe(false);
    expect(sameMap({ a: 1 }, { b: 1 })).toBe(false);
  });

  it('adds the unset models to the maps without touching the others', () => {
    const saved = maps({ ModelPrice: { mj: 0.1 }, ModelRatio: { a: 1, mj: 3 } });
    const next = mapsWithRows(saved, [row('new-price', '0.02'), row('new-ratio', '', '2', '3')]);
    expect(next).toEqual({ ModelPrice: { mj: 0.1, 'new-price': 0.02 }, ModelRatio: { a: 1, mj: 3, 'new-ratio': 2 }, CompletionRatio: { 'new-ratio': 3 } });
    expect(saved.ModelPrice).toEqual({ mj: 0.1 });
    expect(changedMaps(saved, next).map(([key]) => key)).toEqual(['ModelPrice', 'ModelRatio', 'CompletionRatio']);
  });

  it('checks rows: a fixed price above 0 (ratios ignored), ratios as numbers, and a price or ratio for an unset model', () => {
    expect(rowProblems(row('a', '0', 'x'))).toEqual({ price: 'zeroPrice' });
    expect(rowProblems(row('a', 'abc'))).toEqual({ price: 'notNumber' });
    expect(rowProblems(row('a', '', 'x', '-1'))).toEqual({ ratio: 'notNumber', completionRatio: 'negative' });
    expect(rowProblems(row('a', '', '', '2'))).toEqual({});
    expect(rowProblems(row('a', '', '', '2'), true)).toEqual({ ratio: 'notNumber' });
    expect(rowProblems(row('a', '', '0'), true)).toEqual({});
    expect(firstRowProblem([row('a', '', '1'), row('b', '0')])).toEqual({ name: 'b', problem: 'zeroPrice' });
    expect(firstRowProblem([row('a', '', '1')])).toBeNull();
  });

  it('derives the prices per 1M tokens: ratio × 2, then × completion ratio; none for a per-request model', () => {
    expect(derivedPrices(row('a', '', '0.1', '3'))).toEqual({ input: 0.2, completion: 0.6 });
    expect(derivedPrices(row('a', '', '1.25'))).toEqual({ input: 2.5, completion: null });
    expect(derivedPrices(row('a', '', '', '3'))).toEqual({ input: null, completion: null });
    expect(derivedPrices(row('a', '0.1', '3', '3'))).toEqual({ input: null, completion: null });
  });

  it('searches by name in any case, pages by 10 and lists only enabled models with neither a price nor a ratio', () => {
    const rows = Array.from({ length: 23 }, (_, i) => row(`Model-${i}`));
    expect(searchRows(rows, ' model-1')).toHaveLength(11);
    expect(searchRows(rows, '')).toHaveLength(23);
    expect(pageOfRows(rows, 3, 10).map((r) => r.name)).toEqual(['Model-20', 'Model-21', 'Model-22']);
    expect(lastPage(23, 10)).toBe(3);
    expect(lastPage(0, 10)).toBe(1);
    expect(unsetModels(['a', 'b', 'c', 'a', '', 'd'], { ModelPrice: { b: 1 }, ModelRatio: { c: 0 } })).toEqual(['a', 'd']);
    expect(filledRows([row('a'), row('b', '', '', '1'), row('c', ' ')])).toEqual([row('b', '', '', '1')]);
  });
});

describe('pricing modes of the dialog (spec 03 §4, §5)', () => {
  it('opens a priced model per request, another per token by ratio with its prices derived', () => {
    expect(draftOf(row('mj', '0.1', '3'))).toMatchObject({ mode: 'perRequest', price: '0.1' });
    expect(draftOf(row('a', '', '0.1', '3'))).toMatchObject({ mode: 'perToken', subMode: 'byRatio', inputPrice: '0.2', completionPrice: '0.6' });
    expect(draftOf(null)).toMatchObject({ mode: 'perToken', price: '', ratio: '', inputPrice: '' });
  });

  it('converts prices to ratios as they are typed, and keeps a typed ratio exact when only switching', () => {
    let draft = withSubMode(draftOf(row('a', '', '0.999999999999', '3')), 'byPrice');
    expect(draft.inputPrice).toBe('1.999999999998');
    draft = withSubMode(draft, 'byRatio');
    expect(rowOfDraft('a', draft)).toEqual(row('a', '', '0.999999999999', '3'));

    draft = withInputPrice(withSubMode(draftOf(null), 'byPrice'), '0.3');
    expect(draft.ratio).toBe('0.15');
    draft = withCompletionPrice(draft, '0.6');
    expect(draft.completionRatio).toBe('2');
    draft = withInputPrice(draft, '0.2');
    expect([draft.ratio, draft.completionRatio]).toEqual(['0.1', '3']);
    draft = withCompletionPrice(draft, '');
    expect(draft.completionRatio).toBe('');
    expect(rowOfDraft('b', draft)).toEqual(row('b', '', '0.1', ''));
  });

  it('cannot derive a completion ratio from an input price of 0, and says so', () => {
    const draft = withCompletionPrice(withInputPrice(withSubMode(draftOf(null), 'byPrice'), '0'), '5');
    expect(draft.ratio).toBe('0');
    expect(draft.completionRatio).toBe('');
    expect(draftProblems(draft)).toEqual({ completionPrice: 'needInputPrice' });
    expect(draftProblems(withCompletionPrice(draft, ''))).toEqual({});
  });

  it('clears the fixed price per token and the ratios per request on save', () => {
    const base = draftOf(row('a', '', '2', '4'));
    expect(rowOfDraft('a', withMode({ ...base, price: '0.5' }, 'perRequest'))).toEqual(row('a', '0.5'));
    const priced = draftOf(row('mj', '0.1'));
    expect(rowOfDraft('mj', withMode({ ...priced, ratio: '3' }, 'perToken'))).toEqual(row('mj', '', '3'));
  });

  it('validates each mode: numbers, a fixed price never 0, and the name of a new model', () => {
    expect(draftProblems({ ...draftOf(null), mode: 'perRequest', price: '0' })).toEqual({ price: 'zeroPrice' });
    expect(draftProblems({ ...draftOf(null), mode: 'perRequest', price: 'x' })).toEqual({ price: 'notNumber' });
    expect(draftProblems({ ...draftOf(null), ratio: '', completionRatio: 'x' })).toEqual({ ratio: 'notNumber', completionRatio: 'notNumber' });
    expect(draftProblems({ ...draftOf(null), ratio: '0' })).toEqual({});
    expect(draftProblems(withInputPrice(withSubMode(draftOf(null), 'byPrice'), '-2'))).toEqual({ inputPrice: 'negative' });
    const names = new Set(['gpt-4o']);
    expect(nameProblem('  ', names, false)).toBe('nameRequired');
    expect(nameProblem(' gpt-4o ', names, false)).toBe('nameExists');
    expect(nameProblem('gpt-4o-mini', names, false)).toBeNull();
    expect(nameProblem('gpt-4o', names, true)).toBeNull();
  });
});

describe('batch setting (spec 03 §5)', () => {
  const values = (overrides: Partial<BatchValues>): BatchValues => ({ fill: '', ratio: '', completionRatio: '', ...overrides });

  it('needs a selection, both ratios for both, a fill value otherwise, valid numbers, and no fixed price of 0', () => {
    expect(batchProblem(0, 'ratio', values({ fill: '1' }))).toBe('noSelection');
    expect(batchProblem(2, 'bothRatio', values({ ratio: '1' }))).toBe('needBoth');
    expect(batchProblem(2, 'bothRatio', values({ ratio: '1', completionRatio: 'x' }))).toBe('invalidNumber');
    expect(batchProblem(2, 'bothRatio', values({ ratio: '1', completionRatio: '2' }))).toBeNull();
    expect(batchProblem(2, 'price', values({ fill: ' ' }))).toBe('needFill');
    expect(batchProblem(2, 'completionRatio', values({ fill: 'abc' }))).toBe('invalidNumber');
    expect(batchProblem(2, 'ratio', values({ fill: '-1' }))).toBe('invalidNumber');
    expect(batchProblem(2, 'price', values({ fill: '0' }))).toBe('zeroPrice');
    expect(batchProblem(2, 'ratio', values({ fill: '0' }))).toBeNull();
  });

  it('applies to the selected rows only, switching their mode as the type says', () => {
    const rows = [row('a', '0.1'), row('b', '', '1', '2'), row('c', '', '5')];
    const picked = new Set(['a', 'b']);
    expect(applyBatch(rows, picked, 'price', values({ fill: '0.05' }))).toEqual([row('a', '0.05'), row('b', '0.05'), row('c', '', '5')]);
    expect(applyBatch(rows, picked, 'ratio', values({ fill: '1.50' }))).toEqual([row('a', '', '1.50'), row('b', '', '1.50', '2'), row('c', '', '5')]);
    expect(applyBatch(rows, picked, 'completionRatio', values({ fill: '4' }))).toEqual([row('a', '0.1', '', '4'), row('b', '', '1', '4'), row('c', '', '5')]);
    expect(applyBatch(rows, picked, 'bothRatio', values({ ratio: '2', completionRatio: '3' }))).toEqual([
      row('a', '', '2', '3'),
      row('b', '', '2', '3'),
      row('c', '', '5'),
    ]);
  });
});
