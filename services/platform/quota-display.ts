import type { OptionStore } from './options/option-store';

/*
 * How a quota amount reads to a person: dollars when DisplayInCurrencyEnabled
 * is on (QuotaPerUnit units to the dollar), otherwise the raw units in short
 * form (12.5k, 3.0M). One module, so a redemption code's default name, a
 * low-balance mail and a channel notice all say the same number the same way.
 */

export interface QuotaDisplay {
  readonly quotaPerUnit: number;
  readonly displayInCurrency: boolean;
}

/** The display settings from the options of the moment (QuotaPerUnit, DisplayInCurrencyEnabled). */
export function quotaDisplayOf(options: Pick<OptionStore, 'get'>): QuotaDisplay {
  return { quotaPerUnit: options.get('QuotaPerUnit'), displayInCurrency: options.get('DisplayInCurrencyEnabled') };
}

/** As the console shows quota (its renderQuota): currency with two decimals, or a count with k, M, B. */
export function formatQuota(quota: number, display: QuotaDisplay): string {
  if (display.displayInCurrency) return `$${(quota / display.quotaPerUnit).toFixed(2)}`;
  if (quota >= 1e9) return `${(quota / 1e9).toFixed(1)}B`;
  if (quota >= 1e6) return `${(quota / 1e6).toFixed(1)}M`;
  if (quota >= 1e4) return `${(quota / 1e3).toFixed(1)}k`;
  return String(quota);
}
