/*
 * The public pricing table's rules (spec 02 §2 "Public pricing table", §9
 * "Pricing"): which rows show and in what order, what a model costs in the
 * viewed group, and the colour of a ratio tag. Pure, so they are tested
 * without a screen.
 */

/** 0: priced per token by its ratios; 1: a fixed price per call (spec 02 §4 billing type). */
export type BillingType = 'tokens' | 'call';

export const billingTypeOf = (quotaType: number): BillingType => (quotaType === 1 ? 'call' : 'tokens');

/** The fields of a pricing entry these rules read. */
export interface PricedModel {
  readonly modelName: string;
  readonly quotaType: number;
  readonly modelRatio: number;
  readonly completionRatio: number;
  readonly modelPrice: number;
  readonly enableGroups: readonly string[];
}

/** Whether a group has an enabled channel for the model. */
export const usableIn = (model: PricedModel, group: string): boolean => model.enableGroups.includes(group);

/** Case-insensitive substring search on the model name; an empty search keeps every row. */
export function matchesSearch(model: PricedModel, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return wanted === '' || model.modelName.toLowerCase().includes(wanted);
}

const startsWithGpt = (name: string): boolean => name.toLowerCase().startsWith('gpt');

/** Models the viewed group can use first, then names starting with gpt, then by name. */
export function sortModels<T extends PricedModel>(models: readonly T[], group: string): T[] {
  return [...models].sort((a, b) => {
    const usable = Number(usableIn(b, group)) - Number(usableIn(a, group));
    if (usable !== 0) return usable;
    const gpt = Number(startsWithGpt(b.modelName)) - Number(startsWithGpt(a.modelName));
    if (gpt !== 0) return gpt;
    return a.modelName.localeCompare(b.modelName);
  });
}

/** The rows shown: matching the search, sorted. */
export function visibleModels<T extends PricedModel>(models: readonly T[], search: string, group: string): T[] {
  return sortModels(
    models.filter((model) => matchesSearch(model, search)),
    group,
  );
}

/** What a model costs in a group, in US dollars. */
export type ModelPrice =
  { readonly kind: 'tokens'; readonly inputPerMillion: number; readonly outputPerMillion: number } | { readonly kind: 'call'; readonly perCall: number };

/**
 * Spec 02 §9: by tokens, input = model ratio × 2 × group ratio dollars per 1M
 * tokens and output = that × completion ratio; per call, model price × group ratio.
 */
export function priceOf(model: PricedModel, groupRatio: number): ModelPrice {
  const type = billingTypeOf(model.quotaType);
  switch (type) {
    case 'tokens': {
      const input = model.modelRatio * 2 * groupRatio;
      return { kind: 'tokens', inputPerMillion: input, outputPerMillion: input * model.completionRatio };
    }
    case 'call':
      return { kind: 'call', perCall: model.modelPrice * groupRatio };
    default: {
      const unknownType: never = type;
      throw new Error(`unknown billing type ${String(unknownType)}`);
    }
  }
}

/** How prices are shown: in dollars, or in quota units (dollars × quota per unit). */
export interface PriceDisplay {
  readonly displayInCurrency: boolean;
  readonly quotaPerUnit: number;
}

/** A price as the operator chose to show it: `$0.15` (up to 6 decimals, no trailing zeros) or `75,000` quota. */
export function formatPrice(dollars: number, display: PriceDisplay): string {
  if (!display.displayInCurrency) return Math.round(dollars * display.quotaPerUnit).toLocaleString('en-US');
  const text = dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
  return `$${text}`;
}

/** The tag colour of a ratio (spec 02 §9): green up to 1, blue above 1, orange above 3, red above 5. */
export type RatioColour = 'green' | 'blue' | 'orange' | 'red';

export function ratioColour(ratio: number): RatioColour {
  if (ratio > 5) return 'red';
  if (ratio > 3) return 'orange';
  if (ratio > 1) return 'blue';
  return 'green';
}

/** The group a visitor views first: their own when it is among the priced groups, else `default`, else the first. */
export function initialGroup(userGroup: string | null, groups: readonly string[]): string {
  if (userGroup !== null && groups.includes(userGroup)) return userGroup;
  if (groups.includes('default')) return 'default';
  return groups[0] ?? 'default';
}

/** The ratios a row shows as tags. */
export type RatioKind = 'model' | 'completion' | 'group' | 'cache' | 'createCache' | 'image';

export interface RatioTag {
  readonly kind: RatioKind;
  readonly value: number;
}

/** The extra ratios an entry may carry (null when the options do not name the model). */
export interface ExtraRatios {
  readonly cacheRatio?: number | null;
  readonly createCacheRatio?: number | null;
  readonly imageRatio?: number | null;
}

/** A row's ratio tags: by tokens its model, completion and group ratios and the extra ones set; per call the group ratio. */
export function ratioTags(model: PricedModel & ExtraRatios, groupRatio: number): RatioTag[] {
  const type = billingTypeOf(model.quotaType);
  switch (type) {
    case 'call':
      return [{ kind: 'group', value: groupRatio }];
    case 'tokens': {
      const tags: RatioTag[] = [
        { kind: 'model', value: model.modelRatio },
        { kind: 'completion', value: model.completionRatio },
        { kind: 'group', value: groupRatio },
      ];
      if (model.cacheRatio != null) tags.push({ kind: 'cache', value: model.cacheRatio });
      if (model.createCacheRatio != null) tags.push({ kind: 'createCache', value: model.createCacheRatio });
      if (model.imageRatio != null) tags.push({ kind: 'image', value: model.imageRatio });
      return tags;
    }
    default: {
      const unknownType: never = type;
      throw new Error(`unknown billing type ${String(unknownType)}`);
    }
  }
}
