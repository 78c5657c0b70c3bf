import { readNumber } from './pricing-numbers';
import type { PricingRow } from './pricing-rows';

/*
 * Spec 03 §5 as pure rules: setting one value on every selected model of the
 * visual editor at once.
 */

/** What a batch sets: the fixed price, the ratio, the completion ratio, or both ratios. */
export const BATCH_TYPES = ['price', 'ratio', 'completionRatio', 'bothRatio'] as const;
export type BatchType = (typeof BATCH_TYPES)[number];

export interface BatchValues {
  /** The value of a one-value type. */
  readonly fill: string;
  /** The both-ratios type's ratio and completion ratio. */
  readonly ratio: string;
  readonly completionRatio: string;
}

export type BatchProblem = 'noSelection' | 'needBoth' | 'needFill' | 'invalidNumber' | 'zeroPrice';

/** A batch value: a number not below 0 (anything else is 'please enter a valid number'). */
const valid = (text: string): boolean => {
  const value = readNumber(text);
  return value !== null && value >= 0;
};

/**
 * Spec 03 §5: models must be selected ('please first select models to batch
 * set'); both ratios need both values ('please enter model ratio and
 * completion ratio'), the other types a fill value ('please enter fill
 * value'); each a number ('please enter a valid number'), and a fixed price
 * never 0 ('model price cannot be 0').
 */
export function batchProblem(selected: number, type: BatchType, values: BatchValues): BatchProblem | null {
  if (selected === 0) return 'noSelection';
  if (type === 'bothRatio') {
    if (values.ratio.trim() === '' || values.completionRatio.trim() === '') return 'needBoth';
    return valid(values.ratio) && valid(values.completionRatio) ? null : 'invalidNumber';
  }
  if (values.fill.trim() === '') return 'needFill';
  if (!valid(values.fill)) return 'invalidNumber';
  return type === 'price' && readNumber(values.fill) === 0 ? 'zeroPrice' : null;
}

/**
 * The rows with the batch applied to the selected ones (spec 03 §4): a fixed
 * price makes them per request (their ratios cleared); a ratio, or both,
 * makes them per token (their fixed price cleared); a completion ratio alone
 * changes only that (a model with a fixed price does not save it).
 * Values are kept as typed. Call it only when `batchProblem` found nothing.
 */
export function applyBatch(rows: readonly PricingRow[], selected: ReadonlySet<string>, type: BatchType, values: BatchValues): PricingRow[] {
  const fill = values.fill.trim();
  return rows.map((row) => {
    if (!selected.has(row.name)) return row;
    switch (type) {
      case 'price':
        return { ...row, price: fill, ratio: '', completionRatio: '' };
      case 'ratio':
        return { ...row, price: '', ratio: fill };
      case 'completionRatio':
        return { ...row, completionRatio: fill };
      case 'bothRatio':
        return { ...row, price: '', ratio: values.ratio.trim(), completionRatio: values.completionRatio.trim() };
    }
  });
}
