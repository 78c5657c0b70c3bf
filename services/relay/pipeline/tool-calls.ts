import type { Tool } from '../../features/pricing';
import { isObject } from './stream-usage-plan';

/*
 * The built-in tool calls an upstream ran for a request, which cost on top
 * of the tokens (server-behaviour 4.3; their prices: pricing's
 * tool-price.ts). Pure.
 *
 * - Responses API: each `web_search_call`, `file_search_call` and
 *   `image_generation_call` item of the answer's `output` is one call. A web
 *   search is priced as the tool the request named: `web_search_preview`
 *   when it asked for that one (and not `web_search`), else `web_search`.
 * - Chat completions: a request with `web_search_options` (the search
 *   models, gpt-4o-search-preview and the like) searched once.
 */

/** Calls per tool; a tool left out was not called. */
export type ToolCallCounts = Readonly<Partial<Record<Tool, number>>>;

export const NO_TOOL_CALLS: ToolCallCounts = {};

/** The Responses output item types that are priced calls, and whether the web search one depends on the request. */
const ITEM_TOOLS: Readonly<Record<string, Tool | 'web_search_any'>> = {
  web_search_call: 'web_search_any',
  file_search_call: 'file_search',
  image_generation_call: 'image_generation',
};

/** The web search tool a Responses request asked for, as it is priced. */
export function webSearchToolOf(body: Readonly<Record<string, unknown>>): Tool {
  const tools = Array.isArray(body.tools) ? body.tools : [];
  const types = new Set(tools.map((tool: unknown) => (isObject(tool) && typeof tool.type === 'string' ? tool.type : '')));
  const preview = [...types].some((type) => type.startsWith('web_search_preview'));
  return preview && !types.has('web_search') ? 'web_search_preview' : 'web_search';
}

/** The priced tool a Responses output item is a call of; null for every other item (messages, reasoning, function calls). */
export function toolOfOutputItem(item: unknown, webSearchTool: Tool): Tool | null {
  if (!isObject(item) || typeof item.type !== 'string') return null;
  const tool = ITEM_TOOLS[item.type];
  if (tool === undefined) return null;
  return tool === 'web_search_any' ? webSearchTool : tool;
}

/** Counts the calls among output items, each item once however often it was seen (a stream shows an item when added and when done). */
export class ToolCallCounter {
  private readonly seen = new Map<string, Tool>();
  private unnamed = 0;

  constructor(private readonly webSearchTool: Tool) {}

  /** Notes an output item; one without an id counts each time it is noted. */
  note(item: unknown): void {
    const tool = toolOfOutputItem(item, this.webSearchTool);
    if (tool === null) return;
    const id = isObject(item) && typeof item.id === 'string' ? item.id : `#unnamed-${this.unnamed++}`;
    this.seen.set(id, tool);
  }

  counts(): ToolCallCounts {
    const counts: Partial<Record<Tool, number>> = {};
    for (const tool of this.seen.values()) counts[tool] = (counts[tool] ?? 0) + 1;
    return counts;
  }
}

/** The calls a whole Responses answer (a `response` object) reports in its `output`. */
export function toolCallsOfResponse(response: unknown, webSearchTool: Tool): ToolCallCounts {
  if (!isObject(response) || !Array.isArray(response.output)) return NO_TOOL_CALLS;
  const counter = new ToolCallCounter(webSearchTool);
  for (const item of response.output) counter.note(item);
  return counter.counts();
}

/** A chat completion's search: one call when the request asked the model to search the web. */
export function toolCallsOfChatRequest(body: Readonly<Record<string, unknown>>): ToolCallCounts {
  return isObject(body.web_search_options) ? { web_search_preview: 1 } : NO_TOOL_CALLS;
}

/**
 * The calls a Responses request may make, held for before the call: one of
 * each priced tool it declares (the model may call none, or several; one
 * is the least a request that declares a search expects). Only held: what
 * is charged is what the answer reports. A `tool_choice` of `none` makes
 * none.
 */
export function toolCallsHeldForResponsesRequest(body: Readonly<Record<string, unknown>>): ToolCallCounts {
  if (!Array.isArray(body.tools) || body.tools.length === 0 || body.tool_choice === 'none') return NO_TOOL_CALLS;
  const webSearch = webSearchToolOf(body);
  const held: Partial<Record<Tool, number>> = {};
  for (const tool of body.tools) {
    const priced = isObject(tool) && typeof tool.type === 'string' ? declaredTool(tool.type, webSearch) : null;
    if (priced !== null) held[priced] = 1;
  }
  return Object.keys(held).length === 0 ? NO_TOOL_CALLS : held;
}

/** The priced tool a declared tool's type is (`web_search_preview_2025_03_11` is a web search); null for the others. */
function declaredTool(type: string, webSearch: Tool): Tool | null {
  if (type.startsWith('web_search')) return webSearch;
  return type === 'file_search' || type === 'image_generation' ? type : null;
}

/** The calls of both: those known before the call and those the answer reported. */
export function allToolCalls(known: ToolCallCounts, reported: ToolCallCounts): ToolCallCounts {
  if (known === NO_TOOL_CALLS || Object.keys(known).length === 0) return reported;
  if (reported === NO_TOOL_CALLS || Object.keys(reported).length === 0) return known;
  const all: Partial<Record<Tool, number>> = { ...known };
  for (const [tool, count] of Object.entries(reported) as [Tool, number][]) all[tool] = (all[tool] ?? 0) + count;
  return all;
}
