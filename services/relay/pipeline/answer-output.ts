/*
 * What a plain (not streamed) OpenAI-format answer produced: the text and
 * tool calls a local count is made from when the answer reports no usage
 * (server-behaviour 4.4). Pure; the relay hands in parsed JSON.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const field = (object: unknown, name: string): unknown => (isObject(object) ? object[name] : undefined);

/** What a plain answer produced, for counting its completion when it reports no usage. */
export interface AnswerOutput {
  /** Text, reasoning, refusals, and tool names and arguments, joined. */
  readonly text: string;
  /** Tool calls made (each adds TOOL_CALL_TOKENS to a local count). */
  readonly toolCalls: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Text of `content` that is a string or an array of parts with `text`. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  let out = '';
  for (const part of content) out += typeof part === 'string' ? part : text(field(part, 'text')) + text(field(part, 'refusal'));
  return out;
}

/**
 * The output of a plain OpenAI-format answer (chat completion, legacy
 * completion, Responses): only what the model produced. An error body
 * produces nothing, so upstream error text is never counted (and charged) as
 * output.
 */
export function outputOfOpenAiAnswer(body: unknown): AnswerOutput {
  const parts: string[] = [];
  let toolCalls = 0;
  if (!isObject(body)) return { text: '', toolCalls };
  if (Array.isArray(body.choices)) {
    for (const choice of body.choices) {
      parts.push(text(field(choice, 'text')));
      const message = field(choice, 'message');
      if (!isObject(message)) continue;
      parts.push(contentText(message.content), text(message.reasoning_content), text(message.reasoning), text(message.refusal));
      const calls = Array.isArray(message.tool_calls) ? message.tool_calls : isObject(message.function_call) ? [{ function: message.function_call }] : [];
      for (const call of calls) {
        toolCalls++;
        parts.push(text(field(field(call, 'function'), 'name')), text(field(field(call, 'function'), 'arguments')));
      }
    }
  }
  if (body.object === 'response' && Array.isArray(body.output)) {
    for (const item of body.output) {
      if (!isObject(item)) continue;
      switch (item.type) {
        case 'message':
          parts.push(contentText(item.content));
          break;
        case 'reasoning':
          parts.push(contentText(item.summary), contentText(item.content));
          break;
        case 'function_call':
        case 'custom_tool_call':
          toolCalls++;
          parts.push(text(item.name), text(item.arguments), text(item.input));
          break;
      }
    }
  }
  return { text: parts.join(''), toolCalls };
}
