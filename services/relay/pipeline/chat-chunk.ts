import type { SseEvent } from './sse-parser';
import { streamErrorOf } from './stream-tracker';

/*
 * One event of an OpenAI chat completion stream, read for a writer that
 * turns the stream into another client format (claude/claude-stream.ts,
 * gemini/gemini-stream.ts): the end, an error the upstream sent inside the
 * stream, or a chunk with its first choice's delta. Pure.
 */

type Json = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export type ChatStreamItem =
  /** Nothing a client reads: a comment, a ping, text that is not a JSON object. */
  | { readonly kind: 'nothing' }
  /** The upstream's `[DONE]`. */
  | { readonly kind: 'done' }
  | { readonly kind: 'error'; readonly message: string }
  | {
      readonly kind: 'chunk';
      readonly chunk: Json;
      /** The first choice's `finish_reason`, when this chunk has one. */
      readonly finishReason: string | null;
      /** The first choice's delta; empty when the chunk has no choice (a usage chunk). */
      readonly delta: Json;
    };

export function readChatEvent(event: SseEvent): ChatStreamItem {
  if (event.data === undefined) return { kind: 'nothing' };
  if (event.data.trim() === '[DONE]') return { kind: 'done' };
  let chunk: unknown;
  try {
    chunk = JSON.parse(event.data);
  } catch {
    return { kind: 'nothing' };
  }
  if (!isJsonObject(chunk)) return { kind: 'nothing' };
  if (chunk.error !== undefined) return { kind: 'error', message: streamErrorOf(chunk.error).message };
  const choice = Array.isArray(chunk.choices) && isJsonObject(chunk.choices[0]) ? chunk.choices[0] : null;
  return {
    kind: 'chunk',
    chunk,
    finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : null,
    delta: isJsonObject(choice?.delta) ? choice.delta : {},
  };
}

/** A message's or a delta's reasoning text (`reasoning_content`, or OpenRouter's `reasoning`); '' when none. */
export function reasoningOf(message: Json): string {
  if (typeof message.reasoning_content === 'string') return message.reasoning_content;
  return typeof message.reasoning === 'string' ? message.reasoning : '';
}
