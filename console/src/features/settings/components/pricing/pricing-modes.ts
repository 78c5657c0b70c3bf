import {
  completionPriceFromRatio,
  completionRatioFromPrices,
  fixedPriceProblem,
  numberProblem,
  numberText,
  priceFromRatio,
  ratioFromPrice,
  readNumber,
  type NumberProblem,
} from './pricing-numbers';
import type { PricingRow } from './pricing-rows';

/*
 * Spec 03 §4 and §5 as pure rules: the add/edit dialog's pricing modes.
 * Per token (by ratio, or by price per 1M tokens) or per request (a fixed
 * price). The ratios are the truth of per-token pricing: typing a price sets
 * them at once (price ÷ 2; completion price ÷ input price), and switching to
 * "by price" shows the prices of the ratios (× 2), so a ratio the user typed
 * is saved exactly as typed unless a price is edited.
 */

export type PricingMode = 'perToken' | 'perRequest';
export type TokenSubMode = 'byRatio' | 'byPrice';

export interface PriceDraft {
  readonly mode: PricingMode;
  readonly subMode: TokenSubMode;
  /** Fixed dollars per request. */
  readonly price: string;
  readonly ratio: string;
  readonly completionRatio: string;
  /** Dollars per 1M input tokens (by price). */
  readonly inputPrice: string;
  /** Dollars per 1M completion tokens (by price). */
  readonly completionPrice: string;
}

export type DraftField = 'name' | 'price' | 'ratio' | 'completionRatio' | 'inputPrice' | 'completionPrice';
export type DraftProblem = NumberProblem | 'zeroPrice' | 'needInputPrice' | 'nameRequired' | 'nameExists';

/** The prices per 1M tokens of ratio texts ('' where a text is not a number). */
function pricesOfRatios(ratio: string, completionRatio: string): { inputPrice: string; completionPrice: string } {
  const ratioValue = ratio.trim() === '' ? null : readNumber(ratio);
  const input = ratioValue === null ? null : priceFromRatio(ratioValue);
  const completionValue = completionRatio.trim() === '' ? null : readNumber(completionRatio);
  const completion = input === null || completionValue === null ? null : completionPriceFromRatio(input, completionValue);
  return { inputPrice: numberText(input), completionPrice: numberText(completion) };
}

/** The dialog's start: a new model per token by ratio; an existing one in the mode it is billed in. */
export function draftOf(row: PricingRow | null): PriceDraft {
  const price = row?.price.trim() ?? '';
  const ratio = row?.ratio.trim() ?? '';
  const completionRatio = row?.completionRatio.trim() ?? '';
  return { mode: price === '' ? 'perToken' : 'perRequest', subMode: 'byRatio', price, ratio, completionRatio, ...pricesOfRatios(ratio, completionRatio) };
}

/** Switching between per token and per request keeps both sides' values; the save drops the other side's (spec 03 §4). */
export function withMode(draft: PriceDraft, mode: PricingMode): PriceDraft {
  return { ...draft, mode };
}

/** Switching to "by price" converts the ratios to prices (ratio × 2, × completion ratio); back to "by ratio" keeps the ratios. */
export function withSubMode(draft: PriceDraft, subMode: TokenSubMode): PriceDraft {
  if (subMode === draft.subMode) return draft;
  return subMode === 'byPrice' ? { ...draft, subMode, ...pricesOfRatios(draft.ratio, draft.completionRatio) } : { ...draft, subMode };
}

/** The completion ratio of the prices' texts: '' when there is no completion price or it cannot be derived (input price 0 or not a number). */
function completionRatioOfPrices(inputPrice: string, completionPrice: string): string {
  const input = readNumber(inputPrice);
  const completion = completionPrice.trim() === '' ? null : readNumber(completionPrice);
  if (input === null || completion === null) return '';
  return numberText(completionRatioFromPrices(input, completion));
}

/** Typing the input price sets the ratio (halving it) and, with a completion price, the completion ratio. */
export function withInputPrice(draft: PriceDraft, inputPrice: string): PriceDraft {
  const input = readNumber(inputPrice);
  const ratio = input === null ? '' : numberText(ratioFromPrice(input));
  const completionRatio = draft.completionPrice.trim() === '' ? draft.completionRatio : completionRatioOfPrices(inputPrice, draft.completionPrice);
  return { ...draft, inputPrice, ratio, completionRatio };
}

/** Typing the completion price sets the completion ratio (completion price ÷ input price); clearing it clears the ratio. */
export function withCompletionPrice(draft: PriceDraft, completionPrice: string): PriceDraft {
  return { ...draft, completionPrice, completionRatio: completionRatioOfPrices(draft.inputPrice, completionPrice) };
}

/** Spec 03 §5: a new model's name is required and must not exist already; an existing model keeps its name. */
export function nameProblem(name: string, existing: ReadonlySet<string>, editing: boolean): DraftProblem | null {
  if (editing) return null;
  const trimmed = name.trim();
  if (trimmed === '') return 'nameRequired';
  return existing.has(trimmed) ? 'nameExists' : null;
}

/** Spec 03 §5: the dialog's problems by field, for the fields its mode shows. */
export function draftProblems(draft: PriceDraft): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  const put = (field: DraftField, problem: DraftProblem | null) => {
    if (problem) problems[field] = problem;
  };
  const optional = (text: string) => (text.trim() === '' ? null : numberProblem(text));
  if (draft.mode === 'perRequest') {
    put('price', fixedPriceProblem(draft.price));
  } else if (draft.subMode === 'byRatio') {
    put('ratio', numberProblem(draft.ratio));
    put('completionRatio', optional(draft.completionRatio));
  } else {
    put('inputPrice', numberProblem(draft.inputPrice));
    const completion = optional(draft.completionPrice);
    put('completionPrice', completion);
    // Spec 03 §4: the completion ratio is completion price ÷ input price; with an input price of 0 there is none.
    if (!completion && draft.completionPrice.trim() !== '' && readNumber(draft.inputPrice) === 0) put('completionPrice', 'needInputPrice');
  }
  return problems;
}

/**
 * The row the dialog saves (spec 03 §4): per request keeps only the fixed
 * price; per token clears it and keeps the ratios (those typed, or those of
 * the typed prices). Call it only when `draftProblems` found nothing.
 */
export function rowOfDraft(name: string, draft: PriceDraft): PricingRow {
  if (draft.mode === 'perRequest') return { name, price: draft.price.trim(), ratio: '', completionRatio: '' };
  return { name, price: '', ratio: draft.ratio.trim(), completionRatio: draft.completionRatio.trim() };
}
