import { usageFromResponsesApi } from './openai-usage';
import type { SseEvent } from './sse-parser';
import { StreamTracker, streamErrorOf, type Observation, type StreamTrackerOptions } from './stream-tracker';
import { FORWARD, isObject } from './stream-usage-plan';
import { ToolCallCounter, type ToolCallCounts } from './tool-calls';
import type { Tool } from '../../features/pricing';

/** Responses API events whose `delta` is output text. */
const RESPONSES_TEXT_DELTAS = new Set([
  'response.output_text.delta',
  'response.refusal.delta',
  'response.reasoning_text.delta',
  'response.reasoning_summary_text.delta',
  'response.function_call_arguments.delta',
  'response.custom_tool_call_input.delta',
  'response.audio.transcript.delta',
  'response.code_interpreter_call_code.delta',
]);

/** The events that end a Responses stream, each carrying the whole response and its usage. */
const RESPONSES_TERMINAL = new Set(['response.completed', 'response.incomplete', 'response.failed']);

/**
 * Watches a `/v1/responses` stream (`event:` lines, `response.completed`
 * with the usage). Nothing is taken out of it: the client asked for the
 * usage-bearing final event by asking for a Responses stream.
 */
export class ResponsesStreamTracker extends StreamTracker {
  private readonly toolCallIds = new Set<string>();
  private readonly builtInCalls: ToolCallCounter;

  /** `webSearchTool`: how the request's web searches are priced (tool-calls.ts `webSearchToolOf`); `web_search` when not given. */
  constructor(options: StreamTrackerOptions & { readonly webSearchTool?: Tool }) {
    super(options);
    this.builtInCalls = new ToolCallCounter(options.webSearchTool ?? 'web_search');
  }

  /** Each web search, file search and image generation call, once, whether the stream showed it added, done or in the final response. */
  override toolCallCounts(): ToolCallCounts {
    return this.builtInCalls.counts();
  }

  observe(event: SseEvent): Observation {
    const data = event.data;
    if (data === undefined || data === '[DONE]') return { firstToken: false, action: FORWARD, done: data === '[DONE]' };
    const body = this.parse(data);
    if (!isObject(body)) return { firstToken: false, action: FORWARD, done: false };
    const type = typeof body.type === 'string' ? body.type : event.event;
    const before = this.sawOutput;
    let done = false;
    if (type !== undefined && RESPONSES_TEXT_DELTAS.has(type)) {
      if (typeof body.delta === 'string' && body.delta !== '') {
        this.sawOutput = true;
        this.output.add(body.delta);
      }
    } else if ((type === 'response.output_item.added' || type === 'response.output_item.done') && isObject(body.item)) {
      const item = body.item;
      this.builtInCalls.note(item);
      if (item.type === 'function_call' || item.type === 'custom_tool_call') {
        this.sawOutput = true;
        const id = typeof item.id === 'string' ? item.id : `#${this.toolCallIds.size}`;
        if (!this.toolCallIds.has(id)) {
          this.toolCallIds.add(id);
          this.toolCallCount++;
          if (typeof item.name === 'string') this.output.add(item.name);
        }
      }
    } else if (type === 'response.created' && isObject(body.response)) {
      if (typeof body.response.model === 'string') this.model = body.response.model;
    } else if (type !== undefined && RESPONSES_TERMINAL.has(type)) {
      done = true;
      this.finished = true;
      const response = isObject(body.response) ? body.response : {};
      if (Array.isArray(response.output)) for (const item of response.output) this.builtInCalls.note(item);
      const usage = usageFromResponsesApi(body);
      if (usage !== null) this.lastUsage = usage;
      const reason = isObject(response.incomplete_details) ? response.incomplete_details.reason : undefined;
      this.finish = typeof reason === 'string' ? reason : typeof response.status === 'string' ? response.status : type;
      if (type === 'response.failed') this.failure = streamErrorOf(response.error);
    } else if (type === 'error') {
      this.failure = streamErrorOf(isObject(body.error) ? body.error : body);
    }
    return { firstToken: !before && this.sawOutput, action: FORWARD, done };
  }
}
