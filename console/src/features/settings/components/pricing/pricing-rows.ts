import { fixedPriceProblem, numberProblem, priceFromRatio, completionPriceFromRatio, readNumber, type NumberProblem } from './pricing-numbers';

/*
 * Spec 03 §3.3 and §4 as pure rules: the visual editor's rows and the three
 * option maps they come from and go back to (ModelPrice, ModelRatio,
 * CompletionRatio: model name to number). A row keeps each value as the text
 * the user typed ('' when unset) until it is saved.
 */

/** One model of the visual editor (spec 03 §3.3). */
export interface PricingRow {
  readonly name: string;
  /** Fixed dollars per request; when set, the model is billed per request and only this is saved. */
  readonly price: string;
  readonly ratio: string;
  readonly completionRatio: string;
}

export type NumberMap = Readonly<Record<string, number>>;

/** The maps the visual editor reads and writes, in the order a save sends them. */
export const VISUAL_MAP_KEYS = ['ModelPrice', 'ModelRatio', 'CompletionRatio'] as const;
export type VisualMapKey = (typeof VISUAL_MAP_KEYS)[number];
export type PricingMaps = Readonly<Record<VisualMapKey, NumberMap>>;

/** A stored map's text as a map; null when it is not a JSON object of finite numbers (blank reads as empty). */
export function parseNumberMap(text: string): Record<string, number> | null {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const map: Record<string, number> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    map[name] = value;
  }
  return map;
}

const valueText = (map: NumberMap, name: string): string => (Object.hasOwn(map, name) ? String(map[name]) : '');

/** The rows of the maps: every model any of the three names, in the order they first appear (spec 03 §2.1). */
export function rowsOfMaps(maps: PricingMaps): PricingRow[] {
  const names = new Set<string>();
  for (const key of VISUAL_MAP_KEYS) for (const name of Object.keys(maps[key])) names.add(name);
  return [...names].map((name) => ({
    name,
    price: valueText(maps.ModelPrice, name),
    ratio: valueText(maps.ModelRatio, name),
    completionRatio: valueText(maps.CompletionRatio, name),
  }));
}

/** A row's value as saved: the number it holds (rows are checked before they are saved). */
function valueOf(text: string): number | null {
  return text.trim() === '' ? null : readNumber(text);
}

/**
 * The maps a save writes from the rows (spec 03 §4): a model with a fixed
 * price is saved with its price only; one without goes into ModelRatio and
 * CompletionRatio with whichever it holds. A model no row names is in none.
 */
export function mapsOfRows(rows: readonly PricingRow[]): PricingMaps {
  const maps: Record<VisualMapKey, Record<string, number>> = { ModelPrice: {}, ModelRatio: {}, CompletionRatio: {} };
  for (const row of rows) addRow(maps, row);
  return maps;
}

/** `maps` with the rows added over them (the unset-models list: it only adds prices and ratios). */
export function mapsWithRows(maps: PricingMaps, rows: readonly PricingRow[]): PricingMaps {
  const next: Record<VisualMapKey, Record<string, number>> = {
    ModelPrice: { ...maps.ModelPrice },
    ModelRatio: { ...maps.ModelRatio },
    CompletionRatio: { ...maps.CompletionRatio },
  };
  for (const row of rows) addRow(next, row);
  return next;
}

function addRow(maps: Record<VisualMapKey, Record<string, number>>, row: PricingRow): void {
  const price = valueOf(row.price);
  if (price !== null) {
    maps.ModelPrice[row.name] = price;
    delete maps.ModelRatio[row.name];
    delete maps.CompletionRatio[row.name];
    return;
  }
  delete maps.ModelPrice[row.name];
  const ratio = valueOf(row.ratio);
  const completion = valueOf(row.completionRatio);
  if (ratio !== null) maps.ModelRatio[row.name] = ratio;
  else delete maps.ModelRatio[row.name];
  if (completion !== null) maps.CompletionRatio[row.name] = completion;
  else delete maps.CompletionRatio[row.name];
}

