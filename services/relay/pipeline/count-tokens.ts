/*
 * Counting a request's prompt tokens before it goes upstream
 * (server-behaviour 4.2): the estimate the reservation holds, and the prompt
 * a request settles with when upstream reports no usage (4.4). Pure: the
 * tokenizer comes in as an `Encoder` (services/platform/adapters/tokenizer.ts
 * makes one per encoding), and nothing here fetches an image or reads a
 * clock.
 *
 * - Text: the tokenizer count of every text the model reads (roles, names,
 *   message content, tool calls in the history, tool definitions, a JSON
 *   schema for the answer), each counted on its own. OpenAI's models use
 *   their encoding (`encodingForModel`); every other model is counted with
 *   cl100k_base, where the established gateway guesses from the characters.
 * - Overheads as the established gateway adds them on the OpenAI format: 3
 *   per message, 3 per `name`, 3 for the reply, 8 per tool. The Responses
 *   API gets the same (its input items are messages too).
 * - Images, audio, files and videos as media-tokens.ts counts them.
 *
 * Special-token text in a prompt (`<|endoftext|>`) is ordinary text to the
 * API and is counted as such; the Encoder must never throw on it.
 */
import { audioSecondsOfBase64, audioTokensForSeconds, FILE_TOKENS, imageSizeFromDataUrl, imageTokens, VIDEO_TOKENS } from './media-tokens';
import { normaliseModel } from './model-name';

/** Counts the tokens of a text in one encoding. */
export type Encoder = (text: string) => number;

/** The encodings the relay counts with. */
export type TokenEncoding = 'o200k_base' | 'cl100k_base';

export const TOKENS_PER_MESSAGE = 3;
export const TOKENS_PER_NAME = 3;
/** Every reply is primed with `<|start|>assistant<|message|>`. */
export const REPLY_TOKENS = 3;
export const TOKENS_PER_TOOL = 8;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

const O200K = /^(?:gpt-4o|chatgpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|gpt-oss|o\d|codex-|computer-use|gpt-realtime|gpt-audio|gpt-image|omni-moderation)/;

/** o200k_base for gpt-4o, gpt-4.1, gpt-4.5, gpt-5, the o-series and their kin; cl100k_base for gpt-4, gpt-3.5, embeddings and every other model. */
export function encodingForModel(model: string): TokenEncoding {
  return O200K.test(normaliseModel(model)) ? 'o200k_base' : 'cl100k_base';
}

/** A request's prompt, counted. */
export interface PromptTokens {
  readonly total: number;
  /** Tokenizer count of the texts. */
  readonly text: number;
  /** Per message, per name, for the reply, per tool. */
  readonly overhead: number;
  readonly images: number;
  readonly audio: number;
  /** Files and videos. */
  readonly files: number;
}

class Tally {
  text = 0;
  overhead = 0;
  images = 0;
  audio = 0;
  files = 0;

  constructor(
    private readonly encode: Encoder,
    private readonly model: string,
  ) {}

  add(value: unknown): void {
    if (typeof value === 'string' && value !== '') this.text += this.encode(value);
  }

  json(value: unknown): void {
    if (value !== undefined && value !== null) this.add(typeof value === 'string' ? value : JSON.stringify(value));
  }

  message(role: unknown, name: unknown): void {
    this.overhead += TOKENS_PER_MESSAGE;
    this.add(role);
    if (typeof name === 'string' && name !== '') {
      this.overhead += TOKENS_PER_NAME;
      this.add(name);
    }
  }

  tool(name: unknown, description: unknown, parameters: unknown): void {
    this.overhead += TOKENS_PER_TOOL;
    this.add(name);
    this.add(description);
    this.json(parameters);
  }

  /** Message content: a string, or parts (chat and Responses part types). */
  content(content: unknown): void {
    if (!Array.isArray(content)) return this.add(content);
    for (const part of content) {
      if (typeof part === 'string') {
        this.add(part);
        continue;
      }
      if (!isObject(part)) continue;
      switch (part.type) {
        case 'image_url':
        case 'input_image': {
          const image = isObject(part.image_url) ? part.image_url : part;
          const url = typeof part.image_url === 'string' ? part.image_url : str(image.url ?? image.image_url);
          this.images += imageTokens(this.model, { ...(imageSizeFromDataUrl(url) ?? {}), detail: str(image.detail ?? part.detail) });
          break;
        }
        case 'input_audio': {
          const audio = isObject(part.input_audio) ? part.input_audio : {};
          this.audio += audioTokensForSeconds(audioSecondsOfBase64(str(audio.data), str(audio.format)));
          break;
        }
        case 'file':
        case 'input_file':
          this.files += FILE_TOKENS;
          break;
        case 'video_url':
          this.files += VIDEO_TOKENS;
          break;
        default:
          this.add(part.text);
          this.add(part.refusal);
      }
    }
  }

