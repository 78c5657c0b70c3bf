import type { PricedUsage } from '../../../features/pricing/index';
import { isJsonObject, reasoningOf } from '../chat-chunk';

/*
 * An OpenAI chat completion as the Claude message a `/v1/messages` client
 * reads (server-behaviour 14.2: "the OpenAI response is turned back into
 * Claude"). Pure.
 *
 * - The first choice's `reasoning_content` (or `reasoning`) becomes a
 *   thinking block, its text a text block, its tool calls tool_use blocks
 *   (the arguments parsed; arguments that are not a JSON object are kept as
 *   `{}` rather than failing the answer).
 * - `finish_reason` becomes `stop_reason`: stop → end_turn, length →
 *   max_tokens, tool_calls and function_call → tool_use, content_filter →
 *   refusal.
 * - The usage is the one the request is charged for, in Anthropic's
 *   terms: `input_tokens` leaves out the cache reads and writes, which
 *   have fields of their own.
 */

type Json = Record<string, unknown>;

export type ClaudeStopReason = 'end_turn' | 'max_tokens' | 'tool_use' | 'refusal' | 'stop_sequence';

/** A chat `finish_reason` as a Claude `stop_reason`; an unknown or missing one reads as end_turn. */
export function stopReasonOf(finishReason: unknown): ClaudeStopReason {
  switch (finishReason) {
    case 'length':
      return 'max_tokens';
    case 'tool_calls':
    case 'function_call':
      return 'tool_use';
    case 'content_filter':
      return 'refusal';
    default:
      return 'end_turn';
  }
}

/** The usage a Claude client reads, from the usage the request is charged for (prompt counted the OpenAI way). */
export function claudeUsageOf(usage: PricedUsage): Json {
  const cacheRead = usage.cachedTokens ?? 0;
  const cacheWrite = (usage.cacheWriteTokens ?? 0) + (usage.cacheWrite1hTokens ?? 0);
  const input = usage.semantics === 'openai' ? Math.max(0, usage.promptTokens - cacheRead - cacheWrite) : usage.promptTokens;
  return {
    input_tokens: input,
    output_tokens: usage.completionTokens,
    cache_creation_input_tokens: cacheWrite,
    cache_read_input_tokens: cacheRead,
  };
}

/** A tool call's arguments as the `input` object of a tool_use block. */
export function toolInputOf(args: unknown): Json {
  if (isJsonObject(args)) return args;
  if (typeof args !== 'string' || args.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(args);
    return isJsonObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** A Claude message id for an answer: the upstream's id kept recognisable, or the request's. */
export const claudeMessageId = (upstreamId: unknown, requestId: string): string =>
  `msg_${typeof upstreamId === 'string' && upstreamId !== '' ? upstreamId.replace(/^chatcmpl-/, '') : requestId}`;

/** The Claude message for a chat completion, with the usage the request is charged for. */
export function claudeMessageOfChat(chat: Readonly<Json>, { model, usage, requestId }: { model: string; usage: PricedUsage; requestId: string }): Json {
  const choice = Array.isArray(chat.choices) && isJsonObject(chat.choices[0]) ? chat.choices[0] : {};
  const message = isJsonObject(choice.message) ? choice.message : {};
  const content: Json[] = [];
  const reasoning = reasoningOf(message);
  if (reasoning !== '') content.push({ type: 'thinking', thinking: reasoning, signature: '' });
  if (typeof message.content === 'string' && message.content !== '') content.push({ type: 'text', text: message.content });
  if (Array.isArray(message.tool_calls)) {
    for (const call of message.tool_calls) {
      if (!isJsonObject(call) || !isJsonObject(call.function)) continue;
      const id = typeof call.id === 'string' && call.id !== '' ? call.id : `toolu_${requestId}_${content.length}`;
      content.push({ type: 'tool_use', id, name: String(call.function.name ?? ''), input: toolInputOf(call.function.arguments) });
    }
  }
  return {
    id: claudeMessageId(chat.id, requestId),
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: stopReasonOf(choice.finish_reason),
    stop_sequence: null,
    usage: claudeUsageOf(usage),
  };
}
