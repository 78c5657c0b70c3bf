import type { ChargeDetail } from '../../../../schema/events/wallet';
import { assertNever } from '../../../platform/actor';
import { formulaWords, type FormulaLanguage, type FormulaWords, type TokenTerm } from './explain-words';
import { add, decimalOfInteger, decimalOfText, isZero, multiply, sum, toText, type Decimal } from './exact-decimal';
import type { ResolvedPrice } from './resolve-price';
import { settleCost, splitPrompt, toolSurcharge, type SettleBasis, type ToolCharges, type Usage } from './settle-cost';

/*
 * "Explain this charge": the charge of a settled request recomputed from
 * what its settle event recorded (the price in force, the usage counted),
 * through the same `settleCost` that charged it, and written out as a
 * formula a person can check with a calculator, in the reader's language
 * (explain-words.ts). Pure.
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

/** The weighted tokens of a per-token price, term by term (zero terms left out), and their exact sum. */
function weightedTokens(price: Extract<ResolvedPrice, { kind: 'per-token' }>, usage: Usage, words: FormulaWords): { text: string; value: Decimal } {
  const parts = splitPrompt(usage);
  const terms: Array<[number, TokenTerm, Decimal | null]> = [
    [parts.base, 'input', null],
    [parts.cached, 'cached', price.cacheRatio],
    [parts.cacheWrite, 'cacheWrite', price.createCacheRatio],
    [parts.image, 'image', price.imageRatio],
    [usage.completionTokens, 'output', price.completionRatio],
  ];
  const shown = terms.filter(([count]) => count > 0);
  const term = ([count, kind, ratio]: [number, TokenTerm, Decimal | null]) => words.tokens(count, kind) + (ratio === null ? '' : ` × ${toText(ratio)}`);
  return {
    text: `(${shown.map(term).join(' + ')})`,
    value: sum(shown.map(([count, , ratio]) => (ratio === null ? decimalOfInteger(count) : multiply(decimalOfInteger(count), ratio)))),
  };
}

/** The tool calls as the settle recorded them, back as the engine's charges. */
function toolChargesOf(recorded: ChargeDetail['toolCalls']): ToolCharges | undefined {
  if (recorded === undefined) return undefined;
  return {
    quotaPerUnit: decimalOfText(recorded.quotaPerUnit),
    calls: recorded.calls.map((call) => ({ tool: call.tool, count: call.count, pricePerThousand: decimalOfText(call.pricePerThousand) })),
  };
}

/** `+ (2 web_search calls × $10 per 1,000 + …) × 500000 quota per $ × group ratio 1`, or '' without tool calls. */
function toolLine(tools: ToolCharges | undefined, groupRatio: Decimal, words: FormulaWords): string {
  if (tools === undefined) return '';
  const calls = tools.calls.map((call) => words.toolCalls(call.count, call.tool, toText(call.pricePerThousand)));
  return `\n+ (${calls.join(' + ')}) × ${words.quotaPerDollar(toText(tools.quotaPerUnit))} × ${words.groupRatio(toText(groupRatio))}`;
}

function rounding(exact: Decimal, quota: number, basis: SettleBasis, words: FormulaWords): string {
  return basis === 'minimum' ? words.minimum(toText(exact)) : words.rounded(toText(exact), quota);
}

export function explainCost(
  price: ChargeDetail['price'],
  recorded: RecordedUsage,
  toolCalls?: ChargeDetail['toolCalls'],
  language: FormulaLanguage = 'en',
): CostExplanation {
  const words = formulaWords(language);
  const resolved = resolvedOf(price);
  const usage: Usage = { ...recorded, semantics: 'openai' };
  const tools = toolChargesOf(toolCalls);
  const { quota, basis } = settleCost(resolved, usage, tools);
  if (basis === 'no-usage') return { quota, basis, formula: words.noUsage };
  const surcharge = toolSurcharge(tools, resolved.group.ratio);
  const tail = toolLine(tools, resolved.group.ratio, words);
  const group = words.groupRatio(toText(resolved.group.ratio));
  switch (resolved.kind) {
    case 'per-token': {
      const weighted = weightedTokens(resolved, usage, words);
      const exact = add(multiply(multiply(weighted.value, resolved.modelRatio), resolved.group.ratio), surcharge);
      const head = `${weighted.text} × ${words.modelRatio(toText(resolved.modelRatio))} × ${group}${tail}`;
      if (basis === 'free') return { quota, basis, formula: `${head} ${words.free}` };
      return { quota, basis, formula: `${head}\n${rounding(exact, quota, basis, words)}` };
    }
    case 'per-call': {
      const exact = add(multiply(multiply(resolved.price, resolved.quotaPerUnit), resolved.group.ratio), surcharge);
      const head = `${words.perCall(toText(resolved.price))} × ${words.quotaPerDollar(toText(resolved.quotaPerUnit))} × ${group}${tail}`;
      if (isZero(exact)) return { quota, basis, formula: `${head} ${words.free}` };
      return { quota, basis, formula: `${head}\n${rounding(exact, quota, basis, words)}` };
    }
    default:
      return assertNever(resolved);
  }
}