  toolCalls(calls: unknown): void {
    if (!Array.isArray(calls)) return;
    for (const call of calls) {
      const fn = isObject(call) && isObject(call.function) ? call.function : {};
      this.add(fn.name);
      this.add(fn.arguments);
    }
  }

  result(): PromptTokens {
    const { text, overhead, images, audio, files } = this;
    return { total: text + overhead + images + audio + files, text, overhead, images, audio, files };
  }
}

function countTools(tally: Tally, tools: unknown, functions: unknown): void {
  if (Array.isArray(tools)) {
    for (const tool of tools) {
      if (!isObject(tool)) continue;
      // Chat nests the function; the Responses API flattens it; built-in tools (web search…) have neither.
      const fn = isObject(tool.function) ? tool.function : tool;
      tally.tool(fn.name, fn.description, fn.parameters);
    }
  }
  if (Array.isArray(functions)) for (const fn of functions) if (isObject(fn)) tally.tool(fn.name, fn.description, fn.parameters);
}

/** A `/v1/chat/completions` request's prompt. */
export function countChatPromptTokens(body: unknown, encode: Encoder): PromptTokens {
  const request = isObject(body) ? body : {};
  const tally = new Tally(encode, str(request.model));
  const messages = Array.isArray(request.messages) ? request.messages : [];
  for (const message of messages) {
    if (!isObject(message)) continue;
    tally.message(message.role, message.name);
    tally.content(message.content);
    tally.add(message.reasoning_content);
    tally.add(message.refusal);
    tally.toolCalls(message.tool_calls);
    if (isObject(message.function_call)) tally.toolCalls([{ function: message.function_call }]);
  }
  if (messages.length > 0) tally.overhead += REPLY_TOKENS;
  countTools(tally, request.tools, request.functions);
  const format = isObject(request.response_format) ? request.response_format : {};
  if (isObject(format.json_schema)) tally.json(format.json_schema.schema ?? format.json_schema);
  return tally.result();
}

/** A `/v1/responses` request's prompt: `instructions`, `input` (a string or items) and tools. */
export function countResponsesPromptTokens(body: unknown, encode: Encoder): PromptTokens {
  const request = isObject(body) ? body : {};
  const tally = new Tally(encode, str(request.model));
  let messages = 0;
  if (typeof request.instructions === 'string' && request.instructions !== '') {
    tally.message('developer', undefined);
    tally.add(request.instructions);
    messages++;
  }
  if (typeof request.input === 'string') {
    tally.message('user', undefined);
    tally.add(request.input);
    messages++;
  } else if (Array.isArray(request.input)) {
    for (const item of request.input) {
      if (!isObject(item)) continue;
      if (item.role !== undefined) {
        tally.message(item.role, undefined);
        tally.content(item.content);
        messages++;
        continue;
      }
      switch (item.type) {
        case 'function_call':
          tally.add(item.name);
          tally.add(item.arguments);
          break;
        case 'custom_tool_call':
          tally.add(item.name);
          tally.add(item.input);
          break;
        case 'function_call_output':
        case 'custom_tool_call_output':
          tally.content(item.output);
          break;
        case 'reasoning':
          tally.content(item.summary);
          break;
      }
    }
  }
  if (messages > 0) tally.overhead += REPLY_TOKENS;
  countTools(tally, request.tools, undefined);
  const format = isObject(request.text) && isObject(request.text.format) ? request.text.format : {};
  if (format.type === 'json_schema') tally.json(format.schema);
  return tally.result();
}

/**
 * The input of a legacy completion (`prompt`), an embeddings or a moderation
 * request (`input`): a string, strings, token ids (counted as given), or
 * moderation's text parts. No overheads.
 */
export function countInputTokens(input: unknown, encode: Encoder): number {
  if (typeof input === 'string') return input === '' ? 0 : encode(input);
  if (!Array.isArray(input)) return 0;
  let total = 0;
  for (const item of input) {
    if (typeof item === 'number') total++;
    else if (Array.isArray(item)) total += item.length;
    else if (typeof item === 'string') total += item === '' ? 0 : encode(item);
    else if (isObject(item) && typeof item.text === 'string') total += encode(item.text);
  }
  return total;
}
