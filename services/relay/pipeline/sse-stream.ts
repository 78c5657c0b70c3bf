import { billableUsage, openAiUsageObject, TOOL_CALL_TOKENS, usageFromChatUsage, usageFromResponsesApi, type UpstreamUsage } from './openai-usage';
import type { SseEvent } from './sse-parser';

import { OutputCounter, type CountTokens } from './output-counter';
import { chatEventAction, FORWARD, isObject, type EventAction } from './stream-usage-plan';

/*
 * What the relay does with an upstream's event stream, once sse-parser.ts
 * has cut it into events (hot path, pure).
 *
 * The trackers watch a parsed stream for billing and the log:
 * `ChatStreamTracker` for chat completions (and legacy completions),
 * `ResponsesStreamTracker` for `/v1/responses`. Neither reads a clock: the
 * first event that carries output says `firstToken: true` and the caller
 * takes the time.
 *
 * Each event's action (forward, drop, replace) comes from the usage
 * injection rule (stream-usage-plan.ts); when the client asked for usage and
 * upstream sent none, the relay adds a usage chunk from the local count
 * (`usageChunkEvent`) before `data: [DONE]`.
 */

/** An error an upstream sent inside a stream (after its 200). */
export interface StreamError {
  readonly message: string;
  readonly type: string | undefined;
  readonly code: string | undefined;
}

function streamErrorOf(error: unknown): StreamError {
  const message = isObject(error) && typeof error.message === 'string' ? error.message : typeof error === 'string' ? error : 'upstream stream error';
  const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
  return { message, type: isObject(error) ? str(error.type) : undefined, code: isObject(error) ? str(error.code) : undefined };
}

/** What one event told the relay. */
export interface Observation {
  /** The first event that carried output: take the first-token time now. */
  readonly firstToken: boolean;
  /** What to send the client. */
  readonly action: EventAction;
  /** The stream's terminal event (`data: [DONE]`; `response.completed` and the like). */
  readonly done: boolean;
}

export interface StreamTrackerOptions {
  /** Counts the output's tokens when upstream reports no usage. */
  readonly countTokens: CountTokens;
  /** Output text held before the older part is counted (memory bound); 65 536 characters by default. */
  readonly maxBufferedChars?: number;
}

/** What every tracker records. */
abstract class StreamTracker {
  protected readonly output: OutputCounter;
  protected sawOutput = false;
  protected toolCallCount = 0;
  protected lastUsage: UpstreamUsage | null = null;
  protected finish: string | null = null;
  protected failure: StreamError | null = null;
  protected finished = false;
  protected malformed = 0;
  protected model: string | undefined;

  constructor(options: StreamTrackerOptions) {
    this.output = new OutputCounter(options.countTokens, options.maxBufferedChars ?? 65_536);
  }

  /** Usage upstream reported (the last non-zero one); null when none came. */
  get usage(): UpstreamUsage | null {
    return this.lastUsage;
  }

  /** The last finish reason (chat) or final status (Responses) seen. */
  get finishReason(): string | null {
    return this.finish;
  }

  /** An error upstream sent inside the stream; its text is never counted as output. */
  get error(): StreamError | null {
    return this.failure;
  }

  /** The terminal event came: the stream was not cut. */
  get done(): boolean {
    return this.finished;
  }

  /** Any output (text, reasoning, refusal, tool call) came. */
  get producedOutput(): boolean {
    return this.sawOutput;
  }

  /** Tool calls seen. */
  get toolCalls(): number {
    return this.toolCallCount;
  }

  /** Events whose data was not the JSON expected (a cut event, a provider's oddity); forwarded as they came. */
  get malformedEvents(): number {
    return this.malformed;
  }

  /** The model upstream named in the stream, if it did. */
  get upstreamModel(): string | undefined {
    return this.model;
  }

  /** Tokens of the output seen, counted locally: text, reasoning, refusals, tool names and arguments, plus TOOL_CALL_TOKENS per tool call. */
  completionTokens(): number {
    return this.output.tokens() + TOOL_CALL_TOKENS * this.toolCallCount;
  }

  /**
   * The usage to settle with, given the prompt estimate made before the
   * request went upstream: upstream's usage, or the local count when none
   * came (a stream that produced output is never free and never refunded in
   * full; openai-usage.ts `billableUsage`).
   */
  settlementUsage(promptEstimate: number): UpstreamUsage {
    const needsCount = this.lastUsage === null || this.lastUsage.completionTokens === 0;
    return billableUsage(this.lastUsage, {
      promptTokens: promptEstimate,
      completionTokens: needsCount ? this.completionTokens() : 0,
      producedOutput: this.sawOutput,
    });
  }

  protected parse(data: string): unknown {
    try {
      return JSON.parse(data);
    } catch {
      this.malformed++;
      return undefined;
    }
  }
}

