/*
 * A Claude Messages request (`POST /v1/messages`, Anthropic's wire format)
 * as the OpenAI chat completion every OpenAI-compatible channel speaks
 * (server-behaviour 14.2, "Incoming Claude requests are converted"). Pure.
 *
 * - `system` (a string or text blocks) becomes the first message, a system
 *   message.
 * - A message's text blocks become text parts; images (base64 or URL) image
 *   parts; PDF documents file parts; a plain-text document a text part.
 * - An assistant's `tool_use` blocks become its `tool_calls` (the input as a
 *   JSON string); a user's `tool_result` blocks become `tool` messages, put
 *   before the rest of that user turn, since OpenAI wants each tool answer
 *   right after the call it answers.
 * - `thinking` and `redacted_thinking` blocks of earlier turns are dropped:
 *   no OpenAI-format upstream takes them back.
 * - Custom tools become functions; `tool_choice` auto/any/tool/none becomes
 *   auto/required/the function/none; `disable_parallel_tool_use` becomes
 *   `parallel_tool_calls: false`; `stop_sequences` becomes `stop`;
 *   `metadata.user_id` becomes `user`. Anthropic's server tools (web
 *   search, code execution and the like) have no OpenAI-format equivalent
 *   and are refused, rather than silently dropped.
 * - `thinking` is kept as it is: OpenRouter turns it into its reasoning
 *   budget for Anthropic's models, and the quirks drop it for every other
 *   upstream (providers/quirks.ts), as the established gateway does.
 *   `top_k` has no place in a chat completion and is not sent.
 *
 * A body Anthropic would refuse for its shape (no model, no messages, a
 * block that is not an object) is refused here with a sentence saying
 * which field, as a 400.
 */

type Json = Record<string, unknown>;

export type ClaudeConversion = { readonly ok: true; readonly body: Json } | { readonly ok: false; readonly detail: string };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

class Refused extends Error {}
const refuse = (detail: string): never => {
  throw new Refused(detail);
};

/** The chat completion body for a Claude Messages body, or why the body is not one. */
export function chatRequestOfClaude(body: Readonly<Json>): ClaudeConversion {
  try {
    return { ok: true, body: convert(body) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, detail: error.message };
    throw error;
  }
}

function convert(body: Readonly<Json>): Json {
  if (typeof body.model !== 'string' || body.model === '') refuse('model: Field required');
  if (!Array.isArray(body.messages)) refuse('messages: Field required');
  const messages: Json[] = [];
  const system = systemText(body.system);
  if (system !== null) messages.push({ role: 'system', content: system });
  (body.messages as unknown[]).forEach((message, i) => messages.push(...messagesOf(message, i)));

  const chat: Json = { model: body.model, messages };
  if (body.max_tokens !== undefined) chat.max_tokens = body.max_tokens;
  if (body.stream === true) chat.stream = true;
  for (const field of ['temperature', 'top_p'] as const) if (body[field] !== undefined) chat[field] = body[field];
  if (Array.isArray(body.stop_sequences) && body.stop_sequences.length > 0) chat.stop = body.stop_sequences;
  if (isObject(body.metadata) && typeof body.metadata.user_id === 'string') chat.user = body.metadata.user_id;
  if (isObject(body.thinking)) chat.thinking = body.thinking;
  if (Array.isArray(body.tools) && body.tools.length > 0) chat.tools = body.tools.map(toolOf);
  if (body.tool_choice !== undefined) Object.assign(chat, toolChoiceOf(body.tool_choice));
  return chat;
}

/** `system` as one text; null when there is none. */
function systemText(system: unknown): string | null {
  if (system === undefined || system === null) return null;
  if (typeof system === 'string') return system === '' ? null : system;
  if (!Array.isArray(system)) return refuse('system: Input should be a valid string or a list of text blocks');
  const texts = system.map((block, i) => {
    if (!isObject(block) || block.type !== 'text' || typeof block.text !== 'string') return refuse(`system.${i}: Input should be a text block`);
    return block.text;
  });
  return texts.length === 0 ? null : texts.join('\n');
}

/** One Claude message as chat messages: one, or a user turn's tool answers then the rest of it. */
function messagesOf(message: unknown, i: number): Json[] {
  if (!isObject(message)) return refuse(`messages.${i}: Input should be an object`);
  const { role, content } = message;
  if (role !== 'user' && role !== 'assistant') return refuse(`messages.${i}.role: Input should be 'user' or 'assistant'`);
  if (typeof content === 'string') return [{ role, content }];
  if (!Array.isArray(content)) return refuse(`messages.${i}.content: Field required`);
  const blocks = content.map((block, j) => (isObject(block) ? block : refuse(`messages.${i}.content.${j}: Input should be an object`)));
  return role === 'assistant' ? [assistantOf(blocks, i)] : userTurnOf(blocks, i);
}

