import type { ChargeDetail } from '../../../../schema/events/wallet';
import { assertNever } from '../../../platform/actor';
import { decimalOfInteger, decimalOfText, isZero, multiply, sum, toText, type Decimal } from './exact-decimal';
import type { ResolvedPrice } from './resolve-price';
import { settleCost, splitPrompt, type SettleBasis, type Usage } from './settle-cost';

/*
 * "Explain this charge": the charge of a settled request recomputed from
 * what its settle event recorded (the price in force, the usage counted),
 * through the same `settleCost` that charged it, and written out as a
 * formula a person can check with a calculator. Pure.
 */

/** The usage a settle recorded (its tokens and the charge detail's counts). */
export interface RecordedUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly cachedTokens: number;
  readonly cacheWriteTokens: number;
  readonly imageTokens: number;
}

export interface CostExplanation {
  /** The charge recomputed to the unit. */
  readonly quota: number;
  readonly basis: SettleBasis;
  /** The computation in words and numbers, one step per line. */
  readonly formula: string;
}

/** The price as the settle recorded it, back as the engine's price. */
function resolvedOf(price: ChargeDetail['price']): ResolvedPrice {
  const group = { ratio: decimalOfText(price.groupRatio), fromUserGroup: false };
  switch (price.kind) {
    case 'per-token':
      return {
        kind: 'per-token',
        model: '',
        modelRatio: decimalOfText(price.modelRatio),
        completionRatio: decimalOfText(price.completionRatio),
        cacheRatio: decimalOfText(price.cacheRatio),
        createCacheRatio: decimalOfText(price.createCacheRatio),
        imageRatio: decimalOfText(price.imageRatio),
        group,
        unsetPrice: false,
      };
    case 'per-call':
      // The recorded price is the call's: an image request's ratio (size × quality × n) is already in it.
      return { kind: 'per-call', model: '', price: decimalOfText(price.modelPrice), quotaPerUnit: decimalOfText(price.quotaPerUnit), group };
    default:
      return assertNever(price);
  }
}

const term = (count: number, name: string, ratio: Decimal | null): string => (ratio === null ? `${count} ${name}` : `${count} ${name} × ${toText(ratio)}`);

/** The weighted tokens of a per-token price, term by term (zero terms left out), and their exact sum. */
function weightedTokens(price: Extract<ResolvedPrice, { kind: 'per-token' }>, usage: Usage): { text: string; value: Decimal } {
  const parts = splitPrompt(usage);
  const terms: Array<[number, string, Decimal | null]> = [
    [parts.base, 'input tokens', null],
    [parts.cached, 'cached tokens', price.cacheRatio],
    [parts.cacheWrite, 'cache-write tokens', price.createCacheRatio],
    [parts.image, 'image tokens', price.imageRatio],
    [usage.completionTokens, 'output tokens', price.completionRatio],
  ];
  const shown = terms.filter(([count]) => count > 0);
  return {
    text: `(${shown.map(([count, name, ratio]) => term(count, name, ratio)).join(' + ')})`,
    value: sum(shown.map(([count, , ratio]) => (ratio === null ? decimalOfInteger(count) : multiply(decimalOfInteger(count), ratio)))),
  };
}

function rounding(exact: Decimal, quota: number, basis: SettleBasis): string {
  if (basis === 'minimum') return `= ${toText(exact)}, which rounds to 0; a priced request that used something costs at least 1 → 1`;
  return `= ${toText(exact)} → rounded half up: ${quota}`;
}

export function explainCost(price: ChargeDetail['price'], recorded: RecordedUsage): CostExplanation {
  const resolved = resolvedOf(price);
  const usage: Usage = { ...recorded, semantics: 'openai' };
  const { quota, basis } = settleCost(resolved, usage);
  if (basis === 'no-usage') return { quota, basis, formula: 'The upstream reported no tokens: the request is treated as failed and costs 0.' };
  switch (resolved.kind) {
    case 'per-token': {
      const weighted = weightedTokens(resolved, usage);
      const exact = multiply(multiply(weighted.value, resolved.modelRatio), resolved.group.ratio);
      const head = `${weighted.text} × model ratio ${toText(resolved.modelRatio)} × group ratio ${toText(resolved.group.ratio)}`;
      if (basis === 'free') return { quota, basis, formula: `${head} = 0: a free model.` };
      return { quota, basis, formula: `${head}\n${rounding(exact, quota, basis)}` };
    }
    case 'per-call': {
      const exact = multiply(multiply(resolved.price, resolved.quotaPerUnit), resolved.group.ratio);
      const head = `$${toText(resolved.price)} per call × ${toText(resolved.quotaPerUnit)} quota per $ × group ratio ${toText(resolved.group.ratio)}`;
      if (isZero(exact)) return { quota, basis, formula: `${head} = 0: a free model.` };
      return { quota, basis, formula: `${head}\n${rounding(exact, quota, basis)}` };
    }
    default:
      return assertNever(resolved);
  }
}
