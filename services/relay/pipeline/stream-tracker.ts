import { billableUsage, TOOL_CALL_TOKENS } from './billable-usage';
import type { UpstreamUsage } from './openai-usage';
import { OutputCounter, type CountTokens } from './output-counter';
import { isObject, type EventAction } from './stream-usage-plan';
import { NO_TOOL_CALLS, type ToolCallCounts } from './tool-calls';

/*
 * What the relay does with an upstream's event stream, once sse-parser.ts
 * has cut it into events (hot path, pure).
 *
 * The trackers watch a parsed stream for billing and the log:
 * `ChatStreamTracker` for chat completions (and legacy completions;
 * chat-stream-tracker.ts), `ResponsesStreamTracker` for `/v1/responses`
 * (responses-stream-tracker.ts); this file holds what they share. Neither
 * reads a clock: the first event that carries output says `firstToken: true`
 * and the caller takes the time.
 */

/** An error an upstream sent inside a stream (after its 200). */
export interface StreamError {
  readonly message: string;
  readonly type: string | undefined;
  readonly code: string | undefined;
}

export function streamErrorOf(error: unknown): StreamError {
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
export abstract class StreamTracker {
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

  /** The built-in tool calls the upstream ran (tool-calls.ts), charged on top of the tokens; none unless a format reports them. */
  toolCallCounts(): ToolCallCounts {
    return NO_TOOL_CALLS;
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
   * full; billable-usage.ts `billableUsage`).
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
