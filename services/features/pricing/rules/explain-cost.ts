import type { ChargeDetail } from '../../../../schema/events/wallet';
import { assertNever } from '../../../platform/actor';
import { add, decimalOfInteger, decimalOfText, isZero, multiply, sum, toText, type Decimal } from './exact-decimal';
import type { ResolvedPrice } from './resolve-price';
import { settleCost, splitPrompt, toolSurcharge, type SettleBasis, type ToolCharges, type Usage } from './settle-cost';

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

/** The tool calls as the settle recorded them, back as the engine's charges. */
function toolChargesOf(recorded: ChargeDetail['toolCalls']): ToolCharges | undefined {
  if (recorded === undefined) return undefined;
  return {
    quotaPerUnit: decimalOfText(recorded.quotaPerUnit),
    calls: recorded.calls.map((call) => ({ tool: call.tool, count: call.count, pricePerThousand: decimalOfText(call.pricePerThousand) })),
  };
}

/** `+ (2 web_search calls × $10 per 1,000 + …) × 500000 quota per $ × group ratio 1`, or '' without tool calls. */
function toolLine(tools: ToolCharges | undefined, groupRatio: Decimal): string {
  if (tools === undefined) return '';
  const calls = tools.calls.map((call) => `${call.count} ${call.tool} call${call.count === 1 ? '' : 's'} × $${toText(call.pricePerThousand)} per 1,000`);
  return `\n+ (${calls.join(' + ')}) × ${toText(tools.quotaPerUnit)} quota per $ × group ratio ${toText(groupRatio)}`;
}

function rounding(exact: Decimal, quota: number, basis: SettleBasis): string {
  if (basis === 'minimum') return `= ${toText(exact)}, which rounds to 0; a priced request that used something costs at least 1 → 1`;
  return `= ${toText(exact)} → rounded half up: ${quota}`;
}

export function explainCost(price: ChargeDetail['price'], recorded: RecordedUsage, toolCalls?: ChargeDetail['toolCalls']): CostExplanation {
  const resolved = resolvedOf(price);
  const usage: Usage = { ...recorded, semantics: 'openai' };
  const tools = toolChargesOf(toolCalls);
  const { quota, basis } = settleCost(resolved, usage, tools);
  if (basis === 'no-usage') return { quota, basis, formula: 'The upstream reported no tokens: the request is treated as failed and costs 0.' };
  const surcharge = toolSurcharge(tools, resolved.group.ratio);
  const tail = toolLine(tools, resolved.group.ratio);
  switch (resolved.kind) {
    case 'per-token': {
      const weighted = weightedTokens(resolved, usage);
      const exact = add(multiply(multiply(weighted.value, resolved.modelRatio), resolved.group.ratio), surcharge);
      const head = `${weighted.text} × model ratio ${toText(resolved.modelRatio)} × group ratio ${toText(resolved.group.ratio)}${tail}`;
      if (basis === 'free') return { quota, basis, formula: `${head} = 0: a free model.` };
      return { quota, basis, formula: `${head}\n${rounding(exact, quota, basis)}` };
    }
    case 'per-call': {
      const exact = add(multiply(multiply(resolved.price, resolved.quotaPerUnit), resolved.group.ratio), surcharge);
      const head = `$${toText(resolved.price)} per call × ${toText(resolved.quotaPerUnit)} quota per $ × group ratio ${toText(resolved.group.ratio)}${tail}`;
      if (isZero(exact)) return { quota, basis, formula: `${head} = 0: a free model.` };
      return { quota, basis, formula: `${head}\n${rounding(exact, quota, basis)}` };
    }
    default:
      return assertNever(resolved);
  }
}
