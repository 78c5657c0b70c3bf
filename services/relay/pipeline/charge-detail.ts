import type { ChargeDetail } from '../../../schema/events/wallet';
import { decimalText, type ResolvedPrice, type SettleCost, type ToolCharges } from '../../features/pricing';
import type { UpstreamUsage } from './openai-usage';

/*
 * What the settle event records about how a relay request was charged
 * (schema/events/wallet.ts `chargeDetail`): the facts of that moment, so the
 * consumption log and "explain this charge" never look anything up again.
 * Pure.
 */

export interface ChargeFacts {
  readonly group: string;
  readonly upstreamModel: string | null;
  readonly channelsTried: readonly number[];
  readonly stream: boolean;
  readonly end: ChargeDetail['end'];
  readonly firstTokenMs: number | null;
  readonly elapsedMs: number;
  /** The formats the request went through (request-conversion.ts `conversionLabels`). */
  readonly requestConversion: readonly string[];
}

function priceOf(price: ResolvedPrice): ChargeDetail['price'] {
  switch (price.kind) {
    case 'per-token':
      return {
        kind: 'per-token',
        modelRatio: decimalText(price.modelRatio),
        completionRatio: decimalText(price.completionRatio),
        cacheRatio: decimalText(price.cacheRatio),
        createCacheRatio: decimalText(price.createCacheRatio),
        imageRatio: decimalText(price.imageRatio),
        groupRatio: decimalText(price.group.ratio),
      };
    case 'per-call':
      return {
        kind: 'per-call',
        modelPrice: decimalText(price.price),
        quotaPerUnit: decimalText(price.quotaPerUnit),
        groupRatio: decimalText(price.group.ratio),
      };
  }
}

const whole = (ms: number): number => Math.max(0, Math.round(ms));

/** The tool calls as the settle records them: counts, and prices as exact decimal text. */
function toolCallsOf(tools: ToolCharges): NonNullable<ChargeDetail['toolCalls']> {
  return {
    quotaPerUnit: decimalText(tools.quotaPerUnit),
    calls: tools.calls.map((call) => ({ tool: call.tool, count: call.count, pricePerThousand: decimalText(call.pricePerThousand) })),
  };
}

export function chargeDetail(price: ResolvedPrice, cost: SettleCost, usage: UpstreamUsage, facts: ChargeFacts, tools?: ToolCharges): ChargeDetail {
  return {
    group: facts.group,
    upstreamModel: facts.upstreamModel,
    channelsTried: facts.channelsTried.slice(-20),
    stream: facts.stream,
    end: facts.end,
    usageSource: usage.source,
    cachedTokens: usage.cachedTokens ?? 0,
    cacheWriteTokens: (usage.cacheWriteTokens ?? 0) + (usage.cacheWrite1hTokens ?? 0),
    reasoningTokens: usage.reasoningTokens,
    imageTokens: usage.imageTokens ?? 0,
    corrections: usage.corrections.slice(0, 10),
    requestConversion: facts.requestConversion.slice(0, 10),
    firstTokenMs: facts.firstTokenMs === null ? null : whole(facts.firstTokenMs),
    elapsedMs: whole(facts.elapsedMs),
    price: priceOf(price),
    basis: cost.basis,
    ...(tools ? { toolCalls: toolCallsOf(tools) } : {}),
  };
}