/** Whether two maps hold the same models at the same numbers (their key order aside). */
export function sameMap(a: NumberMap, b: NumberMap): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((name) => Object.hasOwn(b, name) && b[name] === a[name]);
}

/** What a save sends (spec 03 §2.2): only the maps that changed, each as JSON text, in the fixed order. */
export function changedMaps(saved: PricingMaps, next: PricingMaps): Array<[VisualMapKey, string]> {
  return VISUAL_MAP_KEYS.filter((key) => !sameMap(saved[key], next[key])).map((key) => [key, JSON.stringify(next[key], null, 2)]);
}

/** A row's fields that can be wrong. */
export type RowField = 'price' | 'ratio' | 'completionRatio';
export type RowProblem = NumberProblem | 'zeroPrice';

/**
 * What is wrong with a row before it is saved: a set fixed price must be a
 * number above 0 (its ratios are not saved); otherwise the ratios, when set,
 * must be numbers, and a row to be saved needs a price or a ratio
 * (`needsPrice`: the unset-models list, where a model is given one).
 */
export function rowProblems(row: PricingRow, needsPrice = false): Partial<Record<RowField, RowProblem>> {
  const problems: Partial<Record<RowField, RowProblem>> = {};
  if (row.price.trim() !== '') {
    const problem = fixedPriceProblem(row.price);
    if (problem) problems.price = problem;
    return problems;
  }
  if (row.ratio.trim() !== '') {
    const problem = numberProblem(row.ratio);
    if (problem) problems.ratio = problem;
  } else if (needsPrice) problems.ratio = 'notNumber';
  if (row.completionRatio.trim() !== '') {
    const problem = numberProblem(row.completionRatio);
    if (problem) problems.completionRatio = problem;
  }
  return problems;
}

/** The first problem among the rows, with its model, or null when every row may be saved. */
export function firstRowProblem(rows: readonly PricingRow[], needsPrice = false): { readonly name: string; readonly problem: RowProblem } | null {
  for (const row of rows) {
    const problems = rowProblems(row, needsPrice);
    const problem = problems.price ?? problems.ratio ?? problems.completionRatio;
    if (problem) return { name: row.name, problem };
  }
  return null;
}

/** Spec 03 §4: a row billed per request (a fixed price set) or per token. */
export const isPerRequest = (row: PricingRow): boolean => row.price.trim() !== '';

/** Spec 03 §9: the row's input and completion prices per 1M tokens (null where they cannot be derived, or it is billed per request). */
export function derivedPrices(row: PricingRow): { readonly input: number | null; readonly completion: number | null } {
  const ratio = isPerRequest(row) ? null : valueOf(row.ratio);
  const input = ratio === null ? null : priceFromRatio(ratio);
  const completionRatio = valueOf(row.completionRatio);
  const completion = input === null || completionRatio === null ? null : completionPriceFromRatio(input, completionRatio);
  return { input, completion };
}

/** Spec 03 §2.1: the rows whose name holds the search text (any case). */
export function searchRows(rows: readonly PricingRow[], search: string): PricingRow[] {
  const needle = search.trim().toLowerCase();
  return needle === '' ? [...rows] : rows.filter((row) => row.name.toLowerCase().includes(needle));
}

/** One page of rows (pages count from 1). */
export function pageOfRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/** The last page there is for `total` rows (at least 1), so a shrinking list never shows an empty page. */
export const lastPage = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** Spec 03 §4: the enabled models with neither a fixed price nor a ratio, each once, in their order. */
export function unsetModels(enabled: readonly string[], maps: Pick<PricingMaps, 'ModelPrice' | 'ModelRatio'>): string[] {
  const seen = new Set<string>();
  return enabled.filter((name) => {
    if (name === '' || seen.has(name)) return false;
    seen.add(name);
    return !Object.hasOwn(maps.ModelPrice, name) && !Object.hasOwn(maps.ModelRatio, name);
  });
}

/** The unset-models rows given something: a price, a ratio or a completion ratio typed. */
export const filledRows = (rows: readonly PricingRow[]): PricingRow[] =>
  rows.filter((row) => row.price.trim() !== '' || row.ratio.trim() !== '' || row.completionRatio.trim() !== '');