function assistantOf(blocks: readonly Json[], i: number): Json {
  let text = '';
  const toolCalls: Json[] = [];
  blocks.forEach((block, j) => {
    switch (block.type) {
      case 'text':
        text += typeof block.text === 'string' ? block.text : '';
        return;
      case 'tool_use':
        if (typeof block.id !== 'string' || typeof block.name !== 'string')
          return refuse(`messages.${i}.content.${j}: a tool_use block needs an id and a name`);
        toolCalls.push({ id: block.id, type: 'function', function: { name: block.name, arguments: JSON.stringify(block.input ?? {}) } });
        return;
      case 'thinking':
      case 'redacted_thinking':
        return;
      default:
        return refuse(`messages.${i}.content.${j}: an assistant message cannot hold a ${String(block.type)} block here`);
    }
  });
  const message: Json = { role: 'assistant', content: toolCalls.length > 0 && text === '' ? null : text };
  if (toolCalls.length > 0) message.tool_calls = toolCalls;
  return message;
}

function userTurnOf(blocks: readonly Json[], i: number): Json[] {
  const toolAnswers: Json[] = [];
  const parts: Json[] = [];
  blocks.forEach((block, j) => {
    const at = `messages.${i}.content.${j}`;
    switch (block.type) {
      case 'text':
        if (typeof block.text !== 'string') return refuse(`${at}.text: Field required`);
        parts.push({ type: 'text', text: block.text });
        return;
      case 'image':
        parts.push({ type: 'image_url', image_url: { url: sourceUrl(block.source, at) } });
        return;
      case 'document':
        parts.push(documentPart(block.source, at));
        return;
      case 'tool_result':
        if (typeof block.tool_use_id !== 'string') return refuse(`${at}.tool_use_id: Field required`);
        toolAnswers.push({ role: 'tool', tool_call_id: block.tool_use_id, content: toolResultText(block, at) });
        return;
      default:
        return refuse(`${at}: a ${String(block.type)} block is not supported on this endpoint`);
    }
  });
  return parts.length === 0 ? toolAnswers : [...toolAnswers, { role: 'user', content: parts }];
}

/** An image's source as the URL a chat image part takes: a data URL for base64. */
function sourceUrl(source: unknown, at: string): string {
  if (isObject(source) && source.type === 'base64' && typeof source.media_type === 'string' && typeof source.data === 'string') {
    return `data:${source.media_type};base64,${source.data}`;
  }
  if (isObject(source) && source.type === 'url' && typeof source.url === 'string') return source.url;
  return refuse(`${at}.source: Input should be a base64 or url source`);
}

function documentPart(source: unknown, at: string): Json {
  if (isObject(source) && source.type === 'text' && typeof source.data === 'string') return { type: 'text', text: source.data };
  if (isObject(source) && source.type === 'base64' && typeof source.data === 'string') {
    const mediaType = typeof source.media_type === 'string' ? source.media_type : 'application/pdf';
    return { type: 'file', file: { filename: 'document.pdf', file_data: `data:${mediaType};base64,${source.data}` } };
  }
  return refuse(`${at}.source: a document needs a base64 or text source`);
}

/** A tool result's content as the text a tool message carries (an error says so first, as Claude reads it). */
function toolResultText(block: Json, at: string): string {
  const { content } = block;
  let text: string;
  if (content === undefined || content === null) text = '';
  else if (typeof content === 'string') text = content;
  else if (Array.isArray(content)) {
    text = content
      .map((part, k) => {
        if (!isObject(part)) return refuse(`${at}.content.${k}: Input should be an object`);
        return part.type === 'text' && typeof part.text === 'string' ? part.text : '';
      })
      .filter((part) => part !== '')
      .join('\n');
  } else return refuse(`${at}.content: Input should be a string or a list of blocks`);
  return block.is_error === true ? `Error: ${text}` : text;
}

function toolOf(tool: unknown, i: number): Json {
  if (!isObject(tool) || typeof tool.name !== 'string') return refuse(`tools.${i}.name: Field required`);
  if (tool.type !== undefined && tool.type !== 'custom') return refuse(`tools.${i}: the server tool ${String(tool.type)} is not supported on this endpoint`);
  const fn: Json = { name: tool.name, parameters: isObject(tool.input_schema) ? tool.input_schema : { type: 'object', properties: {} } };
  if (typeof tool.description === 'string') fn.description = tool.description;
  return { type: 'function', function: fn };
}

function toolChoiceOf(choice: unknown): Json {
  if (!isObject(choice)) return refuse('tool_choice: Input should be an object');
  const parallel = choice.disable_parallel_tool_use === true ? { parallel_tool_calls: false } : {};
  switch (choice.type) {
    case 'auto':
      return { tool_choice: 'auto', ...parallel };
    case 'any':
      return { tool_choice: 'required', ...parallel };
    case 'none':
      return { tool_choice: 'none' };
    case 'tool':
      if (typeof choice.name !== 'string') return refuse('tool_choice.name: Field required');
      return { tool_choice: { type: 'function', function: { name: choice.name } }, ...parallel };
    default:
      return refuse(`tool_choice.type: Input should be 'auto', 'any', 'tool' or 'none'`);
  }
}
