import { billableUsage, openAiUsageObject, TOOL_CALL_TOKENS, usageFromChatUsage, usageFromResponsesApi, type UpstreamUsage } from './openai-usage';
import type { SseEvent } from './sse-parser';

export { SseEventTooLargeError, SseParser, type SseEvent, type SseParserOptions } from './sse-parser';

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
 * Usage injection (server-behaviour 4.4): for channels that support it the
 * gateway asks upstream for usage (`planStreamUsage`) even when the client
 * did not, and then takes it back out before the client sees it
 * (`chatEventAction`): the usage-only chunk (`choices: []`) is dropped, a
 * chunk that carries both choices and usage (OpenRouter) loses only its
 * `usage`. The client sees a usage chunk exactly when it asked for one, as
 * with OpenAI itself; when it asked and upstream sent none, the relay adds
 * one from the local count (`usageChunkEvent`) before `data: [DONE]`.
 */

const NL = 10;
const CR = 13;

/** What to send the client for one upstream event. */
export type EventAction =
  | { readonly kind: 'forward' }
  | { readonly kind: 'drop' }
  /** Send `raw` instead of the event's own text. */
  | { readonly kind: 'replace'; readonly raw: string };

const FORWARD: EventAction = { kind: 'forward' };
const DROP: EventAction = { kind: 'drop' };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An event's text with its data replaced (its `event:` and `id:` kept). */
export function eventWithData(event: SseEvent, data: string): string {
  let raw = event.event !== undefined ? `event: ${event.event}\n` : '';
  if (event.id !== undefined) raw += `id: ${event.id}\n`;
  return `${raw}data: ${data}\n\n`;
}

/**
 * The usage-injection rule for one chat stream chunk (`chunk` is its parsed
 * data). With `stripUsage` (the gateway asked for usage the client did not),
 * a chunk with a usage object and no choices is dropped and one with both
 * loses its `usage` field. Everything else, `usage: null` included (which
 * OpenAI puts on every chunk of such a stream), goes out as it came: no
 * chunk is re-serialised that need not be.
 */
export function chatEventAction(event: SseEvent, chunk: unknown, stripUsage: boolean): EventAction {
  if (!stripUsage || !isObject(chunk) || !isObject(chunk.usage)) return FORWARD;
  if (!Array.isArray(chunk.choices) || chunk.choices.length === 0) return DROP;
  const { usage: _usage, ...rest } = chunk;
  return { kind: 'replace', raw: eventWithData(event, JSON.stringify(rest)) };
}

/** How a provider lets the gateway ask for usage on a stream. */
export type StreamUsageSupport =
  /** `stream_options: {include_usage: true}` (OpenAI, Azure). */
  | 'stream-options'
  /** `usage: {include: true}` (OpenRouter, as the established gateway asks it). */
  | 'usage-include'
  /** It always sends usage, asked or not (OpenRouter today). */
  | 'always'
  /** It cannot be asked: the relay counts locally. */
  | 'none';

export interface StreamUsagePlan {
  /** The body to send upstream (the client's, when nothing needs adding). */
  readonly body: Readonly<Json>;
  /** The client asked for a usage chunk: it gets one, upstream's or the gateway's. */
  readonly clientAskedForUsage: boolean;
  /** Upstream will send usage the client did not ask for: take it out (chatEventAction). */
  readonly stripUsage: boolean;
}

/**
 * Decides, for a chat completions request, how usage is asked for upstream
 * and shown to the client. Only streams change: a plain answer carries its
 * usage anyway.
 */
export function planStreamUsage(body: Readonly<Json>, support: StreamUsageSupport): StreamUsagePlan {
  if (body.stream !== true) return { body, clientAskedForUsage: false, stripUsage: false };
  const streamOptions = isObject(body.stream_options) ? body.stream_options : undefined;
  const usageOption = isObject(body.usage) ? body.usage : undefined;
  const asked = streamOptions?.include_usage === true || (support === 'usage-include' && usageOption?.include === true);
  switch (support) {
    case 'stream-options':
      return {
        body: asked ? body : { ...body, stream_options: { ...streamOptions, include_usage: true } },
        clientAskedForUsage: asked,
        stripUsage: !asked,
      };
    case 'usage-include':
      return { body: asked ? body : { ...body, usage: { ...usageOption, include: true } }, clientAskedForUsage: asked, stripUsage: !asked };
    case 'always':
      return { body, clientAskedForUsage: asked, stripUsage: !asked };
    case 'none':
      return { body, clientAskedForUsage: asked, stripUsage: false };
  }
}

/** Counts tokens of text (count-tokens.ts's `Encoder`). */
export type CountTokens = (text: string) => number;

/**
 * The output text of a stream, kept to count it when upstream reports no
 * usage. Memory stays bounded however long the stream runs: text is held
 * until it passes `maxChars`, then the older part (up to a whitespace, so
 * words are not cut) is counted and let go, keeping only its token count.
 * Short answers are never tokenized unless their count is needed; long ones
 * are tokenized a slice at a time as they stream (a 64 Ki-character slice
 * takes a few milliseconds, docs/tokenizer.md).
 */
class OutputCounter {
  private parts: string[] = [];
  private held = 0;
  private counted = 0;

  constructor(
    private readonly count: CountTokens,
    private readonly maxChars: number,
  ) {}

  add(text: string): void {
    if (text === '') return;
    this.parts.push(text);
    this.held += text.length;
    if (this.held > this.maxChars) this.countOlderPart();
  }

  private countOlderPart(): void {
    const text = this.parts.join('');
    let cut = -1;
    for (let i = text.length - 1; i >= text.length >> 1; i--) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === NL || c === 9 || c === CR) {
        cut = i;
        break;
      }
    }
    if (cut === -1) {
      // No whitespace in the newer half (CJK text): cut in the middle, between two whole characters.
      cut = text.length >> 1;
      if (cut > 0 && (text.charCodeAt(cut - 1) & 0xfc00) === 0xd800) cut--;
    }
    this.counted += this.count(text.slice(0, cut));
    const rest = text.slice(cut);
    this.parts = [rest];
    this.held = rest.length;
  }

  /** Tokens of all the text seen so far. */
  tokens(): number {
    return this.held === 0 ? this.counted : this.counted + this.count(this.parts.join(''));
  }
}

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