/** The fields a usage chunk made by the gateway copies from the stream. */
export interface ChatStreamMeta {
  readonly id: string;
  readonly model: string;
  readonly created: number;
  readonly systemFingerprint: string | null;
}

/**
 * Watches an OpenAI chat completions stream (or a legacy completions stream)
 * and applies the usage-injection rule to each event.
 */
export class ChatStreamTracker extends StreamTracker {
  private readonly stripUsage: boolean;
  private readonly toolCallKeys = new Set<string>();
  private streamId = '';
  private created = 0;
  private fingerprint: string | null = null;

  constructor(options: StreamTrackerOptions & { readonly stripUsage: boolean }) {
    super(options);
    this.stripUsage = options.stripUsage;
  }

  /** Id, model and creation time of the stream, for a usage chunk the gateway adds. */
  get meta(): ChatStreamMeta {
    return { id: this.streamId, model: this.model ?? '', created: this.created, systemFingerprint: this.fingerprint };
  }

  observe(event: SseEvent): Observation {
    const data = event.data;
    if (data === undefined) return { firstToken: false, action: FORWARD, done: false };
    if (data === '[DONE]') {
      this.finished = true;
      return { firstToken: false, action: FORWARD, done: true };
    }
    const chunk = this.parse(data);
    if (!isObject(chunk)) return { firstToken: false, action: FORWARD, done: false };
    if (chunk.error !== undefined && chunk.error !== null && chunk.choices === undefined) {
      this.failure = streamErrorOf(chunk.error);
      return { firstToken: false, action: FORWARD, done: false };
    }
    if (this.streamId === '' && typeof chunk.id === 'string') {
      this.streamId = chunk.id;
      if (typeof chunk.model === 'string') this.model = chunk.model;
      if (typeof chunk.created === 'number') this.created = chunk.created;
      if (typeof chunk.system_fingerprint === 'string') this.fingerprint = chunk.system_fingerprint;
    }
    const before = this.sawOutput;
    if (Array.isArray(chunk.choices)) {
      for (let c = 0; c < chunk.choices.length; c++) this.readChoice(chunk.choices[c], c);
    }
    if (isObject(chunk.usage)) {
      const usage = usageFromChatUsage(chunk.usage);
      if (usage !== null) this.lastUsage = usage;
    }
    return { firstToken: !before && this.sawOutput, action: chatEventAction(event, chunk, this.stripUsage), done: false };
  }

  private readChoice(choice: unknown, position: number): void {
    if (!isObject(choice)) return;
    if (typeof choice.finish_reason === 'string') this.finish = choice.finish_reason;
    this.addText(choice.text); // legacy completions
    const delta = choice.delta;
    if (!isObject(delta)) return;
    this.addText(delta.content);
    this.addText(delta.reasoning_content);
    this.addText(delta.reasoning);
    this.addText(delta.refusal);
    if (isObject(delta.audio)) this.addText(delta.audio.transcript);
    const index = typeof choice.index === 'number' ? choice.index : position;
    if (Array.isArray(delta.tool_calls)) {
      for (let t = 0; t < delta.tool_calls.length; t++) {
        const call: unknown = delta.tool_calls[t];
        if (!isObject(call)) continue;
        this.noteToolCall(`${index}:${typeof call.index === 'number' ? call.index : t}`);
        if (isObject(call.function)) {
          this.addText(call.function.name);
          this.addText(call.function.arguments);
        }
      }
    }
    if (isObject(delta.function_call)) {
      this.noteToolCall(`${index}:function_call`);
      this.addText(delta.function_call.name);
      this.addText(delta.function_call.arguments);
    }
  }

  private noteToolCall(key: string): void {
    this.sawOutput = true;
    if (this.toolCallKeys.has(key)) return;
    this.toolCallKeys.add(key);
    this.toolCallCount++;
  }

  private addText(value: unknown): void {
    if (typeof value === 'string') {
      if (value === '') return;
      this.sawOutput = true;
      this.output.add(value);
    } else if (Array.isArray(value)) {
      // Some providers stream content as parts.
      for (const part of value) this.addText(isObject(part) ? part.text : undefined);
    }
  }
}

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
    } else if (type === 'response.output_item.added' && isObject(body.item)) {
      const item = body.item;
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

/**
 * The usage chunk the gateway sends before `data: [DONE]` when the client
 * asked for usage and upstream sent none (`choices: []`, as OpenAI's own).
 */
export function usageChunkEvent(meta: ChatStreamMeta, usage: UpstreamUsage): string {
  const chunk = {
    id: meta.id,
    object: 'chat.completion.chunk',
    created: meta.created,
    model: meta.model,
    system_fingerprint: meta.systemFingerprint,
    choices: [],
    usage: openAiUsageObject(usage),
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}
