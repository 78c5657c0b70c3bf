import type { PricedUsage } from '../../../features/pricing/index';
import { isJsonObject, readChatEvent, reasoningOf } from '../chat-chunk';
import type { SseEvent } from '../sse-parser';
import { claudeMessageId, claudeUsageOf, stopReasonOf, type ClaudeStopReason } from './claude-answer';

/*
 * An OpenAI chat completion stream as the event stream a Claude Messages
 * client reads (Anthropic's streaming format): `message_start`, then per
 * content block `content_block_start`, its deltas and `content_block_stop`,
 * then `message_delta` with the stop reason and the usage, and
 * `message_stop`. Pure and incremental: each upstream event in, the text to
 * send out.
 *
 * - Reasoning text opens a thinking block, text a text block, each tool
 *   call a tool_use block whose arguments arrive as `input_json_delta`s; a
 *   block is closed when the next kind begins, so blocks never interleave.
 *   (A provider that interleaves the argument fragments of parallel tool
 *   calls sends a fragment for an already-closed block; it is dropped. None
 *   of the OpenAI-compatible providers here does.)
 * - The usage in `message_delta` is the one the request is charged for,
 *   asked of the caller when the upstream's `[DONE]` comes: the upstream's
 *   own, or the gateway's count when it sent none. `message_start` carries
 *   the prompt estimate the reservation was made with, and no output yet.
 * - An error the upstream sends inside its stream becomes Claude's `error`
 *   event.
 * - A stream the upstream cuts before `[DONE]` ends without `message_stop`,
 *   which Claude's clients report as an incomplete answer.
 */

type Json = Record<string, unknown>;

type BlockKind = 'thinking' | 'text' | 'tool_use';

export interface ClaudeStreamOptions {
  /** The model the client asked for: what it reads back. */
  readonly model: string;
  readonly requestId: string;
  /** The prompt estimate the reservation was made with, for `message_start`. */
  readonly promptEstimate: number;
}

export const claudeEvent = (type: string, data: Json): string => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;

export class ClaudeStreamWriter {
  private started = false;
  private finished = false;
  /** Blocks opened so far; the open one is the last, when `open` is set. */
  private blocks = 0;
  private open: BlockKind | null = null;
  /** The upstream's index of the tool call the open tool_use block holds. */
  private openToolIndex: number | null = null;
  private stopReason: ClaudeStopReason = 'end_turn';

  constructor(private readonly options: ClaudeStreamOptions) {}

  /** Whether `message_stop` was sent: the answer reached its end. */
  get complete(): boolean {
    return this.finished;
  }

  /** The Claude events for one upstream event; `usage` is asked once, at the upstream's `[DONE]`. */
  write(event: SseEvent, usage: () => PricedUsage): string {
    if (this.finished) return '';
    const item = readChatEvent(event);
    switch (item.kind) {
      case 'nothing':
        return '';
      case 'done':
        return this.finish(usage());
      case 'error':
        return claudeEvent('error', { error: { type: 'api_error', message: item.message } });
      case 'chunk':
        return this.start(item.chunk) + this.content(item.delta, item.finishReason);
    }
  }

  private content(delta: Json, finishReason: string | null): string {
    let out = '';
    const reasoning = reasoningOf(delta);
    if (reasoning !== '')
      out += this.into('thinking', { type: 'thinking', thinking: '', signature: '' }) + this.delta({ type: 'thinking_delta', thinking: reasoning });
    if (typeof delta.content === 'string' && delta.content !== '')
      out += this.into('text', { type: 'text', text: '' }) + this.delta({ type: 'text_delta', text: delta.content });
    if (Array.isArray(delta.tool_calls)) for (const call of delta.tool_calls) if (isJsonObject(call)) out += this.toolCall(call);
    if (finishReason !== null) this.stopReason = stopReasonOf(finishReason);
    return out;
  }

  private start(chunk: Json): string {
    if (this.started) return '';
    this.started = true;
    return claudeEvent('message_start', {
      message: {
        id: claudeMessageId(chunk.id, this.options.requestId),
        type: 'message',
        role: 'assistant',
        model: this.options.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: this.options.promptEstimate, output_tokens: 0 },
      },
    });
  }

  private toolCall(call: Json): string {
    const index = typeof call.index === 'number' ? call.index : 0;
    const fn = isJsonObject(call.function) ? call.function : {};
    let out = '';
    const begins = typeof call.id === 'string' && call.id !== '';
    if (begins || this.open !== 'tool_use' || this.openToolIndex !== index) {
      if (!begins && this.openToolIndex !== null && index < this.openToolIndex) return '';
      out += this.close();
      const id = begins ? (call.id as string) : `toolu_${this.options.requestId}_${this.blocks}`;
      out += this.opening('tool_use', { type: 'tool_use', id, name: typeof fn.name === 'string' ? fn.name : '', input: {} });
      this.openToolIndex = index;
    }
    if (typeof fn.arguments === 'string' && fn.arguments !== '') out += this.delta({ type: 'input_json_delta', partial_json: fn.arguments });
    return out;
  }

  /** Opens a block of `kind` unless one is open already. */
  private into(kind: Exclude<BlockKind, 'tool_use'>, block: Json): string {
    return this.open === kind ? '' : this.close() + this.opening(kind, block);
  }

  private opening(kind: BlockKind, block: Json): string {
    this.open = kind;
    this.blocks += 1;
    return claudeEvent('content_block_start', { index: this.blocks - 1, content_block: block });
  }

  private delta(delta: Json): string {
    return claudeEvent('content_block_delta', { index: this.blocks - 1, delta });
  }

  private close(): string {
    if (this.open === null) return '';
    this.open = null;
    this.openToolIndex = null;
    return claudeEvent('content_block_stop', { index: this.blocks - 1 });
  }

  private finish(usage: PricedUsage): string {
    const out =
      this.start({}) +
      this.close() +
      claudeEvent('message_delta', { delta: { stop_reason: this.stopReason, stop_sequence: null }, usage: claudeUsageOf(usage) }) +
      claudeEvent('message_stop', {});
    this.finished = true;
    return out;
  }
}
