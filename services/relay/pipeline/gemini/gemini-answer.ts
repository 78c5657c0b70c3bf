import type { PricedUsage } from '../../../features/pricing/index';
import { isJsonObject, reasoningOf } from '../chat-chunk';
import { toolInputOf } from '../claude/claude-answer';

/*
 * An OpenAI chat completion as the `GenerateContentResponse` a Gemini
 * client reads (server-behaviour 14.2: "the response back to Gemini
 * candidates"). Pure.
 *
 * - The first choice becomes the one candidate: its reasoning a thought
 *   part, its text a text part, each tool call a `functionCall` part (the
 *   arguments parsed; arguments that are not a JSON object read as {}).
 * - `finish_reason` becomes `finishReason`: stop and tool_calls → STOP (a
 *   function call ends a Gemini turn with STOP), length → MAX_TOKENS,
 *   content_filter → SAFETY.
 * - `usageMetadata` is the usage the request is charged for, in Google's
 *   terms: `candidatesTokenCount` leaves out the thinking, which has
 *   `thoughtsTokenCount`; cache reads are `cachedContentTokenCount` (part
 *   of the prompt count, as in OpenAI's).
 */

type Json = Record<string, unknown>;

export type GeminiFinishReason = 'STOP' | 'MAX_TOKENS' | 'SAFETY' | 'FINISH_REASON_UNSPECIFIED';

export function finishReasonOf(finishReason: unknown): GeminiFinishReason {
  switch (finishReason) {
    case 'stop':
    case 'tool_calls':
    case 'function_call':
      return 'STOP';
    case 'length':
      return 'MAX_TOKENS';
    case 'content_filter':
      return 'SAFETY';
    default:
      return 'FINISH_REASON_UNSPECIFIED';
  }
}

/** The usage a Gemini client reads, from the usage the request is charged for (and its reasoning tokens, inside the completion). */
export function usageMetadataOf(usage: PricedUsage & { readonly reasoningTokens?: number }): Json {
  const thoughts = Math.min(usage.reasoningTokens ?? 0, usage.completionTokens);
  const metadata: Json = {
    promptTokenCount: usage.promptTokens,
    candidatesTokenCount: usage.completionTokens - thoughts,
    totalTokenCount: usage.promptTokens + usage.completionTokens,
  };
  if (thoughts > 0) metadata.thoughtsTokenCount = thoughts;
  if ((usage.cachedTokens ?? 0) > 0) metadata.cachedContentTokenCount = usage.cachedTokens;
  return metadata;
}

/** A chat answer's function calls as Gemini parts. */
export const functionCallParts = (calls: readonly { readonly name: string; readonly args: unknown }[]): Json[] =>
  calls.map(({ name, args }) => ({ functionCall: { name, args: toolInputOf(args) } }));

/** The Gemini response for a chat completion, with the usage the request is charged for. */
export function geminiResponseOfChat(
  chat: Readonly<Json>,
  { model, usage, requestId }: { model: string; usage: PricedUsage & { readonly reasoningTokens?: number }; requestId: string },
): Json {
  const choice = Array.isArray(chat.choices) && isJsonObject(chat.choices[0]) ? chat.choices[0] : {};
  const message = isJsonObject(choice.message) ? choice.message : {};
  const parts: Json[] = [];
  const reasoning = reasoningOf(message);
  if (reasoning !== '') parts.push({ text: reasoning, thought: true });
  if (typeof message.content === 'string' && message.content !== '') parts.push({ text: message.content });
  if (Array.isArray(message.tool_calls)) {
    const calls = message.tool_calls.filter(isJsonObject).flatMap((call) => (isJsonObject(call.function) ? [call.function] : []));
    parts.push(...functionCallParts(calls.map((fn) => ({ name: String(fn.name ?? ''), args: fn.arguments }))));
  }
  return {
    candidates: [{ content: { role: 'model', parts }, finishReason: finishReasonOf(choice.finish_reason), index: 0 }],
    usageMetadata: usageMetadataOf(usage),
    modelVersion: model,
    responseId: typeof chat.id === 'string' && chat.id !== '' ? chat.id : requestId,
  };
}
