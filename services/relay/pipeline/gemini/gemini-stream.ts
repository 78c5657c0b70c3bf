import type { PricedUsage } from '../../../features/pricing/index';
import { isJsonObject, readChatEvent, reasoningOf } from '../chat-chunk';
import type { SseEvent } from '../sse-parser';
import { finishReasonOf, functionCallParts, usageMetadataOf, type GeminiFinishReason } from './gemini-answer';

/*
 * An OpenAI chat completion stream as the stream a Gemini client reads from
 * `:streamGenerateContent`: one `GenerateContentResponse` per upstream
 * chunk that carries text or thinking, then a last one with the finish
 * reason, the function calls and `usageMetadata`. Pure and incremental.
 *
 * - Gemini sends a function call whole, in one part; an OpenAI stream sends
 *   its arguments in fragments. The calls are gathered and sent in the last
 *   response, once their arguments are complete.
 * - `?alt=sse` (what Google's clients ask for) is an event stream of
 *   `data:` events; without it Gemini streams one JSON array of the
 *   responses, and so does this.
 * - The usage in the last response is the one the request is charged for,
 *   asked of the caller when the upstream's `[DONE]` comes.
 * - An error the upstream sends inside its stream is sent on in Gemini's
 *   error shape, and ends the stream.
 */

type Json = Record<string, unknown>;

export interface GeminiStreamOptions {
  readonly model: string;
  readonly requestId: string;
  /** `sse`: `?alt=sse`; `array`: one JSON array, as Gemini streams without it. */
  readonly framing: 'sse' | 'array';
}

export class GeminiStreamWriter {
  private sent = 0;
  private finished = false;
  private responseId: string;
  private finishReason: GeminiFinishReason = 'STOP';
  private readonly calls: { name: string; args: string }[] = [];
  private readonly callAt = new Map<number, number>();

  constructor(private readonly options: GeminiStreamOptions) {
    this.responseId = options.requestId;
  }

  get complete(): boolean {
    return this.finished;
  }

  /** The text to send for one upstream event; `usage` is asked once, at the upstream's `[DONE]`. */
  write(event: SseEvent, usage: () => PricedUsage & { readonly reasoningTokens?: number }): string {
    if (this.finished) return '';
    const item = readChatEvent(event);
    switch (item.kind) {
      case 'nothing':
        return '';
      case 'done':
        return this.finish(usage());
      case 'error':
        return this.error(item.message);
      case 'chunk':
        return this.content(item.chunk, item.delta, item.finishReason);
    }
  }

  private content(chunk: Json, delta: Json, finishReason: string | null): string {
    if (typeof chunk.id === 'string' && chunk.id !== '') this.responseId = chunk.id;
    if (finishReason !== null) this.finishReason = finishReasonOf(finishReason);
    if (Array.isArray(delta.tool_calls)) for (const call of delta.tool_calls) if (isJsonObject(call)) this.gather(call);
    const parts: Json[] = [];
    const reasoning = reasoningOf(delta);
    if (reasoning !== '') parts.push({ text: reasoning, thought: true });
    if (typeof delta.content === 'string' && delta.content !== '') parts.push({ text: delta.content });
    return parts.length === 0 ? '' : this.frame({ candidates: [{ content: { role: 'model', parts }, index: 0 }], ...this.footer() });
  }

  private gather(call: Json): void {
    const index = typeof call.index === 'number' ? call.index : 0;
    const fn = isJsonObject(call.function) ? call.function : {};
    let at = this.callAt.get(index);
    if (at === undefined) {
      at = this.calls.push({ name: '', args: '' }) - 1;
      this.callAt.set(index, at);
    }
    const gathered = this.calls[at]!;
    if (typeof fn.name === 'string' && fn.name !== '') gathered.name = fn.name;
    if (typeof fn.arguments === 'string') gathered.args += fn.arguments;
  }

  private footer(): Json {
    return { modelVersion: this.options.model, responseId: this.responseId };
  }

  private frame(response: Json): string {
    const json = JSON.stringify(response);
    this.sent += 1;
    if (this.options.framing === 'sse') return `data: ${json}\r\n\r\n`;
    return `${this.sent === 1 ? '[' : ',\r\n'}${json}`;
  }

  private finish(usage: PricedUsage & { readonly reasoningTokens?: number }): string {
    const parts = this.calls.length > 0 ? functionCallParts(this.calls) : [{ text: '' }];
    const last = this.frame({
      candidates: [{ content: { role: 'model', parts }, finishReason: this.finishReason, index: 0 }],
      usageMetadata: usageMetadataOf(usage),
      ...this.footer(),
    });
    this.finished = true;
    return this.options.framing === 'array' ? `${last}]` : last;
  }

  private error(message: string): string {
    const body = { error: { code: 500, message, status: 'INTERNAL' } };
    this.finished = true;
    if (this.options.framing === 'sse') return `data: ${JSON.stringify(body)}\r\n\r\n`;
    return `${this.sent === 0 ? '[' : ',\r\n'}${JSON.stringify(body)}]`;
  }
}
