import { ENDPOINTS, endpointTypesOf, type EndpointType } from '../../../../schema/models/endpoint-types';
import { assertNever } from '../../../platform/actor';
import { toNumber } from './exact-decimal';
import type { PriceTable } from './price-table';
import { resolvePrice } from './resolve-price';

/*
 * The public pricing table (server-behaviour 12, spec 02 §3 "Pricing
 * entry"): one entry per model with at least one enabled ability, priced by
 * the engine (this folder) from the same option table
 * the relay bills with, so the page can never show a price the relay does
 * not charge. Pure: abilities and the price table in, entries out.
 */

/** An enabled ability, as services/features/channels/ability-records.ts reads it. */
export interface AbilityOfModel {
  readonly model: string;
  readonly group: string;
  readonly channelType: number;
}

export interface PricingEntry {
  readonly model_name: string;
  /** 0 priced per token by ratio, 1 a fixed price per call. */
  readonly quota_type: 0 | 1;
  /** 0 for a fixed-price model; 37.5 for a model with no price at all, as the established gateway shows it. */
  readonly model_ratio: number;
  /** US dollars per call; 0 for a ratio-priced model. */
  readonly model_price: number;
  /** Always empty, as in the established gateway. */
  readonly owner_by: '';
  readonly completion_ratio: number;
  /** Present only when the option names the model, as in the established gateway. */
  readonly cache_ratio?: number;
  readonly create_cache_ratio?: number;
  readonly image_ratio?: number;
  /** The groups with an enabled ability for it, sorted. */
  readonly enable_groups: string[];
  readonly supported_endpoint_types: EndpointType[];
}

function entryFor(table: PriceTable, model: string, groups: string[], endpoints: EndpointType[]): PricingEntry {
  // The page lists prices before any group: the group ratio is shown beside them, not folded in.
  const price = resolvePrice(table, { model, userGroup: '', usingGroup: '', acceptUnsetPrice: true });
  const common = { model_name: model, owner_by: '' as const, enable_groups: groups, supported_endpoint_types: endpoints };
  const optional = (ratios: PriceTable['cacheRatio'], name: string) => {
    const value = ratios.get(price.model);
    return value === undefined ? {} : { [name]: toNumber(value) };
  };
  const extras = {
    ...optional(table.cacheRatio, 'cache_ratio'),
    ...optional(table.createCacheRatio, 'create_cache_ratio'),
    ...optional(table.imageRatio, 'image_ratio'),
  };
  switch (price.kind) {
    case 'per-call':
      return { ...common, quota_type: 1, model_price: toNumber(price.price), model_ratio: 0, completion_ratio: 0, ...extras };
    case 'per-token':
      return {
        ...common,
        quota_type: 0,
        model_price: 0,
        model_ratio: toNumber(price.modelRatio),
        completion_ratio: toNumber(price.completionRatio),
        ...extras,
      };
    case 'no-price':
      // Unreachable with acceptUnsetPrice; kept so the union stays exhaustive.
      throw new Error(`no price for ${price.model}`);
    default:
      return assertNever(price);
  }
}

/** The entries, sorted by model name; each model's groups and endpoints gathered over its abilities. */
export function pricingEntries(table: PriceTable, abilities: readonly AbilityOfModel[]): PricingEntry[] {
  const byModel = new Map<string, { groups: Set<string>; endpoints: Set<EndpointType> }>();
  for (const ability of abilities) {
    const seen = byModel.get(ability.model) ?? { groups: new Set<string>(), endpoints: new Set<EndpointType>() };
    seen.groups.add(ability.group);
    for (const endpoint of endpointTypesOf(ability.channelType, ability.model)) seen.endpoints.add(endpoint);
    byModel.set(ability.model, seen);
  }
  return [...byModel.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([model, seen]) => entryFor(table, model, [...seen.groups].sort(), [...seen.endpoints]));
}

/** The pricing response's `supported_endpoint`: the path and method of every endpoint type the entries name. */
export function supportedEndpoints(entries: readonly PricingEntry[]): Partial<Record<EndpointType, (typeof ENDPOINTS)[EndpointType]>> {
  const used = new Set(entries.flatMap((entry) => entry.supported_endpoint_types));
  return Object.fromEntries([...used].sort().map((type) => [type, ENDPOINTS[type]]));
}
