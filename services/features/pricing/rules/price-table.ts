import type { OptionValues } from '../../../../schema/options/catalogue';
import { decimalFrom, ONE, type Decimal } from './exact-decimal';
import { toolPriceTable, type ToolPriceTable } from './tool-price';

/*
 * The price table: the pricing options read once into exact decimals
 * (exact-decimal.ts), so a request only looks things up. Built by a pure
 * function from plain option values; the relay rebuilds it when an option
 * changes. A value that is not a finite number ≥ 0 throws here, at build
 * time, never in the middle of a request (the catalogue already refuses such
 * values before they are stored, so this is a guard for the extra maps below).
 */

type Ratios = Readonly<Record<string, number>>;

export interface PriceOptions extends Pick<
  OptionValues,
  'ModelRatio' | 'ModelPrice' | 'CompletionRatio' | 'CacheRatio' | 'GroupRatio' | 'QuotaPerUnit' | 'PreConsumedQuota'
> {
  /*
   * In the option catalogue too; optional here so a caller (or a test) that
   * leaves one out gets the established gateway's default (server-behaviour 4.1).
   */
  /** `{ userGroup: { usingGroup: ratio } }`; default none. */
  readonly GroupGroupRatio?: Readonly<Record<string, Ratios>>;
  /** Cache-write multiplier per model; default 1.25. */
  readonly CreateCacheRatio?: Ratios;
  /** Image-input multiplier per model; default 1. */
  readonly ImageRatio?: Ratios;
  /** Tool call prices, US dollars per 1,000 calls, over the built-in ones (tool-price.ts); default none. */
  readonly 'tool_price_setting.prices'?: Ratios;
}

export interface PriceTable {
  readonly modelRatio: ReadonlyMap<string, Decimal>;
  readonly modelPrice: ReadonlyMap<string, Decimal>;
  readonly completionRatio: ReadonlyMap<string, Decimal>;
  readonly cacheRatio: ReadonlyMap<string, Decimal>;
  readonly createCacheRatio: ReadonlyMap<string, Decimal>;
  readonly imageRatio: ReadonlyMap<string, Decimal>;
  readonly groupRatio: ReadonlyMap<string, Decimal>;
  readonly groupGroupRatio: ReadonlyMap<string, ReadonlyMap<string, Decimal>>;
  /** Quota units per US dollar (500 000 by default). */
  readonly quotaPerUnit: Decimal;
  /** `PreConsumedQuota`, which the established gateway uses as a floor in *tokens* for the prompt estimate. */
  readonly promptTokenFloor: number;
  /** What a built-in tool call costs on top of the tokens (tool-price.ts). */
  readonly toolPrices: ToolPriceTable;
}

/** What an unpriced model costs when self-use mode or the user's accept-unset setting admits it. */
export const UNSET_MODEL_RATIO: Decimal = decimalFrom(37.5);
export const DEFAULT_CREATE_CACHE_RATIO: Decimal = decimalFrom(1.25);
/** Anthropic's 1-hour cache write costs 1.6 times the 5-minute one (2× input against 1.25×). */
export const ONE_HOUR_CACHE_WRITE_FACTOR: Decimal = decimalFrom(1.6);

// A Map, not the parsed object, so a model named `__proto__` or `constructor` is just a name.
function readRatios(ratios: Ratios | undefined): Map<string, Decimal> {
  return new Map(Object.entries(ratios ?? {}).map(([name, value]) => [name, decimalFrom(value)]));
}

export function priceTableFrom(options: PriceOptions): PriceTable {
  if (!Number.isSafeInteger(options.PreConsumedQuota) || options.PreConsumedQuota < 0) {
    throw new RangeError(`PreConsumedQuota must be a whole number ≥ 0, got ${options.PreConsumedQuota}`);
  }
  return {
    modelRatio: readRatios(options.ModelRatio),
    modelPrice: readRatios(options.ModelPrice),
    completionRatio: readRatios(options.CompletionRatio),
    cacheRatio: readRatios(options.CacheRatio),
    createCacheRatio: readRatios(options.CreateCacheRatio),
    imageRatio: readRatios(options.ImageRatio),
    groupRatio: readRatios(options.GroupRatio),
    groupGroupRatio: new Map(Object.entries(options.GroupGroupRatio ?? {}).map(([userGroup, ratios]) => [userGroup, readRatios(ratios)])),
    quotaPerUnit: decimalFrom(options.QuotaPerUnit),
    promptTokenFloor: options.PreConsumedQuota,
    toolPrices: toolPriceTable(options['tool_price_setting.prices'] ?? {}),
  };
}

export interface EffectiveGroupRatio {
  readonly ratio: Decimal;
  /** True when a `GroupGroupRatio` entry for this user group decided it (the log's `user_group_ratio`). */
  readonly fromUserGroup: boolean;
}

/**
 * GroupGroupRatio[userGroup][usingGroup], else GroupRatio[usingGroup], else 1
 * (server-behaviour 4.1). For the `auto` group the caller passes the group
 * channel selection actually picked.
 */
export function groupRatioFor(table: PriceTable, userGroup: string, usingGroup: string): EffectiveGroupRatio {
  const override = table.groupGroupRatio.get(userGroup)?.get(usingGroup);
  if (override !== undefined) return { ratio: override, fromUserGroup: true };
  return { ratio: table.groupRatio.get(usingGroup) ?? ONE, fromUserGroup: false };
}
