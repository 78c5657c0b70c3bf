import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResponsesStreamTracker } from '../../../../services/relay/pipeline/responses-stream-tracker';
import { SseParser } from '../../../../services/relay/pipeline/sse-parser';
import {
  allToolCalls,
  toolCallsHeldForResponsesRequest,
  toolCallsOfChatRequest,
  toolCallsOfResponse,
  webSearchToolOf,
} from '../../../../services/relay/pipeline/tool-calls';

/* Counting the built-in tool calls an answer reports, on recorded Responses fixtures (plain and streamed). */

const FIXTURES = path.resolve(import.meta.dirname, '../../../testkit/fixtures/providers');
const fixture = (name: string): string => readFileSync(path.join(FIXTURES, name), 'utf8').replaceAll('{{model}}', 'gpt-4.1');

describe('tool calls in an answer', () => {
  it('counts each web search item of a Responses answer, and nothing in an answer without them', () => {
    expect(toolCallsOfResponse(JSON.parse(fixture('openai/responses-web-search.json')), 'web_search')).toEqual({ web_search: 2 });
    expect(toolCallsOfResponse(JSON.parse(fixture('openai/responses.json')), 'web_search')).toEqual({});
    expect(toolCallsOfResponse(null, 'web_search')).toEqual({});
  });

  it('counts file searches and image generations, and prices searches as the tool the request named', () => {
    const output = [
      { type: 'file_search_call', id: 'fs_1', status: 'completed', queries: ['refund policy'], results: null },
      { type: 'image_generation_call', id: 'ig_1', status: 'completed', result: 'iVBORw0KGgo=' },
      { type: 'web_search_call', id: 'ws_1', status: 'completed', action: { type: 'search', query: 'x' } },
      { type: 'function_call', id: 'fc_1', name: 'lookup', arguments: '{}' },
    ];
    expect(toolCallsOfResponse({ output }, 'web_search_preview')).toEqual({ file_search: 1, image_generation: 1, web_search_preview: 1 });
    expect(webSearchToolOf({ tools: [{ type: 'web_search_preview_2025_03_11' }] })).toBe('web_search_preview');
    expect(webSearchToolOf({ tools: [{ type: 'web_search' }, { type: 'web_search_preview' }] })).toBe('web_search');
    expect(webSearchToolOf({})).toBe('web_search');
  });

  it('counts a chat search model’s search when the request asked for one', () => {
    expect(toolCallsOfChatRequest({ model: 'gpt-4o-search-preview', web_search_options: {} })).toEqual({ web_search_preview: 1 });
    expect(toolCallsOfChatRequest({ model: 'gpt-4o' })).toEqual({});
  });

  it('holds one call of each priced tool a Responses request declares, none when it may call none', () => {
    const tools = [{ type: 'web_search_preview_2025_03_11' }, { type: 'file_search', vector_store_ids: ['vs_1'] }, { type: 'function', name: 'lookup' }];
    expect(toolCallsHeldForResponsesRequest({ model: 'gpt-4.1', input: 'x', tools })).toEqual({ web_search_preview: 1, file_search: 1 });
    expect(toolCallsHeldForResponsesRequest({ tools: [{ type: 'web_search' }, { type: 'image_generation' }] })).toEqual({ web_search: 1, image_generation: 1 });
    expect(toolCallsHeldForResponsesRequest({ tools, tool_choice: 'none' })).toEqual({});
    expect(toolCallsHeldForResponsesRequest({ tools: [{ type: 'function', name: 'lookup' }] })).toEqual({});
    expect(toolCallsHeldForResponsesRequest({ input: 'x' })).toEqual({});
  });

  it('adds the calls known before the call to those the answer reported', () => {
    expect(allToolCalls({ web_search_preview: 1 }, {})).toEqual({ web_search_preview: 1 });
    expect(allToolCalls({}, { web_search: 2 })).toEqual({ web_search: 2 });
    expect(allToolCalls({ web_search_preview: 1 }, { web_search_preview: 2, file_search: 1 })).toEqual({ web_search_preview: 3, file_search: 1 });
  });

  it('counts a streamed search once, though it shows as added, done and in the final response', () => {
    const tracker = new ResponsesStreamTracker({ countTokens: (text) => text.length, webSearchTool: 'web_search' });
    const parser = new SseParser();
    for (const event of [...parser.push(fixture('openai/responses-web-search-stream.sse')), ...parser.end()]) tracker.observe(event);
    expect(tracker.toolCallCounts()).toEqual({ web_search: 1 });
    expect(tracker.usage).toMatchObject({ promptTokens: 4_209, completionTokens: 57 });
  });

  it('counts the searches a cut stream showed before it ended', () => {
    const tracker = new ResponsesStreamTracker({ countTokens: (text) => text.length });
    const parser = new SseParser();
    const cut = fixture('openai/responses-web-search-stream.sse').split('event: response.completed')[0]!;
    for (const event of [...parser.push(cut), ...parser.end()]) tracker.observe(event);
    expect(tracker.done).toBe(false);
    expect(tracker.toolCallCounts()).toEqual({ web_search: 1 });
  });
});
