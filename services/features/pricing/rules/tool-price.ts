import { decimalFrom, ZERO, type Decimal } from './exact-decimal';

/*
 * What a built-in tool call costs on top of the tokens (server-behaviour
 * 4.3, "tool surcharges"): the web search, file search and image generation
 * an upstream runs for the request itself, in US dollars per 1,000 calls.
 *
 * A price is named by the tool (`web_search`), or by the tool and a model
 * prefix (`web_search_preview:gpt-4o*`) for the models priced apart. The
 * longest matching prefix wins, then the tool's own price; a tool named
 * nowhere costs nothing. The built-in prices are the providers' list prices
 * as the established gateway ships them; the option
 * `tool_price_setting.prices` replaces any of them or adds more, and a 0
 * there makes a tool free. Pure.
 */

/** The tools whose calls are priced: what the Responses API names them, and the chat search models' `web_search_preview`. */
export const TOOLS = ['web_search', 'web_search_preview', 'file_search', 'image_generation'] as const;
export type Tool = (typeof TOOLS)[number];

/** Built-in prices, US dollars per 1,000 calls. */
export const BUILT_IN_TOOL_PRICES: Readonly<Record<string, number>> = {
  web_search: 10,
  web_search_preview: 10,
  // The chat search models (gpt-4o-search-preview and the like) cost more per search.
  'web_search_preview:gpt-4o*': 25,
  'web_search_preview:gpt-4.1*': 25,
  file_search: 2.5,
  image_generation: 150,
};

/** Prices by tool: its own, and its model prefixes, longest first. */
export interface ToolPriceTable {
  readonly byTool: ReadonlyMap<string, { readonly price: Decimal | null; readonly prefixes: readonly { readonly prefix: string; readonly price: Decimal }[] }>;
}

/** The table from the option's overrides laid over the built-in prices. */
export function toolPriceTable(overrides: Readonly<Record<string, number>>): ToolPriceTable {
  const merged = { ...BUILT_IN_TOOL_PRICES, ...overrides };
  const byTool = new Map<string, { price: Decimal | null; prefixes: { prefix: string; price: Decimal }[] }>();
  for (const [key, value] of Object.entries(merged)) {
    if (!Number.isFinite(value) || value < 0) continue;
    const colon = key.indexOf(':');
    const tool = colon < 0 ? key : key.slice(0, colon);
    const entry = byTool.get(tool) ?? { price: null, prefixes: [] };
    if (colon < 0) entry.price = decimalFrom(value);
    else entry.prefixes.push({ prefix: key.slice(colon + 1).replace(/\*$/, ''), price: decimalFrom(value) });
    byTool.set(tool, entry);
  }
  for (const entry of byTool.values()) entry.prefixes.sort((a, b) => b.prefix.length - a.prefix.length || (a.prefix < b.prefix ? -1 : 1));
  return { byTool };
}

/** US dollars per 1,000 calls of `tool` for `model`; 0 when no price names it. */
export function toolPricePerThousand(table: ToolPriceTable, tool: Tool, model: string): Decimal {
  const entry = table.byTool.get(tool);
  if (!entry) return ZERO;
  for (const { prefix, price } of entry.prefixes) if (model.startsWith(prefix)) return price;
  return entry.price ?? ZERO;
}
